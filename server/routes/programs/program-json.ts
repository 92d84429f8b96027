/**
 * The programs table's own columns as JSON: one mapping, answered by /programs/ (spec 1 §3, with
 * its divisions, venues and places) and /office/programs/ (with its capacities and places).
 */
import type { OfficeProgram } from '../../../src/domain/office/programs';
import type { programs } from '../../db/schema/league';
import { tableJson } from '../../http/table-json';

type ProgramRow = typeof programs.$inferSelect;

export const programFields = tableJson<ProgramRow>()({
  id: (row) => row.id,
  name: (row) => row.name,
  description: (row) => row.description,
  logo: (row) => row.logo,
  sport: (row) => row.sport as OfficeProgram['sport'],
  active: (row) => row.active,
  register_url: (row) => row.registerUrl,
  position: (row) => row.position,
  age_groups: (row) => row.ageGroups as OfficeProgram['age_groups'],
  min_age: (row) => row.minAge,
  max_age: (row) => row.maxAge,
  /** Issue 39: the fewest confirmed players at a game before the coach and office are alerted. */
  min_players: (row) => row.minPlayers,
});

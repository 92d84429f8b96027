/**
 * Which season a registration is for (issue 19): the one lookup every feature asks (teams, the
 * coach's scope, refunds by first game and registration close date). A registration names its
 * season by season_id; a row from before seasons were chosen (season_id null) is matched, as the
 * migration did, to its program's season whose label (else title) is its `season` text, or, when
 * several share the label, the one of its program division.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { leagueDay } from '../../src/domain/schedule-csv';
import type { SeasonChoice } from '../../src/domain/season-registration';
import type { Db } from '../db/client';
import { seasons } from '../db/schema/league';
import { registrations } from '../db/schema/registrations';

export type SeasonRow = typeof seasons.$inferSelect;

/** What the lookup reads of a registration. */
export type SeasonKey = Pick<
  typeof registrations.$inferSelect,
  'id' | 'seasonId' | 'programId' | 'season' | 'divisionId'
>;

const nameOf = (season: SeasonRow) => (season.seasonLabel?.trim() || season.title).trim().toLowerCase();

/** The season of each registration (by registration id); registrations of none are left out. */
export async function seasonsOf(db: Db, rows: readonly SeasonKey[]): Promise<Map<number, SeasonRow>> {
  const found = new Map<number, SeasonRow>();
  if (rows.length === 0) return found;
  const ids = [...new Set(rows.flatMap((row) => (row.seasonId === null ? [] : [row.seasonId])))];
  const unlinked = rows.filter((row) => row.seasonId === null && row.programId);
  const programIds = [...new Set(unlinked.map((row) => row.programId!))];
  const conditions = [
    ids.length > 0 ? inArray(seasons.id, ids) : undefined,
    programIds.length > 0 ? inArray(seasons.programId, programIds) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return found;
  const candidates = await db
    .select()
    .from(seasons)
    .where(or(...conditions));
  for (const row of rows) {
    if (row.seasonId !== null) {
      const season = candidates.find((candidate) => candidate.id === row.seasonId);
      if (season) found.set(row.id, season);
      continue;
    }
    const label = row.season.trim().toLowerCase();
    const named = candidates.filter(
      (candidate) => candidate.programId === row.programId && nameOf(candidate) === label,
    );
    const inDivision = named.filter((candidate) => candidate.divisionId === row.divisionId);
    const season = named.length === 1 ? named[0] : inDivision.length === 1 ? inDivision[0] : undefined;
    if (season) found.set(row.id, season);
  }
  return found;
}

/**
 * The same rule as SQL over `registrations`: the id of the season a row is for (null when none),
 * for lists that filter, count and group by season (the office's registrations, messages).
 */
export const registrationSeasonId: SQL<number | null> = sql<
  number | null
>`coalesce(${registrations.seasonId}, (
  select case
    when count(*) = 1 then min(s.id)
    when count(*) filter (where s.division_id = ${registrations.divisionId}) = 1
      then min(s.id) filter (where s.division_id = ${registrations.divisionId})
  end
  from ${seasons} s
  where s.program_id = ${registrations.programId}
    and lower(trim(coalesce(nullif(trim(s.season_label), ''), s.title))) = lower(trim(${registrations.season}))
))`;

/**
 * Registrations of a season not over on `now` (not completed, not past its end date, league day):
 * what the office means by "this season" (its first screen, messages to families).
 */
export function inSeasonNotOver(now: Date): SQL {
  return sql`${registrationSeasonId} in (select ${seasons.id} from ${seasons} where ${seasonNotOver(now)})`;
}

/** Seasons not over on `now`, as SQL over `seasons`. */
export function seasonNotOver(now: Date): SQL {
  return sql`${seasons.status} <> 'COMPLETED' and (${seasons.endDate} is null or ${seasons.endDate} >= ${leagueDay(now)})`;
}

/** The season a registration is for, or null (a referee fee, or an old row matching no season). */
export async function seasonOf(db: Db, registration: SeasonKey): Promise<SeasonRow | null> {
  return (await seasonsOf(db, [registration])).get(registration.id) ?? null;
}

/** A season row as the registration rules read it (src/domain/season-registration.ts). */
export function seasonChoice(row: SeasonRow): SeasonChoice {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    season_label: row.seasonLabel,
    start_date: row.startDate,
    end_date: row.endDate,
    program: row.programId ? { id: row.programId } : null,
    registration_opens_on: row.registrationOpensOn,
    registration_closes_on: row.registrationClosesOn,
  };
}

/** The seasons of a program, as the registration rules judge their windows. */
export async function programSeasonChoices(db: Db, programId: string): Promise<SeasonChoice[]> {
  const rows = await db.select().from(seasons).where(eq(seasons.programId, programId));
  return rows.map(seasonChoice);
}

/**
 * A team's roster for its coaches and the office (issue 41 item 5):
 * - GET /teams/{id}/roster/ — the team, its coaches and its players, each with date of birth, age
 *   group in words, household, phone, e-mail and emergency contact (src/domain/team-roster.ts);
 * - GET /teams/{id}/roster.csv — the same as a CSV file, through the office's export kit (recorded
 *   in the audit log as an export of the team's roster).
 * Only the team's coaches (head or assistant) and staff: any other team answers 404 (the policy's
 * `coachedTeam` rule). A coach's read of the players' emergency contacts is on record, as the coach
 * portal's roster is.
 */
import type { Context } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { placementAgeGroup } from '../../../src/domain/age-groups';
import { isStaffRole } from '../../../src/domain/coach';
import { leagueDay } from '../../../src/domain/league-games';
import {
  rosterFileName,
  TEAM_ROSTER_EXPORT,
  type TeamRoster,
  type TeamRosterPlayer,
} from '../../../src/domain/team-roster';
import { recordReads } from '../../audit/log';
import { clientIp, type SignedInEnv } from '../../context';
import { divisions, programs, seasons } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { teamPlayers, teams } from '../../db/schema/teams';
import type { CsvColumn } from '../../http/csv-export';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { onRoster } from '../../registrations/on-roster';
import { registrationPeople } from '../../registrations/people';
import { coachesOf } from '../../teams/team-data';
import { exportFile } from '../office/exports';

/** The roster of the team the path names (the policy has admitted the caller to it). */
async function readRoster(c: Context<SignedInEnv>): Promise<TeamRoster> {
  const { db } = c.var.deps;
  const id = parseId(c.req.param('id'));
  const [row] = id
    ? await db
        .select({ team: teams, season: seasons, program: programs, division: divisions.name })
        .from(teams)
        .innerJoin(seasons, eq(seasons.id, teams.seasonId))
        .leftJoin(programs, eq(programs.id, seasons.programId))
        .leftJoin(divisions, eq(divisions.id, teams.divisionId))
        .where(eq(teams.id, id))
    : [];
  if (!row) throw notFound();
  const [coaches, placed] = await Promise.all([
    coachesOf(db, [row.team.id]),
    db
      .select({ registration: registrations, division: divisions.name })
      .from(teamPlayers)
      .innerJoin(registrations, eq(registrations.id, teamPlayers.registrationId))
      .leftJoin(divisions, eq(divisions.id, registrations.divisionId))
      .where(and(eq(teamPlayers.teamId, row.team.id), onRoster()))
      .orderBy(asc(registrations.participantName), asc(registrations.id)),
  ]);
  const people = await registrationPeople(
    db,
    placed.map((entry) => entry.registration.id),
  );
  const players = placed.map(({ registration, division }): TeamRosterPlayer => {
    const them = people.get(registration.id);
    return {
      registration: registration.id,
      name: registration.participantName,
      date_of_birth: them?.date_of_birth ?? null,
      age_group: placementAgeGroup({
        age_group: registration.ageGroup,
        division_detail: division ? { name: division } : null,
      }),
      household: them?.household.name ?? '',
      email: them?.household.email ?? '',
      phone: them?.household.phone ?? '',
      emergency: them?.emergency ?? null,
    };
  });
  // A coach shown the players' emergency contacts: each read is on record (staff's are not).
  if (!isStaffRole(c.var.user.role)) {
    await recordReads(
      db,
      players
        .filter((player) => player.emergency !== null)
        .map((player) => ({
          actor: c.var.user,
          action: 'read',
          entity: 'emergency_info',
          entityId: `registration:${player.registration}`,
          note: `${player.name} · roster of ${row.team.name}`,
          ip: clientIp(c),
        })),
    );
  }
  return {
    team: { id: row.team.id, name: row.team.name, colour: row.team.colour },
    season: { id: row.season.id, title: row.season.title },
    program: row.program ? { id: row.program.id, name: row.program.name } : null,
    division: row.division,
    coaches: coaches.get(row.team.id) ?? [],
    players,
  };
}

const ROSTER_COLUMNS: CsvColumn<TeamRosterPlayer>[] = [
  { header: 'Player', value: (player) => player.name },
  { header: 'Date of birth', value: (player) => player.date_of_birth ?? '' },
  { header: 'Age group', value: (player) => player.age_group },
  { header: 'Household', value: (player) => player.household },
  { header: 'E-mail', value: (player) => player.email },
  { header: 'Phone', value: (player) => player.phone },
  { header: 'Emergency contact', value: (player) => player.emergency?.name ?? '' },
  { header: 'Emergency relation', value: (player) => player.emergency?.relation ?? '' },
  { header: 'Emergency phone', value: (player) => player.emergency?.phone ?? '' },
  { header: 'Registration', value: (player) => player.registration },
];

export const teamRosterRoutes = routes('/teams')
  .get('/:id/roster', async (c) => c.json(await readRoster(c)))
  .get('/:id/roster.csv', async (c) => {
    const roster = await readRoster(c);
    return exportFile(
      c,
      {
        ...TEAM_ROSTER_EXPORT,
        name: rosterFileName(roster.team.name, leagueDay(new Date())),
        filters: { team: `${roster.team.name} (${roster.season.title})` },
      },
      roster.players,
      ROSTER_COLUMNS,
    );
  });

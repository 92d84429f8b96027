/**
 * A coach's scope (issue 17 item 5, issue 19): the programs whose calendar, schedule uploads,
 * roster, family contacts and feedback the caller may work on, and the teams they coach. Staff and
 * admin: everything, by role. A coach: the programs staff granted (coach_program_grants) and the
 * teams staff put them on (team_coaches). Where a season has teams, the players a coach sees are
 * those of their own teams (a program grant covers seasons without teams): the rules are
 * src/domain/coach.ts (`scopeCovers`, `grantCovers`, `coversTeam`, `coversPlayer`). Every
 * program- or team-scoped route asks here.
 *
 * How a request outside the scope is answered (the same everywhere):
 * - a program or team the request names (a query or body value) that the caller does not work in:
 *   403 with the spec's text of that action (`assertProgramGranted`, `assertTeamNamed`);
 * - a record the request addresses by id (an event, a season, a player) that belongs to another
 *   program or team: 404, as someone else's record does under the ownership rules
 *   (`assertRecordInScope`, `assertTeamInScope`).
 */
import { asc, eq } from 'drizzle-orm';
import {
  COACH_MESSAGES,
  coversTeam,
  grantCovers,
  isStaffRole,
  mayPostTo,
  scopeCovers,
  type CalendarScope,
  type PostAudience,
} from '../../src/domain/coach';
import { roleGroup } from '../../src/domain/roles';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { keptRead } from '../db/kept-reads';
import { coachProgramGrants } from '../db/schema/events';
import { seasons } from '../db/schema/league';
import { teamCoaches, teams } from '../db/schema/teams';
import { detailError, notFound } from '../http/errors';

const NONE: CalendarScope = { leagueWide: false, programs: [], teams: [] };
const LEAGUE_WIDE: CalendarScope = { leagueWide: true, programs: [], teams: [] };

// The auth middleware gives every request a user row object of its own (server/auth/accounts.ts),
// so the row object stands for the request: the middleware's check and the handler's share one read.
const perRequest = new WeakMap<UserRow, Promise<CalendarScope>>();

async function readScope(db: Db, user: UserRow): Promise<CalendarScope> {
  const [grants, coached] = await Promise.all([
    db
      .select({ programId: coachProgramGrants.programId })
      .from(coachProgramGrants)
      .where(eq(coachProgramGrants.userId, user.id))
      .orderBy(asc(coachProgramGrants.programId)),
    db
      .select({ id: teams.id, name: teams.name, season: teams.seasonId, program: seasons.programId })
      .from(teamCoaches)
      .innerJoin(teams, eq(teams.id, teamCoaches.teamId))
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .where(eq(teamCoaches.userId, user.id))
      .orderBy(asc(teams.name), asc(teams.id)),
  ]);
  return Object.freeze({ leagueWide: false, programs: grants.map((row) => row.programId), teams: coached });
}

/** The caller's scope: league-wide for staff and admin, the granted programs and coached teams for a coach, else none. */
export function coachScope(db: Db, user: UserRow): Promise<CalendarScope> {
  if (isStaffRole(user.role)) return Promise.resolve(LEAGUE_WIDE);
  if (roleGroup(user.role) !== 'coach') return Promise.resolve(NONE);
  let scope = perRequest.get(user);
  if (!scope) {
    // Remembered between requests while the grants, teams and coaches are unchanged (any process).
    scope = keptRead(db, `coach scope ${user.id}`, () => readScope(db, user));
    perRequest.set(user, scope);
  }
  return scope;
}

/** Whether the caller may work on at least one program or team (the capability the policy checks first). */
export async function holdsAnyProgram(db: Db, user: UserRow): Promise<boolean> {
  const scope = await coachScope(db, user);
  return scope.leagueWide || scope.programs.length > 0 || scope.teams.length > 0;
}

/** 403 with `denied` (the spec's text) unless the caller works in the program the request names. */
export async function assertProgramGranted(
  db: Db,
  user: UserRow,
  programId: string,
  denied: string,
): Promise<void> {
  if (!scopeCovers(await coachScope(db, user), programId)) throw detailError(403, denied);
}

/** 404 unless the caller holds the program of a program-wide record the request addresses by id. */
export async function assertRecordInScope(db: Db, user: UserRow, programId: string | null): Promise<void> {
  if (!grantCovers(await coachScope(db, user), programId)) throw notFound();
}

/** 403 with `denied` unless the caller coaches the team the request names (staff: any). */
export async function assertTeamNamed(db: Db, user: UserRow, teamId: number, denied: string): Promise<void> {
  if (!coversTeam(await coachScope(db, user), teamId)) throw detailError(403, denied);
}

/** 404 unless the caller coaches the team of a record the request addresses by id (staff: any). */
export async function assertTeamInScope(db: Db, user: UserRow, teamId: number): Promise<void> {
  if (!coversTeam(await coachScope(db, user), teamId)) throw notFound();
}

/**
 * Refuses (403) a post to an audience beyond the caller's (issue 41 item 6): a coach's events, and
 * any message a coach sends, reach only the teams they coach; a whole program is staff's. The
 * team's program is checked by the caller (a team named in another program is a field error).
 */
export async function assertMayPostTo(db: Db, user: UserRow, audience: PostAudience): Promise<void> {
  const scope = await coachScope(db, user);
  if (mayPostTo(scope, audience)) return;
  // A program the caller works in, but every team of it: that is the office's to reach.
  const ownProgram = audience.team === null && scopeCovers(scope, audience.program);
  throw detailError(403, ownProgram ? COACH_MESSAGES.programWideForStaff : COACH_MESSAGES.editAccessNeeded);
}

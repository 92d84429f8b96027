/**
 * A coach's scope (issue 17 item 5): the programs whose calendar, schedule uploads, roster, family
 * contacts and feedback the caller may work on. Staff and admin: every program, by role. A coach:
 * the programs staff granted (coach_program_grants). Every program-scoped route asks here, so a
 * narrower rule (teams, issue 19) changes this one function.
 *
 * How a request outside the scope is answered (the same everywhere):
 * - a program the request names (a query or body value) that the caller holds no grant in: 403
 *   with the spec's text of that action (`assertProgramGranted`);
 * - a record the request addresses by id (an event, a season, a rostered athlete) that belongs to
 *   another program: 404, as someone else's record does under the ownership rules
 *   (`assertRecordInScope`).
 */
import { asc, eq } from 'drizzle-orm';
import { isStaffRole, scopeCovers, type CalendarScope } from '../../src/domain/coach';
import { roleGroup } from '../../src/domain/roles';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { coachProgramGrants } from '../db/schema/events';
import { detailError, notFound } from '../http/errors';

const NONE: CalendarScope = { leagueWide: false, programs: [] };
const LEAGUE_WIDE: CalendarScope = { leagueWide: true, programs: [] };

// The auth middleware reads a fresh user row for every request, so the row object stands for the
// request: the middleware's check and the handler's share one read.
const perRequest = new WeakMap<UserRow, Promise<CalendarScope>>();

/** The caller's scope: league-wide for staff and admin, the granted programs for a coach, else none. */
export function coachScope(db: Db, user: UserRow): Promise<CalendarScope> {
  if (isStaffRole(user.role)) return Promise.resolve(LEAGUE_WIDE);
  if (roleGroup(user.role) !== 'coach') return Promise.resolve(NONE);
  let scope = perRequest.get(user);
  if (!scope) {
    scope = db
      .select({ programId: coachProgramGrants.programId })
      .from(coachProgramGrants)
      .where(eq(coachProgramGrants.userId, user.id))
      .orderBy(asc(coachProgramGrants.programId))
      .then((rows) => ({ leagueWide: false, programs: rows.map((row) => row.programId) }));
    perRequest.set(user, scope);
  }
  return scope;
}

/** Whether the caller may work on at least one program (the capability the policy checks first). */
export async function holdsAnyProgram(db: Db, user: UserRow): Promise<boolean> {
  const scope = await coachScope(db, user);
  return scope.leagueWide || scope.programs.length > 0;
}

/** 403 with `denied` (the spec's text) unless the caller's scope covers the program the request names. */
export async function assertProgramGranted(
  db: Db,
  user: UserRow,
  programId: string,
  denied: string,
): Promise<void> {
  if (!scopeCovers(await coachScope(db, user), programId)) throw detailError(403, denied);
}

/** 404 unless the caller's scope covers the program of a record the request addresses by id. */
export async function assertRecordInScope(db: Db, user: UserRow, programId: string | null): Promise<void> {
  if (!scopeCovers(await coachScope(db, user), programId)) throw notFound();
}

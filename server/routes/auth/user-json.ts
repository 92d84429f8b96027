/** The current-user shape returned by /auth/me/, login and register. */
import type { CalendarRights } from '../../../src/domain/types';
import { coachScope } from '../../auth/coach-scope';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';

/**
 * The user as the API shows it to its owner (spec 1 §3, spec 2 §3, spec 3 §3), with the programs
 * staff granted a coach (issue 17) and the teams the coach is on (issue 19): can_edit_calendar is
 * true when at least one of either is held.
 */
export async function userJson(db: Db, user: UserRow) {
  const { programs, teams } = await coachScope(db, user);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const calendar: CalendarRights = {
    can_edit_calendar: programs.length > 0 || teams.length > 0,
    calendar_programs: [...programs],
    coach_teams: [...teams],
  };
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: name || user.email,
    role: user.role,
    coach_county: user.coachCounty,
    date_of_birth: user.dateOfBirth,
    phone_number: user.phoneNumber ?? '',
    shipping_address: user.shippingAddress ?? null,
    parent_code_of_conduct_acknowledged: user.parentCodeOfConductAcknowledgedAt !== null,
    parent_code_of_conduct_acknowledged_at: user.parentCodeOfConductAcknowledgedAt?.toISOString() ?? null,
    ...calendar,
    /** Whether the account confirmed its e-mail address (issue 17 item 2). */
    email_verified: user.emailVerifiedAt !== null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  };
}

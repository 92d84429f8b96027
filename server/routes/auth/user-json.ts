/** The current-user shape returned by /auth/me/, login and register. */
import type { UserRow } from '../../context';

/** The user as the API shows it to its owner (spec 1 §3, spec 2 §3, spec 3 §3). */
export function userJson(user: UserRow) {
  const name = `${user.firstName} ${user.lastName}`.trim();
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
    can_edit_calendar: user.canEditCalendar,
    /** Whether the account confirmed its e-mail address (issue 17 item 2). */
    email_verified: user.emailVerifiedAt !== null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  };
}

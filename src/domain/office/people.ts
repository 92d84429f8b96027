/**
 * The league office's people (issue 41 item 15): who works in the office, as staff or as an admin.
 * An admin invites someone by e-mail (the account is made with the role, and the mail's link sets
 * its password), changes a person's role and removes them (they can no longer sign in; what they did
 * stays in the activity log). The office always keeps one admin.
 */
import * as v from 'valibot';
import { requiredText } from './fields';

/** The roles the office gives, as its forms name them; stored as `staff` and `staff_admin`. */
export const OFFICE_ROLES = [
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admin' },
] as const;

export type OfficeRole = (typeof OFFICE_ROLES)[number]['value'];

/** The stored role value of each office role (spec 1's staff_admin is the admin). */
export const STORED_OFFICE_ROLE: Record<OfficeRole, string> = { staff: 'staff', admin: 'staff_admin' };

export const PEOPLE_MESSAGES = {
  adminOnly: 'Only an admin can invite, change or remove the office’s people.',
  taken: 'That e-mail address already has an account on the league site: invite another address.',
  lastAdmin: (name: string) => `${name} is the office’s last admin: make someone else an admin first.`,
  invited: (email: string) => `Invitation sent to ${email}.`,
  email: 'Enter a valid e-mail address.',
} as const;

/** How long an invitation's link works. */
export const INVITE_TTL_DAYS = 7;

export const personInputSchema = v.object({
  first_name: requiredText('first name', 150),
  last_name: requiredText('last name', 150),
  email: v.pipe(
    v.string(PEOPLE_MESSAGES.email),
    v.trim(),
    v.toLowerCase(),
    v.email(PEOPLE_MESSAGES.email),
    v.maxLength(254, PEOPLE_MESSAGES.email),
  ),
  role: v.picklist(['staff', 'admin'], 'Choose a role: Staff or Admin.'),
});

export type PersonInput = v.InferOutput<typeof personInputSchema>;

/** A person of the office as its People section lists them. */
export interface OfficePerson {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  role: OfficeRole;
  /** 'invited' until they set their password from the invitation's link. */
  status: 'invited' | 'active';
}

/** The stored password of an invited account: no password verifies against it until one is set. */
export const INVITED_PASSWORD = '!invited';

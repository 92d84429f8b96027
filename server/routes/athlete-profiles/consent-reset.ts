/**
 * Consent is given for an identity (issue 17 items 1, 4): a change of name, birth date or school, by
 * anyone, or of the phone once a guardian approved, switches recruiter_visible off, clears the
 * guardian approval and puts the profile back to pending, in the same write as the change.
 */
import { CLEARED_APPROVAL, type athleteProfiles } from '../../db/schema/athletes';
import type { ProfileRow } from './profile-json';

type Columns = Partial<typeof athleteProfiles.$inferInsert>;

/** Columns whose change is a new identity to consent to. */
const IDENTITY = ['name', 'dateOfBirth', 'school'] as const;

const same = (a: unknown, b: unknown) =>
  (typeof a === 'string' ? a.trim() : a) === (typeof b === 'string' ? b.trim() : b);

/** Whether writing `next` changes this column of `current`. */
const changes = (current: ProfileRow, next: Columns, column: keyof Columns & keyof ProfileRow) =>
  column in next && !same(next[column] ?? null, current[column] ?? null);

/** The columns to write with `next` so that consent starts over when `next` changes the identity. */
export function consentReset(current: ProfileRow, next: Columns): Columns {
  const identity = IDENTITY.some((column) => changes(current, next, column));
  const phone = current.guardianApprovedAt !== null && changes(current, next, 'contactPhone');
  if (!identity && !phone) return {};
  return { recruiterVisible: false, ...CLEARED_APPROVAL, guardianDeclinedAt: null };
}

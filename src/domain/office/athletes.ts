/**
 * Athlete profiles as the league office sees them (GET /staff/athlete-profiles/) and corrects
 * them (PATCH /staff/athlete-profiles/{id}/, issue 17 item 1): only the facts consent is given
 * for — name, birth date and school — each change with a note for the activity log. Any change
 * of them puts consent back to the start (the guardian approves again; an adult's profile is
 * hidden until they show it again).
 */
import * as v from 'valibot';
import { guardianStatus, isAdult, PROFILE_MESSAGES, type ConsentFields } from '../athlete-consent';
import { isValidBirthDate } from '../athlete-profile';
import { optionalText, requiredText } from './fields';

/** Where an athlete's recruiting consent stands. */
export const CONSENT_STATES = {
  approved: 'Approved by a guardian',
  pending: 'Pending (waiting for a guardian)',
  declined: 'Declined by a guardian',
  visible: 'Visible (18+)',
  hidden: 'Hidden (18+)',
} as const;

export type ConsentState = keyof typeof CONSENT_STATES;

/**
 * The consent state of a profile (spec 3 §4, §6): an adult (18 or over by the birth date) decides
 * alone, shown or not; anyone else (a minor, or no birth date) needs a guardian, who approved,
 * declined, or has not decided yet. Recruiters see the approved and the visible ones.
 */
export function consentState(
  profile: ConsentFields & { guardian_declined_at: string | null },
  now: Date = new Date(),
): ConsentState {
  if (isAdult(profile.date_of_birth, now)) return profile.recruiter_visible ? 'visible' : 'hidden';
  const status = guardianStatus(profile);
  return status === 'APPROVED' ? 'approved' : status === 'DECLINED' ? 'declined' : 'pending';
}

/** The facts consent is given for: a change of any of them starts consent over. */
export const IDENTITY_FIELDS = ['name', 'date_of_birth', 'school'] as const;

/**
 * Where consent stands once an identity change is saved (consent-reset on the server): an adult by
 * the new birth date is hidden until they show the profile again; anyone else waits for a guardian.
 */
export function consentAfterReset(dateOfBirth: string | null, now: Date = new Date()): ConsentState {
  return isAdult(dateOfBirth, now) ? 'hidden' : 'pending';
}

const NOTE = 'Write a note saying why (the activity log keeps it).';

/** The correction staff send: only the fields that change, and always a note. */
export const athleteIdentityInputSchema = v.object({
  name: v.optional(requiredText('athlete’s name', 150)),
  school: v.optional(optionalText('school', 200)),
  date_of_birth: v.optional(
    v.pipe(
      v.nullable(v.string(PROFILE_MESSAGES.dateOfBirth)),
      v.transform((value) => value?.trim() || null),
      v.check((value) => value === null || isValidBirthDate(value), PROFILE_MESSAGES.dateOfBirth),
    ),
  ),
  note: v.pipe(
    v.string(NOTE),
    v.trim(),
    v.nonEmpty(NOTE),
    v.maxLength(2000, 'The note can be at most 2000 characters.'),
  ),
});

export type AthleteIdentityInput = v.InferOutput<typeof athleteIdentityInputSchema>;

/** An athlete profile in the office's Athletes list. */
export interface StaffAthleteProfile {
  id: number;
  name: string;
  school: string;
  date_of_birth: string | null;
  consent: ConsentState;
  /** The athlete's account and the guardian address they named. */
  account_email: string;
  guardian_email: string;
  updated_at: string;
}

/**
 * Waitlists as the league office works them (issue 21 item 2; GET /office/waitlist/ and POST
 * /office/waitlist/{id}/move/, …/remove/, …/offer/): the entry listed, the request bodies with
 * their rules (the server checks the same ones), and the words of the office's screens.
 */
import * as v from 'valibot';
import type { WaitlistEntry } from '../waitlist';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'removed', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** What each status says in the office. */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  accepted: 'Registered',
  expired: 'Offer ran out',
  removed: 'Removed',
  left: 'Left the list',
};

export const OFFICE_WAITLIST_MESSAGES = {
  reason: 'Give a reason.',
  position: 'Choose a position from 1 to the number of families waiting.',
} as const;

const reason = v.pipe(
  v.string(OFFICE_WAITLIST_MESSAGES.reason),
  v.trim(),
  v.nonEmpty(OFFICE_WAITLIST_MESSAGES.reason),
  v.maxLength(500, 'Ensure this field has no more than 500 characters.'),
);

/** POST /office/waitlist/{id}/move/: the entry's new place (1 is next) and why. */
export const waitlistMoveSchema = v.object({
  position: v.pipe(
    v.number(OFFICE_WAITLIST_MESSAGES.position),
    v.integer(OFFICE_WAITLIST_MESSAGES.position),
    v.minValue(1, OFFICE_WAITLIST_MESSAGES.position),
    v.maxValue(100_000, OFFICE_WAITLIST_MESSAGES.position),
  ),
  reason,
});

/** POST /office/waitlist/{id}/remove/ and …/offer/: why (kept in the audit log). */
export const waitlistReasonSchema = v.object({ reason });

/** An entry as the office lists it: the family's entry, with the account that joined. */
export interface OfficeWaitlistEntry extends WaitlistEntry {
  status: WaitlistStatus;
  /** The account holder who joined (a parent, or the athlete), and their e-mail. */
  family_name: string;
  family_email: string;
}

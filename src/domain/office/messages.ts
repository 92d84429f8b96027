/**
 * Messages from the league office to families (POST /office/messages/) and how the families'
 * portals show them (GET /messages/). The audience is one value:
 *
 * - 'this-season': every household with a child registered (paid or partly refunded) this season;
 * - 'program:<id>' / 'division:<id>': the households registered this season for that program or
 *   division;
 * - 'season:<id>': the households registered for that season;
 * - 'coaches': every coach account.
 *
 * "This season" is every season not over yet (not completed, not past its end date).
 */
import * as v from 'valibot';
import { requiredText } from './fields';

export const AUDIENCE_PATTERN =
  /^(this-season|coaches|program:[a-z0-9-]{1,100}|season:\d{1,9}|division:\d{1,9})$/;

export const MESSAGE_FORM_MESSAGES = {
  audience: 'Choose who receives the message.',
  nobody: 'Nobody is in that audience yet, so the message was not sent.',
} as const;

export const messageInputSchema = v.object({
  subject: requiredText('subject', 150),
  body: requiredText('message', 20_000),
  audience: v.pipe(
    v.string(MESSAGE_FORM_MESSAGES.audience),
    v.trim(),
    v.regex(AUDIENCE_PATTERN, MESSAGE_FORM_MESSAGES.audience),
  ),
});

export type MessageInput = v.InferOutput<typeof messageInputSchema>;

/** How far a message's mailing has come. */
export interface MessageProgress {
  total: number;
  sent: number;
  /** Tried and failed; tried again on a later run until the attempts run out. */
  failed: number;
  /** Not tried yet. */
  pending: number;
  /** Not mailed: the account has not confirmed its address (the portal still shows it). */
  skipped: number;
  /** Whether nothing is left to try. */
  done: boolean;
}

/** A message as the office lists it. */
export interface OfficeMessage {
  id: number;
  subject: string;
  body: string;
  audience: string;
  audience_label: string;
  sent_by_name: string;
  created_at: string;
  progress: MessageProgress;
}

/** A message as a family's portal shows it. */
export interface FamilyMessage {
  id: number;
  subject: string;
  body: string;
  sent_at: string;
}

/** The share of a message's deliveries settled (sent, failed for good or skipped), 0–100. */
export function progressPercent(progress: MessageProgress): number {
  if (progress.total === 0) return 100;
  return Math.round(
    ((progress.total - progress.pending - (progress.done ? 0 : progress.failed)) / progress.total) * 100,
  );
}

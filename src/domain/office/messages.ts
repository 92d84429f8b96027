/**
 * Messages from the league office to families (POST /office/messages/) and how the families'
 * portals show them (GET /messages/). The audience is one value:
 *
 * - 'this-season': every household with a child registered (paid or partly refunded) this season;
 * - 'program:<id>' / 'division:<id>': the households registered this season for that program or
 *   division;
 * - 'season:<id>': the households registered for that season;
 * - 'team:<id>': the households of a team's players and its coaches (issue 39);
 * - 'game:<id>': both teams' households and coaches, and the game's officials (issue 39);
 * - 'coaches': every coach account; 'officials': every referee account (issue 39).
 *
 * "This season" is every season not over yet (not completed, not past its end date).
 */
import * as v from 'valibot';
import { requiredText } from './fields';

export const AUDIENCE_PATTERN =
  /^(this-season|coaches|officials|program:[a-z0-9-]{1,100}|season:\d{1,9}|division:\d{1,9}|team:\d{1,9}|game:\d{1,9})$/;

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

/** How far a notice's deliveries have come (a message of the office or a coach; issue 39). */
export interface MessageProgress {
  /** The people it is for (each sees it in their portal). */
  recipients: number;
  /** Deliveries: one per person and channel they can be reached by. */
  total: number;
  /** Not tried yet (held: of those, waiting for quiet hours to end). */
  queued: number;
  held: number;
  /** Taken by the mail server or SMS provider; delivered: reported received (texts, push). */
  sent: number;
  delivered: number;
  /** Tried and failed; tried again later until the tries run out. */
  failed: number;
  /** Refused for good (an invalid number, a refused address, a device gone). */
  bounced: number;
  /** People no channel reaches (no confirmed address, or they stopped non-essential messages): portal only. */
  unreached: number;
  /** Deliveries per channel. */
  channels: { email: number; sms: number; push: number };
  /** Whether nothing is left to try. */
  done: boolean;
}

/** A progress with nothing in it (a message stored before any delivery). */
export const NO_PROGRESS: MessageProgress = {
  recipients: 0,
  total: 0,
  queued: 0,
  held: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  bounced: 0,
  unreached: 0,
  channels: { email: 0, sms: 0, push: 0 },
  done: true,
};

/** The progress in words ('5 of 6 reached (e-mail 3, text 2, push 1), 1 failed (tried again shortly)…'). */
export function progressWords(progress: MessageProgress): string {
  const { channels } = progress;
  const by = [
    channels.email ? `e-mail ${channels.email}` : '',
    channels.sms ? `text ${channels.sms}` : '',
    channels.push ? `push ${channels.push}` : '',
  ].filter(Boolean);
  return [
    `${progress.sent + progress.delivered} of ${progress.total} reached${by.length ? ` (${by.join(', ')})` : ''}`,
    progress.failed ? `${progress.failed} failed${progress.done ? '' : ' (tried again shortly)'}` : '',
    progress.queued
      ? `${progress.queued} waiting${progress.held ? ` (${progress.held} for quiet hours)` : ''}`
      : '',
    progress.bounced ? `${progress.bounced} bounced` : '',
    progress.unreached
      ? `${progress.unreached} ${progress.unreached === 1 ? 'person' : 'people'} in their portal only (no confirmed address or channel)`
      : '',
  ]
    .filter(Boolean)
    .join(', ');
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
  /** What it is: 'message' (the office), 'team_message' (a coach), 'game_change', 'availability_reminder' … */
  kind: string;
}

/** The share of a notice's deliveries settled (reached, bounced, or failed for good), 0–100. */
export function progressPercent(progress: MessageProgress): number {
  if (progress.total === 0) return 100;
  return Math.round(
    ((progress.total - progress.queued - (progress.done ? 0 : progress.failed)) / progress.total) * 100,
  );
}

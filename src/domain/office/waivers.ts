/**
 * Registered children whose household has not signed the current waiver, as the league office
 * reads them (GET /office/waivers/), and the reminders it mails (POST /office/waivers/reminders/).
 */
import * as v from 'valibot';
import { recordId } from '../record-id';
import type { Page } from '../types';

/** One registered child without the current waiver. */
export interface MissingWaiver {
  /** The registration. */
  id: number;
  participant_name: string;
  program: string | null;
  program_name: string | null;
  season: string;
  season_title: string | null;
  household: {
    id: number;
    name: string;
    email: string;
    email_confirmed: boolean;
    /** Reminders mailed to the household so far, and the last one's time. */
    reminders_sent: number;
    last_reminded_at: string | null;
    /** Whether today's reminder went already (at most one a day). */
    reminded_today: boolean;
  };
}

/** The list's page, with the waiver version asked for and how many households were reminded today. */
export interface MissingWaiverPage extends Page<MissingWaiver> {
  version: string;
  households: number;
  reminded_today: number;
}

export const reminderInputSchema = v.object({
  household: recordId('Choose the household to remind.'),
});

/** What a reminder answers. */
export interface ReminderSent {
  household: number;
  email: string;
  participants: string;
  sent_at: string;
  /** Reminders mailed to this household so far, this one included. */
  reminders_sent: number;
  /** Households reminded today, this one included. */
  reminded_today: number;
}

export const WAIVER_REMINDER_MESSAGES = {
  nothingMissing: 'This household has no registered child missing the current waiver.',
  unconfirmed:
    'This household has not confirmed its e-mail address, so no reminder is mailed to it. Call the family instead.',
  once: 'A waiver reminder already went to this household today. You can send the next one tomorrow.',
  failed: 'The reminder could not be sent right now. Please try again in a few minutes.',
} as const;

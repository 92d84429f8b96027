/**
 * A game's state as everyone sees it (issue 39 item 1): the label shown wherever a game appears.
 * SCHEDULED and the states of a game being played (IN_PROGRESS, COMPLETED) keep their words; a
 * change by the league office shows its own: Delayed, Postponed, Cancelled, Rescheduled.
 */
import * as v from 'valibot';
import { NOT_PLAYED } from './game-played';
import type { GameStatus } from './schedule-csv';

/** The states game day adds to issue 38's statuses (src/domain/schedule-csv.ts GAME_STATUSES). */
export type GameDayStatus = 'DELAYED' | 'POSTPONED' | 'RESCHEDULED';
/** Every status a game can have. */
export type GameState = GameStatus | GameDayStatus;

/** Every status a game can have, with its label (the office's games form and list read these too). */
export const GAME_STATE_LABELS: Record<GameState, string> = {
  SCHEDULED: 'Scheduled',
  DELAYED: 'Delayed',
  POSTPONED: 'Postponed',
  CANCELLED: 'Cancelled',
  RESCHEDULED: 'Rescheduled',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Final',
};

/** Every status a game can have, in the order the office's form offers them. */
export const GAME_STATES = Object.keys(GAME_STATE_LABELS) as [GameState, ...GameState[]];

/** A state's label, or '' for a game on schedule (nothing to flag). */
export function gameStateLabel(status: string | null | undefined): string {
  const key = String(status ?? '').toUpperCase();
  if (key === '' || key === 'SCHEDULED') return '';
  return (
    (GAME_STATE_LABELS as Record<string, string>)[key] ??
    key.charAt(0) + key.slice(1).toLowerCase().replace(/_/g, ' ')
  );
}

/**
 * Whether nobody plays the game at its time (no answers asked, shown struck through): cancelled or
 * postponed, the statuses the refund policy's "first game played" never counts (NOT_PLAYED).
 */
export function calledOff(status: string | null | undefined): boolean {
  return NOT_PLAYED.includes(String(status ?? '').toUpperCase());
}

/** What staff can do to games on game day (one game, or every game of a field or the league on a date or window). */
export const GAME_ACTIONS = {
  delay: 'Delay',
  postpone: 'Postpone',
  cancel: 'Cancel',
  reschedule: 'Reschedule',
  restore: 'Back on schedule',
} as const;
export type GameAction = keyof typeof GAME_ACTIONS;

export const GAME_STATE_MESSAGES = {
  minutes: 'Enter the delay in minutes (5 to 600).',
  kickoff: 'Enter the new kickoff.',
  reason: 'Say why (families read it), in at most 300 characters.',
  none: 'No game matches: check the field, the date and the times.',
  window: 'The window ends before it starts.',
  done: (n: number, action: GameAction) =>
    `${n} game${n === 1 ? '' : 's'} ${{ delay: 'delayed', postpone: 'postponed', cancel: 'cancelled', reschedule: 'rescheduled', restore: 'back on schedule' }[action]}; both teams, their coaches and officials are being told.`,
} as const;

const reason = v.pipe(
  v.string(GAME_STATE_MESSAGES.reason),
  v.trim(),
  v.nonEmpty(GAME_STATE_MESSAGES.reason),
  v.maxLength(300, GAME_STATE_MESSAGES.reason),
);
const action = v.picklist(Object.keys(GAME_ACTIONS) as GameAction[], 'Choose what happens to the games.');
const minutes = v.optional(
  v.pipe(
    v.number(GAME_STATE_MESSAGES.minutes),
    v.integer(GAME_STATE_MESSAGES.minutes),
    v.minValue(5, GAME_STATE_MESSAGES.minutes),
    v.maxValue(600, GAME_STATE_MESSAGES.minutes),
  ),
);
const kickoff = v.optional(
  v.pipe(v.string(GAME_STATE_MESSAGES.kickoff), v.isoTimestamp(GAME_STATE_MESSAGES.kickoff)),
);

/** POST /office/games/:id/state/. */
export const gameStateInputSchema = v.pipe(
  v.object({ action, minutes, kickoff, reason }),
  // Delay needs minutes, reschedule a new kickoff.
  v.forward(
    v.check((input) => input.action !== 'delay' || input.minutes !== undefined, GAME_STATE_MESSAGES.minutes),
    ['minutes'],
  ),
  v.forward(
    v.check(
      (input) => input.action !== 'reschedule' || input.kickoff !== undefined,
      GAME_STATE_MESSAGES.kickoff,
    ),
    ['kickoff'],
  ),
);
export type GameStateInput = v.InferOutput<typeof gameStateInputSchema>;

const day = v.pipe(v.string('Choose the date.'), v.isoDate('Choose the date.'));
const clock = v.optional(
  v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM.')),
);

/** POST /office/games/bulk-state/: every game of a field (or the league) on a date, optionally within a time window. */
export const bulkGameStateSchema = v.pipe(
  v.object({
    venue: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
    date: day,
    from: clock,
    to: clock,
    action: v.picklist(
      ['delay', 'postpone', 'cancel', 'restore'] as const,
      'Choose what happens to the games.',
    ),
    minutes,
    reason,
    preview: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((input) => input.action !== 'delay' || input.minutes !== undefined, GAME_STATE_MESSAGES.minutes),
    ['minutes'],
  ),
  v.forward(
    v.check((input) => !input.from || !input.to || input.from < input.to, GAME_STATE_MESSAGES.window),
    ['to'],
  ),
);
export type BulkGameStateInput = v.InferOutput<typeof bulkGameStateSchema>;

/** A game as the office's game-day view lists it. */
export interface GameDayGame {
  id: number;
  season: string;
  kickoff: string;
  original_kickoff: string | null;
  status: string;
  home_team: string;
  away_team: string;
  venue: string | null;
  state_reason: string;
  state_changed_by: string;
  state_changed_at: string | null;
  sequence: number;
}

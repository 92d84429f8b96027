/**
 * The office's schedule screen (issue 38) as the API answers it and the office shows it: a season's
 * settings, the draft staff preview (games with lock and move, the fairness report), and the check
 * of the games the season has now. The stored draft (season_schedules.draft) has the same games.
 */
import * as v from 'valibot';
import type { ScheduleReport } from './check';
import { SCHEDULE_MESSAGES, type PlanGame, type ScheduleSettings } from './model';

/** A game of a draft. */
export interface DraftGame {
  key: string;
  /** The stored game it stands for (a re-plan, or a game kept from before), or null when new. */
  game_id: number | null;
  home_team: string;
  away_team: string;
  kickoff: string;
  ends_at: string;
  venue: string;
  locked: boolean;
  /** Already played or under way: never moved. */
  played: boolean;
  /** Moved by a re-plan (or by hand) from where the published schedule has it. */
  moved: boolean;
  /** The stored game's status now (the office's answer only; issue 39: Delayed, Postponed…). */
  status?: string;
}

/** The stored draft. */
export interface StoredDraft {
  games: DraftGame[];
  made: 'generated' | 'replanned';
  seed: number;
  unplaced: { home_team: string; away_team: string }[];
  /** A re-plan's closure, in words. */
  closure: string | null;
}

/** A draft as the office sees it: the stored draft and its fairness report. */
export interface DraftView extends StoredDraft {
  report: ScheduleReport;
}

/** GET /office/schedules/{season}/ */
export interface ScheduleView {
  season: { id: number; title: string };
  teams: { name: string; division: string; coaches: string[] }[];
  /** The saved settings, or suggested ones when the season has none yet. */
  settings: ScheduleSettings;
  saved: boolean;
  draft: DraftView | null;
  /** The season's games now, checked with the same rules. */
  current: { games: number; report: ScheduleReport };
  /** The league's venues (names) to choose from. */
  venues: string[];
}

/** What publishing did. */
export interface PublishResult {
  created: number;
  updated: number;
  removed: number;
}

/** A draft game as the rules see it. */
export function planOf(game: DraftGame): PlanGame {
  return {
    key: game.key,
    home: game.home_team,
    away: game.away_team,
    start: Date.parse(game.kickoff),
    end: Date.parse(game.ends_at),
    venue: game.venue,
    locked: game.locked,
    played: game.played,
  };
}

export const DRAFT_MESSAGES = {
  noDraft: 'This season has no draft schedule. Generate one first.',
  unknownGame: 'That game is not in the draft. Reload the schedule.',
  playedGame: 'A game already played stays where it is.',
  kickoff: 'Enter the new kickoff as a date and time.',
  venue: 'Choose the field.',
  hardRules: (count: number) =>
    `The draft breaks ${count} hard rule${count === 1 ? '' : 's'}. Move the games the report names, then publish.`,
  settingsNeeded: 'Save the schedule settings first.',
  teamsNeeded: SCHEDULE_MESSAGES.teamsNeeded,
} as const;

/** POST /office/schedules/{season}/draft/: lock, unlock or move one game, or discard the draft. */
export const draftActionSchema = v.variant('action', [
  v.object({ action: v.literal('lock'), key: v.pipe(v.string(), v.maxLength(40)) }),
  v.object({ action: v.literal('unlock'), key: v.pipe(v.string(), v.maxLength(40)) }),
  v.object({
    action: v.literal('move'),
    key: v.pipe(v.string(), v.maxLength(40)),
    kickoff: v.pipe(v.string(DRAFT_MESSAGES.kickoff), v.isoTimestamp(DRAFT_MESSAGES.kickoff)),
    venue: v.pipe(
      v.string(DRAFT_MESSAGES.venue),
      v.trim(),
      v.nonEmpty(DRAFT_MESSAGES.venue),
      v.maxLength(160),
    ),
  }),
  v.object({ action: v.literal('discard') }),
]);

export type DraftAction = v.InferOutput<typeof draftActionSchema>;

/** POST /office/schedules/{season}/generate/ */
export const generateSchema = v.object({
  seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)), 1),
});

/** POST /office/schedules/{season}/replan/: a venue ('' for all) closed on a day or a window. */
export const replanSchema = v.pipe(
  v.object({
    date: v.pipe(
      v.string('Choose the closed day.'),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the closed day.'),
    ),
    from: v.optional(
      v.pipe(v.string(), v.regex(/^(|([01]\d|2[0-3]):[0-5]\d)$/, 'Enter a time like 12:00.')),
      '',
    ),
    to: v.optional(
      v.pipe(v.string(), v.regex(/^(|([01]\d|2[0-3]):[0-5]\d)$/, 'Enter a time like 15:00.')),
      '',
    ),
    venue: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(160)), ''),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(160)), ''),
  }),
  v.check(
    (b) => (b.from === '' && b.to === '') || (b.from !== '' && b.to !== '' && b.from < b.to),
    'A window ends after it starts (e.g. 12:00 to 15:00), or leave both times empty.',
  ),
);

/**
 * Who is coming (issue 39 item 3): a family's (or athlete's) answer per game or team event, what a
 * coach sees, and attendance. Shared by the portals and the server.
 */
import * as v from 'valibot';

export const ANSWERS = ['going', 'not_going', 'maybe'] as const;
export type Answer = (typeof ANSWERS)[number];

export const ANSWER_LABELS: Record<Answer, string> = {
  going: 'Going',
  not_going: 'Not going',
  maybe: 'Maybe',
};

/** A game or a team event, as availability names it. */
export type OccasionKind = 'game' | 'event';

/** Reminders go to those who have not answered this long before the start (issue 39: 48 h). */
export const REMINDER_HOURS = 48;
/** The minimum-players check runs this long before the start, and on every answer after that. */
export const MINIMUM_CHECK_HOURS = 24;

export const AVAILABILITY_MESSAGES = {
  saved: (name: string, answer: Answer) => `${name}: ${ANSWER_LABELS[answer]}.`,
  failed: 'Your answer could not be saved. Please try again.',
  linkInvalid: 'This link is not valid. Open your portal to answer.',
  linkExpired: 'This game or event is over, so the link no longer works.',
  closed: 'This game or event has already started.',
  attendanceSaved: 'Attendance saved.',
} as const;

/** A player's answer for one occasion, as a family sees it. */
export interface PlayerAnswer {
  registration: number;
  name: string;
  team: { id: number; name: string };
  answer: Answer | null;
}

/** A game or event with its players' answers (the family's, or the whole team's for a coach). */
export interface OccasionAnswers {
  kind: OccasionKind;
  id: number;
  title: string;
  starts_at: string;
  /** The game's state (SCHEDULED, CANCELLED …) or '' for an event. */
  status: string;
  venue: string;
  players: PlayerAnswer[];
}

/** A coach's view of one occasion for one team: counts, names and attendance. */
export interface TeamOccasion {
  kind: OccasionKind;
  id: number;
  title: string;
  starts_at: string;
  status: string;
  venue: string;
  counts: Record<Answer | 'no_answer', number>;
  minimum: number | null;
  players: { registration: number; name: string; answer: Answer | null; present: boolean | null }[];
}

/** The counts of answers among a team's players. */
export function countAnswers(answers: readonly (Answer | null)[]): TeamOccasion['counts'] {
  const counts = { going: 0, not_going: 0, maybe: 0, no_answer: 0 };
  for (const answer of answers) counts[answer ?? 'no_answer'] += 1;
  return counts;
}

/** Whether the players going are fewer than the program's minimum (no minimum: never). */
export function belowMinimum(going: number, minimum: number | null): boolean {
  return minimum !== null && going < minimum;
}

/** The body of PUT /availability/ (a family's answer from the portal). */
export const answerInputSchema = v.object({
  kind: v.picklist(['game', 'event'], 'Choose a game or an event.'),
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  registration: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  answer: v.picklist(ANSWERS, 'Choose Going, Not going or Maybe.'),
});
export type AnswerInput = v.InferOutput<typeof answerInputSchema>;

/** The body of POST /availability/link/ (the answer from a mailed link). */
export const linkAnswerSchema = v.object({
  token: v.pipe(
    v.string(AVAILABILITY_MESSAGES.linkInvalid),
    v.maxLength(2000, AVAILABILITY_MESSAGES.linkInvalid),
  ),
  registration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
  answer: v.optional(v.picklist(ANSWERS, 'Choose Going, Not going or Maybe.')),
});

/** The body of PUT /coach/teams/:id/attendance/. */
export const attendanceInputSchema = v.object({
  kind: v.picklist(['game', 'event'], 'Choose a game or an event.'),
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  players: v.pipe(
    v.array(
      v.object({
        registration: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
        present: v.boolean(),
      }),
    ),
    v.minLength(1, 'Mark at least one player.'),
    v.maxLength(200),
  ),
});

/** A team's attendance over a season, as the office sees it. */
export interface TeamAttendance {
  team: { id: number; name: string };
  /** Games and events whose attendance was taken. */
  occasions: number;
  present: number;
  absent: number;
  /** Share of marks that were present, 0–100, or null with none. */
  rate: number | null;
}

/** The share of attendance marks that were present, in whole percent (null when nothing was marked). */
export function attendanceRate(present: number, absent: number): number | null {
  return present + absent === 0 ? null : Math.round((present / (present + absent)) * 100);
}

/** An attendance rate in words ('67 %', or '—' before any was taken). */
export function attendanceRateWords(rate: number | null): string {
  return rate === null ? '—' : `${rate} %`;
}

/**
 * Recurring practices (issue 39 item 4): a coach's weekly practice from one date until another,
 * with dates left out. Its occurrences are team events families see and answer like games.
 */
import * as v from 'valibot';
import { leagueTime } from './schedule-csv';

/** At most this many occurrences in one series (a year of weekly practices). */
export const MAX_OCCURRENCES = 53;

export const PRACTICE_MESSAGES = {
  until: 'The last date must be on or after the first.',
  tooMany: `A series can have at most ${MAX_OCCURRENCES} practices; choose an earlier last date.`,
  none: 'No practice falls on that weekday between those dates.',
  created: (n: number) => `${n} practice${n === 1 ? '' : 's'} added. Families see them and can answer.`,
} as const;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const isoDate = (label: string) =>
  v.pipe(
    v.string(`Enter the ${label}.`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as a date.`),
    v.isoDate(`Enter the ${label} as a date.`),
  );

/** The body of POST /coach/teams/:id/practices/. */
export const practiceInputSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string('Enter the title.'),
      v.trim(),
      v.nonEmpty('Enter the title.'),
      v.maxLength(120, 'The title can be at most 120 characters.'),
    ),
    weekday: v.pipe(v.number('Choose the weekday.'), v.integer(), v.minValue(0), v.maxValue(6)),
    start_time: v.pipe(
      v.string('Enter the start time.'),
      v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the start time as HH:MM.'),
    ),
    duration_minutes: v.pipe(
      v.number('Enter how long it lasts.'),
      v.integer(),
      v.minValue(15, 'A practice lasts at least 15 minutes.'),
      v.maxValue(600, 'A practice lasts at most 10 hours.'),
    ),
    starts_on: isoDate('first date'),
    until: isoDate('last date'),
    exceptions: v.optional(v.pipe(v.array(isoDate('date left out')), v.maxLength(60)), []),
    location_text: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(200, 'The place can be at most 200 characters.')),
      '',
    ),
    notes: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(1000, 'The notes can be at most 1,000 characters.')),
      '',
    ),
  }),
  v.forward(
    v.check((input) => input.until >= input.starts_on, PRACTICE_MESSAGES.until),
    ['until'],
  ),
);
export type PracticeInput = v.InferOutput<typeof practiceInputSchema>;

/** The calendar dates (YYYY-MM-DD) of a weekly series, exceptions left out. */
export function practiceDates(
  series: Pick<PracticeInput, 'weekday' | 'starts_on' | 'until' | 'exceptions'>,
): string[] {
  const skip = new Set(series.exceptions);
  const start = new Date(`${series.starts_on}T00:00:00Z`);
  const end = new Date(`${series.until}T00:00:00Z`).getTime();
  const first = new Date(start);
  first.setUTCDate(start.getUTCDate() + ((series.weekday - start.getUTCDay() + 7) % 7));
  const dates: string[] = [];
  for (let day = first; day.getTime() <= end; day = new Date(day.getTime() + 7 * 86_400_000)) {
    const iso = day.toISOString().slice(0, 10);
    if (!skip.has(iso)) dates.push(iso);
    if (dates.length > MAX_OCCURRENCES) break;
  }
  return dates;
}

/** When an occurrence starts and ends (league time, daylight saving included). */
export function occurrenceTimes(
  date: string,
  startTime: string,
  durationMinutes: number,
): { startsAt: Date; endsAt: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = startTime.split(':').map(Number) as [number, number];
  const startsAt = leagueTime(year, month, day, hour, minute);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
}

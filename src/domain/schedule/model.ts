/**
 * The schedule generator's model (issue 38): a season's scheduling settings as the office edits them
 * (dates, weekly slots, venues and their fields, blackouts, single or double round robin), the
 * playable slots they give, and the game as the generator, the rule check and the re-planner see
 * it. Pure: times are instants in milliseconds, days are league-time days (YYYY-MM-DD).
 */
import * as v from 'valibot';
import { lazyDateFormat } from '../intl';
import { LEAGUE_TIME_ZONE, leagueDay } from '../league-games';
import { leagueTime } from '../schedule-csv';

/** A game as the generator places it and the check reads it (hand-made and uploaded ones too). */
export interface PlanGame {
  /** Stable key within one schedule (a stored game's id as text, or a generated key). */
  key: string;
  home: string;
  away: string;
  /** Kickoff and end, in milliseconds. */
  start: number;
  end: number;
  /** The field as games name it: 'Snowden Grove Park · Field 1'. */
  venue: string;
  /** Kept where it is by the generator and the re-planner. */
  locked?: boolean;
  /** Already played (or under way): never moved. */
  played?: boolean;
}

/** A team as the rules see it: its name, its coaches (any ids) and the days it cannot play. */
export interface PlanTeam {
  name: string;
  coaches: readonly string[];
  blackouts: readonly string[];
}

/** A place and time a game can be played. */
export interface Slot {
  start: number;
  end: number;
  venue: string;
  day: string;
}

/** A day (or a window of it) on which a venue, a team or the whole league cannot play. */
export interface Blackout {
  date: string;
  /** A window within the day ('HH:MM'); both empty for the whole day. */
  from: string;
  to: string;
  /** A venue's name ('' for every venue). */
  venue: string;
  /** A team's name ('' for every team). */
  team: string;
  note: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const SCHEDULE_MESSAGES = {
  dates: 'Choose the first and last day of the schedule, the last on or after the first.',
  span: 'A schedule can span at most 52 weeks.',
  slotsNeeded: 'Add at least one weekly game time.',
  venuesNeeded: 'Add at least one venue with a field.',
  teamsNeeded: 'A schedule needs at least 3 teams. Add the season’s teams in the Teams section.',
  tooManyTeams: 'The generator schedules at most 24 teams at once.',
  weekday: 'Choose a day of the week.',
  time: 'Enter a time like 09:00.',
  window: 'A window ends after it starts (e.g. 12:00 to 15:00), or leave both times empty.',
  blackoutDate: 'Enter each blackout day as YYYY-MM-DD.',
} as const;

const time = v.pipe(v.string(SCHEDULE_MESSAGES.time), v.trim(), v.regex(TIME, SCHEDULE_MESSAGES.time));
const optionalTime = v.pipe(
  v.optional(v.string(SCHEDULE_MESSAGES.time), ''),
  v.trim(),
  v.check((value) => value === '' || TIME.test(value), SCHEDULE_MESSAGES.time),
);
const day = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(DATE, message));
const name = (label: string) =>
  v.pipe(
    v.optional(v.string(`The ${label} must be text.`), ''),
    v.trim(),
    v.maxLength(160, `The ${label} can be at most 160 characters.`),
  );

export const blackoutSchema = v.pipe(
  v.object({
    date: day(SCHEDULE_MESSAGES.blackoutDate),
    from: optionalTime,
    to: optionalTime,
    venue: name('venue'),
    team: name('team'),
    note: name('note'),
  }),
  v.check(
    (b) => (b.from === '' && b.to === '') || (b.from !== '' && b.to !== '' && b.from < b.to),
    SCHEDULE_MESSAGES.window,
  ),
);

/** A season's scheduling settings (stored with the season; the office's Schedule form). */
export const scheduleSettingsSchema = v.pipe(
  v.object({
    start_date: day(SCHEDULE_MESSAGES.dates),
    end_date: day(SCHEDULE_MESSAGES.dates),
    weekly_slots: v.pipe(
      v.array(
        v.object({
          weekday: v.pipe(
            v.number(SCHEDULE_MESSAGES.weekday),
            v.integer(SCHEDULE_MESSAGES.weekday),
            v.minValue(0, SCHEDULE_MESSAGES.weekday),
            v.maxValue(6, SCHEDULE_MESSAGES.weekday),
          ),
          time,
        }),
        SCHEDULE_MESSAGES.slotsNeeded,
      ),
      v.minLength(1, SCHEDULE_MESSAGES.slotsNeeded),
      v.maxLength(28, 'At most 28 weekly game times.'),
    ),
    venues: v.pipe(
      v.array(
        v.object({
          name: v.pipe(
            v.string(SCHEDULE_MESSAGES.venuesNeeded),
            v.trim(),
            v.nonEmpty(SCHEDULE_MESSAGES.venuesNeeded),
            v.maxLength(120, 'A venue name can be at most 120 characters.'),
          ),
          fields: v.pipe(
            v.number('Enter how many fields the venue has (1 to 12).'),
            v.integer('Enter how many fields the venue has (1 to 12).'),
            v.minValue(1, 'Enter how many fields the venue has (1 to 12).'),
            v.maxValue(12, 'Enter how many fields the venue has (1 to 12).'),
          ),
        }),
        SCHEDULE_MESSAGES.venuesNeeded,
      ),
      v.minLength(1, SCHEDULE_MESSAGES.venuesNeeded),
      v.maxLength(12, 'At most 12 venues.'),
    ),
    game_minutes: v.optional(
      v.pipe(
        v.number('A game lasts 20 to 240 minutes.'),
        v.integer('A game lasts 20 to 240 minutes.'),
        v.minValue(20, 'A game lasts 20 to 240 minutes.'),
        v.maxValue(240, 'A game lasts 20 to 240 minutes.'),
      ),
      60,
    ),
    rounds: v.optional(
      v.picklist(['single', 'double'], 'Choose a single or a double round robin.'),
      'single',
    ),
    blackouts: v.pipe(
      v.optional(v.array(blackoutSchema, SCHEDULE_MESSAGES.blackoutDate), []),
      v.maxLength(400, 'At most 400 blackouts.'),
    ),
  }),
  v.forward(
    v.check((s) => s.start_date <= s.end_date, SCHEDULE_MESSAGES.dates),
    ['end_date'],
  ),
  v.forward(
    v.check((s) => dayNumber(s.end_date) - dayNumber(s.start_date) <= 7 * 52, SCHEDULE_MESSAGES.span),
    ['end_date'],
  ),
);

export type ScheduleSettings = v.InferOutput<typeof scheduleSettingsSchema>;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** The YYYY-MM-DD of a day number. */
export function dayOf(number: number): string {
  return new Date(number * 86_400_000).toISOString().slice(0, 10);
}

/** The day of the week (0 Sunday … 6 Saturday) of a YYYY-MM-DD day. */
export const weekdayOf = (date: string) => new Date(dayNumber(date) * 86_400_000).getUTCDay();

/** The week (Monday to Sunday) a day falls in, as a number that grows by one each week. */
export const weekOf = (date: string) => Math.floor((dayNumber(date) + 3) / 7);

/** Minutes after midnight of 'HH:MM'. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The instant of a league-time day and 'HH:MM'. */
export function instantOf(date: string, hhmm: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return leagueTime(y, m, d, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))).getTime();
}

const clockFormat = lazyDateFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LEAGUE_TIME_ZONE,
});

/** A memo of an instant's formatting: schedules ask for the same kickoffs thousands of times. */
function memo(format: (instant: number) => string): (instant: number) => string {
  const known = new Map<number, string>();
  return (instant) => {
    let value = known.get(instant);
    if (value === undefined) {
      if (known.size > 50_000) known.clear();
      value = format(instant);
      known.set(instant, value);
    }
    return value;
  };
}

/** The league-time 'HH:MM' of an instant. */
export const clockOf = memo((instant) => clockFormat().format(new Date(instant)));

/** The league-time day (YYYY-MM-DD) of an instant. */
export const dayAt = memo((instant) => leagueDay(new Date(instant)));

/** A field's label as games name it. */
export const fieldLabel = (venue: string, field: number, fields: number) =>
  fields > 1 ? `${venue} · Field ${field}` : venue;

/** Whether a game's field belongs to a venue (its name, or the name and ' · Field n'). */
export function atVenue(field: string, venue: string): boolean {
  const a = field.trim().toLowerCase();
  const b = venue.trim().toLowerCase();
  return a === b || a.startsWith(`${b} · `);
}

/** Whether a blackout covers a game's time (and its venue and team when it names them). */
export function blackoutCovers(
  blackout: Blackout,
  game: { start: number; end: number; venue: string; teams: readonly string[] },
): boolean {
  if (blackout.venue && !atVenue(game.venue, blackout.venue)) return false;
  if (blackout.team && !game.teams.some((team) => team.toLowerCase() === blackout.team.toLowerCase()))
    return false;
  if (!blackout.from) return dayAt(game.start) === blackout.date;
  const from = instantOf(blackout.date, blackout.from);
  const to = instantOf(blackout.date, blackout.to);
  return game.start < to && game.end > from;
}

/**
 * The playable slots of the settings: every weekly time on every day from the first to the last,
 * on every field of every venue, less what a league-wide or venue blackout covers (team blackouts
 * are the teams'). Ordered by time, then field.
 */
export function expandSlots(settings: ScheduleSettings): Slot[] {
  const slots: Slot[] = [];
  const minutes = settings.game_minutes;
  const general = settings.blackouts.filter((blackout) => !blackout.team);
  const times = [...settings.weekly_slots].sort(
    (a, b) => a.weekday - b.weekday || minutesOf(a.time) - minutesOf(b.time),
  );
  for (let n = dayNumber(settings.start_date); n <= dayNumber(settings.end_date); n += 1) {
    const date = dayOf(n);
    const weekday = weekdayOf(date);
    const seen = new Set<string>();
    for (const slot of times) {
      if (slot.weekday !== weekday || seen.has(slot.time)) continue;
      seen.add(slot.time);
      const start = instantOf(date, slot.time);
      for (const venue of settings.venues) {
        for (let field = 1; field <= venue.fields; field += 1) {
          const candidate = {
            start,
            end: start + minutes * 60_000,
            venue: fieldLabel(venue.name, field, venue.fields),
            day: date,
          };
          if (general.some((blackout) => blackoutCovers(blackout, { ...candidate, teams: [] }))) continue;
          slots.push(candidate);
        }
      }
    }
  }
  return slots;
}

/** Each team's blackout days from the settings (a window blacks out the whole day for a team). */
export function teamBlackouts(settings: ScheduleSettings, team: string): string[] {
  return settings.blackouts
    .filter((blackout) => blackout.team && blackout.team.toLowerCase() === team.toLowerCase())
    .map((blackout) => blackout.date);
}

export type Band = 'early' | 'late' | 'middle';

/**
 * Early and late kickoffs: the distinct league-time clock times of the games (or slots), the earlier
 * half early and the later half late (with an odd number of times the middle one is neither).
 */
export function bandsOf(instants: readonly number[]): (instant: number) => Band {
  const clock = (instant: number) => clockOf(instant);
  const times = [...new Set(instants.map(clock))].sort();
  const half = Math.floor(times.length / 2);
  const early = new Set(times.slice(0, half));
  const late = new Set(times.slice(times.length - half));
  return (instant) => {
    const at = clock(instant);
    return early.has(at) ? 'early' : late.has(at) ? 'late' : 'middle';
  };
}

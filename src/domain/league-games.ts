/**
 * The league's dates and games as the portals show them (and the season hub, /calendar, through
 * src/domain/calendar.ts): kickoffs and dates in league time, season statuses and date ranges,
 * upcoming games and how a game reads (a standings table's order is in standings-order.ts). Kept
 * apart from the hub's filters, paging and tabs so a portal's first screen loads only these.
 */
import type { Game, Season } from './types';
import { lazyDateFormat } from './intl';

/** The league's games are in Central time; kickoffs are shown there on every machine. */
export const LEAGUE_TIME_ZONE = 'America/Chicago';

export const SEASON_STATUSES = [
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'COMPLETED', label: 'Completed' },
] as const;

/** 'Scheduled', 'In progress', 'Completed'; an unknown code is written in sentence case. */
export function statusLabel(status: string | null | undefined): string {
  const known = SEASON_STATUSES.find((entry) => entry.value === status);
  if (known) return known.label;
  const words = String(status ?? '')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/** Non-empty parts joined with ' · '. */
export const joinParts = (parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' · ');

const dateFormat = lazyDateFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD or ISO) as 'Sep 6, 2025'; '' when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  // Date-only values are calendar days: read them at UTC midnight so no time zone shifts the day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** 'Sep 6, 2025 – Nov 15, 2025', with the season label first when there is one. */
export function seasonDateRange(season: Season): string {
  const start = formatDate(season.start_date);
  const end = formatDate(season.end_date);
  const range = start && end ? `${start} – ${end}` : start ? `Starts ${start}` : end ? `Ends ${end}` : '';
  return joinParts([season.season_label, range]);
}

/** A time's milliseconds; an unknown or invalid time sorts last (+Infinity). */
export const timeOf = (value: string | null | undefined): number => {
  const time = value ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** Games by kickoff ascending (games without a valid kickoff last). */
export function sortGames(games: readonly Game[]): Game[] {
  return [...games].sort((a, b) => {
    const [x, y] = [timeOf(a.kickoff), timeOf(b.kickoff)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

/** A game with the season it belongs to (portal game lists show the season too). */
export interface SeasonGame extends Game {
  season: Pick<Season, 'id' | 'title'>;
}

/**
 * Upcoming games (spec 2 §4, spec 3 §9): not started, kickoff ascending, at most `limit`, from the
 * given seasons (optionally only those of the named programs). A game called off stays in the list
 * with its label (issue 39: families must see "Cancelled", not a game that silently disappeared).
 */
export function upcomingGames(
  seasons: readonly Season[],
  options: { limit: number; now?: Date; programs?: readonly (string | number)[] },
): SeasonGame[] {
  const now = (options.now ?? new Date()).getTime();
  const wanted = options.programs?.map(String);
  const games = seasons
    .filter(
      (season) => !wanted || (season.program?.id !== undefined && wanted.includes(String(season.program.id))),
    )
    .flatMap((season) =>
      (season.games ?? []).map((game) => ({ ...game, season: { id: season.id, title: season.title } })),
    )
    .filter((game) => timeOf(game.kickoff) > now);
  return sortGames(games).slice(0, options.limit) as SeasonGame[];
}

const kickoffFormat = lazyDateFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LEAGUE_TIME_ZONE,
  timeZoneName: 'short',
});

/** A kickoff as 'Sat, Sep 6, 9:00 AM CDT' in league time; 'Time to be announced' when unknown. */
export function formatKickoff(value: string | null | undefined): string {
  const time = timeOf(value);
  return time === Number.POSITIVE_INFINITY ? 'Time to be announced' : kickoffFormat().format(new Date(time));
}

export interface GameDisplay {
  /** 'Complete', 'Cancelled' or the kickoff time. */
  status: string;
  /** '21 – 14', or 'v' when the game has no score. */
  score: string;
}

const hasScore = (game: Game) =>
  game.home_score !== null &&
  game.home_score !== undefined &&
  game.away_score !== null &&
  game.away_score !== undefined;

/**
 * §4: COMPLETED shows 'Complete' and the score; CANCELLED 'Cancelled'; otherwise the kickoff time,
 * after the state the league office gave it (issue 39): 'Delayed · Sat, Sep 6, 9:30 AM CDT',
 * 'Postponed', 'Rescheduled · …'.
 */
export function gameDisplay(game: Game): GameDisplay {
  const status = String(game.status ?? '').toUpperCase();
  const score = hasScore(game) ? `${game.home_score} – ${game.away_score}` : 'v';
  if (status === 'COMPLETED') return { status: 'Complete', score };
  if (status === 'CANCELLED') return { status: 'Cancelled', score: 'v' };
  if (status === 'POSTPONED') return { status: 'Postponed', score: 'v' };
  if (status === 'DELAYED') return { status: `Delayed · ${formatKickoff(game.kickoff)}`, score: 'v' };
  if (status === 'RESCHEDULED') return { status: `Rescheduled · ${formatKickoff(game.kickoff)}`, score: 'v' };
  return { status: formatKickoff(game.kickoff), score: 'v' };
}

/** The game type in words; 'Regular' by default. */
export function gameTypeLabel(game: Pick<Game, 'game_type'>): string {
  const type = game.game_type?.trim();
  if (!type) return 'Regular';
  const words = type.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dayFormat = lazyDateFormat('en-CA', { timeZone: LEAGUE_TIME_ZONE });

/** The league-time calendar day of an instant (YYYY-MM-DD): games are matched by teams and day. */
export function leagueDay(instant: Date): string {
  return dayFormat().format(instant);
}

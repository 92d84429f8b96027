/**
 * Season hub rules for /calendar (spec 1 §2.8, §3 Season, §4): filters and query, paging and the
 * summary line, card labels, tabs and their empty messages, standings, games and news display.
 */
import type { Game, Labelled, Season, SeasonNewsItem, Standing } from './types';

/** Seasons shown per page when the static first page is cut from the snapshot. */
export const SEASONS_PAGE_SIZE = 10;

/** The league's games are in Central time; kickoffs are shown there on every machine. */
export const LEAGUE_TIME_ZONE = 'America/Chicago';

export const CALENDAR_MESSAGES = {
  noSeasons: 'No seasons yet. Check back soon!',
  noMatch: 'No seasons match the selected filters yet.',
  loadFailed: 'Failed to load calendar.',
} as const;

export const SEASON_TABS = [
  { id: 'standings', label: 'Standings', empty: 'Standings will appear once games are underway.' },
  { id: 'schedule', label: 'Schedule', empty: 'Schedule will populate as fixtures are confirmed.' },
  { id: 'news', label: 'News', empty: 'News updates for this season will appear here.' },
  { id: 'details', label: 'Details', empty: 'Administrative details will be posted soon.' },
] as const;

export type SeasonTabId = (typeof SEASON_TABS)[number]['id'];

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

export interface SeasonFilters {
  program: string;
  location: string;
  division: string;
  status: string;
}

export const NO_SEASON_FILTERS: SeasonFilters = { program: '', location: '', division: '', status: '' };

/** Whether any season filter is set. */
export function hasSeasonFilter(filters: SeasonFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

/** The query of GET /events/seasons/: page plus only the filters that are set (§7). */
export function seasonQuery(filters: SeasonFilters, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page };
  for (const key of ['program', 'location', 'division', 'status'] as const) {
    if (filters[key]) query[key] = filters[key];
  }
  return query;
}

export interface Option {
  value: string;
  label: string;
}

/** Division choices from the seasons known at build time, each once, in label order. */
export function divisionOptions(seasons: readonly Season[]): Option[] {
  const byValue = new Map<string, string>();
  for (const season of seasons) {
    const value = season.division?.trim();
    if (value && !byValue.has(value)) byValue.set(value, season.division_label?.trim() || value);
  }
  return [...byValue]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Choices from id/name records (programs, locations), each once, in name order. */
export function namedOptions(items: readonly { id: number | string; name: string }[]): Option[] {
  const byValue = new Map<string, string>();
  for (const item of items) {
    if (item.name && !byValue.has(String(item.id))) byValue.set(String(item.id), item.name);
  }
  return [...byValue]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export interface SeasonPageInfo {
  count: number;
  next: string | null;
  page: number;
  /** Results on the current page. */
  resultsLength: number;
  /**
   * The page size of the current results: their length (§4). A short last page keeps the size of
   * the full pages before it, so callers pass the largest length seen for the same query.
   */
  pageSize?: number;
}

const sizeOf = (info: SeasonPageInfo) => Math.max(info.pageSize ?? 0, info.resultsLength);

/** §4: a next page exists if next is given or count exceeds page × page size. */
export function hasNextPage(info: SeasonPageInfo): boolean {
  if (info.next) return true;
  const size = sizeOf(info);
  return size > 0 && info.count > info.page * size;
}

/** A previous page exists past page 1. */
export function hasPreviousPage(page: number, previous?: string | null): boolean {
  return page > 1 || Boolean(previous);
}

/** 'Showing X-Y of N seasons', or 'No seasons yet. Check back soon!' when there are none. */
export function seasonSummary(info: SeasonPageInfo): string {
  if (info.count <= 0 || info.resultsLength <= 0) return CALENDAR_MESSAGES.noSeasons;
  const start = (info.page - 1) * sizeOf(info) + 1;
  const end = Math.min(start + info.resultsLength - 1, info.count);
  return `Showing ${start}-${end} of ${info.count} seasons`;
}

/** The text of a label field that may be a string or { value, label }. */
export function labelOf(value: Labelled | string | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') return value.trim();
  return (value.label ?? value.value ?? '').trim();
}

const join = (parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' · ');

/** Eyebrow: division, league division and county labels. */
export function seasonEyebrow(season: Season): string {
  return join([
    season.division_label || season.division,
    labelOf(season.league_division),
    labelOf(season.league_county),
  ]);
}

/** 'Name, City', or the name alone. */
export function locationWithCity(location: Season['location']): string {
  if (!location?.name) return '';
  return location.city ? `${location.name}, ${location.city}` : location.name;
}

/** Subtitle: the season subtitle, program name, and location name with city. */
export function seasonSubtitle(season: Season): string {
  return join([season.subtitle, season.program?.name, locationWithCity(season.location)]);
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
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
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 'Sep 6, 2025 – Nov 15, 2025', with the season label first when there is one. */
export function seasonDateRange(season: Season): string {
  const start = formatDate(season.start_date);
  const end = formatDate(season.end_date);
  const range = start && end ? `${start} – ${end}` : start ? `Starts ${start}` : end ? `Ends ${end}` : '';
  return join([season.season_label, range]);
}

const numberOf = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** Win percentage of a standing: its win_pct, else wins / games played. */
export function winPct(standing: Standing): number {
  if (standing.win_pct !== null && standing.win_pct !== undefined && standing.win_pct !== '') {
    return numberOf(standing.win_pct);
  }
  return standing.games_played > 0 ? standing.wins / standing.games_played : 0;
}

/** Win percentage with 3 decimals ('0.750'). */
export function formatWinPct(standing: Standing): string {
  return winPct(standing).toFixed(3);
}

/** Standings by win percentage desc, then points difference desc, then team name. */
export function sortStandings(standings: readonly Standing[]): Standing[] {
  return [...standings].sort(
    (a, b) =>
      winPct(b) - winPct(a) ||
      numberOf(b.points_diff) - numberOf(a.points_diff) ||
      String(a.team_name).localeCompare(String(b.team_name)),
  );
}

const timeOf = (value: string | null | undefined): number => {
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
 * Upcoming games (spec 2 §4, spec 3 §9): not started and not cancelled, kickoff ascending, at most
 * `limit`, from the given seasons (optionally only those of the named programs).
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
    .filter((game) => String(game.status).toUpperCase() !== 'CANCELLED' && timeOf(game.kickoff) > now);
  return sortGames(games).slice(0, options.limit) as SeasonGame[];
}

/** Season news by published date descending (undated last). */
export function sortSeasonNews(items: readonly SeasonNewsItem[]): SeasonNewsItem[] {
  return [...items].sort((a, b) => {
    const [x, y] = [timeOf(a.published_at), timeOf(b.published_at)];
    if (x === y) return 0;
    if (x === Number.POSITIVE_INFINITY) return 1;
    if (y === Number.POSITIVE_INFINITY) return -1;
    return y - x;
  });
}

const kickoffFormat = new Intl.DateTimeFormat('en-US', {
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
  return time === Number.POSITIVE_INFINITY ? 'Time to be announced' : kickoffFormat.format(new Date(time));
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

/** §4: COMPLETED shows 'Complete' and the score; CANCELLED 'Cancelled'; otherwise the kickoff time. */
export function gameDisplay(game: Game): GameDisplay {
  const status = String(game.status ?? '').toUpperCase();
  const score = hasScore(game) ? `${game.home_score} – ${game.away_score}` : 'v';
  if (status === 'COMPLETED') return { status: 'Complete', score };
  if (status === 'CANCELLED') return { status: 'Cancelled', score: 'v' };
  return { status: formatKickoff(game.kickoff), score: 'v' };
}

/** The game type in words; 'Regular' by default. */
export function gameTypeLabel(game: Pick<Game, 'game_type'>): string {
  const type = game.game_type?.trim();
  if (!type) return 'Regular';
  const words = type.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a tab of a season has anything to show (Details counts the notes too). */
export function tabHasContent(season: Season, tab: SeasonTabId): boolean {
  switch (tab) {
    case 'standings':
      return (season.standings?.length ?? 0) > 0;
    case 'schedule':
      return (season.games?.length ?? 0) > 0;
    case 'news':
      return (season.news_items?.length ?? 0) > 0;
    case 'details':
      return (season.details?.length ?? 0) > 0 || Boolean(season.notes?.trim());
  }
}

/** The empty message of a tab (§2.8). */
export function tabEmptyMessage(tab: SeasonTabId): string {
  return SEASON_TABS.find((entry) => entry.id === tab)?.empty ?? '';
}

/**
 * The tab reached from `current` among `ids` by a key of the ARIA tabs pattern (arrows wrap, Home
 * and End), or null for other keys.
 */
export function tabAfterKey<T>(ids: readonly T[], current: T, key: string): T | null {
  const index = ids.indexOf(current);
  const last = ids.length - 1;
  const target =
    key === 'ArrowRight'
      ? (index + 1) % ids.length
      : key === 'ArrowLeft'
        ? (index - 1 + ids.length) % ids.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return target === null ? null : (ids[target] ?? null);
}

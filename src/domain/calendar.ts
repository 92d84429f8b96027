/**
 * Season hub rules for /calendar (spec 1 §2.8, §3 Season, §4): filters and query, paging and the
 * summary line, card labels, tabs and their empty messages, standings, games and news display.
 */
import { joinParts as join, timeOf } from './league-games';
import type { Labelled, Season, SeasonNewsItem } from './types';

export * from './league-games';
export * from './standings-order';

/** Seasons shown per page when the static first page is cut from the snapshot. */
export const SEASONS_PAGE_SIZE = 10;

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

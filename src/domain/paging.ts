/** Paged lists (DRF `{count,next,previous,results}`) and the rules for following them. */
import type { Page } from './types';

/** Reads results from a paged answer or a bare array (some endpoints answer either way). */
export function resultsOf<T>(body: Page<T> | T[] | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.results) ? body.results : [];
}

/**
 * Loads page 1, 2, … until an answer has no `next` or no results, at most `maxPages` pages
 * (sponsors: 100; full location loads: until none or empty).
 */
export async function followPages<T>(
  fetchPage: (page: number) => Promise<Page<T> | T[]>,
  maxPages = 100,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const body = await fetchPage(page);
    const results = resultsOf(body);
    all.push(...results);
    if (Array.isArray(body) || !body.next || results.length === 0) break;
  }
  return all;
}

/** The content of the first result (a content item looked up by title), or '' when there is none. */
export function firstContent(body: unknown): string {
  const first = resultsOf(body as Page<{ content?: unknown }> | null)[0];
  return typeof first?.content === 'string' ? first.content : '';
}

/**
 * The address of a page of a public list built as its own file (issue 41 item 12: paging works
 * without JavaScript): page 1 is the list itself ('/calendar'), page N is '/calendar/page/N', as
 * /news/page/N.
 */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The page an address of a list names ('/calendar/page/3' is 3, '/calendar' 1), or null for another list's. */
export function pageFromPath(base: string, pathname: string): number | null {
  const path = pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  if (path === base) return 1;
  const match = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/page/(\\d{1,4})$`).exec(path);
  const page = match ? Number(match[1]) : NaN;
  return Number.isInteger(page) && page >= 1 ? page : null;
}

/** The pages of a list of `count` items, `size` a page (at least 1). */
export function pageTotal(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, size)));
}

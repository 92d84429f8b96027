/**
 * News rules (spec 1 §2.5, §5, §9): excerpts, the pinned spotlight, search, links and paging.
 */
import type { PressArticle } from './types';
import { lazyDateFormat } from './intl';

/** News page size when the API or the caller gives none (spec 1 §9). */
export const NEWS_PAGE_SIZE = 10;
/** Excerpt lengths (spec 1 §2.5). */
export const SPOTLIGHT_EXCERPT = 240;
export const LIST_EXCERPT = 200;
export const META_EXCERPT = 160;
/** The spotlight shows at most this many articles. */
export const SPOTLIGHT_SIZE = 3;

export const NEWS_EMPTY_MESSAGE = 'No articles match your search. Try a different keyword.';
export const NEWS_LIST_ERROR = 'Failed to load news';
export const NEWS_ARTICLE_ERROR = 'Failed to load article';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Article text as plain text on one line: tags, Markdown marks and entities removed, spaces collapsed. */
export function plainText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(^|\s)#{1,6}\s+/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first `max` characters of an article as plain text, cut at a word boundary with an ellipsis;
 * the result (ellipsis included) is never longer than `max`.
 */
export function excerpt(text: string | null | undefined, max: number): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const room = plain.slice(0, Math.max(0, max - 1));
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than the room is cut mid-word rather than dropped.
  const cut = (lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s.,;:!?\-–—]+$/, '');
  return `${cut}…`;
}

/** Newest first by published date; undated articles last. */
export function byLatest(a: PressArticle, b: PressArticle): number {
  const time = (article: PressArticle) => Date.parse(article.published_at) || 0;
  return time(b) - time(a);
}

/**
 * The spotlight: articles the office pinned first (newest first), then content/news.yaml's pinned
 * titles (in their order), then the latest others, at most 3.
 */
export function spotlight(
  articles: PressArticle[],
  pinnedTitles: string[],
  size = SPOTLIGHT_SIZE,
): PressArticle[] {
  const key = (title: string) => title.trim().toLowerCase();
  const byOffice = articles.filter((article) => article.pinned === true).sort(byLatest);
  const byTitle = pinnedTitles
    .map((title) => articles.find((article) => key(article.title) === key(title)))
    .filter((article): article is PressArticle => Boolean(article));
  const unique = [...new Set([...byOffice, ...byTitle])];
  const rest = [...articles].sort(byLatest).filter((article) => !unique.includes(article));
  return [...unique, ...rest].slice(0, size);
}

/** Search rule (§5): case-insensitive substring over title and content; blank matches all. */
export function matchesNewsSearch(article: PressArticle, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    article.title.toLowerCase().includes(needle) || (article.content ?? '').toLowerCase().includes(needle)
  );
}

/** Where an article's link goes: its external URL when it has one, else /news/{id}. */
export function articleHref(article: Pick<PressArticle, 'id' | 'url'>): string {
  return isExternalUrl(article.url) ? article.url : `/news/${encodeURIComponent(String(article.id))}`;
}

/** An article's picture as a page shows it, or null without one it can show. */
export interface ArticleImage {
  src: string;
  alt: string;
}

/**
 * The picture of an article: a site path (an office upload, /api/media/…) or an https address,
 * described by its image description, else by its headline.
 */
export function articleImage(
  article: Pick<PressArticle, 'title' | 'image' | 'image_alt'>,
): ArticleImage | null {
  const src = article.image?.trim() ?? '';
  if (!/^\/(?!\/)\S+$/.test(src) && !/^https:\/\/\S+$/i.test(src)) return null;
  return { src, alt: article.image_alt?.trim() || article.title };
}

/** True for an http(s) address (only those are followed as external links). */
export function isExternalUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim());
}

/** A positive page size, else the default of 10 (spec 1 §2.5). */
export function effectivePageSize(pageSize: number | null | undefined): number {
  return typeof pageSize === 'number' && Number.isFinite(pageSize) && pageSize > 0
    ? Math.floor(pageSize)
    : NEWS_PAGE_SIZE;
}

export interface PagingState {
  page: number;
  pageSize?: number | null | undefined;
  count: number;
  next?: string | null | undefined;
  previous?: string | null | undefined;
}

/** Prev is enabled when the page is above 1 or a previous link exists. */
export function canGoPrev({ page, previous }: PagingState): boolean {
  return page > 1 || Boolean(previous);
}

/** Next is enabled when a next link exists or count exceeds page × page size (size falls back to 10). */
export function canGoNext({ page, pageSize, count, next }: PagingState): boolean {
  return Boolean(next) || count > page * effectivePageSize(pageSize);
}

/** The number of pages a count fills (at least 1). */
export function pageCount(count: number, pageSize?: number | null): number {
  return Math.max(1, Math.ceil(count / effectivePageSize(pageSize)));
}

/** One page of a list already in memory (the build-time snapshot), 1-based. */
export function pageOf<T>(items: T[], page: number, pageSize?: number | null): T[] {
  const size = effectivePageSize(pageSize);
  return items.slice((page - 1) * size, page * size);
}

/** Address of a news list page built at build time: /news, then /news/page/2, /news/page/3 … */
export function newsPageHref(page: number): string {
  return page <= 1 ? '/news' : `/news/page/${page}`;
}

const newsDateFormat = lazyDateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A published date as "March 5, 2025" (UTC, so build and browser agree); '' when absent or invalid. */
export function formatNewsDate(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) return '';
  return newsDateFormat().format(time);
}

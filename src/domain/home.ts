/** Rules of the home page (spec 1 §2.3, §5, §9): ZIP search, rotation timers and indexes, swipes, social feeds. */
import type { Program, SocialFeed } from './types';

/** Hero slideshow interval (§9). */
export const HERO_SLIDE_MS = 5000;
/** The hero photos fill the width of the screen. */
export const HERO_SIZES = '100vw';
/**
 * A hero slide's srcset: its 828 px copy for phones (a 412 px wide screen at 1.75 or 2 device pixels
 * per pixel fits in it; 640 px was too small and sent them the 1280 px photo) and the 1280 px one.
 */
export const heroSrcset = (slide: { src: string; small?: string | undefined }): string | undefined =>
  slide.small ? `${slide.small} 828w, ${slide.src} 1280w` : undefined;
/** Search Programs carousel default interval (§9). */
export const CAROUSEL_MS = 2000;
/** Gold sponsor spotlight interval (§9). */
export const SPOTLIGHT_MS = 8000;
/** Horizontal distance a touch must travel to count as a swipe (§9). */
export const SWIPE_THRESHOLD_PX = 48;
/** At or below this viewport width the hero video is replaced by its poster (§9). */
export const POSTER_MAX_WIDTH = 640;
/** The hero video plays only while at least this share of it is visible. */
export const VIDEO_VISIBLE_RATIO = 0.5;

/**
 * localStorage key of the last ZIP searched from the home hero. Persisted contract: the value is
 * the ZIP exactly as searched (3 to 5 digits, no spaces); written on every valid search, never
 * cleared by the site; the locations page may read it to prefill its ZIP filter.
 */
export const LAST_ZIP_KEY = 'midsouth-league.last-zip';

/**
 * localStorage key of the social feed tab the visitor last chose. Persisted contract: the feed's
 * slug (or id when it has none); when the server no longer lists that feed the first one is shown.
 */
export const SOCIAL_FEED_KEY = 'midsouth-league.social-feed';

/** The ZIP to search for: the trimmed value when it is 3 to 5 digits, otherwise null (nothing happens). */
export function normalizeZip(value: string): string | null {
  const zip = value.trim();
  return /^\d{3,5}$/.test(zip) ? zip : null;
}

/** Where a valid ZIP search goes: /locations with query zip. */
export function locationsUrlForZip(zip: string): string {
  return `/locations?${new URLSearchParams({ zip }).toString()}`;
}

/** An index moved by `step` within `length` items, wrapping around both ends (previous/next). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** The index itself when it points at an item, otherwise 0 (the list shrank or the value is bogus). */
export function indexInRange(index: number, length: number): number {
  return Number.isInteger(index) && index >= 0 && index < length ? index : 0;
}

/** A rotation advances on its own only when there is something to rotate to: at least 2 items. */
export function canRotate(length: number): boolean {
  return length >= 2;
}

/**
 * What a touch that moved horizontally by `deltaX` px means: a move left past the threshold shows
 * the next item, a move right the previous one; anything shorter is a tap (null).
 */
export function swipeStep(deltaX: number, threshold = SWIPE_THRESHOLD_PX): 1 | -1 | null {
  if (deltaX <= -threshold) return 1;
  if (deltaX >= threshold) return -1;
  return null;
}

/** A feed the panel can show: an iframe feed with embed_url or an embed feed with embed_html (§3). */
export function isUsableFeed(feed: SocialFeed): boolean {
  if (feed.active === false) return false;
  if (feed.type === 'iframe') return Boolean(feed.embed_url?.trim());
  if (feed.type === 'embed') return Boolean(feed.embed_html?.trim());
  return false;
}

/** The feeds the tab panel shows, in the server's position order; the rest are dropped. */
export function usableFeeds(feeds: readonly SocialFeed[]): SocialFeed[] {
  return feeds
    .map((feed, order) => ({ feed, order }))
    .filter(({ feed }) => isUsableFeed(feed))
    .sort((a, b) => (a.feed.position ?? 0) - (b.feed.position ?? 0) || a.order - b.order)
    .map(({ feed }) => feed);
}

/** A stable key for a feed (its slug, else its id). */
export function feedKey(feed: Pick<SocialFeed, 'slug' | 'id'>): string {
  return feed.slug || String(feed.id);
}

/** The tab to show: the chosen feed while it is still listed, else the first feed, else none. */
export function chooseFeed<T extends Pick<SocialFeed, 'slug' | 'id'>>(
  feeds: readonly T[],
  chosen: string | null | undefined,
): T | null {
  return feeds.find((feed) => feedKey(feed) === chosen) ?? feeds[0] ?? null;
}

/** Only http(s) addresses may become an iframe src or a link. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const HOME_LOGO_PATTERN = /u17|u12|jr\. nba/i;

/**
 * Programs whose logos the home page shows: names containing u17, u12 or Jr. NBA (any case).
 * Temporary home copy until src/domain/programs.ts provides `homeLogoPrograms`.
 */
export function pickHomeLogoPrograms(programs: readonly Program[]): Program[] {
  return programs.filter((program) => HOME_LOGO_PATTERN.test(program.name));
}

/**
 * Live sponsor and partner lists (spec 1 §4, §7): every page of /sponsors/ and /sponsors/partners/
 * is followed (up to 100 pages) and the result is kept in memory for 5 minutes.
 */
import { api } from '../../lib/api-client';
import { followPages } from '../../domain/paging';
import { MAX_SPONSOR_PAGES, SPONSOR_CACHE_MS } from '../../domain/sponsors';
import type { Page, Partner, Sponsor } from '../../domain/types';

export interface CachedLoader<T> {
  (): Promise<T>;
  /** Forgets the cached value (tests, or a forced refresh). */
  clear(): void;
}

/**
 * Wraps `load` so that its answer is reused for `ttlMs` after the call that produced it. Calls made
 * while a load is under way share it; a failed load is not kept, so the next call tries again.
 */
export function cachedLoader<T>(
  load: () => Promise<T>,
  ttlMs = SPONSOR_CACHE_MS,
  now: () => number = () => Date.now(),
): CachedLoader<T> {
  let entry: { at: number; value: Promise<T> } | null = null;
  const get = (() => {
    if (entry && now() - entry.at < ttlMs) return entry.value;
    const value = load();
    const current = { at: now(), value };
    entry = current;
    value.catch(() => {
      if (entry === current) entry = null;
    });
    return value;
  }) as CachedLoader<T>;
  get.clear = () => {
    entry = null;
  };
  return get;
}

const allPages = <T>(path: string) =>
  followPages<T>((page) => api<Page<T>>(path, { query: { page } }), MAX_SPONSOR_PAGES);

/** Every sponsor the API lists (all tiers, inactive included: the page rules drop those). */
export const loadSponsors = cachedLoader(() => allPages<Sponsor>('/sponsors/'));

/** Every strategic partner the API lists. */
export const loadPartners = cachedLoader(() => allPages<Partner>('/sponsors/partners/'));

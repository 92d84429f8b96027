/**
 * The one cache of the portals' reads (@nanostores/query's, src/lib/query.ts), kept in a module of
 * its own so that a repeat visit can lay its last reads into it (src/lib/offline-reads.ts) before
 * the portal's stores start, without loading the query library first.
 */
export interface QueryCacheEntry {
  data?: unknown;
  error?: unknown;
  created?: number;
  expires?: number;
  retryCount?: number;
}

export const queryCache = new Map<string, QueryCacheEntry>();

/**
 * Portal data loading: @nanostores/query over the one API client. A fetcher store's key parts join
 * into the API path (['/auth/children/'] → GET /api/auth/children/); stores cache by key, refetch
 * when the window regains focus, and are revalidated after a change with `revalidateKeys`.
 */
import { nanoquery } from '@nanostores/query';
import { api, errorStatus } from './api-client';
import { queryCache } from './query-cache';

/** Statuses that retrying will not fix. */
const FINAL = new Set([400, 401, 403, 404, 422]);

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] =
  nanoquery({
    // One cache a repeat visit can fill from its last reads before the stores start (issue 39).
    cache: queryCache as Map<string, never>,
    fetcher: (...parts) => api(parts.join('')),
    dedupeTime: 2_000,
    revalidateOnFocus: true,
    onErrorRetry: ({ error, retryCount }) => {
      const status = errorStatus(error);
      if ((status !== undefined && FINAL.has(status)) || retryCount >= 3) return false;
      return 1_000 * 2 ** retryCount;
    },
  });

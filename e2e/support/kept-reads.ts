/**
 * Waiting for the portal's service worker to keep the reads a page just made (issue 39). The
 * worker answers from the network first and stores the answer afterwards, so a test that goes
 * offline right after the page drew could find a read not yet kept; a phone at a field has been
 * online long before. This waits on that condition: every kept read the page was answered (200)
 * is in the reads cache with its saved-at time (on a loaded machine the worker may have answered
 * from the cache after its 4 s network timeout; the read is kept all the same).
 */
import { expect, type Page } from '@playwright/test';
import { keptRead } from '../../src/lib/kept-reads';
import { READS_CACHE, SAVED_AT_HEADER } from '../../src/lib/offline-names';

/** Starts noting the page's kept API reads; `settled()` waits until the worker stored each. */
export function noteKeptReads(page: Page): { settled: () => Promise<void> } {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const read = response.request().method() === 'GET' && response.status() === 200;
    if (read && url.pathname.startsWith('/api/') && keptRead(url.pathname.slice('/api'.length)))
      urls.add(url.href);
  });
  return {
    settled: async () => {
      expect(urls.size, 'the page read nothing the worker keeps').toBeGreaterThan(0);
      await expect
        .poll(
          () =>
            page.evaluate(
              async ({ names, cacheName, header }) => {
                const cache = await caches.open(cacheName);
                const missing: string[] = [];
                for (const name of names) {
                  const kept = await cache.match(name, { ignoreVary: true });
                  if (kept?.headers.get(header) == null) missing.push(name);
                }
                return missing;
              },
              { names: [...urls], cacheName: READS_CACHE, header: SAVED_AT_HEADER },
            ),
          { message: 'reads not yet kept by the service worker', timeout: 20_000 },
        )
        .toEqual([]);
    },
  };
}

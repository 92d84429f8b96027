/**
 * The portal at the field (issue 39): a repeat visit on this device draws from the signed-in
 * person's last reads, kept by the service worker (src/sw/sw.ts) in Cache Storage
 * (src/lib/offline-names.ts), and refreshes them behind; a session that ends, or another that
 * starts, forgets them. Loaded on demand by the session store on portal pages only.
 */
import { decodeJwt } from 'jose';
import { apiBase } from './env';
import { keptRead } from './kept-reads';
import { READS_CACHE, SAVED_AT_HEADER } from './offline-names';
import { revalidateKeys } from './query';
import { queryCache } from './query-cache';

/** What a repeat visit restored: the account it was read for, and when the oldest read was made. */
export interface Restored {
  user: Record<string, unknown> | null;
  savedAt: number | null;
}

/** The account id an access token was issued to (its unverified subject), or null. */
function tokenSubject(access: string): string | null {
  try {
    return decodeJwt(access).sub ?? null;
  } catch {
    return null;
  }
}

/**
 * Lays the kept reads into the query cache (each shown at once and fetched again when its store
 * starts) and answers the account they belong to; nothing when none are kept. Reads kept for
 * another account than the stored tokens' (tokens changed without this device's sign-in, e.g. in
 * another tab) are never drawn: they are forgotten and the portal waits for /auth/me/.
 */
export async function restoreReads(access: string): Promise<Restored> {
  const none: Restored = { user: null, savedAt: null };
  if (typeof caches === 'undefined' || !(await caches.has(READS_CACHE))) return none;
  const cache = await caches.open(READS_CACHE);
  const base = new URL(apiBase(), window.location.origin);
  const prefix = base.pathname.replace(/\/+$/, '');
  let user: Restored['user'] = null;
  let savedAt: number | null = null;
  const reads: { key: string; data: unknown }[] = [];
  await Promise.all(
    (await cache.keys()).map(async (request) => {
      const url = new URL(request.url);
      if (url.origin !== base.origin || !url.pathname.startsWith(`${prefix}/`)) return;
      const key = url.pathname.slice(prefix.length) + url.search;
      if (!keptRead(key)) return;
      const response = await cache.match(request, { ignoreVary: true });
      if (!response) return;
      const at = Number(response.headers.get(SAVED_AT_HEADER));
      let data: unknown;
      try {
        data = await response.json();
      } catch {
        return;
      }
      if (Number.isFinite(at)) savedAt = savedAt === null ? at : Math.min(savedAt, at);
      if (key === '/auth/me/')
        user = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
      else reads.push({ key, data });
    }),
  );
  // Assigned in the callbacks above (TypeScript cannot see it).
  const kept = user as Restored['user'];
  const subject = tokenSubject(access);
  if (!kept || subject === null || String(kept['id']) !== subject) {
    forgetReads();
    return none;
  }
  // Shown at once and fetched again as soon as its store starts (created long ago).
  for (const { key, data } of reads) {
    if (!queryCache.has(key)) queryCache.set(key, { data, created: -Infinity, expires: Infinity });
  }
  return { user: kept, savedAt };
}

/** Forgets every kept read on this device (a session ended or another started). */
export function forgetReads(): void {
  if (typeof caches !== 'undefined') void caches.delete(READS_CACHE);
  navigator.serviceWorker?.controller?.postMessage({ type: 'forget-reads' });
}

let registered = false;

/**
 * Registers the portal's service worker (/sw.js) once the page has loaded and the browser is idle,
 * so its precaching never competes with the portal's own first load. When it first takes control,
 * the portal's reads are asked again through it, so the next visit finds them kept.
 */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => revalidateKeys(() => true), {
      once: true,
    });
  }
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker (a private window, an old browser): the portal works online as before.
    });
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 500);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

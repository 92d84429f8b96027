/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 39): Workbox keeps the portal pages and every script they can
 * load (precached at install, from the build's manifest), and the signed-in person's last portal
 * reads (network first; the cache answers when the network does not, within 4 s), so a repeat visit
 * draws at once and the portal works at a field with no signal. It shows push notifications and
 * opens their page when tapped. The page tells it to forget the reads when a session ends.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { keptRead } from '../lib/kept-reads';
import { READS_CACHE, SAVED_AT_HEADER } from '../lib/offline-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: true, ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

/** The API's reads the portals keep, whatever the API base's path ('/api' by default). */
const apiRead = ({ url, request }: { url: URL; request: Request }) => {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  const at = url.pathname.indexOf('/api/');
  return at === 0 && keptRead(url.pathname.slice('/api'.length));
};

registerRoute(
  apiRead,
  new NetworkFirst({
    cacheName: READS_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        // Only answers that succeeded are kept, each with the time it was read.
        cacheWillUpdate: async ({ response }) => {
          if (!response || response.status !== 200) return null;
          const headers = new Headers(response.headers);
          headers.set(SAVED_AT_HEADER, String(Date.now()));
          return new Response(await response.clone().blob(), { status: 200, statusText: 'OK', headers });
        },
      },
      // The plugin's optional callbacks are typed loosely for exactOptionalPropertyTypes.
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * 24 * 3600 }) as WorkboxPlugin,
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'forget-reads')
    event.waitUntil(caches.delete(READS_CACHE));
});

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface PushNotice {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event: PushEvent) => {
  let notice: PushNotice = {};
  try {
    notice = (event.data?.json() as PushNotice | undefined) ?? {};
  } catch {
    notice = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(
    self.registration.showNotification(notice.title || 'Mid-South Youth Sports League', {
      body: notice.body ?? '',
      ...(notice.tag ? { tag: notice.tag } : {}),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((client) => client.url === target.href);
      if (same) return same.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});

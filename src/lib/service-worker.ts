/**
 * Registers the portal's service worker (/sw.js, src/sw/sw.ts) once a signed-in portal has drawn
 * (issue 39). When it first takes control of the page, the portal's reads are asked again through
 * it, so they are kept for the next visit at once instead of one visit later.
 */
import { revalidateKeys } from './query';

let registered = false;

/** Registers the service worker, once per page, where the browser has them. */
export function registerServiceWorker(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  const first = !navigator.serviceWorker.controller;
  if (first) {
    navigator.serviceWorker.addEventListener('controllerchange', () => revalidateKeys(() => true), { once: true });
  }
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // No service worker (a private window, an old browser): the portal works online as before.
  });
}

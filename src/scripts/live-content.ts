/**
 * Starts the live refresh of a page's LiveContent blocks once the page has loaded and the main
 * thread is free, so it never delays first paint; the refresh code itself loads only then.
 */
const start = () => void import('./live-refresh').then(({ refreshLiveContent }) => refreshLiveContent());
const whenIdle = () =>
  'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2_000 }) : setTimeout(start, 200);
if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, { once: true });

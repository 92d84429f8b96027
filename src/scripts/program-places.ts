/**
 * Starts the refresh of the places-left lines of the programs catalogue and program pages once the
 * page has loaded and the main thread is free; the refresh code itself loads only then.
 */
const start = () => void import('./places-refresh').then(({ refreshPlaces }) => refreshPlaces());
const whenIdle = () =>
  'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2_000 }) : setTimeout(start, 200);
if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, { once: true });

/**
 * Runs `task` once the page has loaded and the main thread is free, so it never delays first paint
 * (the live refreshes of static pages: ./live-content.ts, ./program-places.ts).
 */
export function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

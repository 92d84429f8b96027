import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` (a glob or a URL predicate, as page.route takes) until the
 * returned function is called; then they go on to the server as they were.
 */
export async function hold(page: Page, url: string | ((url: URL) => boolean)): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

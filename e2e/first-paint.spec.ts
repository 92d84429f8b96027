/**
 * Nothing but the page before its first paint (scripts/after-paint.ts, client:painted): on a phone,
 * no script of any public page is fetched before the page's first contentful paint, the favicon is
 * in the page rather than a request of its own (SiteLayout), and after the paint the site shell's
 * script has run (the menu button opens the menu).
 */
import { expect, test } from '@playwright/test';
import routes from './routes.json' with { type: 'json' };
import { onMobileOnly } from './support/projects';

onMobileOnly('first-paint checks');

for (const path of routes.public) {
  test(`${path}: no script is fetched before the first paint`, async ({ page }) => {
    await page.goto(path);
    // The after-paint script has started the page's scripts (data-painted) and the paint is on
    // record; then their requests have settled. (On a busy runner, networkidle alone can come first.)
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-painted') &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await page.waitForLoadState('networkidle');
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(paint, 'a first contentful paint').not.toBeNull();
    expect(scripts.length, 'the page’s scripts were fetched after all').toBeGreaterThan(0);
    const early = scripts.filter((script) => script.start < paint!);
    expect(early, `scripts fetched before the first paint (${paint!.toFixed(0)} ms) of ${path}`).toEqual([]);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    // The site shell ran: the menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
}

/**
 * Islands that load on visibility (`client:painted="visible"`, src/directives/painted.ts) wait until the visitor scrolls to them: on a
 * phone, once a page has settled, no such island whose place on the page is below the first screen
 * (and its rootMargin) has hydrated. A fixed element among an island's children is always in view
 * and would defeat that, as the portal toast region once did for the referee sign-up form.
 */
import { expect, test } from '@playwright/test';
import routes from './routes.json' with { type: 'json' };
import { onMobileOnly } from './support/projects';

onMobileOnly('hydration checks');

for (const path of routes.public) {
  test(`${path}: islands below the first screen wait until they are seen`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const early = await page.evaluate(() =>
      [...document.querySelectorAll('astro-island[client="painted"]')]
        .filter((island) => {
          const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as {
            value?: 'visible' | { rootMargin?: string };
          };
          return opts.value === 'visible' || typeof opts.value === 'object';
        })
        .filter((island) => {
          const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: { rootMargin?: string } };
          const margin =
            Number.parseFloat((typeof opts.value === 'object' && opts.value.rootMargin) || '0') || 0;
          // The island itself has no box (display: contents); where it sits is its parent's box.
          const top = island.parentElement!.getBoundingClientRect().top;
          return top > window.innerHeight + margin && !island.hasAttribute('ssr');
        })
        .map((island) => island.getAttribute('component-url')),
    );
    expect(early, `islands hydrated before they were seen on ${path}`).toEqual([]);
  });
}

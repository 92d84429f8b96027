/**
 * Issue 41 item 2: no public or portal route is wider than a 360 px phone; a table wider than that
 * scrolls inside its own box, which shows it has more to the side.
 */
import { expect, test, type Page } from '@playwright/test';
import { drawBracket } from '../src/domain/bracket';
import routes from './routes.json' with { type: 'json' };
import { onMobileOnly } from './support/projects';
import { GATED_AS, signInAs } from './support/session';

/** The narrowest phone the league's families use. */
const NARROW = { width: 360, height: 780 };

onMobileOnly('The width checks');
test.use({ viewport: NARROW });

/** The document's width once the page has settled (its islands drawn and their reads in). */
async function widthOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The routes of `paths` wider than the phone, with their widths. */
async function tooWide(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    const width = await widthOf(page, path);
    if (width > NARROW.width) wide.push(`${path}: ${width} px`);
  }
  return wide;
}

test('every public route fits a 360 px phone, and the standings scroll in their own box', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(await tooWide(page, routes.public)).toEqual([]);

  // The calendar's widest parts: the standings (nine columns) and the schedule.
  await page.goto('/calendar');
  const standings = page.getByRole('region', { name: /standings$/ }).first();
  await expect(standings).toBeVisible();
  const box = await standings.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    cue: getComputedStyle(element).backgroundImage,
  }));
  expect(box.scrolls).toBe(true);
  expect(box.cue).toContain('radial-gradient');
  await expect(standings.getByRole('columnheader', { name: 'Win %' })).toBeAttached();
  await page.getByRole('tab', { name: 'Schedule' }).first().click();
  await expect(page.getByRole('tabpanel').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
});

test('every gated route and every section of the league office fits a 360 px phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const wide: string[] = [];
  for (const [path, who] of Object.entries(GATED_AS)) {
    const context = await browser.newContext({ viewport: NARROW, isMobile: true, hasTouch: true });
    try {
      const tab = await context.newPage();
      // The widest thing a season card holds: an eight-team bracket, three rounds side by side. Every
      // season read gets one, so the portals' cards are measured with it whatever other tests stored.
      await tab.route(/\/api\/events\/seasons\/\?/, async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        const teams = Array.from({ length: 8 }, (_, i) => `Wide Bracket Team Number ${i + 1}`);
        for (const season of body.results ?? []) {
          season.brackets = [{ id: 1, title: 'Playoffs', ...drawBracket(teams) }];
        }
        await route.fulfill({ response, json: body });
      });
      await signInAs(tab, request, who);
      wide.push(...(await tooWide(tab, [path])));
    } finally {
      await context.close();
    }
  }
  await signInAs(page, request, 'staff@demo.test');
  // The printable team roster (issue 41 item 5), a gated page of its own with a team in its address.
  await page.goto('/portal/office#teams');
  const print = page.getByRole('link', { name: /^Print the roster of / }).first();
  wide.push(...(await tooWide(page, [(await print.getAttribute('href'))!])));
  await page.goto('/portal/office');
  // On a phone the list is folded behind its button: the links are there, hidden.
  const links = page.locator('nav[aria-label="Office sections"] a');
  await expect(links.first()).toBeAttached();
  const sections = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')!));
  expect(sections.length).toBeGreaterThan(10);
  wide.push(
    ...(await tooWide(
      page,
      sections.map((hash) => `/portal/office${hash}`),
    )),
  );
  expect(wide).toEqual([]);
});

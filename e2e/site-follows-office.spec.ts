/**
 * Issue 18's Done-when, against `npm start` itself (scripts/start.ts: SITE_BUILD_MODE=local, a
 * fresh data folder, a free port): staff on a phone at /portal/office create a venue, a program, a
 * season with three games, a news article and a gold sponsor (with an uploaded picture and logo);
 * within a minute of the last save the built /programs, /locations, /calendar, /news and /sponsors
 * pages, opened with JavaScript off, show them, and the office says "Live". Then `npm start` is
 * started again with a build command that fails (SITE_BUILD_COMMAND): the previous site keeps
 * serving, uploaded images included, and the office says the update failed.
 *
 * One start for the whole flow (and one more for the failure); the playwright config's own test
 * server is not used. About 2 minutes on a loaded 2-core machine (README, Tests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { freePort } from '../scripts/free-port';
import { NpmStart } from './support/npm-start';
import { runSeasonInOffice, seasonRecords, type SeasonRecords } from './support/office';
import { onMobileOnly, phoneContext } from './support/projects';
import { signInAs } from './support/session';

onMobileOnly('the site following the office');

/** Each public page, opened with JavaScript off, shows what the office created. */
async function expectBuiltPages(visitor: Page, records: SeasonRecords, timeout: number) {
  const { program, venue, season, article, sponsor, place } = records;
  const shows = async (path: string, check: () => Promise<void>) => {
    await expect(async () => {
      await visitor.goto(path);
      await check();
    }, path).toPass({ timeout: Math.max(timeout - Date.now(), 1_000), intervals: [1_000] });
  };
  const quick = { timeout: 1_000 };
  await shows('/programs', async () => {
    await expect(visitor.getByRole('heading', { name: program })).toBeVisible(quick);
  });
  await shows('/locations', async () => {
    const card = visitor.getByRole('button', { name: new RegExp(`^${venue}`) });
    await expect(card).toBeVisible(quick);
    await expect(card).toContainText(`${place.city}, ${place.state}${place.street}`);
  });
  await shows('/calendar', async () => {
    const card = visitor.getByRole('article').filter({ hasText: season });
    await expect(card).toBeVisible(quick);
    // The scored game's teams, in the standings the page is built with.
    await expect(card.getByRole('rowheader', { name: 'Storm' })).toBeVisible(quick);
    await expect(card.getByRole('rowheader', { name: 'Hawks' })).toBeVisible(quick);
  });
  await shows('/news', async () => {
    await expect(visitor.getByRole('link', { name: article }).first()).toBeVisible(quick);
  });
  await shows('/sponsors', async () => {
    await expect(visitor.getByRole('heading', { name: sponsor })).toBeVisible(quick);
  });
}

/** The uploaded picture on /news and the article page, and the sponsor's logo: served by the API. */
async function expectUploadedImages(visitor: Page, records: SeasonRecords) {
  await visitor.goto('/news');
  const picture = visitor.getByRole('img', { name: 'Players lined up for the opening kickoff' }).first();
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/[0-9a-f-]{36}\.png$/);
  await expect(picture).toHaveAttribute('width', '640');
  await expect(picture).toHaveAttribute('height', '360');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await visitor.getByRole('link', { name: records.article }).first().click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(records.article);
  const top = visitor.getByRole('img', { name: 'Players lined up for the opening kickoff' });
  await expect(top).toHaveAttribute('width', '1280');
  await expect.poll(() => top.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await visitor.goto('/sponsors');
  const logo = visitor
    .getByRole('article')
    .filter({ has: visitor.getByRole('heading', { name: records.sponsor }) })
    .locator('img');
  await expect(logo).toHaveAttribute('src', /^\/api\/media\/[0-9a-f-]{36}\.png$/);
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('the public site follows the office under npm start', () => {
  let server: NpmStart;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    server = new NpmStart(await freePort(), mkdtempSync(join(tmpdir(), 'league-follows-')));
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  test('staff create a season’s records on a phone; the built pages show them within a minute and the office says Live; a failed build leaves the last good site serving and the office says so', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const began = Date.now();
    await server.start();
    const started = Date.now();

    const staff = await phoneContext(browser, server.url);
    const visitor = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    contexts.push(staff, visitor);
    const office = await staff.newPage();
    const { access } = await signInAs(office, office.request, 'staff@demo.test');
    await office.goto('/portal/office');
    const badge = office.getByRole('status').filter({ hasText: 'Public site:' });
    await expect(badge).toHaveText('Public site: Live');

    // An Alabama venue: the /locations cards built into the page list AL first.
    const records = seasonRecords({
      street: '101 Kirkland St',
      city: 'Abbeville',
      state: 'AL',
      zip: '36310',
    });
    await runSeasonInOffice(office, records);
    const lastSave = Date.now();

    const page = await visitor.newPage();
    await expectBuiltPages(page, records, lastSave + 60_000);
    const shown = Date.now();
    await expectUploadedImages(page, records);

    // The office, opened again, says the site is live with everything above.
    await expect
      .poll(
        async () => {
          const res = await office.request.get('/api/office/site/', {
            headers: { Authorization: `Bearer ${access}` },
          });
          const status = (await res.json()) as {
            state: string;
            pending: boolean;
            finished_at: string | null;
          };
          return (
            status.state === 'live' && !status.pending && Date.parse(status.finished_at ?? '') > lastSave
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await office.reload();
    await expect(badge).toHaveText('Public site: Live');
    const live = Date.now();

    // Started again with a build that fails: the last good site serves on, and the office says so.
    await server.stop();
    await server.start({ SITE_BUILD_COMMAND: 'echo "Build refused by the end-to-end test" >&2; exit 3' });
    expect(server.output).toContain('the last good build stays live, and the build is tried again shortly');
    await office.reload();
    await expect(badge).toHaveText(/^Public site: Update failed — last good site from \d{2}:\d{2} is live$/);
    await office.getByText('Why the update failed').click();
    await expect(office.locator('.site-status-log pre')).toContainText(
      'Build refused by the end-to-end test',
    );
    await expect(office.locator('.site-status-log pre')).toContainText('SITE_BUILD_COMMAND failed (exit 3).');
    await expectBuiltPages(page, records, Date.now() + 30_000);
    await expectUploadedImages(page, records);

    const seconds = (from: number, to: number) => Math.round((to - from) / 1000);
    console.log(
      `npm start e2e: start ${seconds(began, started)} s, office flow ${seconds(started, lastSave)} s, ` +
        `pages shown ${seconds(lastSave, shown)} s after the last save, live ${seconds(lastSave, live)} s, ` +
        `failed restart ${seconds(live, Date.now())} s, total ${seconds(began, Date.now())} s`,
    );
  });
});

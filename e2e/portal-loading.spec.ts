/**
 * How a portal arrives on a phone (scripts/island-preload.ts, src/stores/session.ts): with a stored
 * session its own script is fetched while /auth/me/ is still on its way, yet nothing is drawn until
 * the session has loaded (spec 1 §2.1); then the greeting comes before the portal's own reads; a
 * visitor without a session fetches none of the portal.
 */
import { expect, test, type Locator } from '@playwright/test';
import { hold } from './support/hold';
import { signInAs } from './support/session';
import { onMobileOnly } from './support/projects';

onMobileOnly('portal loading');

const PORTAL = '/portal/parent';
const portalScript = (url: string) => /\/_astro\/ParentPortal\.[\w-]+\.js$/.test(new URL(url).pathname);

test('the portal’s script is fetched while the session loads, and nothing is drawn before it has', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'parent@demo.test');
  const releaseMe = await hold(page, (url) => url.pathname === '/api/auth/me/');
  const script = page.waitForRequest((req) => portalScript(req.url()));

  await page.goto(PORTAL);
  await script;
  // The session is still loading: the gate draws nothing.
  expect(await page.locator('.portal-page').innerText()).toBe('');
  await expect(page.locator('main h1')).toHaveCount(0);

  releaseMe();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tanya' })).toBeVisible();
});

test('the greeting is on screen before the portal’s own reads are in, with dashes for its numbers', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'parent@demo.test');
  const releaseChildren = await hold(page, (url) => url.pathname === '/api/auth/children/');

  await page.goto(PORTAL);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tanya' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your portal…' })).toBeVisible();
  const athletes = page.locator('.metric').filter({ hasText: 'Athletes' }).locator('dd');
  await expect(athletes).toHaveText('–');

  releaseChildren();
  await expect(athletes).toHaveText(/^\d+$/);
  await expect(page.getByRole('heading', { name: 'Add an athlete' })).toBeVisible();
});

test('a visitor without a session fetches none of the portal and goes to the login page', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (portalScript(req.url())) fetched.push(req.url());
  });
  await page.goto(PORTAL);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(PORTAL)}`);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
});

/** Lets a held answer through and checks that `drawn` is where it was once `arrived` has passed. */
async function staysPut(drawn: Locator, release: () => void, arrived: () => Promise<void>) {
  const before = await drawn.boundingBox();
  release();
  await arrived();
  expect((await drawn.boundingBox())?.y).toBe(before?.y);
}

test('the office does not move when the public site’s status arrives', async ({ page, request }) => {
  await signInAs(page, request, 'staff@demo.test');
  const releaseStatus = await hold(page, (url) => url.pathname === '/api/office/site/');

  await page.goto('/portal/office');
  const status = page.getByRole('status').filter({ hasText: 'Public site:' });
  await expect(status).toHaveText('Public site: checking…');
  await staysPut(page.locator('.office-layout'), releaseStatus, () =>
    expect(status).toHaveText('Public site: Live'),
  );
});

test('the coach’s hero keeps its shape until the program is known: its cards do not move', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'coach@demo.test');
  const releaseRequests = await hold(page, (url) => url.pathname === '/api/events/calendar-editor-requests/');

  await page.goto('/portal/coach');
  const hero = page.getByRole('region', { name: /^Welcome/ });
  await expect(hero.locator('.portal-intro')).toHaveText('Current program: –');
  await staysPut(hero.locator('.metric-row'), releaseRequests, () =>
    expect(hero.locator('.portal-intro')).toHaveText(/^Current program: \w/),
  );
});

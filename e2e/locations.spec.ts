/**
 * Locations (spec 1 §2.7, §5, §8, §9) and the home map preview (§2.3) as a visitor sees them. The
 * live API answers are faked with page.route where a test needs particular venues; the JS-off test
 * reads the built page from the snapshot.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { LOCATION_CARDS_PER_PAGE } from '../src/domain/locations';
import type { Location, Program } from '../src/domain/types';

const EMPTY =
  'No locations match your filters yet. Clear the search or explore the map to see every active venue.';

const venue = (
  id: number,
  name: string,
  city: string,
  state: string,
  zip: string,
  lat: unknown,
  lng: unknown,
) =>
  ({
    id,
    name,
    city,
    state,
    postal_code: zip,
    latitude: lat,
    longitude: lng,
    address_line1: `${id} Stadium Drive`,
    active: true,
  }) as Location;

/** Venues spread far enough apart that no two share a cluster at the initial zoom. */
const VENUES: Location[] = [
  venue(1, 'Oxford Sports Complex', 'Oxford', 'MS', '38655', 34.366, -89.519),
  venue(2, 'Oxford Community Field', 'Oxford', 'MS', '38654', '34.34', '-89.60'),
  venue(3, 'Batesville Rec Center', 'Batesville', 'MS', '38606', 34.311, -89.944),
  venue(4, 'Memphis Park', 'Memphis', 'TN', '38103', 35.149, -90.049),
  venue(5, 'Jackson Sports Complex', 'Jackson', 'MS', '39201', 32.299, -90.184),
  venue(6, 'Tupelo Field', 'Tupelo', 'MS', '38801', 34.258, -88.703),
  venue(7, 'Little Rock Arena', 'Little Rock', 'AR', '72201', 34.746, -92.289),
  venue(8, 'Birmingham Fields', 'Birmingham', 'AL', '35203', 33.52, -86.81),
  venue(9, 'Hattiesburg Park', 'Hattiesburg', 'MS', '39401', 31.327, -89.29),
  venue(10, 'Meridian Gym', 'Meridian', 'MS', '39301', 32.364, -88.703),
  venue(11, 'Huntsville Courts', 'Huntsville', 'AL', '35801', 34.73, -86.586),
  venue(12, 'Grenada Gym (no coordinates)', 'Grenada', 'MS', '38901', null, ''),
];

const PROGRAMS: Program[] = [
  { id: 'flag', name: 'NFL Flag Boys', locations: [{ id: 1, name: 'Oxford Sports Complex' }], active: true },
  { id: 'nba', name: 'Jr. NBA', locations: ['Memphis Park'], active: true },
];

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers GET /api/locations/ and /api/programs/ like the server (filters by state__in too). */
async function fakeApi(page: Page, venues: Location[] = VENUES, programs: Program[] = PROGRAMS) {
  await page.route(
    (url) => url.pathname === '/api/locations/',
    (route) => {
      const url = new URL(route.request().url());
      const states = url.searchParams.get('state__in')?.split(',');
      const results = states ? venues.filter((v) => states.includes(v.state)) : venues;
      return json(route, 200, { count: results.length, next: null, previous: null, results });
    },
  );
  await page.route(
    (url) => url.pathname === '/api/programs/',
    (route) => json(route, 200, { count: programs.length, next: null, previous: null, results: programs }),
  );
}

/** Collects console errors and any request to a host other than the site's. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== 'localhost') problems.push(`outside request: ${request.url()}`);
  });
  return problems;
}

/** Opens a page and waits for the island's live load of the venues (the machine may be slow). */
async function open(page: Page, path: string) {
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/locations/');
  await page.goto(path);
  await loaded;
}

/** Scrolls the map into view (it loads Leaflet only then) and waits until it is drawn. */
async function showMap(page: Page) {
  await map(page).scrollIntoViewIfNeeded();
  await expect(map(page).locator('[data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
}

/** The county names shown inside the map's frame (the others are placed off screen). */
const countiesInView = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('.league-map')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('.league-county-label')]
      .filter((label) => {
        const box = label.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        return x > frame.left && x < frame.right && y > frame.top && y < frame.bottom;
      })
      .map((label) => label.textContent);
  });

const cards = (page: Page) => page.locator('.location-card');
const zipField = (page: Page) => page.getByLabel('ZIP code');
const map = (page: Page) => page.getByRole('region', { name: 'Map of league venues' });

test.describe('locations', () => {
  test('?zip=386 filters by ZIP prefix and mirrors the ZIP in the URL; Clear removes it', async ({
    page,
  }) => {
    await fakeApi(page);
    await open(page, '/locations?zip=386');
    await expect(zipField(page)).toHaveValue('386');
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).locator('.location-card__name')).toHaveText([
      'Oxford Sports Complex',
      'Oxford Community Field',
      'Batesville Rec Center',
    ]);
    await expect(page).toHaveURL(/\/locations\?zip=386$/);

    await zipField(page).fill('3865');
    await expect(page).toHaveURL(/\/locations\?zip=3865$/);
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(zipField(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(LOCATION_CARDS_PER_PAGE);
  });

  test('shows the exact empty state when no venue matches', async ({ page }) => {
    await fakeApi(page);
    await open(page, '/locations');
    await zipField(page).fill('999');
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\?zip=999$/);
  });

  test('matches the city exactly, case-insensitively', async ({ page }) => {
    await fakeApi(page);
    await open(page, '/locations');
    await page.getByLabel('City').selectOption('Oxford');
    await expect(cards(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\/locations$/);
  });

  test('auto-selects the only remaining result and flies the map to it', async ({ page }) => {
    await fakeApi(page);
    await open(page, '/locations?zip=38655');
    const card = cards(page).first();
    await expect(cards(page)).toHaveCount(1);
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toHaveAttribute('aria-current', 'location');
    await showMap(page);
    const popup = page.locator('.leaflet-popup-content');
    await expect(popup).toContainText('Oxford Sports Complex');
    await expect(popup.getByRole('link', { name: 'Sign in to learn more' })).toHaveAttribute(
      'href',
      '/login?next=/programs',
    );
  });

  test('clears a selection that drops out of the list', async ({ page }) => {
    await fakeApi(page);
    await open(page, '/locations');
    await cards(page).filter({ hasText: 'Memphis Park' }).click();
    await expect(cards(page).filter({ hasText: 'Memphis Park' })).toHaveAttribute('aria-pressed', 'true');
    await zipField(page).fill('38');
    await expect(cards(page).filter({ hasText: 'Memphis Park' })).toHaveAttribute('aria-pressed', 'true');
    await zipField(page).fill('386');
    await expect(page.locator('.location-card[aria-pressed="true"]')).toHaveCount(0);
  });

  test('a venue without programs says programs are coming soon', async ({ page }) => {
    await fakeApi(page);
    await open(page, '/locations');
    await cards(page).filter({ hasText: 'Tupelo Field' }).click();
    await showMap(page);
    const popup = page.locator('.leaflet-popup-content');
    await expect(popup).toContainText('Tupelo Field');
    await expect(popup).toContainText('Programs coming soon.');
    await expect(popup.getByRole('link')).toHaveCount(0);
  });

  test('hovering a card highlights its marker', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'hover is a pointer interaction; phones have none');
    await fakeApi(page);
    await open(page, '/locations');
    await showMap(page);
    const marker = page.locator('img.leaflet-marker-icon[title="Little Rock Arena"]');
    await expect(marker).toHaveAttribute('src', '/map/marker.svg');
    await cards(page).filter({ hasText: 'Little Rock Arena' }).hover();
    await expect(marker).toHaveAttribute('src', '/map/marker-active.svg');
  });

  test('pages through the cards', async ({ page }) => {
    await fakeApi(page);
    await open(page, '/locations');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('navigation', { name: 'Venue pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL('/locations/page/2');
    await expect(cards(page)).toHaveCount(VENUES.length - LOCATION_CARDS_PER_PAGE);
  });

  test('draws markers without a tile server, skips venues without coordinates, and logs no errors', async ({
    page,
  }) => {
    const problems = watch(page);
    await fakeApi(page);
    await open(page, '/locations');
    await showMap(page);
    await expect(page.locator('.leaflet-tile')).toHaveCount(0);
    const markers = page.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    // Clusters show how many venues they hold; the built page's venues may still be fading out.
    const total = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon')]
          .map((icon) => Number(icon.querySelector('span')?.textContent ?? 1))
          .reduce((sum, n) => sum + n, 0),
      );
    await expect.poll(total).toBe(VENUES.length - 1);
    await expect(page.locator('img[title="Grenada Gym (no coordinates)"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("draws the league states' outlines under the markers, and county names closer in", async ({
    page,
  }) => {
    await fakeApi(page);
    await open(page, '/locations');
    await showMap(page);
    const outlines = map(page).locator('.leaflet-league-outlines-pane path');
    // Land of the league states, county borders, state borders.
    await expect(outlines).toHaveCount(3);
    const stack = await page.evaluate(() =>
      ['league-outlines', 'marker'].map((pane) =>
        Number(getComputedStyle(document.querySelector(`.leaflet-${pane}-pane`)!).zIndex),
      ),
    );
    expect(stack[0]).toBeLessThan(stack[1]!);
    // The whole league in view: no county names yet.
    expect(await countiesInView(page)).toEqual([]);

    // Picking a venue (Oxford, in Lafayette County, MS) flies to it at zoom 12: its county is named.
    await cards(page).filter({ hasText: 'Oxford Sports Complex' }).click();
    await expect(page.locator('.leaflet-popup-content')).toContainText('Oxford Sports Complex');
    // Arkansas has a Lafayette County too, far off screen.
    await expect.poll(() => countiesInView(page)).toContain('Lafayette');
    const marker = page.locator('img.leaflet-marker-icon[title="Oxford Sports Complex"]');
    const land = await outlines.first().boundingBox();
    const pin = await marker.boundingBox();
    expect(land && pin && pin.x >= land.x && pin.x + pin.width <= land.x + land.width).toBe(true);
  });

  test('the live page with the real API shows markers and logs no console errors', async ({ page }) => {
    const problems = watch(page);
    await open(page, '/locations');
    await showMap(page);
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test("says 'Failed to load map data' when the map's files cannot load; the venue list still works", async ({
    page,
  }) => {
    await fakeApi(page);
    await page.route(
      (url) => url.pathname.startsWith('/_astro/') && url.pathname.includes('map-styles'),
      (route) => route.abort(),
    );
    await open(page, '/locations');
    await map(page).scrollIntoViewIfNeeded();
    await expect(map(page).getByRole('alert')).toHaveText('Failed to load map data');
    await zipField(page).fill('386');
    await expect(cards(page)).toHaveCount(3);
  });

  test('asks for the active programs, 100 a page, to match them to venues', async ({ page }) => {
    await fakeApi(page);
    const programs = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/programs/');
    await page.goto('/locations');
    const query = new URL((await programs).url()).searchParams;
    expect(query.get('page_size')).toBe('100');
    expect(query.get('active')).toBe('true');
  });

  test('shows the hero metrics', async ({ page }) => {
    await fakeApi(page);
    await open(page, '/locations');
    const metrics = page.locator('.locations-metrics');
    await expect(metrics.getByText('Active venues')).toBeVisible();
    await expect(metrics.locator('dd')).toHaveText(['12', '4', '2']);
  });

  test.describe('errors', () => {
    test('a failed venue load shows the detail, else the fallback', async ({ page }) => {
      await page.route('**/api/locations/**', (route) => json(route, 500, { detail: 'Venues are resting.' }));
      await open(page, '/locations');
      await expect(page.getByRole('alert').filter({ hasText: 'Venues are resting.' })).toBeVisible();
    });

    test('without a detail the venue error reads Failed to load locations', async ({ page }) => {
      await page.route('**/api/locations/**', (route) => json(route, 500, {}));
      await open(page, '/locations');
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to load locations' })).toBeVisible();
    });

    test('a failed program load reads Unable to sync locations: {detail}', async ({ page }) => {
      await fakeApi(page);
      await page.route('**/api/programs/**', (route) => json(route, 503, { detail: 'Programs offline' }));
      await open(page, '/locations');
      await expect(page.locator('.locations').getByRole('alert')).toHaveText(
        'Unable to sync locations: Programs offline',
      );
      await expect(cards(page)).toHaveCount(LOCATION_CARDS_PER_PAGE);
    });
  });
});

test.describe('locations with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('lists the first page of venues from the snapshot', async ({ page }) => {
    const snapshot = (
      JSON.parse(readFileSync('content/snapshots/locations.json', 'utf8')) as { data: Location[] }
    ).data;
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.locations-metrics dd').first()).toHaveText(
      String(snapshot.filter((v) => v.active !== false).length),
    );
    const expected = snapshot.slice(0, LOCATION_CARDS_PER_PAGE).map((v) => v.name);
    await expect(cards(page).locator('.location-card__name')).toHaveText(expected);
    if (expected.length === 0) await expect(page.getByText(EMPTY)).toBeVisible();
  });

  test('reaches every venue through the page links to the built pages (issue 41 item 12)', async ({
    page,
  }) => {
    const snapshot = (
      JSON.parse(readFileSync('content/snapshots/locations.json', 'utf8')) as { data: Location[] }
    ).data;
    expect(snapshot.length).toBeGreaterThan(LOCATION_CARDS_PER_PAGE);
    await page.goto('/locations');
    const pager = page.getByRole('navigation', { name: 'Venue pages' });
    const seen: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      await expect(pager).toContainText(`Page ${pageNumber} of `);
      seen.push(...(await cards(page).locator('.location-card__name').allInnerTexts()));
      const next = pager.getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(`/locations/page/${pageNumber + 1}`);
    }
    expect(seen).toEqual(snapshot.map((v) => v.name));
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/locations(\/page\/\d+)?$/);
  });
});

test.describe('home map preview', () => {
  test('loads the outlines with the map, once it scrolls into view, and from the site only', async ({
    page,
  }) => {
    const problems = watch(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain('/map/outlines.json');

    const outlines = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/map/outlines.json',
    );
    await map(page).scrollIntoViewIfNeeded();
    expect((await outlines).status()).toBe(200);
    await expect(map(page).locator('.leaflet-league-outlines-pane path')).toHaveCount(3);
    await expect(map(page).locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('says the map data is unavailable when /api/locations/ fails', async ({ page }) => {
    await page.route('**/api/locations/**', (route) => json(route, 500, { detail: 'Down' }));
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Browse all locations' });
    await link.scrollIntoViewIfNeeded();
    await expect(page.getByText('Unable to load map locations right now.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Map data temporarily unavailable.')).toBeVisible();
    await expect(link).toHaveAttribute('href', '/locations');
  });

  test('loads the venues of the four league states, page size 200', async ({ page }) => {
    const calls: URL[] = [];
    await fakeApi(page);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/locations/') calls.push(url);
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse all locations' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(/^12 venues across/)).toBeVisible({ timeout: 20_000 });
    expect(calls[0]?.searchParams.get('state__in')).toBe('MS,TN,AR,AL');
    expect(calls[0]?.searchParams.get('page_size')).toBe('200');
  });
});

/**
 * Home (spec 1 §2.3, §5, §8, §9) as a visitor sees it: ZIP search, the Search Programs carousel,
 * the slideshow, the hero video and its poster on phones, the highlights embed, social feeds, the
 * gold spotlight, the See All modal and the partners grid. Timers run on Playwright's fake clock;
 * live API answers are faked with page.route where a test needs particular data.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from './support/axe';
import { LAST_ZIP_KEY, usableFeeds } from '../src/domain/home';
import type { SocialFeed } from '../src/domain/types';

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const page1 = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/** The social feeds the build read (an empty default until a snapshot is taken). */
function snapshotFeeds(): SocialFeed[] {
  try {
    const file = JSON.parse(readFileSync('content/snapshots/social-feeds.json', 'utf8')) as {
      data?: SocialFeed[];
    };
    return usableFeeds(file.data ?? []);
  } catch {
    return [];
  }
}

/** Fake timers, paused: rotations move only when a test runs the clock. */
/**
 * Opens the home page once its scripts, which start after the first paint (scripts/after-paint.ts),
 * have defined its slideshow and carousel: a test that moves a paused clock needs their timers set.
 */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('hero-slideshow:defined, search-carousel:defined')).toHaveCount(2);
}

/**
 * The home page on a paused clock, its scripts running. A page starts its scripts once a frame after
 * its parse is painted (requestAnimationFrame, then a task: src/lib/inline-scripts.ts), which a
 * paused clock holds; the clock moves on in small steps until the page says it has started them.
 */
async function openHomeOnPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2025-09-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2025-09-01T12:05:00Z'));
  await page.goto('/');
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.evaluate(() => document.documentElement.hasAttribute('data-painted'));
    })
    .toBe(true);
  await expect(page.locator('hero-slideshow:defined, search-carousel:defined')).toHaveCount(2);
}

/** Live partner and sponsor refreshes answer with an empty list unless a test says otherwise. */
async function quietApi(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/api/sponsors/'),
    (route) => json(route, 200, page1([])),
  );
}

test.describe('ZIP search', () => {
  test.beforeEach(async ({ page }) => {
    await quietApi(page);
    await openHome(page);
  });

  test('allows at most 5 characters and shows a numeric keypad', async ({ page }) => {
    const zip = page.getByLabel('Find venues near you by ZIP code');
    await expect(zip).toHaveAttribute('maxlength', '5');
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
  });

  test("'12' does nothing", async ({ page }) => {
    const zip = page.getByLabel('Find venues near you by ZIP code');
    await zip.fill('12');
    await zip.press('Enter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_ZIP_KEY)).toBeNull();
  });

  test("' 38654 ' goes to /locations?zip=38654 and is saved as the last ZIP", async ({ page }) => {
    const zip = page.getByLabel('Find venues near you by ZIP code');
    // Autofill can put a padded value in the field; typing cannot pass maxlength.
    await zip.evaluate((input: HTMLInputElement) => (input.value = ' 38654 '));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/locations?zip=38654');
    expect(new URL(page.url()).search).toBe('?zip=38654');
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_ZIP_KEY)).toBe('38654');
  });

  test('a typed 3-digit ZIP is searched too', async ({ page }) => {
    await page.getByLabel('Find venues near you by ZIP code').pressSequentially('386');
    await page.getByLabel('Find venues near you by ZIP code').press('Enter');
    await page.waitForURL('**/locations?zip=386');
  });
});

test.describe('Search Programs carousel', () => {
  test.beforeEach(async ({ page }) => {
    await quietApi(page);
    await openHomeOnPausedClock(page);
  });

  const dots = (page: Page) => page.locator('search-carousel [data-dot]');
  const current = (page: Page) => page.locator('search-carousel [data-dot][aria-current="true"]');

  test('shows its title, the call-to-action button and one dot per slide', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Search Programs' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Search Programs' });
    await expect(card.getByRole('link', { name: 'Register Now', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(dots(page)).toHaveCount(5);
    await expect(dots(page).first()).toHaveAttribute('aria-current', 'true');
  });

  test('advances every 2000 ms and pauses on hover', async ({ page }) => {
    await page.clock.runFor(1999);
    await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(1);
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');

    await page.locator('search-carousel').hover();
    await page.clock.runFor(6000);
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(2000);
    await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('previous and next wrap around; dots pick a slide', async ({ page }) => {
    const slides = page.locator('search-carousel [data-carousel-slide]');
    await page.getByRole('button', { name: 'Previous program' }).click();
    await expect(dots(page).nth(4)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(4)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');

    await page.getByRole('button', { name: 'Next program' }).click();
    await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');

    await dots(page).nth(2).click();
    await expect(current(page)).toHaveCount(1);
    await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true');
    // Focus inside pauses the rotation.
    await page.clock.runFor(10_000);
    await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('the Pause carousel button stops and restarts the rotation', async ({ page }) => {
    const pause = page.getByRole('button', { name: 'Pause carousel' });
    await pause.click();
    await page.locator('#home-title').click();
    await page.clock.runFor(6000);
    await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Play carousel' }).click();
    await page.locator('#home-title').click();
    await page.clock.runFor(2000);
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('Search Programs carousel on touch screens', () => {
  test.use({ hasTouch: true });

  test('a finger resting on the carousel pauses it until it lifts', async ({ page }) => {
    await quietApi(page);
    await openHomeOnPausedClock(page);
    const touch = (type: 'touchstart' | 'touchend') =>
      page.locator('search-carousel').evaluate((element, kind) => {
        const point = new Touch({ identifier: 1, target: element, clientX: 200, clientY: 10 });
        const touches = kind === 'touchstart' ? [point] : [];
        element.dispatchEvent(new TouchEvent(kind, { touches, changedTouches: [point] }));
      }, type);
    const dots = page.locator('search-carousel [data-dot]');
    await touch('touchstart');
    await page.clock.runFor(6000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await touch('touchend');
    await page.clock.runFor(2000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('a swipe of 48 px or more changes the slide; a shorter one does not', async ({ page }) => {
    await quietApi(page);
    await openHomeOnPausedClock(page);
    const swipe = (dx: number) =>
      page.locator('search-carousel').evaluate((element, delta) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 10 });
        element.dispatchEvent(
          new TouchEvent('touchstart', { touches: [touch(200)], changedTouches: [touch(200)] }),
        );
        element.dispatchEvent(
          new TouchEvent('touchend', { touches: [], changedTouches: [touch(200 + delta)] }),
        );
      }, dx);
    const dots = page.locator('search-carousel [data-dot]');

    await swipe(-47);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await swipe(-48);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await swipe(60);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await swipe(60);
    await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('hero slideshow', () => {
  test('loads only the first photo eagerly and changes slide every 5 s', async ({ page }) => {
    await quietApi(page);
    await openHomeOnPausedClock(page);
    const first = page.locator('hero-slideshow [data-slide] img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1280');
    await expect(page.getByRole('link', { name: 'Browse All Programs' })).toHaveAttribute(
      'href',
      '/programs',
    );

    const slides = page.locator('hero-slideshow [data-slide]');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(slides.nth(1)).toHaveClass(/is-active/);
    await expect(slides.nth(1).locator('img')).toHaveAttribute('alt', /.+/);
    await expect(page.locator('hero-slideshow [data-badge-label]')).toHaveText('Jr. NBA & Jr. WNBA');
  });
});

test.describe('grant block', () => {
  test('links to the in-portal aid application in the same tab', async ({ page }) => {
    await quietApi(page);
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Grant support for registration' })).toBeVisible();
    await expect(page.getByText(/A parent or guardian must apply/)).toBeVisible();
    const link = page.getByRole('link', { name: /Apply For Grant Support/ });
    await expect(link).toHaveAttribute('href', '/portal/parent?aid=apply');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAccessibleName('Apply For Grant Support');
  });
});

test.describe('hero video', () => {
  test('at 390 px the poster shows and no video is downloaded', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await quietApi(page);
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url());
    });
    await openHome(page);
    const frame = page.locator('hero-video');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator('img.poster')).toBeVisible();
    await expect(frame.locator('video')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Unmute' })).toBeHidden();
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);
  });

  test('on wide screens it plays muted when half visible, pauses when scrolled away, and obeys Pause/Play and Mute/Unmute', async ({
    page,
  }) => {
    test.skip(test.info().project.name === 'mobile', 'wide screens only');
    await quietApi(page);
    await openHome(page);
    const frame = page.locator('hero-video');
    const video = frame.locator('video');
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);

    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toBe('');
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(paused).toBe(false);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.loop)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(paused).toBe(true);
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(paused).toBe(false);

    await frame.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(paused).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await frame.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await paused()).toBe(true);
    await frame.getByRole('button', { name: 'Play' }).click();
    await expect.poll(paused).toBe(false);

    await frame.getByRole('button', { name: 'Unmute' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    await expect(frame.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  });
});

test.describe('highlights embed', () => {
  test('loads the player only when asked, in a sandboxed iframe', async ({ page }) => {
    await quietApi(page);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== 'localhost') outside.push(request.url());
    });
    await page.route(/youtube/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    await openHome(page);
    await page.getByRole('heading', { name: 'Game-day highlights' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(outside).toEqual([]);
    await expect(page.getByRole('link', { name: /Watch the highlights/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );

    await page.getByRole('button', { name: 'Play highlights' }).click();
    const frame = page.locator('highlights-embed iframe');
    await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed/);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frame).toHaveAttribute('title', 'Game-day highlights');
  });
});

test.describe('social feeds', () => {
  const feeds = snapshotFeeds();

  test('shows the empty state or one tab per feed, the first selected', async ({ page }) => {
    await quietApi(page);
    await openHome(page);
    if (feeds.length === 0) {
      await expect(page.getByText('Social feeds coming soon.', { exact: true })).toBeVisible();
      return;
    }
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(feeds.length);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('a chosen feed is remembered, and a feed no longer listed falls back to the first', async ({
    page,
  }) => {
    test.skip(feeds.length < 2, 'needs two feeds in the snapshot');
    await quietApi(page);
    await openHome(page);
    await page.getByRole('tab').nth(1).click();
    await page.reload();
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => localStorage.setItem('midsouth-league.social-feed', 'gone-feed'));
    await page.reload();
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  });

  test('a feed loads only on request, sandboxed without same-origin access for embed HTML', async ({
    page,
  }) => {
    test.skip(feeds.length === 0, 'needs a feed in the snapshot');
    await quietApi(page);
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.fulfill({ contentType: 'text/html', body: '<p>feed</p>' }),
    );
    await openHome(page);
    const feed = feeds[0]!;
    await page.getByRole('button', { name: `Load ${feed.label} feed` }).click();
    const frame = page.locator('social-feeds iframe');
    await expect(frame).toHaveCount(1);
    if (feed.type === 'embed') await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
  });
});

test.describe('mission, vision and program logos', () => {
  test('show the mission, the vision and program badges linking to their pages', async ({ page }) => {
    await quietApi(page);
    await openHome(page);
    await expect(page.getByText('Cultivate champions of character through sport.')).toBeVisible();
    await expect(page.getByText('Character-centred athletic programs in every community.')).toBeVisible();
    const logos = page.locator('#program-logos-title ~ ul a');
    expect(await logos.count()).toBeGreaterThan(0);
    await expect(logos.first()).toHaveAttribute('href', /^\/programs\//);
  });
});

test.describe('gold sponsor spotlight', () => {
  test('pills choose a sponsor and the spotlight rotates every 8 s', async ({ page }) => {
    await quietApi(page);
    await openHomeOnPausedClock(page);
    const pills = page.locator('sponsor-spotlight [data-pill]');
    test.skip((await pills.count()) < 2, 'needs two gold sponsors');
    const cards = page.locator('sponsor-spotlight [data-spot]');
    const names = await pills.allInnerTexts();

    await expect(cards.nth(0)).toBeVisible();
    await expect(cards.nth(1)).toBeHidden();
    await pills.nth(1).click();
    await expect(pills.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.nth(1)).toBeVisible();
    await expect(cards.nth(1).getByRole('heading')).toHaveText(names[1]!);
    await expect(cards.nth(0)).toBeHidden();

    await page.mouse.move(0, 0);
    await page.locator('#home-title').click();
    await page.clock.runFor(8000);
    await expect(cards.nth(names.length > 2 ? 2 : 0)).toBeVisible();
  });
});

test.describe('sponsor marquee and the See All modal', () => {
  test.beforeEach(async ({ page }) => {
    await quietApi(page);
    await openHome(page);
  });

  test('repeats the gold and silver list twice, the copy hidden from assistive technology', async ({
    page,
  }) => {
    const lists = page.locator('sponsor-marquee ul');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
    expect(await lists.nth(0).locator('li').count()).toBe(await lists.nth(1).locator('li').count());
  });

  test('opens on See All, lists the three tiers, locks scrolling and closes on Escape with focus back', async ({
    page,
  }) => {
    const open = page.getByRole('button', { name: 'See All' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'All sponsors' });
    await expect(dialog).toBeVisible();
    for (const tier of ['Gold', 'Silver', 'Community']) {
      await expect(dialog.getByRole('heading', { name: tier, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute('href', '/contact');
    await expect(dialog.getByRole('link', { name: 'Meet our sponsors' })).toHaveAttribute(
      'href',
      '/sponsors',
    );
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    await expect.poll(overflow).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // The page unlocks as the dialog's effect is cleaned up: wait for it rather than read it once.
    await expect.poll(overflow).not.toBe('hidden');
  });

  test('closes by its close button and by a backdrop click', async ({ page }) => {
    const open = page.getByRole('button', { name: 'See All' });
    const dialog = page.getByRole('dialog', { name: 'All sponsors' });
    await open.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test('has no WCAG 2.2 AA violations while open', async ({ page }) => {
    await page.getByRole('button', { name: 'See All' }).click();
    await expect(page.getByRole('dialog', { name: 'All sponsors' })).toBeVisible();
    expect(await axeViolations(page, '#all-sponsors')).toEqual([]);
  });

  test('keeps Tab inside while open', async ({ page }) => {
    await page.getByRole('button', { name: 'See All' }).click();
    const dialog = page.getByRole('dialog', { name: 'All sponsors' });
    const stops = await dialog.locator('a[href], button').count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });
});

test.describe('strategic partners', () => {
  const partner = (id: number) => ({
    id,
    name: `Partner ${id}`,
    description: `About partner ${id}`,
    active: true,
  });

  test('shows the first 6 partners from the live list and links onwards', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/sponsors/partners/',
      (route) =>
        json(
          route,
          200,
          page1([partner(1), { ...partner(2), active: false }, ...[3, 4, 5, 6, 7, 8].map(partner)]),
        ),
    );
    await openHome(page);
    const grid = page.locator('.sp-partners');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText([
      'Partner 1',
      'Partner 3',
      'Partner 4',
      'Partner 5',
      'Partner 6',
      'Partner 7',
    ]);
    await expect(page.getByRole('link', { name: 'Meet All Sponsors & Partners' })).toHaveAttribute(
      'href',
      '/sponsors',
    );
    await expect(page.getByRole('link', { name: 'Partner with us' })).toHaveAttribute('href', '/contact');
  });

  test("a failed load shows the server's detail in an alert and keeps the grid", async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/sponsors/partners/',
      (route) => json(route, 503, { detail: 'Partners are being updated.' }),
    );
    await openHome(page);
    const grid = page.locator('.sp-partners');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByRole('alert')).toHaveText('Partners are being updated.');
    expect(await grid.locator('li').count()).toBeGreaterThan(0);
  });

  test("a failure without detail shows 'Unable to load partners'", async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/sponsors/partners/',
      (route) => route.fulfill({ status: 500, body: 'oops' }),
    );
    await openHome(page);
    const grid = page.locator('.sp-partners');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByRole('alert')).toHaveText('Unable to load partners');
  });
});

test.describe('locations preview', () => {
  test("links to /locations with 'Browse all locations'", async ({ page }) => {
    await quietApi(page);
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Find a field near you' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all locations' })).toHaveAttribute(
      'href',
      '/locations',
    );
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every home section is in the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [
      'Search Programs',
      'Grant support for registration',
      'See the league in motion',
      'Game-day highlights',
      'Follow the league',
      'Our mission',
      'Our vision',
      'Thank you to our sponsors',
      'Strategic partners',
      'Find a field near you',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Browse All Programs' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Apply For Grant Support/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Watch the highlights/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/sponsors');
    await expect(page.locator('sponsor-marquee li').first()).toBeVisible();
    await expect(page.locator('.sp-partners li').first()).toBeVisible();
    await expect(page.locator('hero-video img.poster')).toBeVisible();
  });

  test('the ZIP form still searches /locations', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Find venues near you by ZIP code').fill('38654');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/locations?zip=38654');
  });
});

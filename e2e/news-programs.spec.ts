/**
 * News (spec 1 §2.5) and programs (§2.6) as a visitor sees them: the built pages from the snapshot,
 * with JavaScript off and on, and the live API calls of the islands (answers faked with page.route
 * where a test needs a particular answer).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { NEWS_PAGE_SIZE, byLatest, spotlight } from '../src/domain/news';
import { CATALOGUE_IDS } from '../src/domain/programs';
import type { PressArticle, Program } from '../src/domain/types';

const snapshot = <T>(name: string): T[] =>
  (JSON.parse(readFileSync(`content/snapshots/${name}.json`, 'utf8')) as { data: T[] }).data;
const articles = snapshot<PressArticle>('news').sort(byLatest);
const serverPrograms = snapshot<Program>('programs');
const pinned = (readFileSync('content/news.yaml', 'utf8').match(/^ {2}- .+$/gm) ?? []).map((line) =>
  line.replace(/^ {2}- "?|"$/g, ''),
);

const EMPTY_NEWS = 'No articles match your search. Try a different keyword.';
const CATALOGUE_TITLES = [
  'NFL FLAG Football Boys',
  'NFL FLAG Football Girls',
  'Jr. NBA Basketball',
  'Jr. WNBA Basketball',
  'Volleyball Boys',
  'Volleyball Girls',
  'Soccer Boys',
  'Soccer Girls',
  'Track & Field',
];

/** Server programs with a card of their own: one with a built-in id or title lends that card its venues. */
const ownCards = serverPrograms.filter(
  (p) =>
    p.active !== false &&
    !(CATALOGUE_IDS as readonly string[]).includes(String(p.id)) &&
    !CATALOGUE_TITLES.some((title) => title.toLowerCase() === p.name.toLowerCase()),
);

const fakeArticle = (id: number, extra: Partial<PressArticle> = {}): PressArticle => ({
  id,
  title: `Flag story ${id}`,
  content: `Story ${id} first line.\nSecond line of story ${id}.`,
  url: null,
  published_at: '2025-08-01T12:00:00Z',
  ...extra,
});

/**
 * Scrolls to the React island `component` (some hydrate on visibility) and waits until it has
 * hydrated (Astro drops its `ssr` attribute then).
 */
async function hydrated(page: Page, component: string) {
  const island = page.locator(`astro-island[component-url*="/${component}."]`);
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', { timeout: 30_000 });
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers GET /api/news/ like the server: `total` fake articles, 10 a page, filtered by `search`. */
async function fakeNewsList(page: Page, total: number) {
  const all = Array.from({ length: total }, (_, index) => fakeArticle(index + 1));
  await page.route(
    (url) => url.pathname === '/api/news/',
    (route) => {
      const url = new URL(route.request().url());
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const number = Number(url.searchParams.get('page') ?? 1);
      const matching = all.filter((a) => `${a.title} ${a.content}`.toLowerCase().includes(search));
      const results = matching.slice((number - 1) * NEWS_PAGE_SIZE, number * NEWS_PAGE_SIZE);
      const more = matching.length > number * NEWS_PAGE_SIZE;
      return json(route, 200, {
        count: matching.length,
        next: more ? `${url.origin}/api/news/?page=${number + 1}` : null,
        previous: number > 1 ? `${url.origin}/api/news/?page=${number - 1}` : null,
        results,
      });
    },
  );
}

test.describe('news without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list page shows the spotlight, the latest articles and working pages', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News and spotlights' })).toBeVisible();
    // A static page cannot search: the form gives way to a note pointing at the full list.
    await expect(page.getByRole('search')).toBeHidden();
    // (Playwright's text and role engines skip <noscript>, so the note is found by its class.)
    const note = page.locator('.news-noscript');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(
      'Searching the archive needs JavaScript. Every article is listed below, newest first, with page links.',
    );
    const latest = page.locator('.news-latest');
    if (articles.length === 0) {
      await expect(latest.getByText(EMPTY_NEWS)).toBeVisible();
      return;
    }
    const featured = spotlight(articles, pinned);
    const cards = page.locator('.news-spotlight .news-card');
    await expect(cards).toHaveCount(Math.min(3, articles.length));
    await expect(cards.first().getByRole('heading')).toHaveText(featured[0]?.title ?? '');
    await expect(latest.locator('.news-card')).toHaveCount(Math.min(NEWS_PAGE_SIZE, articles.length));
    await expect(latest.getByRole('link', { name: 'Prev' })).toHaveCount(0);
    if (articles.length > NEWS_PAGE_SIZE) {
      await expect(latest.getByText('Prev', { exact: true })).toBeVisible();
      await latest.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/news\/page\/2$/);
      await expect(page.locator('.news-latest .news-card').first().getByRole('heading')).toHaveText(
        articles[NEWS_PAGE_SIZE]?.title ?? '',
      );
      await expect(page.locator('.news-latest').getByRole('link', { name: 'Prev' })).toHaveAttribute(
        'href',
        '/news',
      );
    } else {
      await expect(latest.getByRole('link', { name: 'Next' })).toHaveCount(0);
    }
  });

  test('an article page has the back link, title, date and text with its line breaks', async ({ page }) => {
    const article = articles.find((item) => !item.url) ?? articles[0];
    test.skip(!article, 'the news snapshot is empty');
    if (!article) return;
    await page.goto(`/news/${article.id}`);
    await expect(page.getByRole('link', { name: /Back to news/ })).toHaveAttribute('href', '/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('.news-article time')).toHaveAttribute('datetime', article.published_at);
    await expect(page.locator('.news-article-body')).toContainText(
      article.content
        .split('\n')[0]!
        .replace(/[*_#`]/g, '')
        .trim()
        .slice(0, 40),
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeLessThanOrEqual(160);
  });

  test('an article with an external URL offers "Read on external site" in a new tab', async ({ page }) => {
    const article = articles.find((item) => item.url);
    test.skip(!article, 'no article with an external URL in the snapshot');
    if (!article?.url) return;
    await page.goto(`/news/${article.id}`);
    const external = page.getByRole('link', { name: /Read on external site/ });
    await expect(external).toHaveAttribute('href', article.url);
    await expect(external).toHaveAttribute('target', '_blank');
  });
});

test.describe('news with JavaScript', () => {
  test('the hero’s ring stays where it was drawn while the hero grows', async ({ page }) => {
    // The search island's script in the hero lets the browser paint before the hero's last lines
    // are parsed; the hero then grows, and a ring placed from its bottom moved with it.
    await page.goto('/news');
    const hero = page.locator('section.hero');
    const ringTop = () => hero.evaluate((element) => getComputedStyle(element, '::after').top);
    const drawn = await ringTop();
    await hero.locator('.hero-actions').evaluate((actions) => {
      const more = document.createElement('div');
      more.style.height = '120px';
      actions.append(more);
    });
    expect(await ringTop()).toBe(drawn);
  });

  test('a search with no match shows the empty state', async ({ page }) => {
    await fakeNewsList(page, 3);
    await page.goto('/news');
    await hydrated(page, 'NewsBrowser');
    await page.getByLabel('Search news').fill('zzz-nothing');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.news-latest').getByText(EMPTY_NEWS)).toBeVisible();
    await expect(page).toHaveURL(/\?q=zzz-nothing$/);
  });

  test('search results page through the live API with Prev and Next', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await fakeNewsList(page, 25);
    await page.goto('/news?q=flag');
    await hydrated(page, 'NewsBrowser');
    const latest = page.locator('.news-latest');
    await expect(latest.getByRole('heading', { name: 'Results for “flag”' })).toBeVisible();
    await expect(latest.locator('.news-card')).toHaveCount(10);
    await expect(latest.getByRole('link', { name: 'Prev' })).toHaveCount(0);
    await latest.getByRole('link', { name: 'Next' }).click();
    await expect(latest.getByText('Page 2 of 3')).toBeVisible();
    await expect(latest.locator('.news-card').first().getByRole('heading')).toHaveText('Flag story 11');
    await latest.getByRole('link', { name: 'Next' }).click();
    await expect(latest.locator('.news-card')).toHaveCount(5);
    await expect(latest.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await latest.getByRole('link', { name: 'Prev' }).click();
    await expect(latest.getByText('Page 2 of 3')).toBeVisible();
    await expect(latest.locator('.news-card').first().getByRole('link')).toHaveAttribute('href', '/news/11');
    // The search ran before the list hydrated: the list must still hydrate cleanly.
    expect(errors).toEqual([]);
  });

  test('a failed search shows the server detail, else "Failed to load news"', async ({ page }) => {
    let answer: [number, unknown] = [503, { detail: 'News is being updated.' }];
    await page.route(
      (url) => url.pathname === '/api/news/',
      (route) => json(route, ...answer),
    );
    await page.goto('/news');
    await hydrated(page, 'NewsSearch');
    await page.getByLabel('Search news').fill('flag');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('News is being updated.');
    answer = [500, {}];
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to load news');
  });

  test('an article published after the build renders from the API', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/news/9999/',
      (route) =>
        json(
          route,
          200,
          fakeArticle(9999, {
            title: 'Late-breaking flag news',
            url: 'https://news.example.org/late',
            content: 'Line one.\nLine two.\n\nA **bold** <em>finish</em>.',
          }),
        ),
    );
    await page.goto('/news/9999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Late-breaking flag news');
    await expect(page).toHaveTitle(/^Late-breaking flag news \|/);
    await expect(page.getByRole('link', { name: /Back to news/ })).toHaveAttribute('href', '/news');
    await expect(page.getByRole('link', { name: /Read on external site/ })).toHaveAttribute(
      'href',
      'https://news.example.org/late',
    );
    // The text as the site's renderer makes it: its line break kept, Markdown and markup formatted.
    const body = page.locator('.news-article-body');
    await expect(body.locator('p').first()).toHaveText('Line one.Line two.');
    await expect(body.locator('p').first().locator('br')).toHaveCount(1);
    await expect(body.locator('strong')).toHaveText('bold');
    await expect(body.locator('em')).toHaveText('finish');
  });

  test('an article id the API does not know goes to the home page', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/news/9998/',
      (route) => json(route, 404, { detail: 'Not found.' }),
    );
    await page.goto('/news/9998');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('an article that fails to load shows the detail, else "Failed to load article"', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/news/9997/',
      (route) => json(route, 500, {}),
    );
    await page.goto('/news/9997');
    await expect(page.getByRole('alert')).toHaveText('Failed to load article');
  });
});

test.describe('programs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue lists every built-in program with links, venues or /locations', async ({ page }) => {
    await page.goto('/programs');
    const cards = page.locator('.program-card');
    await expect(cards).toHaveCount(CATALOGUE_TITLES.length + ownCards.length);
    for (const title of CATALOGUE_TITLES) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Jr. NBA Basketball', exact: true })).toHaveAttribute(
      'href',
      '/programs/jr-nba',
    );
    const withoutVenues = cards.filter({ hasNot: page.locator('.venue') });
    const count = await withoutVenues.count();
    for (let index = 0; index < count; index += 1) {
      await expect(
        withoutVenues.nth(index).getByRole('link', { name: 'Browse all locations' }),
      ).toHaveAttribute('href', '/locations');
    }
    await expect(page.getByLabel('Search programs')).toBeDisabled();
  });

  test('a program page has "What it is", the season and "Register Here"', async ({ page }) => {
    await page.goto('/programs/jr-nba');
    await expect(page.getByRole('heading', { level: 1, name: 'Jr. NBA Basketball' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What it is' })).toBeVisible();
    await expect(page.getByText('Fall 2025', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Here' })).toHaveAttribute(
      'href',
      '/register?sport=BASKETBALL',
    );
    await expect(page.locator('.program-divisions li')).toHaveCount(4);
    const venues = page.locator('.program-detail .venue');
    if ((await venues.count()) === 0) {
      await expect(page.getByRole('link', { name: 'Browse all locations' })).toHaveAttribute(
        'href',
        '/locations',
      );
    }
  });
});

test.describe('programs with JavaScript', () => {
  test('search and filters narrow the catalogue, with an empty state', async ({ page }) => {
    await page.goto('/programs');
    await hydrated(page, 'ProgramCatalogue');
    const search = page.getByLabel('Search programs');
    await expect(search).toBeEnabled();
    await search.fill('VOLLEYBALL');
    await expect(page.locator('.program-card')).toHaveCount(
      2 + ownCards.filter((p) => /volleyball/i.test(p.name)).length,
    );
    await search.fill('zzz no such program');
    await expect(page.getByText(/^No programs match your filters yet/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Showing 0 of' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await page.getByLabel('Program type').selectOption('TRACK');
    await expect(page.locator('.program-card h3')).toContainText(['Track & Field']);
    await page.getByLabel('Age group').selectOption('U-13');
    await expect(page.locator('.program-card').first()).toBeVisible();
  });

  test('?sport=BASKETBALL preselects the program type', async ({ page }) => {
    await page.goto('/programs?sport=BASKETBALL');
    await hydrated(page, 'ProgramCatalogue');
    await expect(page.getByLabel('Program type')).toHaveValue('BASKETBALL');
    const titles = page.locator('.program-card h3');
    await expect(titles.filter({ hasText: 'Jr. NBA Basketball' })).toHaveCount(1);
    await expect(titles.filter({ hasText: 'Soccer' })).toHaveCount(0);
  });

  test('each venue on a card opens a maps search in a new tab', async ({ page }) => {
    const withVenues = serverPrograms.some(
      (p) => (p.locations?.length ?? 0) + (p.location_names?.length ?? 0) > 0,
    );
    test.skip(!withVenues, 'no program with venues in the snapshot');
    await page.goto('/programs');
    const map = page.getByRole('link', { name: /^View on map/ }).first();
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(map).toHaveAttribute('target', '_blank');
  });

  test('a program logo that fails to load is hidden without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/programs/logos/jr-wnba.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/programs');
    const card = page.locator('.program-card').filter({ hasText: 'Jr. WNBA Basketball' });
    // Logos below the fold load lazily: bring the card into view so its logo is requested.
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toBeHidden();
    await expect(card.getByRole('heading', { name: 'Jr. WNBA Basketball' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a program the build did not know renders from the API', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/programs/4242/',
      (route) =>
        json(route, 200, {
          id: 4242,
          name: 'Spring Flag Clinic U12',
          description: 'A four-week spring clinic.',
          sport: 'FOOTBALL',
          logo: null,
          locations: [{ id: 1, name: 'Tupelo Sports Park' }],
        }),
    );
    await page.goto('/programs/4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Spring Flag Clinic U12' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Here' })).toHaveAttribute(
      'href',
      '/register?sport=FOOTBALL',
    );
    await expect(page.getByText('Fall 2025')).toHaveCount(0);
    await expect(page.getByText('Season start to be announced')).toBeVisible();
    await expect(page.getByRole('link', { name: /^View on map/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Tupelo%20Sports%20Park',
    );
  });

  test('a 404 from the API falls back to the built-in catalogue entry, silently', async ({ page }) => {
    await page.route(
      (url) => url.pathname.toLowerCase() === '/api/programs/jr-wnba/',
      (route) => json(route, 404, { detail: 'Not found.' }),
    );
    await page.goto('/programs/JR-WNBA');
    await expect(page.getByRole('heading', { level: 1, name: 'Jr. WNBA Basketball' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register Here' })).toHaveAttribute(
      'href',
      '/register?sport=BASKETBALL',
    );
  });

  test('an id unknown to the API and the catalogue goes to the home page', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/programs/no-such-program/',
      (route) => json(route, 404, { detail: 'Not found.' }),
    );
    await page.goto('/programs/no-such-program');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('other program failures show the detail', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/programs/777/',
      (route) => json(route, 500, { detail: 'Programs are offline.' }),
    );
    await page.goto('/programs/777');
    await expect(page.getByRole('alert')).toHaveText('Programs are offline.');
  });
});

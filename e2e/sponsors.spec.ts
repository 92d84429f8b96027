/**
 * /sponsors (spec 1 §2.10, §3, §4, §8, §9) as a visitor sees it: calls to action, metrics with the
 * live sponsor and partner count, tiers in order with gold write-ups or the default thank-you, logo
 * cards, partners, optional links and the error messages. Live answers are faked with page.route.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import type { Sponsor } from '../src/domain/types';

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const SPONSORS: Sponsor[] = [
  { id: 1, name: 'Community Bakery', tier: 'bronze', active: true },
  { id: 2, name: 'Silver Spoon Diner', tier: 'silver', url: 'https://silverspoon.test/', active: true },
  {
    id: 3,
    name: 'Goldline Credit Union',
    tier: 'gold',
    write_up: 'Goldline pays for every referee clinic.',
    active: true,
  },
  { id: 4, name: 'Sunset Motors', tier: 'GOLD', write_up: '  ', active: true },
  { id: 5, name: 'Retired Sponsor', tier: 'gold', active: false },
];

const PARTNERS: Sponsor[] = [
  {
    id: 10,
    name: 'County Parks',
    description: 'Fields and lights.',
    url: 'https://parks.test/',
    active: true,
  },
  { id: 11, name: 'Officials Guild', active: true },
];

/** Answers the sponsor and partner lists in two pages each, as the server pages them. */
async function fakeLists(page: Page, sponsors: Sponsor[] = SPONSORS, partners: Sponsor[] = PARTNERS) {
  for (const [path, list] of [
    ['/api/sponsors/', sponsors],
    ['/api/sponsors/partners/', partners],
  ] as const) {
    await page.route(
      (url) => url.pathname === path,
      (route) => {
        const number = Number(new URL(route.request().url()).searchParams.get('page') ?? '1');
        const half = Math.ceil(list.length / 2);
        const results = number === 1 ? list.slice(0, half) : list.slice(half);
        const next = number === 1 ? `http://localhost${path}?page=2` : null;
        return json(route, 200, { count: list.length, next, previous: null, results });
      },
    );
  }
}

test.describe('sponsors page', () => {
  test('offers Become a Sponsor and Schedule a Call, with the static metrics', async ({ page }) => {
    await fakeLists(page);
    await page.goto('/sponsors');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Become a Sponsor' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.getByRole('link', { name: 'Schedule a Call' }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    const metrics = page.locator('dl');
    await expect(metrics.getByText('14', { exact: true })).toBeVisible();
    await expect(metrics.getByText('cities', { exact: true })).toBeVisible();
    await expect(metrics.getByText('3K+', { exact: true })).toBeVisible();
    await expect(metrics.getByText('families', { exact: true })).toBeVisible();
  });

  test('lists live sponsors by tier (gold, silver, community) and counts sponsors and partners', async ({
    page,
  }) => {
    await fakeLists(page);
    await page.goto('/sponsors');
    // The tiers island hydrates (and refreshes) when it comes into view.
    await page.locator('.sp-tiers').scrollIntoViewIfNeeded();
    const tiers = page.locator('.sp-tiers section h3');
    await expect(tiers).toHaveText(['Gold sponsors', 'Silver sponsors', 'Community sponsors']);

    const gold = page.locator('[data-tier="gold"] article');
    await expect(gold).toHaveCount(2);
    await expect(gold.nth(0)).toContainText('Goldline pays for every referee clinic.');
    await expect(gold.nth(1)).toContainText(
      "Thanks to Sunset Motors for supporting our girls' flag football program.",
    );
    await expect(page.getByText('Retired Sponsor')).toHaveCount(0);

    const silver = page.locator('[data-tier="silver"] li');
    await expect(silver).toHaveCount(1);
    await expect(silver.getByRole('link')).toHaveAttribute('href', 'https://silverspoon.test/');
    await expect(page.locator('[data-tier="community"] li')).toHaveCount(1);

    // 4 active sponsors + 2 partners (the partners list refreshes once it comes into view).
    await page.locator('.sp-partners').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-supporter-count]')).toHaveText('6');
  });

  test('lists strategic partners separately, each link optional', async ({ page }) => {
    await fakeLists(page);
    await page.goto('/sponsors');
    const partners = page.locator('.sp-partners');
    await partners.scrollIntoViewIfNeeded();
    await expect(partners.getByRole('heading', { level: 3 })).toHaveText(['County Parks', 'Officials Guild']);
    await expect(partners.getByRole('link', { name: /Visit County Parks/ })).toHaveAttribute(
      'href',
      'https://parks.test/',
    );
    await expect(partners.getByRole('link')).toHaveCount(1);
  });

  test("a failed sponsors load shows 'Failed to load sponsors' and keeps the list", async ({ page }) => {
    await fakeLists(page);
    await page.route(
      (url) => url.pathname === '/api/sponsors/',
      (route) => json(route, 500, { detail: 'Server error' }),
    );
    await page.goto('/sponsors');
    const tiers = page.locator('.sp-tiers');
    await tiers.scrollIntoViewIfNeeded();
    await expect(tiers.getByRole('alert')).toHaveText('Failed to load sponsors');
    expect(await tiers.locator('li').count()).toBeGreaterThan(0);
  });

  test("a failed partners load shows 'Failed to load partners'", async ({ page }) => {
    await fakeLists(page);
    await page.route(
      (url) => url.pathname === '/api/sponsors/partners/',
      (route) => route.abort('failed'),
    );
    await page.goto('/sponsors');
    const partners = page.locator('.sp-partners');
    await partners.scrollIntoViewIfNeeded();
    await expect(partners.getByRole('alert')).toHaveText('Failed to load partners');
  });

  test('an empty live answer keeps the built-in sponsors', async ({ page }) => {
    await fakeLists(page, [], []);
    await page.goto('/sponsors');
    await page.locator('.sp-tiers').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-tier="gold"] article').count()).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('sponsors page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the tiers and partners from the build', async ({ page }) => {
    await page.goto('/sponsors');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const visibleTiers = await page.locator('.sp-tiers section h3').allInnerTexts();
    expect(visibleTiers.length).toBeGreaterThan(0);
    const order = ['Gold sponsors', 'Silver sponsors', 'Community sponsors'];
    expect(visibleTiers).toEqual(order.filter((tier) => visibleTiers.includes(tier)));
    await expect(page.locator('[data-tier="gold"] article').first()).toBeVisible();
    await expect(page.locator('.sp-partners li').first()).toBeVisible();
    const count = Number(await page.locator('[data-supporter-count]').innerText());
    const cards = await page.locator('.sp-tiers li, .sp-partners li').count();
    expect(count).toBe(cards);
  });
});

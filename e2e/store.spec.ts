/**
 * The merchandise store (spec 3 §2, §4, §5, §8): the products with JavaScript off, the live list
 * and its load failure, and the cart (sold out, capped at inventory, quantity changes, remove),
 * which survives a reload and a visit to another page.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { gotoHydrated } from './support/session';
import { onMobileOnly } from './support/projects';

const MESSAGES = {
  loadFailed: 'We could not load merchandise right now. Please retry shortly.',
  soldOut: 'This item is currently sold out.',
  atInventory: 'Already at available inventory for this item.',
  added: 'Added to cart. Checkout opens in Phase B.',
} as const;

/** What the build read from the API (content/snapshots/store-products.json). */
const products = (
  JSON.parse(readFileSync('content/snapshots/store-products.json', 'utf8')) as {
    data: { name: string; price_cents: number; inventory: number }[];
  }
).data;

const card = (page: Page, name: string) =>
  page
    .getByTestId('products')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
const cart = (page: Page) => page.getByRole('region', { name: 'Your cart' });
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

test.describe('/estore with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('lists every product with its price from price_cents, its stock, and links to the size guides', async ({
    page,
  }) => {
    await page.goto('/estore');
    const items = page.getByTestId('products').getByRole('listitem');
    await expect(items).toHaveCount(products.length);
    for (const product of products) {
      const price = `$${(product.price_cents / 100).toFixed(2)}`;
      await expect(card(page, product.name)).toContainText(price);
    }
    const soldOut = products.find((product) => product.inventory === 0)!;
    await expect(card(page, soldOut.name)).toContainText('Sold out');
    const fewLeft = products.find((product) => product.inventory === 2)!;
    await expect(card(page, fewLeft.name)).toContainText('Only 2 left');
    await expect(page.getByRole('link', { name: 'See the size and fit guides' })).toHaveAttribute(
      'href',
      '/estore/size-guides',
    );
    await expect(cart(page)).toContainText('Your cart is empty.');
    await expect(page.locator('img[src^="/store/"]').first()).toBeVisible();
  });
});

test.describe('/estore', () => {
  onMobileOnly('store flows');

  test('the cart: sold out, capped at inventory, quantity changes, survives a reload and another page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/estore');

    await card(page, 'Championship Snapback Cap')
      .getByRole('button', { name: /Sold out/ })
      .click();
    await expect(toast(page, MESSAGES.soldOut)).toBeVisible();
    await expect(cart(page)).toContainText('Your cart is empty.');

    const hoodie = card(page, 'Sideline Hoodie').getByRole('button', { name: 'Add to cart Sideline Hoodie' });
    await hoodie.click();
    await expect(toast(page, MESSAGES.added)).toBeVisible();
    await expect(cart(page).getByLabel('Quantity of Sideline Hoodie', { exact: true })).toHaveValue('1');
    await cart(page).getByRole('button', { name: 'Increase quantity of Sideline Hoodie' }).click();
    await expect(cart(page).getByLabel('Quantity of Sideline Hoodie', { exact: true })).toHaveValue('2');
    await cart(page).getByRole('button', { name: 'Increase quantity of Sideline Hoodie' }).click();
    await expect(toast(page, MESSAGES.atInventory)).toBeVisible();
    await expect(cart(page).getByLabel('Quantity of Sideline Hoodie', { exact: true })).toHaveValue('2');
    await hoodie.click();
    await expect(cart(page).getByLabel('Quantity of Sideline Hoodie', { exact: true })).toHaveValue('2');
    await cart(page).getByRole('button', { name: 'Decrease quantity of Sideline Hoodie' }).click();
    await expect(cart(page).getByLabel('Quantity of Sideline Hoodie', { exact: true })).toHaveValue('1');
    await expect(
      cart(page).getByRole('button', { name: 'Decrease quantity of Sideline Hoodie' }),
    ).toBeDisabled();

    await card(page, 'League Game Jersey')
      .getByRole('button', { name: 'Add to cart League Game Jersey' })
      .click();
    const jersey = cart(page).getByLabel('Quantity of League Game Jersey', { exact: true });
    await jersey.fill('3');
    await expect(jersey).toHaveValue('3');
    await expect(cart(page)).toContainText('Subtotal (4 items) $190.00');
    await expect(page.getByRole('link', { name: 'View cart (4 items)' })).toBeVisible();

    await page.reload();
    await expect(cart(page).getByLabel('Quantity of League Game Jersey', { exact: true })).toHaveValue('3');
    await expect(cart(page).getByLabel('Quantity of Sideline Hoodie', { exact: true })).toHaveValue('1');

    await page.getByRole('link', { name: 'See the size and fit guides' }).click();
    await expect(page).toHaveURL(/\/estore\/size-guides$/);
    await page.goBack();
    await expect(cart(page)).toContainText('Subtotal (4 items) $190.00');

    expect(await axeViolations(page), 'axe violations with a full cart and a toast').toEqual([]);

    await cart(page).getByRole('button', { name: 'Remove Sideline Hoodie' }).click();
    await cart(page).getByRole('button', { name: 'Remove League Game Jersey' }).click();
    await expect(cart(page)).toContainText('Your cart is empty.');
    expect(await page.evaluate(() => localStorage.getItem('midsouth-league.cart.v1'))).toBeNull();
  });

  test('refreshes the list live: stock that changed since the build shows', async ({ page }) => {
    await page.route('**/api/store/products/?active=true', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { results: { name: string; inventory: number }[] };
      for (const product of body.results) if (product.name === 'League Game Jersey') product.inventory = 0;
      await route.fulfill({ response, json: body });
    });
    await gotoHydrated(page, '/estore');
    await expect(card(page, 'League Game Jersey')).toContainText('Sold out');
    await card(page, 'League Game Jersey')
      .getByRole('button', { name: /Sold out/ })
      .click();
    await expect(toast(page, MESSAGES.soldOut)).toBeVisible();
  });

  test('says so when merchandise cannot be loaded, keeps the built list, and retries', async ({ page }) => {
    let fail = true;
    await page.route('**/api/store/products/?active=true', (route) =>
      fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await gotoHydrated(page, '/estore');
    const problem = page.getByRole('alert').filter({ hasText: MESSAGES.loadFailed });
    await expect(problem).toBeVisible();
    await expect(page.getByTestId('products').getByRole('listitem')).toHaveCount(products.length);
    fail = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(problem).toHaveCount(0);
  });
});

/**
 * The merchandise store (spec 3 §2, §4, §5, §8): the products with JavaScript off, the live list
 * and its load failure, and the cart (sizes, sold out, capped at inventory, quantity changes, one
 * toast at a time, remove), which survives a reload and a visit to another page.
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
  chooseSize: 'Choose a size first.',
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

  test('the cart: sizes, sold out, capped at inventory, one toast at a time, kept across a reload and another page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/estore');

    await card(page, 'Championship Snapback Cap')
      .getByRole('button', { name: /Sold out/ })
      .click();
    await expect(toast(page, MESSAGES.soldOut)).toBeVisible();
    await expect(cart(page)).toContainText('Your cart is empty.');

    // A product sold by size: no size yet, the cart asks for one and the choice takes focus.
    const hoodie = card(page, 'Sideline Hoodie');
    const hoodieSize = hoodie.getByLabel('Size of Sideline Hoodie');
    await hoodie.getByRole('button', { name: 'Add to cart Sideline Hoodie' }).click();
    await expect(toast(page, MESSAGES.chooseSize)).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(1);
    await expect(hoodieSize).toBeFocused();
    await expect(hoodieSize.locator('option[value="S"]')).toBeDisabled();
    await expect(hoodieSize.locator('option[value="S"]')).toHaveText('S (sold out)');
    await hoodieSize.selectOption('M');
    await expect(hoodie).toContainText('Size M: only 1 left');
    await hoodie.getByRole('button', { name: 'Add to cart Sideline Hoodie' }).click();
    await expect(toast(page, MESSAGES.added)).toBeVisible();
    const hoodieLine = cart(page).getByLabel('Quantity of Sideline Hoodie, size M', { exact: true });
    await expect(hoodieLine).toHaveValue('1');
    await cart(page).getByRole('button', { name: 'Increase quantity of Sideline Hoodie, size M' }).click();
    await expect(toast(page, MESSAGES.atInventory)).toBeVisible();
    await expect(hoodieLine).toHaveValue('1');

    // Five quick adds of one size: one line of five, and one toast, not five.
    const jersey = card(page, 'League Game Jersey');
    await jersey.getByLabel('Size of League Game Jersey').selectOption('L');
    const addJersey = jersey.getByRole('button', { name: 'Add to cart League Game Jersey' });
    for (let i = 0; i < 5; i += 1) await addJersey.click();
    await expect(
      cart(page).getByLabel('Quantity of League Game Jersey, size L', { exact: true }),
    ).toHaveValue('5');
    await expect(page.locator('.toast')).toHaveCount(1);
    await expect(toast(page, MESSAGES.added)).toBeVisible();
    // Another size is another line.
    await jersey.getByLabel('Size of League Game Jersey').selectOption('S');
    await addJersey.click();
    await expect(
      cart(page).getByLabel('Quantity of League Game Jersey, size S', { exact: true }),
    ).toHaveValue('1');
    await expect(cart(page)).toContainText('Subtotal (7 items) $325.00');
    await expect(page.getByRole('link', { name: 'View cart (7 items)' })).toBeVisible();

    await page.reload();
    await expect(
      cart(page).getByLabel('Quantity of League Game Jersey, size L', { exact: true }),
    ).toHaveValue('5');
    await expect(
      cart(page).getByLabel('Quantity of League Game Jersey, size S', { exact: true }),
    ).toHaveValue('1');
    await expect(cart(page).getByLabel('Quantity of Sideline Hoodie, size M', { exact: true })).toHaveValue(
      '1',
    );
    await expect(cart(page)).toContainText('Size L · $45.00 each');

    await page.getByRole('link', { name: 'See the size and fit guides' }).click();
    await expect(page).toHaveURL(/\/estore\/size-guides$/);
    await page.goBack();
    await expect(cart(page)).toContainText('Subtotal (7 items) $325.00');

    const decrease = cart(page).getByRole('button', {
      name: 'Decrease quantity of League Game Jersey, size L',
    });
    await decrease.click();
    await expect(cart(page)).toContainText('Subtotal (6 items) $280.00');
    expect(await axeViolations(page), 'axe violations with a full cart').toEqual([]);

    for (const line of [
      'Sideline Hoodie, size M',
      'League Game Jersey, size L',
      'League Game Jersey, size S',
    ]) {
      await cart(page)
        .getByRole('button', { name: `Remove ${line}` })
        .click();
    }
    await expect(cart(page)).toContainText('Your cart is empty.');
    expect(await page.evaluate(() => localStorage.getItem('midsouth-league.cart.v1'))).toBeNull();
  });

  test('the store refuses a size sold out since the list was read, says so, and the cart follows', async ({
    page,
  }) => {
    let stale = true;
    // The first list read claims the jersey's 2XL is in stock; the store itself knows better.
    await page.route('**/api/store/products/?active=true', async (route) => {
      if (!stale) return route.fallback();
      stale = false;
      const response = await route.fetch();
      const body = (await response.json()) as {
        results: { name: string; sizes: { size: string; inventory: number }[] }[];
      };
      for (const product of body.results) {
        if (product.name === 'League Game Jersey') {
          product.sizes = product.sizes.map((size) =>
            size.size === '2XL' ? { ...size, inventory: 5 } : size,
          );
        }
      }
      await route.fulfill({ response, json: body });
    });
    await gotoHydrated(page, '/estore');
    const jersey = card(page, 'League Game Jersey');
    await expect(
      jersey.getByLabel('Size of League Game Jersey').locator('option[value="2XL"]'),
    ).toBeEnabled();
    await jersey.getByLabel('Size of League Game Jersey').selectOption('2XL');
    await jersey.getByRole('button', { name: 'Add to cart League Game Jersey' }).click();
    await expect(toast(page, 'League Game Jersey in size 2XL is sold out.')).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(1);
    await expect(cart(page)).toContainText('Your cart is empty.');
  });

  test('refreshes the list live: stock that changed since the build shows', async ({ page }) => {
    await page.route('**/api/store/products/?active=true', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        results: { name: string; inventory: number; sizes: { size: string; inventory: number }[] }[];
      };
      for (const product of body.results) {
        if (product.name !== 'League Game Jersey') continue;
        product.inventory = 0;
        product.sizes = product.sizes.map((size) => ({ ...size, inventory: 0 }));
      }
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

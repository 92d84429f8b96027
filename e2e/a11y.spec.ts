import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import routes from './routes.json' with { type: 'json' };
import { addChildByApi } from './support/payments';
import { signInAs, signUpAs, type DemoEmail } from './support/session';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Who may open each gated route (a demo account of an admitted role). */
const GATED_AS: Record<string, DemoEmail> = {
  '/profile': 'parent@demo.test',
  '/portal/parent': 'parent@demo.test',
  '/portal/athlete': 'athlete@demo.test',
  '/portal/coach': 'coach@demo.test',
  '/portal/recruiter': 'recruiter@demo.test',
};

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

test.describe('axe sweep, signed out', () => {
  for (const path of routes.public) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }
});

test.describe('axe sweep, signed in', () => {
  for (const path of [...routes.public, ...Object.keys(GATED_AS)]) {
    test(`${path} has no WCAG 2.2 AA violations when signed in`, async ({ page, request }) => {
      await signInAs(page, request, GATED_AS[path] ?? 'parent@demo.test');
      await expectNoViolations(page, path);
    });
  }
});

test.describe('axe sweep, parent portal with its dialogs open', () => {
  async function expectClean(page: Page, what: string) {
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const summary = violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary, `axe violations with ${what}`).toEqual([]);
  }

  test('the portal, the edit form, the waiver, review and card dialogs have no WCAG 2.2 AA violations', async ({
    page,
    request,
  }) => {
    // Six full axe runs, the last one across the five card-field frames.
    test.setTimeout(90_000);
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Axe');
    await page.goto('/portal/parent');
    const card = page.getByRole('article', { name: 'Axe Rivers' });
    await expect(card).toBeVisible();
    await expectClean(page, 'the portal');

    await card.getByRole('button', { name: 'Edit Axe Rivers' }).click();
    await expectClean(page, 'the edit form');
    await card.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Sign waiver for Axe Rivers' }).click();
    await expect(page.getByRole('dialog').getByLabel('Waiver text')).toBeVisible();
    await expectClean(page, 'the waiver dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Sign waiver for Axe Rivers' })).toBeFocused();

    await card.getByRole('button', { name: /for a program$/ }).click();
    await card.getByLabel('Program', { exact: true }).selectOption('nfl-flag-boys');
    await expectClean(page, 'the registration form');
    const venue = card.getByLabel('Location');
    if (await venue.count()) await venue.selectOption({ index: 1 });
    for (const [label, value] of [
      ['Shirt size', 'M'],
      ['Shorts size', 'M'],
      ['Glove size', 'M'],
      ['Age group', 'JUNIOR'],
      ['Grade', '8'],
      ['County', 'DESOTO'],
    ] as const) {
      await card.getByLabel(label).selectOption(value);
    }
    await card.getByLabel('Shoe size').fill('8');
    await card.getByLabel('Shipping contact name').fill('Pat Parent');
    await card.getByLabel('Address line 1').fill('1 Main St');
    await card.getByLabel('City').fill('Tupelo');
    await card.getByLabel('State').fill('MS');
    await card.getByLabel('ZIP or postal code').fill('38801');
    await card.getByRole('button', { name: 'Review & Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register Axe?' })).toBeVisible();
    await expectClean(page, 'the review dialog');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    const pay = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(pay.frameLocator('iframe[title="Card number"]').locator('input')).toBeVisible();
    await expectClean(page, 'the card dialog');
  });
});

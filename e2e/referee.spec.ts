/**
 * The referee training page (spec 3 §2, §5–§9): the built page with JavaScript off, the schedule
 * filters, the lead form's errors and success, a non-referee trying to pay, and a referee paying the
 * training fee with the sandbox success card (then seen as paid, not asked again).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { lastMailTo } from './support/outbox';
import { CARDS, payWith } from './support/payments';
import { gotoHydrated, signInAs, signUpAs } from './support/session';
import { onMobileOnly } from './support/projects';

const MESSAGES = {
  required: 'Name, email, and phone are required.',
  leadFailed: 'Could not submit right now. Please retry.',
  thanks: 'Thanks! Our officiating coordinator will reach out shortly.',
  calendar: 'Unable to load the training calendar right now.',
  role: 'You need a referee account to complete payment online.',
  startFailed: 'Unable to start checkout. Please try again.',
  paid: 'Payment received! You are officially on the crew.',
  canceled: 'Checkout canceled. You can finish payment anytime from this page.',
  phone: 'Enter a shipping contact phone number.',
  canadaPostal: 'Enter a valid Canadian postal code (e.g., K1A 0B1).',
} as const;

/** What the build read from the API (content/snapshots/referee.json). */
const snapshot = (
  JSON.parse(readFileSync('content/snapshots/referee.json', 'utf8')) as {
    data: { metrics: { value: string }[]; faqs: { question: string }[] };
  }
).data;

const signUpForm = (page: Page) => page.locator('#sign-up form');

async function fillLead(page: Page, lead: { name?: string; email?: string; phone?: string }) {
  const form = signUpForm(page);
  if (lead.name !== undefined) await form.getByLabel('Name', { exact: true }).fill(lead.name);
  if (lead.email !== undefined) await form.getByLabel('Email').fill(lead.email);
  if (lead.phone !== undefined) await form.getByLabel('Phone', { exact: true }).fill(lead.phone);
}

async function fillShipping(page: Page, changes: Partial<Record<string, string>> = {}) {
  const form = signUpForm(page);
  const values = {
    'Shipping contact name': 'Lena Carter',
    'Shipping contact phone': '901-555-0100',
    'Address line 1': '40 Poplar Ave',
    City: 'Memphis',
    State: 'tn',
    'ZIP or postal code': '38103',
    Country: 'US',
    ...changes,
  };
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value ?? '');
  }
}

/** Opens /referee (a fresh load each time) and scrolls to the sign-up form, which hydrates when seen. */
async function openSignUp(page: Page) {
  await page.goto('/referee');
  await page.locator('#sign-up').scrollIntoViewIfNeeded();
  await expect(signUpForm(page).getByRole('button', { name: 'Submit Interest' })).toBeEnabled();
}

test.describe('/referee with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('reads fully: metrics, highlights, pay table, schedule, sign-up form and FAQs', async ({ page }) => {
    await page.goto('/referee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Officiate the next generation');
    const metrics = page.getByTestId('referee-metrics');
    await expect(metrics.getByRole('listitem')).toHaveCount(snapshot.metrics.length || 3);
    await expect(metrics).toContainText('$75');
    await expect(page.getByTestId('referee-highlights').getByRole('listitem').first()).toBeVisible();

    const pay = page.getByRole('table', { name: 'Referee fees and pay' });
    await expect(pay.getByRole('row', { name: /Training fee/ })).toContainText('$250.00');
    await expect(pay.getByRole('row', { name: /Game pay/ })).toContainText('$75.00');
    await expect(pay.getByRole('row', { name: /Game pay/ })).toContainText('Per game weekend.');
    await expect(pay.getByRole('row', { name: /Certification/ })).toContainText('Price TBD');

    await expect(page.getByLabel('From')).toBeVisible();
    await expect(page.getByLabel('Until')).toBeVisible();
    // (Playwright's text engine skips <noscript>, so the note is found by its class.)
    await expect(page.locator('#sign-up .noscript-note')).toContainText('The sign-up form needs JavaScript');
    await expect(signUpForm(page).getByRole('button', { name: 'Submit Interest' })).toBeVisible();

    const faqs = page.getByTestId('referee-faqs').locator('details');
    await expect(faqs).toHaveCount(snapshot.faqs.length || 4);
    await faqs.first().locator('summary').click();
    await expect(faqs.first()).toHaveAttribute('open', '');
  });
});

test.describe('/referee', () => {
  // Flows, not layouts: each runs once, on the phone most visitors use.
  onMobileOnly('referee flows');

  test('the register page shows the other reading of game pay ($125.00), from the same source', async ({
    page,
  }) => {
    await gotoHydrated(page, '/register');
    await page.getByLabel('Role').selectOption('referee');
    const fees = page.getByRole('table', { name: 'Referee fees' });
    await expect(fees.getByRole('row', { name: /Game pay/ })).toContainText('$125.00');
    await expect(fees.getByRole('row', { name: /Referee training/ })).toContainText('$250.00');
  });

  test('filters the schedule from 00:00:00 on the start day to 23:59:59 on the end day', async ({ page }) => {
    await page.goto('/referee#schedule');
    const schedule = page.locator('#schedule');
    await expect(schedule.locator('.session').first()).toBeVisible();
    await expect(schedule.getByLabel('From')).toBeEnabled();

    const asked = page.waitForRequest((request) => request.url().includes('end='));
    await schedule.getByLabel('Until').fill('2099-01-31');
    const url = new URL((await asked).url());
    expect(url.pathname).toBe('/api/events/');
    expect(url.searchParams.get('category')).toBe('referee_training');
    expect(url.searchParams.get('page_size')).toBe('50');
    const bounds = await page.evaluate(
      ([start, end]) => [
        new Date(start!).toTimeString().slice(0, 8),
        new Date(end!).toTimeString().slice(0, 8),
      ],
      [url.searchParams.get('start'), url.searchParams.get('end')],
    );
    expect(bounds).toEqual(['00:00:00', '23:59:59']);
    await expect(schedule.locator('.session').first()).toBeVisible();

    await schedule.getByLabel('From').fill('2099-01-01');
    await expect(
      schedule.getByText('No training sessions in these dates yet. Try other dates.'),
    ).toBeVisible();
    await schedule.getByRole('button', { name: 'Upcoming sessions' }).click();
    await expect(schedule.locator('.session').first()).toBeVisible();
  });

  test('says so when the training calendar cannot be loaded', async ({ page }) => {
    await page.route('**/api/events/?*', (route) => route.fulfill({ status: 500, json: { detail: 'Boom' } }));
    await page.goto('/referee#schedule');
    await expect(page.locator('#schedule').getByRole('alert')).toHaveText(
      /Unable to load the training calendar right now\./,
    );
  });

  test('the lead form: the required fields, a failing server, then the thanks and the coordinator e-mailed', async ({
    page,
  }) => {
    await openSignUp(page);
    const form = signUpForm(page);
    const submit = form.getByRole('button', { name: 'Submit Interest' });

    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.required);
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

    await fillLead(page, { name: 'Jordan Hayes', email: 'jordan.e2e@example.org' });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.required);
    await expect(form.getByLabel('Phone', { exact: true })).toBeFocused();

    await fillLead(page, { phone: '901-555-0111' });
    await form.getByLabel("I'm interested in").selectOption('Certification Interest');
    await page.route('**/api/notifications/leads/', (route) => route.fulfill({ status: 500, body: 'down' }));
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.leadFailed);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Jordan Hayes');

    await page.unroute('**/api/notifications/leads/');
    await submit.click();
    await expect(form.getByRole('status').filter({ hasText: MESSAGES.thanks })).toBeFocused();
    await expect
      .poll(() => lastMailTo('crew@midsouthyouthsports.org')?.subject)
      .toBe('New referee lead: Jordan Hayes');
    expect(lastMailTo('crew@midsouthyouthsports.org')?.text).toContain(
      'Interested in: Certification Interest',
    );
    // Visitors without a referee account are told how to pay.
    await expect(form.getByRole('link', { name: 'Log in with a referee account' })).toHaveAttribute(
      'href',
      '/login?next=%2Freferee%23sign-up',
    );
  });

  test('a visitor and a parent cannot pay: they are told to use a referee account', async ({
    page,
    request,
  }) => {
    await openSignUp(page);
    const form = signUpForm(page);
    await form.getByRole('button', { name: 'Pay Training Fee' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.role);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A referee's call to action: a new referee account comes back here.
    await expect(form.getByRole('link', { name: 'create one' })).toHaveAttribute(
      'href',
      '/register?role=referee&next=%2Freferee%23sign-up',
    );

    await signInAs(page, request, 'parent@demo.test');
    await openSignUp(page);
    await expect(form.getByLabel('Email')).toHaveValue('parent@demo.test');
    await form.getByRole('button', { name: 'Pay Training Fee' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.role);
    await expect(
      form.getByText('Log in with a referee account to pay the training fee online.'),
    ).toBeVisible();
  });

  test("a signed-in referee's form is filled from the account, and what was typed first stays", async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'referee@demo.test');
    // The account answers only once the visitor has typed a name into the running form.
    let typed: () => void = () => {};
    const nameTyped = new Promise<void>((resolve) => (typed = resolve));
    await page.route('**/api/auth/me/', async (route) => {
      await nameTyped;
      await route.fallback();
    });
    await openSignUp(page);
    const form = signUpForm(page);
    await form.getByLabel('Name', { exact: true }).fill('Lena C.');
    typed();
    await expect(form.getByLabel('Email')).toHaveValue('referee@demo.test');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Lena C.');
    for (const [label, value] of [
      ['Phone', '901-555-0142'],
      ['Shipping contact name', 'Lena Carter'],
      ['Shipping contact phone', '901-555-0142'],
      ['Address line 1', '40 Poplar Ave'],
      ['City', 'Memphis'],
      ['State', 'TN'],
      ['ZIP or postal code', '38103'],
      ['Country', 'US'],
    ] as const) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    await expect(form.getByLabel(/^Address line 2/)).toHaveValue('Suite 2');
  });

  test('a referee pays the training fee with the success card, then sees it paid and is not asked again', async ({
    page,
    request,
  }) => {
    await signUpAs(page, request, 'referee', { first_name: 'Lena', last_name: 'Carter' });
    await openSignUp(page);
    const form = signUpForm(page);
    await expect(form.getByLabel('Shipping contact name')).toHaveValue('Lena Carter');
    await expect(form.getByText('Log in with a referee account to pay the training fee online.')).toHaveCount(
      0,
    );

    await fillShipping(page, { 'Shipping contact phone': '' });
    await form.getByRole('button', { name: 'Pay Training Fee' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.phone);
    await expect(form.getByLabel('Shipping contact phone')).toBeFocused();

    expect(await axeViolations(page), 'axe violations with a field at fault').toEqual([]);

    await fillShipping(page, { Country: 'Canada', State: 'on', 'ZIP or postal code': 'K1A 01B' });
    await form.getByRole('button', { name: 'Pay Training Fee' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.canadaPostal);

    await fillShipping(page);
    await form.getByRole('button', { name: 'Pay Training Fee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(dialog).toContainText('$250.00');
    await expect(dialog.frameLocator('iframe[title="Card number"]').locator('input')).toBeVisible();
    expect(await axeViolations(page), 'axe violations with the card dialog open').toEqual([]);
    await payWith(page, CARDS.approved);
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.paid })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(form.getByText('Training fee paid')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Pay Training Fee' })).toHaveCount(0);

    await page.reload();
    await openSignUp(page);
    await expect(form.getByText('Training fee paid')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Pay Training Fee' })).toHaveCount(0);
  });

  test('a referee who closes the card dialog is told they can finish later; a failed start says so', async ({
    page,
    request,
  }) => {
    await signUpAs(page, request, 'referee');
    await openSignUp(page);
    const form = signUpForm(page);
    await fillShipping(page);
    await form.getByRole('button', { name: 'Pay Training Fee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(dialog.frameLocator('iframe[title="Card number"]').locator('input')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.canceled })).toBeVisible();

    await page.route('**/api/payments/checkout/', (route) => route.fulfill({ status: 500, body: 'down' }));
    await form.getByRole('button', { name: 'Pay Training Fee' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.startFailed);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { ageOn } from '../src/domain/children';
import { axeViolations } from './support/axe';
import { addChildByApi, CARDS, checkoutByApi, payWith } from './support/payments';
import { childCard, fillRegistration } from './support/registration';
import { hold } from './support/hold';
import { signInAs, signUpAs } from './support/session';
import { onMobileOnly } from './support/projects';

// Flows, not layouts: each runs once, on the phone the league's families mostly use.
onMobileOnly('portal flows');

const PORTAL = '/portal/parent';

async function openPortal(page: Page) {
  await page.goto(PORTAL);
  await expect(page.getByRole('heading', { name: 'Add an athlete' })).toBeVisible();
}

async function addChild(page: Page, first: string, last: string, born = '2013-04-02') {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add athlete' }) });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Date of birth').fill(born);
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByRole('button', { name: 'Add athlete' }).click();
}

async function reviewAndPay(page: Page, card: ReturnType<typeof childCard>) {
  await card.getByRole('button', { name: 'Review & Register' }).click();
  const review = page.getByRole('dialog', { name: /^Register / });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Confirm & Pay' }).click();
}

test.describe('a new parent', () => {
  test('comes from the portal, signs up and lands in it, pays, sees the success and prints the receipt', async ({
    page,
  }) => {
    const email = `new-parent-${Date.now()}@e2e.example`;
    // The portal's call to action: signed out, the gate asks to log in; the new account comes back.
    await page.goto(PORTAL);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(PORTAL)}`);
    // The link carries the page asked for once the form is running.
    const create = page.getByRole('link', { name: 'Create an account' });
    await expect(create).toHaveAttribute('href', `/register?next=${encodeURIComponent(PORTAL)}`);
    await create.click();
    await expect(page).toHaveURL(`/register?next=${encodeURIComponent(PORTAL)}`);
    await expect(page.getByLabel('Role')).toHaveValue('parent_guardian');
    await page.getByLabel('First name').fill('Morgan');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-Strong-pass-1');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page).toHaveURL(PORTAL);
    await expect(page.getByRole('heading', { name: 'Welcome, Morgan' })).toBeVisible();

    // Until the address is confirmed, the portal says so under its hero.
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toContainText(
      `open the link we sent to ${email}`,
    );

    await addChild(page, 'Riley', 'Hale');
    await expect(page.getByText('Child added.')).toBeVisible();
    const card = await fillRegistration(page, 'Riley Hale');
    // Riley's waiver is pending: it is signed inside the registration, before Confirm & Pay.
    await card.getByRole('button', { name: 'Review & Register' }).click();
    const waiver = page.getByRole('dialog', { name: 'Participation Waiver and Release' });
    await expect(waiver).toContainText('For Riley Hale');
    await expect(waiver.getByLabel('Your full name (signature)')).toHaveValue('Morgan Hale');
    await waiver.getByLabel(/I have read this waiver/).check();
    await waiver.getByRole('button', { name: 'Sign and continue' }).click();
    const review = page.getByRole('dialog', { name: 'Register Riley?' });
    await expect(review.locator('dt', { hasText: 'Waiver' }).locator('+ dd')).toHaveText('Signed');
    await review.getByRole('button', { name: 'Confirm & Pay' }).click();
    // The local sandbox takes the payment: the dialog says no money moves (issue 17 item 6).
    await expect(page.getByRole('dialog', { name: 'Secure card payment' })).toContainText(
      'Test payment — no money moved',
    );
    await payWith(page, CARDS.approved);
    const toast = page.getByText('Payment received! Your athlete is registered.');
    await expect(toast).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The success panel on the child's card: in view, focused, and still there once the toast is gone.
    const panel = card.getByRole('status').filter({ hasText: 'Registered for' });
    await expect(panel).toBeFocused();
    await expect(panel).toBeInViewport();
    await expect(panel).toContainText(
      new RegExp(
        `^Registered for NFL FLAG Football Boys, (Spring|Summer|Fall|Winter) \\d{4}\\. Your receipt will be e-mailed to ${email} once you confirm that address\\.`,
      ),
    );
    await expect(toast).toHaveCount(0, { timeout: 8_000 });
    await expect(panel).toBeVisible();
    expect(await axeViolations(page), 'axe violations with the success panel').toEqual([]);
    const history = card.getByRole('region', { name: 'Registrations for Riley Hale' });
    await expect(history.getByText('Paid', { exact: true })).toBeVisible();
    await expect(history).toContainText('Test payment — no money moved');
    await expect(history).toContainText('NFL FLAG Football Boys');
    await expect(history.getByRole('link', { name: /^View receipt for Riley Hale/ })).toBeVisible();
    await expect(page.locator('.metric').filter({ hasText: 'Paid registrations' })).toContainText('1');
    await expect(card.getByRole('region', { name: 'Waiver for Riley Hale' })).toContainText('Signed');

    await panel.getByRole('link', { name: 'View receipt' }).click();
    await expect(page).toHaveURL(/\/receipt\?registration=\d+$/);
    const receipt = page.getByRole('article', { name: 'Payment receipt' });
    await expect(receipt).toContainText('Program registrationRiley Hale');
    await expect(receipt).toContainText('Amount$250.00 USD');
    await expect(receipt).toContainText(/Payment methodVISA ending 4242/);
    await expect(receipt).toContainText('Test payment — no money moved');
    // The mailed copy waits for the address to be confirmed, and the page says so (issue 41 item 10).
    await expect(receipt).toContainText(
      `Thank you for your payment. This receipt will be e-mailed to ${email} once you confirm that address.`,
    );
    await expect(receipt).not.toContainText('This receipt was also e-mailed');
    // Printed, only the receipt is left: no site header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeHidden();
    await expect(receipt.getByText('Payment reference')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.site-header')).toBeVisible();
    // The profile stays one address away.
    await page.goto('/profile');
    await expect(page.getByRole('definition').filter({ hasText: email })).toContainText('Not confirmed yet');
  });
});

test.describe('registration and payment', () => {
  test('a declined card says why and keeps the name and ZIP for the next card, which says why too', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Jamie');
    await openPortal(page);
    const card = await fillRegistration(page, 'Jamie Rivers');
    await reviewAndPay(page, card);
    await payWith(page, CARDS.declined);
    const dialog = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Payment could not be completed. Please try again.' +
        'Your bank declined this card. Try another card, or call the number on the back of the card.',
    );
    await dialog.getByRole('button', { name: 'Try another card' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('');
    await expect(dialog.getByText('Card number', { exact: true })).toBeFocused();
    const field = (title: string) => dialog.frameLocator(`iframe[title="${title}"]`).locator('input');
    await expect(field('Card number')).toHaveValue('');
    await expect(field('Card expiration date')).toHaveValue('');
    await expect(field('Card security code')).toHaveValue('');
    await expect(field('Name on card')).toHaveValue('Pat Parent');
    await expect(field('Billing postal code')).toHaveValue('38632');

    await field('Card number').pressSequentially(CARDS.expired);
    await field('Card expiration date').pressSequentially(
      `12${String(new Date().getFullYear() + 3).slice(-2)}`,
    );
    await field('Card security code').pressSequentially('123');
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This card has expired. Check the expiration date, or use another card.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByText('Checkout canceled. You can restart payment anytime from this portal.'),
    ).toBeVisible();
    await page.reload();
    await expect(
      childCard(page, 'Jamie Rivers').getByRole('region', { name: 'Registrations for Jamie Rivers' }),
    ).toContainText('Payment pending');
  });

  test("the form speaks the program's words: its divisions are the age groups, the counties of four states by state; the office reads the same words", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    // Born the day before the school year's September 1, 12 years earlier: 12 on that September 1
    // (grade 7), and 11 or 12 today (Youth 11-12), whenever the test runs.
    const now = new Date();
    const schoolYear = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
    const born = `${schoolYear - 12}-08-31`;
    const twelve = ageOn(born) === 12;
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Avery', { born });
    await openPortal(page);
    const card = childCard(page, 'Avery Rivers');
    await card.getByRole('button', { name: /for a program$/ }).click();
    const hint = card.getByText('Suggested from Avery’s date of birth; change it if needed.');
    const ageGroup = card.getByLabel('Age group');
    // Before a program: the spec's age groups, the one of Avery's age suggested, and the grade.
    await expect(ageGroup.locator('option:checked')).toHaveText('Youth 11-12');
    await expect(card.getByLabel('Grade')).toHaveValue('7');
    await expect(hint).toHaveCount(2);

    // Issue 41 item 4: the program's divisions are its age groups, as its page names them.
    await card.getByLabel('Program', { exact: true }).selectOption('nfl-flag-boys');
    await expect(ageGroup.locator('option')).toHaveText([
      'Choose an age group',
      'Rookie: U-11',
      'Junior: U-12 and U-13',
      'Varsity: U-14 and U-15',
      'Elite: U-16 and U-17',
    ]);
    await expect(card.getByLabel('Program division')).toHaveCount(0);
    await expect(ageGroup.locator('option:checked')).toHaveText(
      twelve ? 'Junior: U-12 and U-13' : 'Rookie: U-11',
    );
    await expect(hint).toHaveCount(2);
    await ageGroup.selectOption({ label: 'Junior: U-12 and U-13' });
    // Still editable: a changed grade is the family's, and no longer called a suggestion.
    await card.getByLabel('Grade').selectOption('12');
    await expect(hint).toHaveCount(twelve ? 1 : 0);

    // Issue 41 item 3: the counties of the four states, grouped by state; a Memphis family's is there.
    const county = card.getByLabel('County');
    await expect(county.locator('optgroup')).toHaveCount(4);
    expect(
      await county.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
    ).toEqual(['Mississippi', 'Tennessee', 'Arkansas', 'Alabama']);
    await expect(county.locator('optgroup[label="Tennessee"] option', { hasText: 'Shelby' })).toHaveText(
      'Shelby (NFC North)',
    );
    await county.selectOption('SHELBY_TN');
    await expect(card.getByLabel('League division')).toHaveValue('NFC_NORTH');

    // The review and, once paid, the office's record say the same words, never a code.
    await card.getByLabel('Location').selectOption({ index: 1 });
    for (const [label, size] of [
      ['Shirt size', 'M'],
      ['Shorts size', 'L'],
      ['Glove size', 'S'],
    ] as const) {
      await card.getByLabel(label).selectOption(size);
    }
    await card.getByLabel('Shoe size').fill('7');
    await card.getByLabel('Shipping contact name').fill('Pat Parent');
    await card.getByLabel('Address line 1').fill('88 Union Ave');
    await card.getByLabel('City').fill('Memphis');
    await card.getByLabel('State').fill('TN');
    await card.getByLabel('ZIP or postal code').fill('38103');
    await card.getByRole('button', { name: 'Review & Register' }).click();
    const review = page.getByRole('dialog', { name: 'Register Avery?' });
    await expect(review.locator('dt', { hasText: 'Placement' }).locator('+ dd')).toHaveText(
      'Junior: U-12 and U-13 · Grade 12 · Shelby County',
    );
    await review.getByRole('button', { name: 'Confirm & Pay' }).click();
    await payWith(page, CARDS.approved);
    await expect(page.getByText('Payment received! Your athlete is registered.')).toBeVisible();

    const office = await browser.newContext({ viewport: page.viewportSize()! });
    try {
      const staff = await office.newPage();
      await signInAs(staff, request, 'staff@demo.test');
      await staff.goto('/portal/office#registrations');
      const region = staff.getByRole('region', { name: 'Registrations', exact: true });
      await region.getByLabel('Search by child, parent or e-mail').fill('Avery Rivers');
      await region.getByRole('button', { name: 'Details of Avery Rivers' }).first().click();
      const record = staff.getByRole('dialog', { name: 'Registration of Avery Rivers' });
      await expect(record).toContainText(
        'Grade 12 · age group Junior: U-12 and U-13 · NFC North · Shelby County',
      );
      await expect(record).not.toContainText('NFC_NORTH');
      await expect(record).not.toContainText('SHELBY_TN');
    } finally {
      await office.close();
    }
  });

  test('Review & Register waits for a complete form, then the ordered checks speak', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Casey');
    await openPortal(page);
    const card = await fillRegistration(page, 'Casey Rivers', { state: 'Kans', zip: '661' });
    const button = card.getByRole('button', { name: 'Review & Register' });
    await card.getByLabel('Shoe size').fill('');
    await expect(button).toBeDisabled();
    await card.getByLabel('Shoe size').fill('0');
    await button.click();
    await expect(card.getByRole('alert')).toHaveText('Enter a valid shoe size.');
    await expect(card.getByLabel('Shoe size')).toBeFocused();
    await card.getByLabel('Shoe size').fill('8.5');
    await button.click();
    await expect(card.getByRole('alert')).toHaveText('Use a 2-letter state code (e.g., KS).');
    await card.getByLabel('State').fill('Kansas');
    await button.click();
    await expect(card.getByRole('alert')).toHaveText('Enter a valid ZIP code (e.g., 66012 or 66012-1234).');

    // The county sets its division; a new division clears the county.
    await card.getByLabel('County').selectOption('HARRISON');
    await expect(card.getByLabel('League division')).toHaveValue('AFC_SOUTH');
    await card.getByLabel('League division').selectOption('NFC_NORTH');
    await expect(card.getByLabel('County')).toHaveValue('');
    // Line 2 without line 1 warns.
    await card.getByLabel('Address line 1').fill('');
    await card.getByLabel('Address line 2').fill('Apt 4');
    await expect(card.getByText('Enter address line 1 before using address line 2.')).toBeVisible();
  });

  test("a checkout the server refuses shows its message, or 'Failed to register'", async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Drew');
    await page.route('**/api/payments/checkout/', (route) => route.fulfill({ status: 500, body: '' }));
    await openPortal(page);
    const card = await fillRegistration(page, 'Drew Rivers');
    await reviewAndPay(page, card);
    await expect(card.getByRole('alert')).toHaveText('Failed to register');
  });

  test('the card dialog reports a provider script that fails to load or lacks the SDK', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Avery');
    await page.route('**/sandbox/clover/sdk.js', (route) => route.fulfill({ status: 503, body: '' }));
    await openPortal(page);
    const card = await fillRegistration(page, 'Avery Rivers');
    await reviewAndPay(page, card);
    const dialog = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(dialog.getByRole('alert')).toHaveText('Failed to load Clover SDK.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.unroute('**/sandbox/clover/sdk.js');
    await page.route('**/sandbox/clover/sdk.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.NotClover = {};' }),
    );
    await reviewAndPay(page, card);
    await expect(dialog.getByRole('alert')).toHaveText('Clover SDK unavailable.');
  });

  test('without a public key, or before the fields are ready, the dialog says so', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Quinn');
    let answerWithoutKey = true;
    await page.route('**/api/payments/checkout/', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: answerWithoutKey ? { ...body, public_key: '' } : body });
    });
    await openPortal(page);
    const card = await fillRegistration(page, 'Quinn Rivers');
    await reviewAndPay(page, card);
    const dialog = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(dialog.getByRole('alert')).toHaveText('Clover public key is not configured.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    answerWithoutKey = false;
    const release = await hold(page, '**/sandbox/clover/sdk.js');
    await reviewAndPay(page, card);
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Payment form is still loading. Please wait a moment and try again.',
    );
    release();
    await expect(dialog.frameLocator('iframe[title="Card number"]').locator('input')).toBeVisible();
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Card information incomplete. Card number is required',
    );
  });
});

test.describe('children', () => {
  test('the add form checks names and the date of birth, and reports a failed add', async ({
    page,
    request,
  }) => {
    await signUpAs(page, request, 'parent_guardian');
    await openPortal(page);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add athlete' }) });
    await form.getByRole('button', { name: 'Add athlete' }).click();
    await expect(form.getByRole('alert')).toHaveText('First name is required.');
    await form.getByLabel('First name').fill('Skye');
    await form.getByRole('button', { name: 'Add athlete' }).click();
    await expect(form.getByRole('alert')).toHaveText('Last name is required.');
    await form.getByLabel('Last name').fill('Rivers');
    await form.getByLabel('Date of birth').fill('2099-01-01');
    await form.getByRole('button', { name: 'Add athlete' }).click();
    await expect(form.getByRole('alert')).toHaveText('Date of birth cannot be in the future.');
    await page.route('**/api/auth/children/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await form.getByLabel('Date of birth').fill('2012-05-05');
    await form.getByRole('button', { name: 'Add athlete' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to add child');
    await expect(form.getByLabel('First name')).toHaveValue('Skye');
  });

  test("two children added in a row show one 'Child added.' toast, not two stacked (issue 41 item 10)", async ({
    page,
    request,
  }) => {
    await signUpAs(page, request, 'parent_guardian');
    await openPortal(page);
    const toasts = page.locator('.toast', { hasText: 'Child added.' });
    await addChild(page, 'Skye', 'Rivers');
    await expect(toasts).toHaveCount(1);
    await addChild(page, 'Rowan', 'Rivers', '2012-05-06');
    await expect(childCard(page, 'Rowan Rivers')).toBeVisible();
    // Counted at once (the first toast would still be up for most of its 4 s): the second replaced it.
    expect(await toasts.count()).toBe(1);
    await expect(toasts).toBeVisible();
  });

  test('removing a child can be undone within 5 seconds; after that it is deleted', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Undo');
    const deletes: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'DELETE') deletes.push(req.url());
    });
    await openPortal(page);
    await childCard(page, 'Undo Rivers').getByRole('button', { name: 'Remove Undo Rivers' }).click();
    await expect(childCard(page, 'Undo Rivers')).toHaveCount(0);
    await expect(page.getByText('Child removed.')).toBeVisible();
    // The card is gone: focus waits on Undo, so the keyboard can take it back at once.
    await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Restored.')).toBeVisible();
    await expect(childCard(page, 'Undo Rivers')).toBeVisible();
    await page.waitForTimeout(5500);
    expect(deletes).toEqual([]);

    await childCard(page, 'Undo Rivers').getByRole('button', { name: 'Remove Undo Rivers' }).click();
    await expect.poll(() => deletes.length, { timeout: 8000 }).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your athletes' })).toBeVisible();
    await expect(childCard(page, 'Undo Rivers')).toHaveCount(0);
  });

  test("a failed delete brings the child back with 'Failed to remove child; restored.'", async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Stay');
    await page.route('**/api/auth/children/*/', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await openPortal(page);
    await childCard(page, 'Stay Rivers').getByRole('button', { name: 'Remove Stay Rivers' }).click();
    await expect(childCard(page, 'Stay Rivers')).toHaveCount(0);
    await expect(page.getByText('Failed to remove child; restored.')).toBeVisible({ timeout: 9000 });
    await expect(childCard(page, 'Stay Rivers')).toBeVisible();
  });

  test('a child with a registration is not removed: the portal says why, archives and shows again', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await checkoutByApi(request, access);
    await openPortal(page);
    await childCard(page, 'Sam Rivers').getByRole('button', { name: 'Remove Sam Rivers' }).click();
    const dialog = page.getByRole('dialog', { name: "Sam can't be removed" });
    await expect(dialog).toContainText('Sam has a paid or pending registration');
    await expect(dialog.getByRole('link', { name: 'refund policy' })).toHaveAttribute(
      'href',
      '/privacy#refunds',
    );
    await dialog.getByRole('button', { name: 'Archive Sam' }).click();
    await expect(
      page.getByText('Sam is archived. Their registrations, payments and waivers are kept.'),
    ).toBeVisible();
    await expect(childCard(page, 'Sam Rivers')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your athletes' })).toBeFocused();
    const archived = page.getByRole('region', { name: 'Archived athletes' });
    const sam = archived.getByRole('listitem', { name: 'Sam Rivers' });
    await expect(sam).toContainText('Payment pending');
    await sam.getByRole('button', { name: 'Show again Sam Rivers' }).click();
    await expect(childCard(page, 'Sam Rivers')).toBeVisible();
    await expect(archived).toHaveCount(0);
  });

  test('an edit shows at once and is rolled back when the server refuses it', async ({ page, request }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Edit');
    await openPortal(page);
    const card = childCard(page, 'Edit Rivers');
    await card.getByRole('button', { name: 'Edit Edit Rivers' }).click();
    await card.getByLabel('First name').fill('Edited');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Child updated.')).toBeVisible();
    await expect(childCard(page, 'Edited Rivers')).toBeVisible();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/children/*/', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await held;
      await route.fulfill({ status: 500, body: '' });
    });
    const edited = childCard(page, 'Edited Rivers');
    await edited.getByRole('button', { name: 'Edit Edited Rivers' }).click();
    await edited.getByLabel('First name').fill('Refused');
    await edited.getByRole('button', { name: 'Save' }).click();
    await expect(childCard(page, 'Refused Rivers')).toBeVisible();
    release();
    await expect(page.getByText('Failed to update child')).toBeVisible();
    await expect(childCard(page, 'Edited Rivers')).toBeVisible();
  });

  test('a pending waiver can be signed with a typed name and the agreement', async ({ page, request }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Wren', { waiver: 'pending' });
    await openPortal(page);
    const waiver = childCard(page, 'Wren Rivers').getByRole('region', { name: 'Waiver for Wren Rivers' });
    await expect(waiver.getByText('Pending', { exact: true })).toBeVisible();
    await waiver.getByRole('button', { name: 'Sign waiver for Wren Rivers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Participation Waiver and Release' });
    await expect(dialog.getByLabel('Waiver text')).toContainText('I give permission');
    await dialog.getByRole('button', { name: 'Sign waiver' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Tick the box to agree to the waiver.');
    await dialog.getByLabel(/I have read this waiver/).check();
    await dialog.getByRole('button', { name: 'Sign waiver' }).click();
    await expect(page.getByText('Waiver signed. Thank you!')).toBeVisible();
    await expect(waiver.getByText('Signed', { exact: true })).toBeVisible();
  });
});

test.describe('code of conduct and loading', () => {
  test('the acknowledgement is recorded once and the button then reads Acknowledged', async ({
    page,
    request,
  }) => {
    await signUpAs(page, request, 'parent_guardian');
    await page.route('**/api/auth/parent-code-of-conduct/acknowledge/', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await openPortal(page);
    const card = page.getByRole('region', { name: 'Parent Code of Conduct' });
    await expect(card.getByRole('link', { name: 'Read the Parent Code of Conduct' })).toHaveAttribute(
      'href',
      '/resources/parent-code-of-conduct',
    );
    await card.getByRole('button', { name: 'I acknowledge the Code of Conduct' }).click();
    await expect(page.getByText('Unable to record acknowledgement. Please try again.')).toBeVisible();
    await page.unroute('**/api/auth/parent-code-of-conduct/acknowledge/');
    await card.getByRole('button', { name: 'I acknowledge the Code of Conduct' }).click();
    await expect(page.getByText('Thanks for acknowledging the Parent Code of Conduct.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Acknowledged' })).toBeDisabled();
    await page.reload();
    await expect(card.getByRole('button', { name: 'Acknowledged' })).toBeDisabled();
  });

  for (const [status, body, message] of [
    [
      403,
      { detail: 'You do not have permission to perform this action.' },
      'Access denied: Parent/Guardian role required for this portal.',
    ],
    [401, { detail: 'Token expired' }, 'Session expired. Please log in again.'],
    [500, { detail: 'The database is being upgraded.' }, 'The database is being upgraded.'],
    [500, {}, 'Failed to load portal data'],
  ] as const) {
    test(`a ${status} portal load shows '${message}'`, async ({ page, request }) => {
      await signUpAs(page, request, 'parent_guardian');
      await page.route('**/api/auth/children/', (route) => route.fulfill({ status, json: body }));
      await page.goto(PORTAL);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  }
});

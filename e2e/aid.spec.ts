/**
 * Financial aid from application to receipt (issue 21 item 3): a parent applies in the portal with a
 * small PDF, staff award 60 % in the office, the review dialog prices the registration at $100.00,
 * the sandbox card pays $100.00 and the receipt (mailed and in the portal) shows the aid; a second
 * child's 100 % award registers without the card dialog, as a paid $0.00 registration.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AID_MAIL, AID_MESSAGES } from '../src/domain/aid';
import { leagueToday, registrationWindow, type SeasonChoice } from '../src/domain/season-registration';
import { lastMailTo, mailsTo } from './support/outbox';
import { section, toast } from './support/office';
import { addChildByApi, CARDS, payWith } from './support/payments';
import { onMobileOnly } from './support/projects';
import { childCard, fillRegistration } from './support/registration';
import { confirmEmailByApi, signInAs, signUpAs } from './support/session';

onMobileOnly('the financial aid flow');

/** The application dialog's title and consent, as the family reads them. */
const APPLY = 'Apply for financial aid';
const CONSENT = 'I agree that league staff may review this application and any document I attach.';
const PRICE_60 = 'Fee $250.00 — aid −$150.00 — total $100.00';
const PRICE_100 = 'Fee $250.00 — aid −$250.00 — total $0.00';

/** NFL FLAG Boys' season open for registration today: the one the registration form preselects. */
async function openSeason(request: APIRequestContext) {
  const page = (await (await request.get('/api/events/seasons/?page_size=100')).json()) as {
    results: (SeasonChoice & { season_label: string })[];
  };
  const today = leagueToday();
  const open = page.results.filter(
    (season) => season.program?.id === 'nfl-flag-boys' && registrationWindow(season, today) === 'open',
  );
  expect(open, 'one open NFL FLAG Boys season').toHaveLength(1);
  return open[0]!;
}

/** A tiny but real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function reviewOf(page: Page, name: string) {
  const card = await fillRegistration(page, name);
  await card.getByRole('button', { name: 'Review & Register' }).click();
  const review = page.getByRole('dialog', { name: `Register ${name.split(' ')[0]}?` });
  await expect(review).toBeVisible();
  return { card, review };
}

test('a parent applies, staff award 60 %, checkout charges $100.00 with the aid on the receipt; 100 % needs no card', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { access, email } = await signUpAs(page, request, 'parent_guardian', {
    first_name: 'Dana',
    last_name: 'Rivers',
  });
  // Receipts and decisions are mailed to a confirmed address only.
  await confirmEmailByApi(request, { email, access });
  const tyler = await addChildByApi(request, access, 'Tyler');
  const maya = await addChildByApi(request, access, 'Maya');
  const season = await openSeason(request);
  const asParent = { Authorization: `Bearer ${access}` };

  // The grant block's link, with the child chosen by the registration form's link, opens the dialog.
  await page.goto(`/portal/parent?aid=apply&child=${tyler}`);
  let dialog = page.getByRole('dialog', { name: APPLY });
  await expect(dialog.getByLabel('Child')).toHaveValue(String(tyler));
  await expect(page).toHaveURL('/portal/parent');
  await dialog.getByLabel('Season').selectOption(String(season.id));
  await dialog.getByLabel('People in your household').fill('4');
  await dialog
    .getByLabel('Why you are applying')
    .fill('Both of us lost hours this autumn; Tyler loves the game.');
  await dialog
    .getByLabel('Supporting document (optional)')
    .setInputFiles({ name: 'benefits.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(AID_MESSAGES.consent);
  await expect(dialog.getByLabel('Why you are applying')).toHaveValue(/^Both of us lost hours/);
  await dialog.getByLabel(CONSENT).check();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(toast(page, AID_MESSAGES.submitted)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const aid = page.getByRole('region', { name: 'Financial aid' });
  await expect(aid.getByRole('listitem').filter({ hasText: 'Tyler Rivers' })).toContainText('Pending review');

  // Staff award 60 % in the office, after reading the statement and the document.
  const staffContext = await browser.newContext({ viewport: page.viewportSize()! });
  try {
    const staff = await staffContext.newPage();
    await signInAs(staff, request, 'staff@demo.test');
    await staff.goto('/portal/office#aid');
    const office = section(staff, 'Financial aid');
    await office.getByLabel('Search by child, parent or e-mail').fill(email);
    const review = office.getByRole('button', { name: `Review for Tyler Rivers (${season.season_label})` });
    // Once the search is applied, only this family's application is listed.
    await expect(review).toHaveCount(1);
    await review.click();
    dialog = staff.getByRole('dialog', { name: 'Aid for Tyler Rivers' });
    await expect(dialog).toContainText(`Dana Rivers · ${email}`);
    await expect(dialog).toContainText('household of 4');
    await expect(dialog).toContainText('Both of us lost hours this autumn; Tyler loves the game.');
    const download = staff.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the document' }).click();
    expect((await download).suggestedFilename()).toMatch(/^aid-application-\d+\.pdf$/);
    await dialog.getByLabel('Percentage (1–100)').fill('60');
    await expect(dialog.locator('.aid-preview')).toHaveText(PRICE_60);
    await dialog.getByRole('button', { name: 'Award aid' }).click();
    await expect(toast(staff, 'Aid of 60 % awarded for Tyler Rivers. The family is e-mailed.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } finally {
    await staffContext.close();
  }
  await expect
    .poll(() => lastMailTo(email)?.subject)
    .toBe(AID_MAIL.awardedSubject('Tyler Rivers', season.season_label));
  expect(lastMailTo(email)!.text).toContain(PRICE_60);

  // The parent's portal shows the award; the review prices the registration with it; the card pays $100.00.
  await page.reload();
  await expect(aid.getByRole('listitem').filter({ hasText: 'Tyler Rivers' })).toContainText(
    'Award: 60 % — aid $150.00',
  );
  let { card, review } = await reviewOf(page, 'Tyler Rivers');
  await expect(review).toContainText(PRICE_60);
  await review.getByRole('button', { name: 'Confirm & Pay $100.00' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Secure card payment' });
  await expect(cardDialog.getByRole('button', { name: /^Pay \$100\.00/ })).toBeVisible();
  await payWith(page, CARDS.approved);
  await expect(page.getByText('Payment received! Your athlete is registered.')).toBeVisible();
  const tylerHistory = card.getByRole('region', { name: 'Registrations for Tyler Rivers' });
  await expect(tylerHistory).toContainText(PRICE_60);
  await expect(tylerHistory.getByText('Paid', { exact: true })).toBeVisible();
  const registrations = (await (await request.get('/api/registrations/', { headers: asParent })).json()) as {
    results: { id: number; child: number; amount_cents: number; aid_cents: number; payment_status: string }[];
  };
  const paid = registrations.results.find((r) => r.child === tyler)!;
  expect(paid).toMatchObject({ amount_cents: 10_000, aid_cents: 15_000, payment_status: 'paid' });
  await expect(aid.getByRole('listitem').filter({ hasText: 'Tyler Rivers' })).toContainText(
    'used for a registration',
  );

  // The office's record of the registration shows the fee, the aid and what was charged.
  const recordContext = await browser.newContext({ viewport: page.viewportSize()! });
  try {
    const staff = await recordContext.newPage();
    await signInAs(staff, request, 'staff@demo.test');
    await staff.goto('/portal/office#registrations');
    const region = staff.getByRole('region', { name: 'Registrations', exact: true });
    await region.getByLabel('Search by child, parent or e-mail').fill(email);
    const details = region.getByRole('button', { name: 'Details of Tyler Rivers' });
    await expect(details).toHaveCount(1);
    await details.click();
    const record = staff.getByRole('dialog', { name: 'Registration of Tyler Rivers' });
    await expect(record).toContainText(`${PRICE_60} (financial aid)`);
  } finally {
    await recordContext.close();
  }

  // The receipt, mailed and in the portal, shows the aid.
  await expect
    .poll(() => mailsTo(email).find((mail) => mail.text.includes(`Price: ${PRICE_60}`))?.text ?? '')
    .toContain('Amount: $100.00 USD');
  await tylerHistory.getByRole('link', { name: /^View receipt for Tyler Rivers/ }).click();
  const receipt = page.getByRole('article', { name: 'Payment receipt' });
  await expect(receipt).toContainText(`Price${PRICE_60}`);
  await expect(receipt).toContainText('Amount$100.00 USD');

  // Maya's 100 % award (applied and decided through the API): registered with no card dialog.
  const applied = await request.post('/api/aid/', {
    headers: asParent,
    data: { child: maya, season: season.id, household_size: 4, statement: 'Same as Tyler.', consent: true },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const staffTokens = await request.post('/api/auth/login/', {
    data: { email: 'staff@demo.test', password: 'demo-Pass-1' },
  });
  const { access: staffAccess } = (await staffTokens.json()) as { access: string };
  const decided = await request.post(
    `/api/office/aid/${((await applied.json()) as { id: number }).id}/decide/`,
    {
      headers: { Authorization: `Bearer ${staffAccess}` },
      data: { decision: 'award', kind: 'percent', value: 100 },
    },
  );
  expect(decided.status(), await decided.text()).toBe(200);

  await page.goto('/portal/parent');
  ({ card, review } = await reviewOf(page, 'Maya Rivers'));
  await expect(review).toContainText(PRICE_100);
  await review.getByRole('button', { name: 'Confirm & Register (aid covers the fee)' }).click();
  await expect(page.getByText('Payment received! Your athlete is registered.')).toBeVisible();
  await expect(cardDialog).toHaveCount(0);
  await expect(card.getByRole('status').filter({ hasText: 'Registered for' })).toBeFocused();
  const mayaHistory = childCard(page, 'Maya Rivers').getByRole('region', {
    name: 'Registrations for Maya Rivers',
  });
  await expect(mayaHistory).toContainText(PRICE_100);
  await expect(mayaHistory.getByText('Paid', { exact: true })).toBeVisible();
  const after = (await (
    await request.get('/api/registrations/', { headers: asParent })
  ).json()) as typeof registrations;
  expect(after.results.find((r) => r.child === maya)).toMatchObject({
    amount_cents: 0,
    aid_cents: 25_000,
    payment_status: 'paid',
  });
});

test('the home page’s grant button leads through sign-in to the application', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Apply For Grant Support' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/portal/parent?aid=apply')}`);
  await page.getByLabel('Email').fill('parent@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-Pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: APPLY });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Child')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: APPLY })).toBeFocused();
});

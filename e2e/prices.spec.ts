/**
 * Prices the office sets (issue 37), end to end on a phone: staff give the open Jr. WNBA season a
 * price of its own ($180.00, early-bird $150.00 until a day ahead) and a promo code ($20.00 off)
 * in the office's Prices section; a family's review lists the server's lines, the code takes its
 * $20.00 off, and the card pays the discounted $130.00. The season's price and the code are removed
 * after, so every other flow keeps the league's $250.00. (Plans, declines, sibling discounts and
 * office-recorded payments: server/registrations/plan-charges.test.ts, server/routes/office/prices.test.ts.)
 */
import { expect, test } from '@playwright/test';
import { field, openSection, section, toast, uniqueName } from './support/office';
import { addChildByApi, CARDS, payWith } from './support/payments';
import { onMobileOnly } from './support/projects';
import { childCard } from './support/registration';
import { confirmEmailByApi, signInAs, signUpAs } from './support/session';

const PROGRAM = 'jr-wnba';

/** A league-time day `days` from today (YYYY-MM-DD). */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );

test.describe('prices the office sets', () => {
  onMobileOnly('one flow through the office and a family’s checkout');

  test('staff price a season with an early bird and a promo code; a family’s review shows the lines and pays the discount', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const code = uniqueName('SPRING').toUpperCase();
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const staff = await signInAs(staffPage, request, 'staff@demo.test');
    const asStaff = { Authorization: `Bearer ${staff.access}` };
    const seasons = (await (
      await request.get(`/api/office/seasons/?program=${PROGRAM}&page_size=50`, { headers: asStaff })
    ).json()) as {
      results: { id: number; title: string; status: string }[];
    };
    const season = seasons.results.find((item) => item.status === 'SCHEDULED')!;
    let promoId: number | null = null;
    try {
      // The office prices the season.
      await staffPage.goto('/portal/office');
      await openSection(staffPage, 'Prices and promo codes');
      const prices = section(staffPage, 'Prices and promo codes');
      await expect(prices.getByRole('cell', { name: '$250.00' }).first()).toBeVisible();
      await prices.getByRole('button', { name: 'Add season price' }).click();
      let dialog = staffPage.getByRole('dialog', { name: 'New season price' });
      await field(dialog, 'Season').selectOption(String(season.id));
      await field(dialog, 'Registration fee').fill('180.00');
      await field(dialog, 'Uniform and equipment cost').fill('60.00');
      await field(dialog, 'Early-bird price').first().fill('150.00');
      await dialog.getByLabel('Early-bird price until').fill(dayFromNow(10));
      await field(dialog, 'Second child discount').fill('25.00');
      await dialog.getByRole('button', { name: 'Add season price' }).click();
      await expect(toast(staffPage, 'Season price added.')).toBeVisible();
      await expect(prices.getByRole('rowheader', { name: season.title })).toBeVisible();

      // And a promo code for it.
      await prices.getByRole('button', { name: 'Add promo code' }).click();
      dialog = staffPage.getByRole('dialog', { name: 'New promo code' });
      await field(dialog, 'Code').fill(code);
      await field(dialog, 'Amount off').fill('20');
      await field(dialog, 'Season').selectOption(String(season.id));
      await dialog.getByRole('button', { name: 'Add promo code' }).click();
      await expect(toast(staffPage, 'Promo code added.')).toBeVisible();
      const promos = (await (
        await request.get(`/api/office/promo-codes/?search=${code}`, { headers: asStaff })
      ).json()) as {
        results: { id: number }[];
      };
      promoId = promos.results[0]!.id;

      // A family registers a child for the season.
      const family = await signUpAs(page, request, 'parent_guardian');
      await confirmEmailByApi(request, family);
      await addChildByApi(request, family.access, 'Wren');
      await page.goto('/portal/parent');
      const card = childCard(page, 'Wren Rivers');
      await card.getByRole('button', { name: /for a program$/ }).click();
      await card.getByLabel('Program', { exact: true }).selectOption(PROGRAM);
      const venue = card.getByLabel('Location');
      if (await venue.count()) await venue.selectOption({ index: 1 });
      await card.getByLabel('Shirt size').selectOption('M');
      await card.getByLabel('Shorts size').selectOption('L');
      await card.getByLabel('Glove size').selectOption('S');
      await card.getByLabel('Shoe size').fill('7');
      await card.getByLabel('Age group').selectOption({ index: 1 });
      await card.getByLabel('Grade').selectOption('7');
      await card.getByLabel('County').selectOption('DESOTO');
      await card.getByLabel('Shipping contact name').fill('Pat Parent');
      await card.getByLabel('Address line 1').fill('12 Magnolia St');
      await card.getByLabel('City').fill('Hernando');
      await card.getByLabel('State').fill('Mississippi');
      await card.getByLabel('ZIP or postal code').fill('38632');
      await card.getByRole('button', { name: 'Review & Register' }).click();
      const review = page.getByRole('dialog', { name: /^Register / });
      await expect(review.getByText('Registration fee: $180.00')).toBeVisible();
      await expect(review.getByText(/^Early-bird price \$150\.00 until .*: −\$30\.00$/)).toBeVisible();
      await expect(review.getByText('Total $150.00')).toBeVisible();

      await review.getByLabel('Promo code (optional)').fill(code.toLowerCase());
      await review.getByRole('button', { name: 'Apply' }).click();
      await expect(review.getByText(`Promo code ${code} applied.`)).toBeVisible();
      await expect(review.getByText('Total $130.00')).toBeVisible();
      await review.getByRole('button', { name: 'Confirm & Pay $130.00' }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Secure card payment' })
          .getByRole('button', { name: 'Pay $130.00' }),
      ).toBeVisible();
      await payWith(page, CARDS.approved);
      await expect(card.getByRole('status').filter({ hasText: 'Registered for' })).toBeVisible();

      // The office's record of the code counts its use.
      const used = (await (
        await request.get(`/api/office/promo-codes/${promoId}/`, { headers: asStaff })
      ).json()) as { uses: number };
      expect(used.uses).toBe(1);
    } finally {
      // The season goes back to the league's price; the code is stopped (a used one is kept).
      await request.delete(`/api/office/season-prices/${season.id}/`, { headers: asStaff });
      if (promoId !== null) {
        await request.patch(`/api/office/promo-codes/${promoId}/`, {
          headers: asStaff,
          data: { active: false },
        });
      }
      await staffContext.close();
    }
  });
});

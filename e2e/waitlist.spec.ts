/**
 * A full division and its waitlist (issue 21), end to end on the phone layout: the division has one
 * place, a family takes it; a second family's form says it is full and offers "Join the waitlist"
 * at once (issue 41 item 11; a checkout refused because the division filled up meanwhile offers it
 * too: src/components/portal/Waitlists.test.tsx), it joins and sees position 1 in its portal; the
 * office refunds the first family in full; the offer mail's link opens the portal at the offer,
 * whose checkout (filled from the waitlist entry) takes the card and registers the child. (An offer
 * that expires passes to the next family by the sweep: server/registrations/waitlist.test.ts, and
 * end to end with a test clock on a server of its own in e2e/waitlist-expiry.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { lastMailTo } from './support/outbox';
import { addChildByApi, CARDS, payByApi, payWith } from './support/payments';
import { onMobileOnly } from './support/projects';
import { fillRegistration } from './support/registration';
import { confirmEmailByApi, signInAs, signUpAs } from './support/session';
import { registrationBody } from '../server/test/registrations';

test.describe('waitlist', () => {
  onMobileOnly('one flow through a full division');

  test('a full division: join, offer on a refund, follow the link and pay', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const staffContext = await browser.newContext();
    const staff = await signInAs(await staffContext.newPage(), request, 'staff@demo.test');
    const asStaff = { Authorization: `Bearer ${staff.access}` };
    const program = (await (await request.get('/api/programs/nfl-flag-boys/')).json()) as {
      locations: { id: number }[];
    };
    // Its last venue: the other flows register at the first one, and may run meanwhile.
    const venue = program.locations.at(-1)!.id;
    const setCapacity = async (capacity: number | null) => {
      const res = await request.patch('/api/office/programs/nfl-flag-boys/', {
        headers: asStaff,
        data: { capacities: capacity === null ? [] : [{ venue, division: null, capacity }] },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    const placesLeft = async () =>
      ((await (await request.get('/api/programs/nfl-flag-boys/')).json()) as { places_left: number | null })
        .places_left;

    // One place left at the first venue; the first family takes it.
    await setCapacity(1000);
    await setCapacity(1000 - (await placesLeft())! + 1);
    const firstContext = await browser.newContext();
    const first = await signUpAs(await firstContext.newPage(), request, 'parent_guardian');
    await confirmEmailByApi(request, first);
    const firstChild = await addChildByApi(request, first.access, 'Quinn');
    const session = await payByApi(request, first.access, registrationBody(firstChild, { location: venue }));
    expect(await placesLeft()).toBe(0);

    try {
      // The second family: the form says the division is full and offers the waitlist at once
      // (issue 41 item 11), in place of Review & Register.
      const second = await signUpAs(page, request, 'parent_guardian');
      await confirmEmailByApi(request, second);
      await addChildByApi(request, second.access, 'Sky');
      await page.goto('/portal/parent');
      const card = await fillRegistration(page, 'Sky Rivers');
      await card.getByLabel('Location').selectOption(String(venue));
      await expect(card.getByText('Full — join the waitlist')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Review & Register' })).toHaveCount(0);
      await card.getByRole('button', { name: 'Join the waitlist' }).click();
      await expect(
        card.getByRole('status').filter({ hasText: 'You are number 1 on the waitlist' }),
      ).toBeVisible();
      const waitlists = page.getByRole('region', { name: 'Waitlists' });
      await expect(waitlists).toContainText('Sky Rivers');
      await expect(waitlists).toContainText('Number 1 on the waitlist');

      // The office refunds the first family in full: the place is offered to the second family.
      const refund = await request.post(`/api/office/registrations/${session.registration_id}/refunds/`, {
        headers: asStaff,
        data: {
          amount_cents: 25000,
          reason: 'Family moved away',
          idempotency_key: `e2e-waitlist-${Date.now()}`,
        },
      });
      expect(refund.status(), await refund.text()).toBe(200);
      await expect
        .poll(() => lastMailTo(second.email)?.subject ?? '')
        .toMatch(/^A place is open for Sky Rivers: /);
      const link = /https?:\/\/[^\s]+\/portal\/parent\?waitlist=\d+/.exec(lastMailTo(second.email)!.text)![0];

      // The link opens the portal at the offer; its checkout takes the card.
      await page.goto(new URL(link).pathname + new URL(link).search);
      const offer = page.getByRole('button', { name: 'Register and pay $250.00 for Sky Rivers' });
      await expect(offer).toBeFocused();
      await expect(page.getByRole('region', { name: 'Waitlists' })).toContainText(
        'A place is kept for you until',
      );
      await offer.click();
      await payWith(page, CARDS.approved);
      await expect(
        page.getByRole('status').filter({ hasText: 'Payment received! The place is yours.' }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Waitlists' })).toContainText(
        'Registered from the waitlist',
      );
      expect(await placesLeft()).toBe(0);
    } finally {
      await setCapacity(null);
      await staffContext.close();
      await firstContext.close();
    }
  });
});

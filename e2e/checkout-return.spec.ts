import { expect, test, type Locator, type Page } from '@playwright/test';
import { CARDS, checkoutByApi, confirmByApi, sandboxToken } from './support/payments';
import { signUpAs } from './support/session';
import { onMobileOnly } from './support/projects';
import { hold } from './support/hold';

onMobileOnly('payment-return flows');

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('/checkout/return', () => {
  test('confirms a paid payment and sends the parent to their portal, replacing history', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    const session = await checkoutByApi(request, access);
    expect(await confirmByApi(request, access, session, await sandboxToken(request, CARDS.approved))).toBe(
      200,
    );
    await page.goto('/');
    await page.goto(
      `/checkout/return?portal=PARENT&registrationId=${session.registration_id}&checkoutId=${session.payment_id}`,
    );
    await expect(heading(page)).toHaveText('Payment Confirmed');
    await expect(page.getByText('Payment received! Your athlete is registered.')).toBeVisible();
    await expect(page.getByText('Test payment — no money moved')).toBeVisible();
    await expect(page.getByText('Registration complete! Redirecting you to your portal.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Parent Portal' })).toHaveAttribute(
      'href',
      '/portal/parent',
    );
    await expect(page).toHaveURL(/\/portal\/parent$/, { timeout: 6000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('polls a payment that is still processing until it is paid', async ({ page, request }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    const session = await checkoutByApi(request, access);
    // The slow card: the provider does not answer in time, so confirm leaves it processing.
    expect(await confirmByApi(request, access, session, await sandboxToken(request, CARDS.slow))).toBe(202);
    await page.goto(`/checkout/return?portal=parent&checkout_id=${session.payment_id}`);
    await expect(heading(page)).toHaveText('Payment Still Processing');
    await expect(page.getByText('Payment is still processing. We will retry automatically.')).toBeVisible();
    await expect(heading(page)).toHaveText('Payment Confirmed', { timeout: 20_000 });
  });

  test('a canceled checkout says no charge was made, and Retry verification asks again', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    const session = await checkoutByApi(request, access);
    await page.goto(`/checkout/return?portal=athlete&status=canceled&checkoutId=${session.payment_id}`);
    await expect(page.getByRole('alert')).toHaveText(
      'Payment canceled. No charges were made. You can restart checkout from your portal whenever you are ready.',
    );
    await expect(page.getByRole('link', { name: 'Go to Athlete Portal' })).toHaveAttribute(
      'href',
      '/portal/athlete',
    );
    let asked = 0;
    await page.route('**/api/payments/verify/', async (route) => {
      asked += 1;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Retry verification' }).click();
    await expect.poll(() => asked).toBe(1);
    await expect(page.getByRole('alert')).toContainText('Payment canceled.');
  });

  test('the status and answer decide the words of an unverified payment', async ({ page, request }) => {
    const { access } = await signUpAs(page, request, 'parent_guardian');
    const session = await checkoutByApi(request, access);
    await page.goto(`/checkout/return?status=failed&checkoutId=${session.payment_id}`);
    await expect(page.getByRole('alert')).toHaveText('Payment failed. Please try again or contact support.');
    await page.goto(`/checkout/return?payment_id=${session.registration_id}`);
    await expect(page.getByRole('alert')).toHaveText(
      'We could not verify the payment yet. Please retry or contact support.',
    );
    await page.route('**/api/payments/verify/', (route) =>
      route.fulfill({ json: { success: false, status: 'FAILED' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Payment verification failed. Please contact support.');
    await page.unroute('**/api/payments/verify/');
    await page.route('**/api/payments/verify/', (route) => route.fulfill({ status: 502, body: '' }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Unable to verify the payment just yet.');
  });

  test('without any reference it asks the payer to contact support', async ({ page, request }) => {
    await signUpAs(page, request, 'parent_guardian');
    await page.goto('/checkout/return?portal=referee&status=failed');
    await expect(page.getByRole('alert')).toHaveText(
      'Missing checkout reference. Please contact support with your receipt.',
    );
    await expect(page.getByRole('link', { name: 'Go to Referee Hub' })).toHaveAttribute('href', '/referee');
  });

  test('stops polling after the schedule and offers a retry', async ({ page, request }) => {
    await signUpAs(page, request, 'parent_guardian');
    await page.clock.install();
    let asked = 0;
    await page.route('**/api/payments/verify/', (route) => {
      asked += 1;
      return route.fulfill({ status: 202, json: { success: false, status: 'PENDING' } });
    });
    await page.goto('/checkout/return?checkoutId=41');
    await expect(page.getByText('Payment is still processing. We will retry automatically.')).toBeVisible();
    // The waits are 5, 15, 30 and 60 s: move the page's clock on until the schedule has run out.
    await expect(async () => {
      await page.clock.runFor(10_000);
      await expect(page.getByRole('alert')).toHaveText(
        'Payment is still processing. Please retry in a moment.',
        {
          timeout: 200,
        },
      );
    }).toPass({ timeout: 20_000 });
    expect(asked).toBe(5);
    await expect(page.getByRole('button', { name: 'Retry verification' })).toBeVisible();
  });

  test('the message and the buttons stay where the built page drew them, through Verifying payment… to the answer', async ({
    baseURL,
    browser,
    page,
    request,
  }) => {
    await signUpAs(page, request, 'parent_guardian');
    const address = `${baseURL}/checkout/return?checkoutId=ch_ABC123`;
    const portalLink = (on: Page) => on.getByRole('link', { name: 'Go to Parent Portal' });
    // Within the card: without script the header above it is longer (its menu shows as a list).
    const within = async (on: Page, what: Locator) =>
      (await what.boundingBox())!.y - (await on.locator('.checkout-return').boundingBox())!.y;
    const top = async (on: Page) => [
      await within(on, on.locator('.checkout-return-status p')),
      await within(on, portalLink(on)),
    ];
    // The built page, as a phone draws it before the page's script has run.
    const built = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: false });
    const builtPage = await built.newPage();
    await builtPage.goto(address);
    await expect(builtPage.getByText('We are confirming your payment')).toBeVisible();
    const drawn = await top(builtPage);
    await built.close();

    // No payment of this parent's has that reference: the answer is an error, with a retry.
    const release = await hold(page, '**/api/payments/verify/');
    await page.goto(address);
    await expect(page.getByText('Verifying payment…')).toBeVisible();
    expect(await top(page)).toEqual(drawn);
    release();
    await expect(page.getByRole('button', { name: 'Retry verification' })).toBeVisible();
    expect(await top(page)).toEqual(drawn);
  });

  test('shows Verifying payment… while the first answer is on its way', async ({ page, request }) => {
    await signUpAs(page, request, 'parent_guardian');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payments/verify/', async (route) => {
      await held;
      await route.fulfill({ json: { success: true, status: 'PAID', portal: 'parent' } });
    });
    await page.goto('/checkout/return?checkoutId=ch_ABC123');
    await expect(page.getByText('Verifying payment…')).toBeVisible();
    await expect(heading(page)).toHaveText('Finalizing Your Payment');
    release();
    await expect(
      page.getByText('Payment confirmed. Welcome to Mid-South Youth Sports League!'),
    ).toBeVisible();
  });
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registrationBody as parentRegistration } from '../../server/test/registrations';

/** The sandbox's test cards (README: Payments). */
export const CARDS = {
  approved: '4242424242424242',
  declined: '4005571702222222',
  slow: '4000000000000077',
  expired: '4000000000000069',
  wrongCvv: '4000000000000127',
  wrongZip: '4000000000000036',
  processingError: '4000000000000119',
} as const;

/** Types a card into the provider's fields (each in its own iframe), key by key as a person would. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Secure card payment' });
  await expect(dialog).toBeVisible();
  const field = (title: string) => dialog.frameLocator(`iframe[title="${title}"]`).locator('input');
  await field('Name on card').pressSequentially('Pat Parent');
  await field('Card number').pressSequentially(number);
  await field('Card expiration date').pressSequentially(
    `12${String(new Date().getFullYear() + 3).slice(-2)}`,
  );
  await field('Card security code').pressSequentially('123');
  await field('Billing postal code').pressSequentially('38632');
}

/** Pays the open card dialog with a test card. */
export async function payWith(page: Page, number: string): Promise<void> {
  await fillCard(page, number);
  await page
    .getByRole('dialog', { name: 'Secure card payment' })
    .getByRole('button', { name: /^Pay \$/ })
    .click();
}

/** A card token from the sandbox's token endpoint, as the card fields would get it. */
export async function sandboxToken(request: APIRequestContext, number: string): Promise<string> {
  const response = await request.post('/sandbox/clover/v1/tokens', {
    headers: { apikey: 'sandbox-public-key' },
    data: { card: { number, exp_month: '12', exp_year: String(new Date().getFullYear() + 2), cvv: '123' } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** A complete parent registration of `child` for the first venue of NFL FLAG Boys (spec 2 §7). */
export async function registrationBody(request: APIRequestContext, child: number) {
  const program = (await (await request.get('/api/programs/nfl-flag-boys/')).json()) as {
    locations: { id: number }[];
  };
  return parentRegistration(child, { location: program.locations[0]?.id ?? null });
}

/**
 * Adds a child through the API, its waiver signed (a registration needs it) unless `waiver` is
 * 'pending'; returns its id.
 */
export async function addChildByApi(
  request: APIRequestContext,
  access: string,
  first = 'Sam',
  { born = '2013-04-02', waiver = 'signed' }: { born?: string; waiver?: 'signed' | 'pending' } = {},
): Promise<number> {
  const headers = { Authorization: `Bearer ${access}` };
  const response = await request.post('/api/auth/children/', {
    headers,
    data: { first_name: first, last_name: 'Rivers', date_of_birth: born, gender: 'Male' },
  });
  expect(response.status()).toBe(201);
  const child = ((await response.json()) as { id: number }).id;
  if (waiver === 'signed') {
    const { version } = (await (await request.get('/api/waivers/current/', { headers })).json()) as {
      version: string;
    };
    const signed = await request.post('/api/waivers/', {
      headers,
      data: { child, signer_name: 'Pat Parent', agree: true, version },
    });
    expect(signed.status()).toBe(201);
  }
  return child;
}

/** A started checkout: what the confirm call sends back. */
export interface CheckoutSession {
  payment_id: number;
  registration_id: number;
  idempotency_key: string;
}

/** Starts a checkout through the API with a registration body; it must be accepted (201). */
export async function startCheckoutByApi(
  request: APIRequestContext,
  access: string,
  body: unknown,
): Promise<CheckoutSession> {
  const response = await request.post('/api/payments/checkout/', {
    headers: { Authorization: `Bearer ${access}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CheckoutSession;
}

/** Starts a checkout through the API for a new child of the signed-up parent. */
export async function checkoutByApi(request: APIRequestContext, access: string) {
  const child = await addChildByApi(request, access);
  return startCheckoutByApi(request, access, await registrationBody(request, child));
}

/** Registers and pays through the API with the approved sandbox card: a paid registration. */
export async function payByApi(
  request: APIRequestContext,
  access: string,
  body: unknown,
): Promise<CheckoutSession> {
  const session = await startCheckoutByApi(request, access, body);
  expect(await confirmByApi(request, access, session, await sandboxToken(request, CARDS.approved))).toBe(200);
  return session;
}

/** Confirms a checkout through the API with a card token; returns the HTTP status. */
export async function confirmByApi(
  request: APIRequestContext,
  access: string,
  session: CheckoutSession,
  source: string,
): Promise<number> {
  const response = await request.post('/api/payments/confirm/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { ...session, portal: 'parent', source, charge_id: null },
  });
  return response.status();
}

/** Request bodies the server tests send to start a registration. */
import type { CallResult, TestContext } from './harness';

/** A complete parent registration body for a child (spec 2 §7); `overrides` replaces fields. */
export const registrationBody = (child: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'parent_registration',
  child,
  program: 'nfl-flag-boys',
  location: null,
  shirt_size: 'M',
  shorts_size: 'M',
  glove_size: 'S',
  shoe_size: '7.5',
  grade: '7',
  age_group: 'JUNIOR',
  league_division: 'NFC_NORTH',
  league_county: 'DESOTO',
  shipping_name: 'Pat Parent',
  shipping_phone: '',
  shipping_address: {
    address1: '12 Magnolia St',
    address2: '',
    city: 'Hernando',
    state: 'Mississippi',
    postal_code: '38632',
    country: 'USA',
    confirm: true,
  },
  ...overrides,
});

/** Signs the current waiver for a child as its parent (POST /waivers/), as the portal does. */
export async function signWaiverFor(
  t: TestContext,
  token: string,
  child: number,
  signer = 'Pat Parent',
): Promise<CallResult> {
  const { version } = (await t.call('GET', '/api/waivers/current/', { token })).body as { version: string };
  return t.call('POST', '/api/waivers/', {
    token,
    body: { child, signer_name: signer, agree: true, version },
  });
}

/**
 * Adds a child (born 2013, so 13 this season) to the parent's household and signs its waiver, as a
 * parent does before a checkout; answers the child's id (the test fails if either step does).
 */
export async function addChildWithWaiver(t: TestContext, token: string, first = 'Sam'): Promise<number> {
  const child = await t.call('POST', '/api/auth/children/', {
    token,
    body: { first_name: first, last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' },
  });
  if (child.status !== 201)
    throw new Error(`adding a child failed: ${child.status} ${JSON.stringify(child.body)}`);
  const signed = await signWaiverFor(t, token, child.body.id as number);
  if (signed.status !== 201)
    throw new Error(`signing failed: ${signed.status} ${JSON.stringify(signed.body)}`);
  return child.body.id as number;
}

/** Signs the current waiver as an athlete of 18 or over for themselves (POST /waivers/self/). */
export async function signOwnWaiver(
  t: TestContext,
  token: string,
  signer = 'Riley Hart',
): Promise<CallResult> {
  const { version } = (await t.call('GET', '/api/waivers/current/', { token })).body as { version: string };
  return t.call('POST', '/api/waivers/self/', { token, body: { signer_name: signer, agree: true, version } });
}

/**
 * Registers and pays for a child (sandbox card) as its parent: checkout with `overrides` on the
 * body, then confirm; returns the registration id (the test fails if either step does).
 */
export async function registerAndPay(
  t: TestContext,
  token: string,
  child: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const location = ((await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations[0]?.id ?? null) as
    number | null;
  const started = await t.call('POST', '/api/payments/checkout/', {
    token,
    body: registrationBody(child, { location, ...overrides }),
  });
  if (started.status !== 201)
    throw new Error(`checkout failed: ${started.status} ${JSON.stringify(started.body)}`);
  const confirmed = await t.call('POST', '/api/payments/confirm/', {
    token,
    body: { ...started.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
  });
  if (confirmed.status !== 200) {
    throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
  return started.body.registration_id as number;
}

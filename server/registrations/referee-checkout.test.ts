import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

/** The training checkout body the referee page sends (spec 3 §7: notes plus the shipping fields). */
const trainingBody = (changes: Record<string, unknown> = {}) => ({
  kind: 'referee_training',
  notes: 'Weekend mornings work best.',
  shipping_name: 'Lena Carter',
  shipping_phone: '901-555-0100',
  shipping_address: {
    address1: '40 Poplar Ave',
    address2: '',
    city: 'Memphis',
    state: 'tn',
    postal_code: '38103',
    country: 'United States',
    confirm: true,
  },
  ...changes,
});

const start = (token: string, body: unknown = trainingBody()) =>
  t.call('POST', '/api/payments/checkout/', { token, body });

async function pay(
  token: string,
  started: { registration_id: number; payment_id: number; idempotency_key: string },
) {
  return t.call('POST', '/api/payments/confirm/', {
    token,
    body: { ...started, portal: 'referee', source: await t.cardToken(), charge_id: null },
  });
}

const refereeRegistrations = async (token: string) =>
  (
    (await t.call('GET', '/api/registrations/', { token })).body.results as {
      kind: string;
      payment_status: string;
    }[]
  ).filter((r) => r.kind === 'referee_training');

describe('the referee training checkout (spec 3 §6, §7)', () => {
  it('lets a referee pay the $250.00 fee once; the registration then reads paid and a second one is refused', async () => {
    const token = await t.signIn('referee@demo.test');
    const started = await start(token);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amount_cents: 25000, currency: 'USD', portal: 'referee' });
    expect(await refereeRegistrations(token)).toMatchObject([{ payment_status: 'unpaid' }]);

    const paid = await pay(token, started.body);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      success: true,
      message: 'Payment received! You are officially on the crew.',
    });
    expect(await refereeRegistrations(token)).toMatchObject([{ payment_status: 'paid' }]);

    const again = await start(token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'Your referee training fee is already paid.' });
  });

  it('stores the address normalised (state and postal code upper case, country code)', async () => {
    const { token } = await t.signUp('referee');
    const res = await start(
      token,
      trainingBody({
        shipping_address: {
          address1: '1 Rue Principale',
          city: 'Ottawa',
          state: 'on',
          postal_code: 'k1a 0b1',
          country: 'Canada',
          confirm: true,
        },
      }),
    );
    expect(res.status).toBe(201);
    const [registration] = (await t.call('GET', '/api/registrations/', { token })).body.results;
    expect(registration.shipping_address).toMatchObject({
      state: 'ON',
      postal_code: 'K1A 0B1',
      country: 'CA',
    });
    expect(registration.shipping_phone).toBe('901-555-0100');
  });

  it('lets staff pay the training fee too', async () => {
    const res = await start(await t.signIn('staff@demo.test'));
    expect(res.status).toBe(201);
  });

  it.each(['parent@demo.test', 'athlete@demo.test'] as const)(
    'refuses %s with "You need a referee account to complete payment online."',
    async (email) => {
      const res = await start(await t.signIn(email));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'You need a referee account to complete payment online.' });
    },
  );

  it.each(['coach@demo.test', 'recruiter@demo.test'] as const)(
    'refuses %s (not a paying role)',
    async (email) => {
      const res = await start(await t.signIn(email));
      expect(res.status).toBe(403);
    },
  );

  it('answers 401 without a session', async () => {
    const res = await t.call('POST', '/api/payments/checkout/', { body: trainingBody() });
    expect(res.status).toBe(401);
  });

  it.each([
    [
      'no phone (required here)',
      { shipping_phone: '' },
      { shipping_phone: ['Enter a shipping contact phone number.'] },
    ],
    [
      'an incomplete address',
      { shipping_address: { address1: '40 Poplar Ave', city: '', state: 'TN', postal_code: '38103' } },
      {
        shipping_address: {
          address1: ['Enter a complete shipping address (street, city, state, postal code).'],
        },
      },
    ],
    [
      'a Mexican postal code of four digits',
      {
        shipping_address: {
          address1: 'Av. Juárez 1',
          city: 'Guadalajara',
          state: 'JAL',
          postal_code: '4410',
          country: 'Mexico',
        },
      },
      { shipping_address: { postal_code: ['Enter a valid Mexican postal code (5 digits).'] } },
    ],
  ])('answers the spec message for %s', async (_, change, errors) => {
    const { token } = await t.signUp('referee');
    const res = await start(token, trainingBody(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });
});

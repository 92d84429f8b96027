import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/registrations';
import { createTestContext, type TestContext } from '../../test/harness';
import { signWaiverFor } from '../../test/registrations';

let t: TestContext;
let program: {
  locations: { id: number; name: string; city: string; state: string }[];
  divisions: { id: number; name: string }[];
};
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  program = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body;
}, 60_000);
afterAll(() => t.close());

async function addChild(token: string, firstName: string) {
  const res = await t.call('POST', '/api/auth/children/', {
    token,
    body: { first_name: firstName, last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' },
  });
  await signWaiverFor(t, token, res.body.id);
  return res.body.id as number;
}

async function checkout(token: string, child: number) {
  const res = await t.call('POST', '/api/payments/checkout/', {
    token,
    body: {
      kind: 'parent_registration',
      child,
      program: 'nfl-flag-boys',
      location: program.locations[0]!.id,
      division: program.divisions[0]!.id,
      shirt_size: 'M',
      shorts_size: 'L',
      glove_size: 'S',
      shoe_size: 7.5,
      grade: '7',
      age_group: 'JUNIOR',
      league_division: 'NFC_NORTH',
      league_county: 'DESOTO',
      shipping_name: 'Pat Rivers',
      shipping_phone: '662-555-0100',
      shipping_address: {
        address1: '12 Magnolia St',
        address2: '',
        city: 'Hernando',
        state: 'mississippi',
        postal_code: '38632',
        country: 'USA',
        confirm: true,
      },
    },
  });
  expect(res.status).toBe(201);
  return res.body as { registration_id: number; payment_id: number; idempotency_key: string };
}

const pay = async (token: string, started: Awaited<ReturnType<typeof checkout>>, card: string) =>
  t.call('POST', '/api/payments/confirm/', {
    token,
    body: { ...started, portal: 'parent', source: await t.cardToken(card) },
    headers: { 'X-Forwarded-For': '203.0.113.9' },
  });

describe('GET /api/registrations/', () => {
  let parent: { token: string; user: { id: number } };
  let unpaid: number;
  let paid: number;
  let declined: number;
  beforeAll(async () => {
    parent = await t.signUp('parent_guardian');
    unpaid = (await checkout(parent.token, await addChild(parent.token, 'Sam'))).registration_id;
    const second = await checkout(parent.token, await addChild(parent.token, 'Leo'));
    expect((await pay(parent.token, second, '4242424242424242')).status).toBe(200);
    paid = second.registration_id;
    const third = await checkout(parent.token, await addChild(parent.token, 'Max'));
    expect((await pay(parent.token, third, '4005571702222222')).status).toBe(402);
    declined = third.registration_id;
  });

  it("lists the caller's registrations newest first, each with its payment status", async () => {
    const res = await t.call('GET', '/api/registrations/', { token: parent.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(
      res.body.results.map((row: { id: number; participant_name: string; payment_status: string }) => [
        row.id,
        row.participant_name,
        row.payment_status,
      ]),
    ).toEqual([
      [declined, 'Max Rivers', 'unpaid'],
      [paid, 'Leo Rivers', 'paid'],
      [unpaid, 'Sam Rivers', 'unpaid'],
    ]);
  });

  it('answers each registration with its program, venue, division, sizes, address and amount', async () => {
    const res = await t.call('GET', '/api/registrations/', { token: parent.token });
    const row = res.body.results.find((r: { id: number }) => r.id === paid);
    const venue = program.locations[0]!;
    expect(row).toEqual({
      id: paid,
      user: parent.user.id,
      kind: 'parent_registration',
      season: expect.stringMatching(/^(Spring|Fall) \d{4}$/),
      child: expect.any(Number),
      athlete_profile: null,
      participant_name: 'Leo Rivers',
      program: 'nfl-flag-boys',
      program_name: 'NFL FLAG Football Boys',
      location: venue.id,
      location_detail: { id: venue.id, name: venue.name, city: venue.city, state: venue.state },
      division: program.divisions[0]!.id,
      division_detail: { id: program.divisions[0]!.id, name: program.divisions[0]!.name },
      shirt_size: 'M',
      shorts_size: 'L',
      glove_size: 'S',
      shoe_size: '7.5',
      grade: '7',
      age_group: 'JUNIOR',
      league_division: 'NFC_NORTH',
      league_county: 'DESOTO',
      shipping_name: 'Pat Rivers',
      shipping_phone: '662-555-0100',
      shipping_address: {
        address1: '12 Magnolia St',
        address2: '',
        city: 'Hernando',
        state: 'MS',
        postal_code: '38632',
        country: 'US',
      },
      shipping_address_confirmed_at: expect.any(String),
      amount_cents: 25000,
      currency: 'USD',
      payment_status: 'paid',
      paid_at: expect.any(String),
      created_at: expect.any(String),
    });
    const open = res.body.results.find((r: { id: number }) => r.id === unpaid);
    expect(open).toMatchObject({ payment_status: 'unpaid', paid_at: null });
  });

  it('orders by creation time, not by id', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const recent = await checkout(token, await addChild(token, 'Ned'));
    // A registration stored later but created earlier (e.g. imported) comes after it.
    const [older] = await t.handle.db
      .insert(registrations)
      .values({
        userId: user.id,
        kind: 'parent_registration',
        subject: `import:${user.id}`,
        season: 'Fall 2025',
        participantName: 'Old Rivers',
        amountCents: 25000,
        paymentStatus: 'paid',
        createdAt: new Date(Date.now() - 200 * 24 * 3600 * 1000),
      })
      .returning();
    const res = await t.call('GET', '/api/registrations/', { token });
    expect(res.body.results.map((row: { id: number }) => row.id)).toEqual([
      recent.registration_id,
      older!.id,
    ]);
  });

  it('pages with page_size and absolute next links', async () => {
    const res = await t.call('GET', '/api/registrations/?page_size=2', { token: parent.token });
    expect(res.body.count).toBe(3);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.next).toBe('http://localhost/api/registrations/?page_size=2&page=2');
    const next = await t.call('GET', '/api/registrations/?page_size=2&page=2', { token: parent.token });
    expect(next.body.results.map((row: { id: number }) => row.id)).toEqual([unpaid]);
  });

  it("never shows another account's registrations", async () => {
    const stranger = await t.signUp('parent_guardian');
    const res = await t.call('GET', '/api/registrations/', { token: stranger.token });
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    const coach = await t.signUp('coach');
    expect((await t.call('GET', '/api/registrations/', { token: coach.token })).body.count).toBe(0);
  });

  it('needs a session', async () => {
    const res = await t.call('GET', '/api/registrations/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

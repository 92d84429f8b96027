import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { registrations } from '../../db/schema/registrations';
import { createTestContext, type TestContext } from '../../test/harness';
import { signWaiverFor } from '../../test/registrations';
import { followVerificationLink } from '../../test/verification';

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
      // The one season of the program open for registration (issue 19): the upcoming Junior League.
      season: expect.stringMatching(/^(Winter|Spring|Summer|Fall) \d{4}$/),
      season_id: expect.any(Number),
      team: null,
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
      fee_cents: 25000,
      aid_cents: 0,
      currency: 'USD',
      payment_status: 'paid',
      // The status in the office's words, and what the refund policy allows today (issue 20).
      status: 'paid',
      refunded_cents: 0,
      refunds: [],
      refund_request: null,
      refund_policy: {
        rule: 'full',
        policy_cents: 25000,
        allowed_cents: 25000,
        remaining_cents: 25000,
        explanation: expect.stringMatching(
          /^Full refund: registration is open until \w{3} \d{1,2}, \d{4}\.$/,
        ),
      },
      paid_at: expect.any(String),
      // Paid through the local sandbox: no money moved (issue 17 item 6).
      test_mode: true,
      created_at: expect.any(String),
    });
    const open = res.body.results.find((r: { id: number }) => r.id === unpaid);
    expect(open).toMatchObject({ payment_status: 'unpaid', paid_at: null, test_mode: false });
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

describe('GET /api/registrations/{id}/receipt/', () => {
  let parent: { token: string; user: { id: number; email: string } };
  let paid: { registration_id: number; payment_id: number };
  let charge: string;
  let unpaid: number;
  let declined: number;
  beforeAll(async () => {
    parent = await t.signUp('parent_guardian');
    // Receipts are mailed to confirmed addresses only (issue 17 item 2).
    await t.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, parent.user.id));
    paid = await checkout(parent.token, await addChild(parent.token, 'Ada'));
    const answer = await pay(parent.token, paid as Awaited<ReturnType<typeof checkout>>, '4242424242424242');
    expect(answer.status).toBe(200);
    charge = answer.body.charge_id;
    unpaid = (await checkout(parent.token, await addChild(parent.token, 'Bo'))).registration_id;
    const third = await checkout(parent.token, await addChild(parent.token, 'Cy'));
    expect((await pay(parent.token, third, '4005571702222222')).status).toBe(402);
    declined = third.registration_id;
  });

  it('answers the receipt of a paid registration with the facts the e-mailed receipt has', async () => {
    const res = await t.call('GET', `/api/registrations/${paid.registration_id}/receipt/`, {
      token: parent.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      registration_id: paid.registration_id,
      payment_id: paid.payment_id,
      kind: 'parent_registration',
      participant_name: 'Ada Rivers',
      program_name: 'NFL FLAG Football Boys',
      season: expect.stringMatching(/^(Winter|Spring|Summer|Fall) \d{4}$/),
      amount_cents: 25000,
      fee_cents: 25000,
      aid_cents: 0,
      currency: 'USD',
      paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      card_brand: 'VISA',
      card_last4: '4242',
      charge_id: charge,
      payer_name: 'Test Parent_guardian',
      payer_email: parent.user.email,
      portal: 'parent',
      test_mode: true,
      refunds: [],
      receipt_mail: 'sent',
    });
    const mail = t
      .outbox()
      .filter((message) => message.to === parent.user.email)
      .find((message) => message.subject === 'Receipt: Program registration for Ada Rivers');
    expect(mail?.text).toContain(`Program: NFL FLAG Football Boys (${res.body.season})`);
    expect(mail?.text).toContain('Payment method: VISA ending 4242');
    expect(mail?.text).toContain(
      `Payment reference: ${charge} (payment #${paid.payment_id}, registration #${paid.registration_id})`,
    );
    expect(mail?.text).toContain(`/receipt?registration=${paid.registration_id}`);
  });

  it('says the mailed receipt is held while the address is unconfirmed, and sent once it is (issue 41 item 10)', async () => {
    const unconfirmed = await t.signUp('parent_guardian');
    const started = await checkout(unconfirmed.token, await addChild(unconfirmed.token, 'Di'));
    expect((await pay(unconfirmed.token, started, '4242424242424242')).status).toBe(200);
    const receipt = () =>
      t.call('GET', `/api/registrations/${started.registration_id}/receipt/`, { token: unconfirmed.token });
    expect((await receipt()).body.receipt_mail).toBe('held');
    expect(
      t.outbox().filter((mail) => mail.subject.startsWith('Receipt:') && mail.to === unconfirmed.user.email),
    ).toEqual([]);

    expect((await followVerificationLink(t, unconfirmed.user.email, unconfirmed.token)).status).toBe(200);
    expect((await receipt()).body.receipt_mail).toBe('sent');
    expect(
      t.outbox().filter((mail) => mail.subject === 'Receipt: Program registration for Di Rivers'),
    ).toHaveLength(1);
  });

  it('answers 404 with a reason for an unpaid or declined registration of the caller', async () => {
    for (const id of [unpaid, declined]) {
      const res = await t.call('GET', `/api/registrations/${id}/receipt/`, { token: parent.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'This registration is not paid yet, so it has no receipt.' });
    }
  });

  it("answers someone else's receipt exactly like one that does not exist", async () => {
    const stranger = await t.signUp('parent_guardian');
    const theirs = await t.call('GET', `/api/registrations/${paid.registration_id}/receipt/`, {
      token: stranger.token,
    });
    const missing = await t.call('GET', '/api/registrations/987654/receipt/', { token: stranger.token });
    expect(theirs).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect(missing).toMatchObject({ status: theirs.status, body: theirs.body });
    const referee = await t.signUp('referee');
    const asReferee = await t.call('GET', `/api/registrations/${paid.registration_id}/receipt/`, {
      token: referee.token,
    });
    expect(asReferee.status).toBe(404);
  });

  it('needs a session', async () => {
    const res = await t.call('GET', `/api/registrations/${paid.registration_id}/receipt/`);
    expect(res.status).toBe(401);
  });
});

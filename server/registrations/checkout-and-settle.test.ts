import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { sandboxCloverCharges } from '../db/schema/sandbox';
import { sendReceipt } from './receipts';
import { createTestContext, type TestContext } from '../test/harness';
import { registrationBody, signWaiverFor } from '../test/registrations';
import { verifiedSignUp } from '../test/verification';

let t: TestContext;
/** When the sandbox's slow card settles after its charge began. */
const SETTLE_MS = 4000;
beforeAll(async () => {
  // Short provider timings so the slow card's time-out and settling happen within the test; long
  // enough that an ordinary charge answers in time on a busy machine (20 confirms at once wait for
  // the first one's charge).
  t = await createTestContext({
    seed: true,
    env: {
      PAYMENT_TIMEOUT_MS: '1500',
      SANDBOX_CLOVER_SLOW_MS: '3000',
      SANDBOX_CLOVER_SETTLE_MS: String(SETTLE_MS),
    },
  });
}, 60_000);
afterAll(() => t.close());

/** A parent who confirmed their address, with a child whose waiver is signed. */
async function newParentWithChild() {
  const { token, user } = await verifiedSignUp(t, 'parent_guardian');
  const child = await t.call('POST', '/api/auth/children/', {
    token,
    body: { first_name: 'Sam', last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' },
  });
  expect(child.status).toBe(201);
  expect((await signWaiverFor(t, token, child.body.id)).status).toBe(201);
  return { token, user, childId: child.body.id as number };
}

/** The program's first venue, which the registration must name when the program lists venues. */
async function venueOf(program: string) {
  const res = await t.call('GET', `/api/programs/${program}/`);
  return (res.body.locations[0]?.id as number | undefined) ?? null;
}

async function checkout(token: string, childId: number, overrides: Record<string, unknown> = {}) {
  const location = await venueOf('nfl-flag-boys');
  return t.call('POST', '/api/payments/checkout/', {
    token,
    body: registrationBody(childId, { location, ...overrides }),
  });
}

async function confirm(
  token: string,
  started: { registration_id: number; payment_id: number; idempotency_key: string },
  source: string,
) {
  return t.call('POST', '/api/payments/confirm/', {
    token,
    body: { ...started, portal: 'parent', source, charge_id: null },
    headers: { 'X-Forwarded-For': '203.0.113.9' },
  });
}

const chargesFor = async (key: string) =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(sandboxCloverCharges)
      .where(eq(sandboxCloverCharges.idempotencyKey, key))
  )[0]!.n;

describe('POST /api/payments/checkout/', () => {
  it('answers the checkout object with the price list amount, whatever the body says', async () => {
    const { token, childId } = await newParentWithChild();
    const res = await checkout(token, childId, { amount_cents: 1, amount: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      payment_id: expect.any(Number),
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      public_key: t.config.payments.publicKey,
      merchant_id: t.config.payments.merchantId,
      amount_cents: 25000,
      // The price list's fee, no financial aid (issue 21 item 3).
      fee_cents: 25000,
      aid_cents: 0,
      // Issue 37: the quote's lines (the season's price, no discount) and no plan.
      discount_cents: 0,
      total_cents: 25000,
      lines: [{ kind: 'fee', label: 'Registration fee', cents: 25000 }],
      plan: null,
      currency: 'USD',
      registration_id: expect.any(Number),
      portal: 'parent',
      // The local sandbox moves no money, and the answer says so (issue 17 item 6).
      test_mode: true,
    });
    const [row] = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, res.body.registration_id));
    expect(row).toMatchObject({
      paymentStatus: 'unpaid',
      amountCents: 25000,
      shoeSize: 7.5,
      participantName: 'Sam Rivers',
    });
    expect(row!.shippingAddress).toEqual({
      address1: '12 Magnolia St',
      address2: '',
      city: 'Hernando',
      state: 'MS',
      postal_code: '38632',
      country: 'US',
    });
  });

  it('runs the ordered registration checks and answers every failing one as field errors', async () => {
    const { token, childId } = await newParentWithChild();
    const res = await checkout(token, childId, {
      shirt_size: '',
      grade: '13',
      league_county: 'HARRISON',
      shipping_address: { ...registrationBody(0).shipping_address, state: 'Kansas City', postal_code: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      shirt_size: ['Select shirt, shorts, and glove sizes.'],
      grade: ['Choose a grade.'],
      league_county: ['County does not belong to the selected division.'],
      shipping_address: { state: ['Use a 2-letter state code (e.g., KS).'] },
    });
    expect(Object.keys(res.body)[0]).toBe('shirt_size');
  });

  it('stores county and division codes in upper case however they were sent', async () => {
    const { token, childId } = await newParentWithChild();
    const res = await checkout(token, childId, { league_county: 'desoto', league_division: 'nfc_north' });
    expect(res.status).toBe(201);
    const [row] = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, res.body.registration_id));
    expect(row).toMatchObject({ leagueCounty: 'DESOTO', leagueDivision: 'NFC_NORTH' });
  });

  it('refuses a program that is not open and a venue the program does not list', async () => {
    const { token, childId } = await newParentWithChild();
    const unknown = await checkout(token, childId, { program: 'curling' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.program).toEqual(['Program not available. Refresh and try again.']);
    const venue = await checkout(token, childId, { location: 999999 });
    expect(venue.status).toBe(400);
    expect(venue.body.location).toEqual(['Select a location for this program.']);
  });

  it("answers 404 for another parent's child and 403 for a parent checkout by another role", async () => {
    const { childId } = await newParentWithChild();
    const other = await newParentWithChild();
    expect((await checkout(other.token, childId)).status).toBe(404);
    const athlete = await t.signUp('athlete');
    const res = await checkout(athlete.token, childId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Access denied: Parent/Guardian role required for this portal.' });
    const coach = await t.signUp('coach');
    expect((await checkout(coach.token, childId)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/payments/checkout/', { body: registrationBody(childId) })).status,
    ).toBe(401);
  });

  it('refuses an adult age group for an 11–17 program, and takes it for a program for adults', async () => {
    const { token, childId } = await newParentWithChild();
    const youth = await checkout(token, childId, { age_group: 'SORORITY_FRATERNITY', grade: 'COLLEGE' });
    expect(youth.status).toBe(400);
    expect(youth.body).toEqual({ age_group: ['Choose an age group.'] });
    const both = await checkout(token, childId, { age_group: 'NON_COLLEGE_ADULTS', shipping_name: '' });
    expect(Object.keys(both.body)).toEqual(['age_group', 'shipping_name']);
    expect((await checkout(token, childId, { age_group: 'HIGH_SCHOOL' })).status).toBe(201);

    await t.handle.db.update(programs).set({ minAge: 18, maxAge: 99 }).where(eq(programs.id, 'jr-nba'));
    try {
      const venues = (await t.call('GET', '/api/programs/jr-nba/')).body.locations;
      const adult = await t.call('POST', '/api/payments/checkout/', {
        token,
        body: registrationBody(childId, {
          program: 'jr-nba',
          location: venues[0]?.id ?? null,
          age_group: 'REGULAR_COLLEGE',
          grade: 'COLLEGE',
        }),
      });
      expect(adult.status).toBe(201);
    } finally {
      await t.handle.db.update(programs).set({ minAge: 11, maxAge: 17 }).where(eq(programs.id, 'jr-nba'));
    }
  });

  it('remembers the confirmed address on the account, and the contact phone when it has none', async () => {
    const { token, childId } = await newParentWithChild();
    expect((await checkout(token, childId, { shipping_phone: '662-555-0100' })).status).toBe(201);
    const me = (await t.call('GET', '/api/auth/me/', { token })).body;
    expect(me.phone_number).toBe('662-555-0100');
    expect(me.shipping_address).toMatchObject({ address1: '12 Magnolia St', city: 'Hernando', state: 'MS' });
    // A phone the account already has is its own: a later checkout's contact phone leaves it.
    expect((await checkout(token, childId, { shipping_phone: '901-555-0199' })).status).toBe(201);
    expect((await t.call('GET', '/api/auth/me/', { token })).body.phone_number).toBe('662-555-0100');
  });

  it('refuses an unknown kind with a readable message', async () => {
    const { token } = await newParentWithChild();
    const res = await t.call('POST', '/api/payments/checkout/', { token, body: { kind: 'donation' } });
    expect(res.status).toBe(400);
    expect(res.body.kind[0]).toMatch(/^Choose what to pay for/);
  });
});

describe('POST /api/payments/confirm/', () => {
  it('charges the success card once, marks the registration paid and mails a receipt', async () => {
    const { token, user, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const res = await confirm(token, started, await t.cardToken('4242424242424242'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      status: 'PAID',
      message: 'Payment received! Your athlete is registered.',
      portal: 'parent',
      registrationId: started.registration_id,
      payment_id: started.payment_id,
      charge_id: expect.stringMatching(/^[A-Z0-9]{13}$/),
      test_mode: true,
    });
    const list = await t.call('GET', '/api/registrations/', { token });
    expect(list.body.results[0]).toMatchObject({
      id: started.registration_id,
      payment_status: 'paid',
      test_mode: true,
      program: 'nfl-flag-boys',
      program_name: expect.any(String),
      participant_name: 'Sam Rivers',
      amount_cents: 25000,
    });
    const receipt = t
      .outbox()
      .filter((mail) => mail.to === user.email)
      .at(-1);
    expect(receipt?.subject).toBe('Receipt: Program registration for Sam Rivers');
    expect(receipt?.text).toContain('Amount: $250.00 USD');
    expect(receipt?.text).toContain(`Payment reference: ${res.body.charge_id}`);
    expect(receipt?.text).toContain(
      "Test payment — no money moved: the league's test payment provider took this payment; no card was charged.",
    );
    // The charge carried the payer's address and the checkout's key.
    expect(await chargesFor(started.idempotency_key)).toBe(1);
  });

  it('returns the stored result for the same key and never pays a registration twice', async () => {
    const { token, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const first = await confirm(token, started, await t.cardToken());
    const again = await confirm(token, started, await t.cardToken());
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await chargesFor(started.idempotency_key)).toBe(1);
    const second = await checkout(token, childId);
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(
      'This athlete is already registered and paid for this program this season.',
    );
  });

  it('makes exactly one charge for 20 concurrent confirms with one key, all answered alike', async () => {
    const { token, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const source = await t.cardToken();
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(token, started, source)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await chargesFor(started.idempotency_key)).toBe(1);
    const rows = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.registrationId, started.registration_id));
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
  });

  it('leaves a declined card unpaid with the spec message, and replays that result', async () => {
    const { token, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const res = await confirm(token, started, await t.cardToken('4005571702222222'));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      success: false,
      status: 'FAILED',
      detail: 'Payment could not be completed. Please try again.',
      code: 'card_declined',
    });
    expect((await confirm(token, started, await t.cardToken())).body).toEqual(res.body);
    const [row] = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, started.registration_id));
    expect(row!.paymentStatus).toBe('unpaid');
    // A new checkout gives a new key, and the registration can then be paid.
    const retry = (await checkout(token, childId)).body;
    expect(retry.registration_id).toBe(started.registration_id);
    expect(retry.idempotency_key).not.toBe(started.idempotency_key);
    expect((await confirm(token, retry, await t.cardToken())).status).toBe(200);
  });

  it.each([
    ['4005571702222222', 'card_declined'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
    ['4000000000000036', 'incorrect_zip'],
    ['4000000000000119', 'processing_error'],
  ])('answers the refused card %s with the spec message and the provider reason %s', async (card, code) => {
    const { token, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const res = await confirm(token, started, await t.cardToken(card));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      success: false,
      status: 'FAILED',
      detail: 'Payment could not be completed. Please try again.',
      code,
    });
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.id, started.payment_id));
    expect(payment).toMatchObject({ status: 'failed', failureCode: code });
    // The return page's verification gives the same reason.
    const verified = await t.call('POST', '/api/payments/verify/', {
      token,
      body: { paymentId: started.payment_id },
    });
    expect(verified.body).toMatchObject({ status: 'FAILED', code });
  });

  it('asks for a new card when the token was already spent', async () => {
    const { token, childId } = await newParentWithChild();
    const other = await newParentWithChild();
    const source = await t.cardToken();
    const paid = (await checkout(other.token, other.childId)).body;
    expect((await confirm(other.token, paid, source)).status).toBe(200);
    const started = (await checkout(token, childId)).body;
    const res = await confirm(token, started, source);
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe('Unable to tokenize the card. Please verify the details and retry.');
  });

  it('refuses a key reused with a different registration (422) and answers 404 for a stranger', async () => {
    const { token, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const wrong = await confirm(
      token,
      { ...started, registration_id: started.registration_id + 1000 },
      'clv_x',
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe('This payment key belongs to a different registration or amount.');
    const stranger = await newParentWithChild();
    expect((await confirm(stranger.token, started, 'clv_x')).status).toBe(404);
  });

  it('refuses a checkout that a newer checkout replaced', async () => {
    const { token, childId } = await newParentWithChild();
    const old = (await checkout(token, childId)).body;
    await checkout(token, childId);
    const res = await confirm(token, old, await t.cardToken());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      status: 'CANCELED',
      detail: 'This checkout was replaced by a newer one. Please start checkout again.',
    });
  });

  it('keeps a timed-out charge processing (202, 409 meanwhile) until verification learns it was paid', async () => {
    const { token, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const source = await t.cardToken('4000000000000077');
    // Whichever claims the payment first charges it; on a busy machine that may be the later one.
    const [first, second] = (
      await Promise.all([
        confirm(token, started, source),
        new Promise((resolve) => setTimeout(resolve, 50)).then(() => confirm(token, started, source)),
      ])
    ).sort((a, b) => a.status - b.status);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ success: false, status: 'PENDING' });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(
      'This payment is already being confirmed. Please wait a moment and check again.',
    );

    const early = await t.call('POST', '/api/payments/verify/', {
      token,
      body: { portal: 'parent', paymentId: started.payment_id },
    });
    expect(early.status).toBe(202);
    expect(early.body.status).toBe('PENDING');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 100));
    const late = await t.call('POST', '/api/payments/verify/', {
      token,
      body: { portal: 'PARENT', paymentId: String(started.payment_id) },
    });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ success: true, status: 'PAID', portal: 'parent' });
    expect(await chargesFor(started.idempotency_key)).toBe(1);
  }, 20_000);
});

describe('POST /api/payments/verify/', () => {
  it('settles a payment whose confirm died after the charge, without charging again', async () => {
    const { token, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const source = await t.cardToken();
    // What a confirm does before it dies: claim the payment, then the provider charges it.
    await t.handle.db
      .update(payments)
      .set({
        status: 'processing',
        sourceToken: source,
        payerIp: '203.0.113.9',
        confirmStartedAt: new Date(),
      })
      .where(eq(payments.id, started.payment_id));
    await t.deps.gateway.charge({
      amountCents: 25000,
      currency: 'USD',
      source,
      idempotencyKey: started.idempotency_key,
      payerIp: '203.0.113.9',
      description: 'crash test',
    });
    const res = await t.call('POST', '/api/payments/verify/', {
      token,
      body: { portal: 'parent', registrationId: started.registration_id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'PAID' });
    expect(await chargesFor(started.idempotency_key)).toBe(1);
  });

  it('finds a payment by its charge id, answers UNPAID before any confirm, and 404 for others', async () => {
    const { token, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    const unpaid = await t.call('POST', '/api/payments/verify/', {
      token,
      body: { paymentId: started.payment_id },
    });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ success: false, status: 'UNPAID', detail: null });
    const paid = await confirm(token, started, await t.cardToken());
    const byCharge = await t.call('POST', '/api/payments/verify/', {
      token,
      body: { chargeId: paid.body.charge_id },
    });
    expect(byCharge.body.status).toBe('PAID');
    const stranger = await newParentWithChild();
    expect(
      (
        await t.call('POST', '/api/payments/verify/', {
          token: stranger.token,
          body: { paymentId: started.payment_id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/payments/verify/', { token, body: { paymentId: '90071992547409931' } }))
        .status,
    ).toBe(404);
    const missing = await t.call('POST', '/api/payments/verify/', { token, body: { portal: 'parent' } });
    expect(missing.status).toBe(400);
    expect(missing.body.non_field_errors).toEqual([
      'Missing checkout reference. Please contact support with your receipt.',
    ]);
  });
});

describe('a payment Clover took (issue 17 item 6)', () => {
  it('mails a receipt without the test-payment line and shows no test mode', async () => {
    const { token, user, childId } = await newParentWithChild();
    const started = (await checkout(token, childId)).body;
    await confirm(token, started, await t.cardToken());
    // The same payment as if Clover had charged it (and its receipt not mailed yet).
    await t.handle.db
      .update(payments)
      .set({ provider: 'clover', receiptSentAt: null })
      .where(eq(payments.id, started.payment_id));
    const [paid] = await t.handle.db.select().from(payments).where(eq(payments.id, started.payment_id));
    await sendReceipt(t.deps, paid!);
    const receipt = t
      .outbox()
      .filter((mail) => mail.to === user.email)
      .at(-1);
    expect(receipt?.text).toContain('Amount: $250.00 USD');
    expect(receipt?.text).not.toContain('Test payment');
    const verified = await t.call('POST', '/api/payments/verify/', {
      token,
      body: { paymentId: started.payment_id },
    });
    expect(verified.body).toMatchObject({ status: 'PAID', test_mode: false });
    const list = await t.call('GET', '/api/registrations/', { token });
    expect(list.body.results[0]).toMatchObject({ id: started.registration_id, test_mode: false });
  });
});

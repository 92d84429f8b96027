/**
 * Issue 37: the office prices a season and its promo codes, a family's checkout is quoted from them
 * (and keeps its quote when a price changes), and staff record cash, check or waived payments.
 * Every test performs the attack: the wrong caller, the same request twenty times at once, bad input.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officePayments } from '../../db/schema/plans';
import { balancesOf } from '../../registrations/balances';
import { CARD_IN_FLIGHT } from '../../registrations/office-payments';
import { promoCodes, seasonPrices } from '../../db/schema/prices';
import { payments } from '../../db/schema/payments';
import { registrations } from '../../db/schema/registrations';
import { auditEntries } from '../../test/audit';
import { createTestContext, type TestContext } from '../../test/harness';
import { dayFromNow, newParent, paidRegistration, seasonWithDates } from '../../test/money';
import { addChildWithWaiver, registrationBody } from '../../test/registrations';

let t: TestContext;
let staff: string;
let season: number;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  season = await seasonWithDates(t, 'soccer-girls', 30, null);
}, 120_000);

afterAll(() => t?.close());

const seasonPriceBody = (overrides: Record<string, unknown> = {}) => ({
  season,
  fee: '180.00',
  uniform: '60.00',
  early_bird: '150.00',
  early_bird_until: dayFromNow(10),
  late_fee: null,
  late_fee_from: null,
  sibling_second: '25.00',
  sibling_later: '40.00',
  pay_in_full: true,
  plan_deposit: null,
  plan_dates: [],
  ...overrides,
});

/** Starts a checkout of `child` for the test season (soccer-girls); answers the call. */
async function checkout(token: string, child: number, overrides: Record<string, unknown> = {}) {
  const venues = (await t.call('GET', '/api/programs/soccer-girls/')).body.locations as { id: number }[];
  return t.call('POST', '/api/payments/checkout/', {
    token,
    body: registrationBody(child, {
      program: 'soccer-girls',
      season,
      location: venues[0]?.id ?? null,
      ...overrides,
    }),
  });
}

describe("a season's price, set by the office", () => {
  it('refuses anonymous callers (401) and families (403), and stores nothing', async () => {
    const parent = await newParent(t);
    expect((await t.call('POST', '/api/office/season-prices/', { body: seasonPriceBody() })).status).toBe(
      401,
    );
    const refused = await t.call('POST', '/api/office/season-prices/', {
      token: parent.token,
      body: seasonPriceBody(),
    });
    expect(refused.status).toBe(403);
    expect(await t.handle.db.select().from(seasonPrices).where(eq(seasonPrices.seasonId, season))).toEqual(
      [],
    );
  });

  it('answers bad input with the field and its message, and stores nothing', async () => {
    const res = await t.call('POST', '/api/office/season-prices/', {
      token: staff,
      body: seasonPriceBody({ fee: 'a lot', early_bird: '200.00' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fee).toEqual(['Enter the registration fee in dollars, e.g. 180.00.']);
    const above = await t.call('POST', '/api/office/season-prices/', {
      token: staff,
      body: seasonPriceBody({ early_bird: '200.00' }),
    });
    expect(above.status).toBe(400);
    expect(above.body.early_bird).toEqual(['The early-bird price must not be above the registration fee.']);
    expect(await t.handle.db.select().from(seasonPrices).where(eq(seasonPrices.seasonId, season))).toEqual(
      [],
    );
  });

  it('stores a price staff set, audited, and quotes a family the early-bird price and the sibling discount', async () => {
    const created = await t.call('POST', '/api/office/season-prices/', {
      token: staff,
      body: seasonPriceBody(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      season,
      fee: '180.00',
      early_bird: '150.00',
      sibling_second: '25.00',
    });
    const audit = await auditEntries(t, 'season_price', season);
    expect(audit.map((entry) => entry.action)).toEqual(['create']);

    const parent = await newParent(t);
    const first = await addChildWithWaiver(t, parent.token, 'Ada');
    const second = await addChildWithWaiver(t, parent.token, 'Bea');
    const one = await checkout(parent.token, first);
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ amount_cents: 15_000, total_cents: 15_000, discount_cents: 0 });
    expect(one.body.lines.map((line: { kind: string; cents: number }) => [line.kind, line.cents])).toEqual([
      ['fee', 18_000],
      ['early_bird', -3_000],
    ]);
    // The first child is paid for; the second child of the household is the second sibling.
    const confirmed = await t.call('POST', '/api/payments/confirm/', {
      token: parent.token,
      body: { ...one.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });
    expect(confirmed.status).toBe(200);
    const two = await checkout(parent.token, second);
    expect(two.status).toBe(201);
    expect(two.body.amount_cents).toBe(12_500);
    expect(two.body.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'fee',
      'early_bird',
      'sibling',
    ]);

    // A price changed after the checkout started does not change that checkout.
    const changed = await t.call('PATCH', `/api/office/season-prices/${season}/`, {
      token: staff,
      body: { fee: '300.00', early_bird: null, early_bird_until: null },
    });
    expect(changed.status).toBe(200);
    const [row] = await t.handle.db
      .select({ amount: registrations.amountCents, lines: registrations.priceLines })
      .from(registrations)
      .where(eq(registrations.id, two.body.registration_id));
    expect(row!.amount).toBe(12_500);
    const paid = await t.call('POST', '/api/payments/confirm/', {
      token: parent.token,
      body: { ...two.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });
    expect(paid.status).toBe(200);
    const [payment] = await t.handle.db
      .select({ amount: payments.amountCents, status: payments.status })
      .from(payments)
      .where(eq(payments.registrationId, two.body.registration_id));
    expect(payment).toEqual({ amount: 12_500, status: 'succeeded' });
    // Put the season's price back for the tests below.
    await t.call('PATCH', `/api/office/season-prices/${season}/`, { token: staff, body: seasonPriceBody() });
  });
});

describe('promo codes', () => {
  it('refuses a family (403) and bad input (400), storing nothing', async () => {
    const parent = await newParent(t);
    const body = { code: 'FALL25', kind: 'amount', amount: '25.00', season, max_uses: 1 };
    expect((await t.call('POST', '/api/office/promo-codes/', { token: parent.token, body })).status).toBe(
      403,
    );
    const bad = await t.call('POST', '/api/office/promo-codes/', {
      token: staff,
      body: { ...body, code: 'no spaces!' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toEqual(['A code is 3 to 30 letters, digits or dashes.']);
    expect(await t.handle.db.select().from(promoCodes).where(eq(promoCodes.code, 'FALL25'))).toEqual([]);
  });

  it('takes a code off a checkout, once per its uses limit, and names a code that is not valid', async () => {
    const created = await t.call('POST', '/api/office/promo-codes/', {
      token: staff,
      body: { code: 'once10', kind: 'percent', percent: 10, season, max_uses: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'ONCE10', kind: 'percent', percent: 10, uses: 0 });

    const parent = await newParent(t);
    const child = await addChildWithWaiver(t, parent.token, 'Cleo');
    const unknown = await checkout(parent.token, child, { promo_code: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.promo_code).toEqual(['This promo code is not valid.']);

    const used = await checkout(parent.token, child, { promo_code: 'once10' });
    expect(used.status).toBe(201);
    // $150.00 early-bird, then 10 % off.
    expect(used.body.amount_cents).toBe(13_500);
    expect(used.body.lines.at(-1)).toMatchObject({ kind: 'promo', cents: -1_500 });

    const other = await newParent(t);
    const otherChild = await addChildWithWaiver(t, other.token, 'Dot');
    const late = await checkout(other.token, otherChild, { promo_code: 'ONCE10' });
    expect(late.status).toBe(400);
    expect(late.body.promo_code).toEqual(['This promo code has been used up.']);
    const [code] = await t.handle.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE10'));
    expect(code!.uses).toBe(1);
  });
});

describe('payments the office records', () => {
  let parent: { token: string; user: { id: number; email: string } };
  let open: { registration_id: number; amount_cents: number };

  beforeAll(async () => {
    parent = await newParent(t);
    const child = await addChildWithWaiver(t, parent.token, 'Eli');
    const started = await checkout(parent.token, child);
    expect(started.status).toBe(201);
    open = started.body;
  });

  const url = () => `/api/office/registrations/${open.registration_id}/payments/`;

  it('refuses anonymous callers, families and coaches, and stores nothing', async () => {
    const body = { method: 'cash', amount_cents: 4_000, idempotency_key: 'attack-0001' };
    expect((await t.call('POST', url(), { body })).status).toBe(401);
    expect((await t.call('POST', url(), { token: parent.token, body })).status).toBe(403);
    expect((await t.call('GET', url(), { token: parent.token })).status).toBe(403);
    const coach = await t.signIn('coach@demo.test');
    expect((await t.call('POST', url(), { token: coach, body })).status).toBe(403);
    expect(
      await t.handle.db
        .select()
        .from(officePayments)
        .where(eq(officePayments.registrationId, open.registration_id)),
    ).toEqual([]);
  });

  it('answers a registration that does not exist with 404', async () => {
    const res = await t.call('POST', '/api/office/registrations/987654/payments/', {
      token: staff,
      body: { method: 'cash', amount_cents: 4_000, idempotency_key: 'missing-0001' },
    });
    expect(res.status).toBe(404);
  });

  it('answers bad input with a readable 400 and stores nothing', async () => {
    const cases = [
      [
        { method: 'bitcoin', amount_cents: 4_000, idempotency_key: 'bad-00001' },
        'method',
        'Choose cash, check or waived.',
      ],
      [
        { method: 'cash', amount_cents: 0, idempotency_key: 'bad-00002' },
        'amount_cents',
        'The amount must be at least $0.01.',
      ],
      [
        { method: 'cash', amount_cents: 12.5, idempotency_key: 'bad-00003' },
        'amount_cents',
        'Enter the amount in whole cents.',
      ],
      [
        { method: 'cash', amount_cents: 4_000, idempotency_key: '<x>' },
        'idempotency_key',
        'Not a valid form key.',
      ],
      [
        { method: 'cash', amount_cents: 999_999, idempotency_key: 'bad-00004' },
        'amount_cents',
        'At most $150.00 is left to pay.',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await t.call('POST', url(), { token: staff, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body[field]).toEqual([message]);
    }
    expect(
      await t.handle.db
        .select()
        .from(officePayments)
        .where(eq(officePayments.registrationId, open.registration_id)),
    ).toEqual([]);
  });

  it('records $40.00 cash once when the same form is sent 20 times at once, audited, with a receipt mailed', async () => {
    const body = {
      method: 'cash',
      amount_cents: 4_000,
      reference: 'Sign-up night',
      idempotency_key: 'cash-night-0001',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', url(), { token: staff, body })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    const rows = await t.handle.db
      .select()
      .from(officePayments)
      .where(eq(officePayments.registrationId, open.registration_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'cash', amountCents: 4_000, recordedByName: expect.any(String) });
    expect((await auditEntries(t, 'office_payment', rows[0]!.id)).map((entry) => entry.action)).toEqual([
      'create',
    ]);
    const receipts = t
      .outbox()
      .filter((mail) => mail.to === parent.user.email && mail.subject.startsWith('Receipt: payment for'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Amount: $40.00');
    expect(receipts[0]!.text).toContain('Left to pay: $110.00');
    // The staff list shows it; the amount was the server's (what is left is the quote's, less $40.00).
    const listed = await t.call('GET', url(), { token: staff });
    expect(listed.body.results).toHaveLength(1);
    expect(listed.body.results[0]).toMatchObject({
      method_label: 'Cash',
      amount_cents: 4_000,
      reference: 'Sign-up night',
    });
  });

  it('refuses the same form key for another amount (nothing more stored)', async () => {
    const res = await t.call('POST', url(), {
      token: staff,
      body: { method: 'cash', amount_cents: 5_000, idempotency_key: 'cash-night-0001' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(
      await t.handle.db
        .select()
        .from(officePayments)
        .where(eq(officePayments.registrationId, open.registration_id)),
    ).toHaveLength(1);
  });

  it('marks the registration paid once the rest is recorded, and then refuses more (409)', async () => {
    const rest = await t.call('POST', url(), {
      token: staff,
      body: { method: 'check', amount_cents: 11_000, reference: '#1042', idempotency_key: 'check-1042-0001' },
    });
    expect(rest.status).toBe(201);
    const [row] = await t.handle.db
      .select({ status: registrations.paymentStatus })
      .from(registrations)
      .where(eq(registrations.id, open.registration_id));
    expect(row!.status).toBe('paid');
    const more = await t.call('POST', url(), {
      token: staff,
      body: { method: 'cash', amount_cents: 100, idempotency_key: 'cash-more-0001' },
    });
    expect(more.status).toBe(409);
    expect(more.body.detail).toBe('Nothing is left to pay on this registration.');
  });
});

describe('a payment the office records while the card is being charged', () => {
  it('is refused (409) while the family’s card payment goes through, and stores nothing', async () => {
    const family = await newParent(t);
    const child = await addChildWithWaiver(t, family.token, 'Ada');
    const started = await checkout(family.token, child);
    expect(started.status).toBe(201);
    const { registration_id: registration, amount_cents: amount } = started.body;
    // The family's confirm has moved the checkout to 'processing' and the card is being charged.
    await t.handle.db
      .update(payments)
      .set({ status: 'processing' })
      .where(eq(payments.registrationId, registration));
    const url = `/api/office/registrations/${registration}/payments/`;
    const res = await t.call('POST', url, {
      token: staff,
      body: { method: 'cash', amount_cents: amount, idempotency_key: 'cash-race-0001' },
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(CARD_IN_FLIGHT);
    expect(
      await t.handle.db.select().from(officePayments).where(eq(officePayments.registrationId, registration)),
    ).toEqual([]);
    const [row] = await t.handle.db
      .select({ status: registrations.paymentStatus })
      .from(registrations)
      .where(eq(registrations.id, registration));
    expect(row!.status).not.toBe('paid');
  });
});

describe('a card checkout open while the office records part of the fee', () => {
  /** What the registration has collected, by card and at the office (cents). */
  const collected = async (registration: number) =>
    (await balancesOf(t.handle.db, [registration])).get(registration)!.collected_cents;
  const confirm = async (token: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/payments/confirm/', {
      token,
      body: { ...body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });

  it('charges the card no more than is left: the stale quote is refused (409, nothing charged), the next one asks the rest', async () => {
    const family = await newParent(t);
    const child = await addChildWithWaiver(t, family.token, 'Ivy');
    const started = await checkout(family.token, child);
    expect(started.status).toBe(201);
    const registration = started.body.registration_id as number;
    expect(started.body.amount_cents).toBe(15_000);
    // Sign-up night: the office takes $40.00 cash while the family's card dialog still shows $150.00.
    const cash = await t.call('POST', `/api/office/registrations/${registration}/payments/`, {
      token: staff,
      body: { method: 'cash', amount_cents: 4_000, idempotency_key: 'cash-stale-0001' },
    });
    expect(cash.status).toBe(201);
    const stale = await confirm(family.token, started.body);
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(
      'The league office recorded a payment for this registration after your checkout started, so $110.00 is left to pay. Nothing was charged: start checkout again to pay what is left.',
    );
    expect(await collected(registration)).toBe(4_000);
    const [canceled] = await t.handle.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, started.body.payment_id));
    expect(canceled!.status).toBe('canceled');
    // Asked again, the key still charges nothing and says the same.
    const repeated = await confirm(family.token, started.body);
    expect(repeated.status).toBe(409);
    expect(repeated.body.detail).toBe(stale.body.detail);
    expect(await collected(registration)).toBe(4_000);

    // A new checkout is quoted for what is left, and paying it pays the registration exactly.
    const again = await checkout(family.token, child);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ amount_cents: 11_000, total_cents: 15_000, plan: null });
    const paid = await confirm(family.token, again.body);
    expect(paid.status).toBe(200);
    expect(await collected(registration)).toBe(15_000);
    const [row] = await t.handle.db
      .select({ status: registrations.paymentStatus })
      .from(registrations)
      .where(eq(registrations.id, registration));
    expect(row!.status).toBe('paid');
  });

  it('never collects more than the fee when the office and the card pay at once', async () => {
    const family = await newParent(t);
    const child = await addChildWithWaiver(t, family.token, 'Joy');
    const started = await checkout(family.token, child);
    expect(started.status).toBe(201);
    const registration = started.body.registration_id as number;
    const [cash, card] = await Promise.all([
      t.call('POST', `/api/office/registrations/${registration}/payments/`, {
        token: staff,
        body: { method: 'cash', amount_cents: 4_000, idempotency_key: 'cash-race-0002' },
      }),
      confirm(family.token, started.body),
    ]);
    // One of them went first; the other was refused with what to do.
    expect([cash.status, card.status].sort()).toEqual(cash.status === 201 ? [201, 409] : [200, 409]);
    expect(await collected(registration)).toBe(cash.status === 201 ? 4_000 : 15_000);
  });
});

describe("a family's plan of a registration", () => {
  it("answers another household's registration and a registration without a plan with 404", async () => {
    const owner = await newParent(t);
    const registration = await paidRegistration(t, owner, { program: 'soccer-girls', season, first: 'Fay' });
    const stranger = await newParent(t);
    const theirs = await t.call('GET', `/api/registrations/${registration}/plan/`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    const card = await t.call('POST', `/api/registrations/${registration}/plan/card/`, {
      token: stranger.token,
      body: { source: await t.cardToken() },
    });
    expect(card.status).toBe(404);
    // Paid in full: no plan to show.
    expect(
      (await t.call('GET', `/api/registrations/${registration}/plan/`, { token: owner.token })).status,
    ).toBe(404);
  });
});

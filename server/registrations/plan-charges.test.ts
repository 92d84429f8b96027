/**
 * Issue 37: a family on a season's payment plan pays the deposit at checkout; each installment is
 * charged on its day by the plan job, once however many rounds run at the same moment; a decline
 * mails the family a link, shows as overdue in the office, and another card settles it; staff move,
 * skip or waive one installment with a reason (audited), and nobody else can.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPlans, planInstallments } from '../db/schema/plans';
import { auditEntries } from '../test/audit';
import { createTestContext, type TestContext } from '../test/harness';
import { dayFromNow, newParent, seasonWithDates } from '../test/money';
import { addChildWithWaiver, registrationBody } from '../test/registrations';
import { CARD_IN_FLIGHT } from './office-payments';
import { chargeDueInstallments } from './plan-charges';

let t: TestContext;
let staff: string;
let season: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  season = await seasonWithDates(t, 'soccer-girls', 30, null);
  const priced = await t.call('POST', '/api/office/season-prices/', {
    token: staff,
    body: {
      season,
      fee: '180.00',
      uniform: '60.00',
      sibling_second: '0',
      sibling_later: '0',
      pay_in_full: true,
      plan_deposit: '60.00',
      plan_dates: [dayFromNow(20), dayFromNow(40)],
    },
  });
  expect(priced.status).toBe(201);
}, 120_000);

afterAll(() => t?.close());

/** A family registers a child on the plan and pays the deposit with `card`; answers ids. */
async function onThePlan(card = '4242424242424242') {
  const parent = await newParent(t);
  const child = await addChildWithWaiver(t, parent.token, 'Gia');
  const venues = (await t.call('GET', '/api/programs/soccer-girls/')).body.locations as { id: number }[];
  const started = await t.call('POST', '/api/payments/checkout/', {
    token: parent.token,
    body: registrationBody(child, {
      program: 'soccer-girls',
      season,
      location: venues[0]?.id ?? null,
      payment_plan: true,
    }),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const confirmed = await t.call('POST', '/api/payments/confirm/', {
    token: parent.token,
    body: { ...started.body, portal: 'parent', source: await t.cardToken(card), charge_id: null },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { parent, registration: started.body.registration_id as number, started: started.body };
}

const installments = (registration: number) =>
  t.handle.db
    .select()
    .from(planInstallments)
    .where(eq(planInstallments.registrationId, registration))
    .orderBy(planInstallments.number);

describe('a family on the plan', () => {
  let family: Awaited<ReturnType<typeof onThePlan>>;

  beforeAll(async () => {
    family = await onThePlan();
  });

  it('pays the $60.00 deposit at checkout and sees two installments of $60.00 on the card kept', async () => {
    expect(family.started).toMatchObject({ amount_cents: 6_000, total_cents: 18_000 });
    const plan = await t.call('GET', `/api/registrations/${family.registration}/plan/`, {
      token: family.parent.token,
    });
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({
      status: 'active',
      total_cents: 18_000,
      deposit_cents: 6_000,
      card: { last4: '4242' },
      collected_cents: 6_000,
      left_cents: 12_000,
    });
    expect(plan.body.installments.map((row: { amount_cents: number }) => row.amount_cents)).toEqual([
      6_000, 6_000,
    ]);
  });

  it('is charged each due installment once when 20 rounds of the job run at the same moment', async () => {
    const after = new Date(Date.now() + 25 * DAY);
    const rounds = await Promise.all(Array.from({ length: 20 }, () => chargeDueInstallments(t.deps, after)));
    expect(rounds.reduce((sum, round) => sum + round.paid, 0)).toBe(1);
    const rows = await installments(family.registration);
    expect(rows.map((row) => row.status)).toEqual(['paid', 'scheduled']);
    expect(rows[0]!.chargeId).toBeTruthy();
    // A later round finds nothing more due on that day.
    expect(await chargeDueInstallments(t.deps, after)).toEqual({ paid: 0, declined: 0, unknown: 0 });
  });

  it("refuses another household's view of the plan (404) and families and coaches the staff actions (403)", async () => {
    const stranger = await newParent(t);
    expect(
      (await t.call('GET', `/api/registrations/${family.registration}/plan/`, { token: stranger.token }))
        .status,
    ).toBe(404);
    const [, second] = await installments(family.registration);
    const body = { action: 'waive', reason: 'Taken over' };
    const url = `/api/office/installments/${second!.id}/change/`;
    expect((await t.call('POST', url, { body })).status).toBe(401);
    expect((await t.call('POST', url, { token: family.parent.token, body })).status).toBe(403);
    expect((await t.call('POST', url, { token: await t.signIn('coach@demo.test'), body })).status).toBe(403);
    expect((await installments(family.registration))[1]!.status).toBe('scheduled');
  });

  it('lets staff move the last installment with a reason (audited), refuses a skip with nothing after it, and bad input', async () => {
    const [paid, second] = await installments(family.registration);
    const url = `/api/office/installments/${second!.id}/change/`;
    const noReason = await t.call('POST', url, {
      token: staff,
      body: { action: 'move', due_on: dayFromNow(50), reason: '' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.reason).toEqual(['Give a reason.']);
    const badDay = await t.call('POST', url, {
      token: staff,
      body: { action: 'move', due_on: 'soon', reason: 'Asked' },
    });
    expect(badDay.status).toBe(400);
    const skip = await t.call('POST', url, {
      token: staff,
      body: { action: 'skip', reason: 'Asked by phone' },
    });
    expect(skip.status).toBe(400);
    expect(skip.body.action).toEqual(['No later installment can carry it: move it to another day instead.']);
    const moved = await t.call('POST', url, {
      token: staff,
      body: { action: 'move', due_on: dayFromNow(50), reason: 'Paycheck comes later' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.installments[1]).toMatchObject({ due_on: dayFromNow(50) });
    const audit = await auditEntries(t, 'plan_installment', second!.id);
    expect(audit.map((entry) => [entry.action, entry.note])).toEqual([['move', 'Paycheck comes later']]);
    const settled = await t.call('POST', `/api/office/installments/${paid!.id}/change/`, {
      token: staff,
      body: { action: 'waive', reason: 'Too late' },
    });
    expect(settled.status).toBe(409);
    // Waived: the plan has nothing left and the balance says so.
    const waived = await t.call('POST', url, { token: staff, body: { action: 'waive', reason: 'Hardship' } });
    expect(waived.status).toBe(200);
    expect(waived.body).toMatchObject({ collected_cents: 12_000, waived_cents: 6_000, left_cents: 0 });
  });
});

describe('a declined installment', () => {
  it('mails the family a link, shows overdue in the office, and is charged on the card the family puts in', async () => {
    // This sandbox card pays the deposit and declines every charge after it.
    const family = await onThePlan('4000000000000341');
    const after = new Date(Date.now() + 25 * DAY);
    expect(await chargeDueInstallments(t.deps, after)).toMatchObject({ paid: 0, declined: 1 });
    const [first] = await installments(family.registration);
    expect(first).toMatchObject({ status: 'scheduled', attempts: 1 });
    const mails = t
      .outbox()
      .filter(
        (mail) => mail.to === family.parent.user.email && mail.subject.startsWith('Installment declined'),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/portal/parent?plan=${family.registration}`);

    const overdue = await t.call('GET', '/api/office/plans/?status=overdue', { token: staff });
    expect(overdue.status).toBe(200);
    expect(overdue.body.results.map((row: { registration: number }) => row.registration)).toContain(
      family.registration,
    );

    const replaced = await t.call('POST', `/api/registrations/${family.registration}/plan/card/`, {
      token: family.parent.token,
      body: { source: await t.cardToken('4242424242424242') },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.card).toMatchObject({ last4: '4242' });
    expect(await chargeDueInstallments(t.deps, after)).toMatchObject({ paid: 1, declined: 0 });
    expect((await installments(family.registration))[0]!.status).toBe('paid');
    const [plan] = await t.handle.db
      .select({ status: paymentPlans.status })
      .from(paymentPlans)
      .where(eq(paymentPlans.registrationId, family.registration));
    expect(plan!.status).toBe('active');
  });
});

describe('a refund of a registration on the plan', () => {
  const refund = (registration: number, key: string) =>
    t.call('POST', `/api/office/registrations/${registration}/refunds/`, {
      token: staff,
      body: { amount_cents: 6_000, reason: 'Moved away', idempotency_key: key },
    });

  it('cancels the installments left (kept, audited), so the plan job charges none of them', async () => {
    const family = await onThePlan();
    const refunded = await refund(family.registration, 'plan-refund-0001');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const rows = await installments(family.registration);
    expect(rows.map((row) => [row.status, row.amountCents])).toEqual([
      ['canceled', 6_000],
      ['canceled', 6_000],
    ]);
    expect(rows[0]!.note).toBe(`Canceled by refund ${refunded.body.id}.`);
    const [plan] = await t.handle.db
      .select({ status: paymentPlans.status })
      .from(paymentPlans)
      .where(eq(paymentPlans.registrationId, family.registration));
    expect(plan!.status).toBe('canceled');
    for (const row of rows) {
      expect((await auditEntries(t, 'plan_installment', row.id)).map((entry) => entry.action)).toEqual([
        'cancel',
      ]);
    }
    // Past both dates, the job finds nothing of this registration to charge.
    await chargeDueInstallments(t.deps, new Date(Date.now() + 45 * DAY));
    expect((await installments(family.registration)).map((row) => [row.status, row.chargeId])).toEqual([
      ['canceled', null],
      ['canceled', null],
    ]);
  });

  it('is refused (409) while an installment is being charged, and stores nothing', async () => {
    const family = await onThePlan();
    const [first] = await installments(family.registration);
    await t.handle.db
      .update(planInstallments)
      .set({ status: 'processing', claimedAt: new Date() })
      .where(eq(planInstallments.id, first!.id));
    const res = await refund(family.registration, 'plan-refund-0002');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      'An installment of this registration’s payment plan is being charged right now. Try the refund again in a minute.',
    );
    expect((await installments(family.registration)).map((row) => row.status)).toEqual([
      'processing',
      'scheduled',
    ]);
    const office = await t.call('POST', `/api/office/registrations/${family.registration}/payments/`, {
      token: staff,
      body: { method: 'cash', amount_cents: 6_000, idempotency_key: 'plan-cash-0001' },
    });
    // The office's payment waits for the installment too (else $60.00 would be paid twice).
    expect(office.status).toBe(409);
    expect(office.body.detail).toBe(CARD_IN_FLIGHT);
  });
});

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { seasons } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { refundRequests, refunds } from '../db/schema/refunds';
import { registrations } from '../db/schema/registrations';
import { sandboxCloverRefunds } from '../db/schema/sandbox';
import type { RefundOutcome } from '../payments/gateway';
import { createTestContext, type TestContext } from '../test/harness';
import {
  accountWithRole,
  dayFromNow,
  moveSeason,
  newParent,
  paidRegistration,
  seasonWithDates,
} from '../test/money';
import { registerAndPay } from '../test/registrations';
import { followVerificationLink } from '../test/verification';

let t: TestContext;
/** staff@demo.test is staff_admin: an admin. */
let admin: string;
/** A member of staff who is not an admin. */
let staff: string;
let keys = 0;
const key = () => `test-refund-${Date.now().toString(36)}-${(keys += 1)}`;

beforeAll(async () => {
  t = await createTestContext({ seed: true, env: { PAYMENT_TIMEOUT_MS: '400' } });
  admin = await t.signIn('staff@demo.test');
  staff = await accountWithRole(t, 'staff');
}, 60_000);
afterAll(() => t.close());

const detail = (id: number, token = staff) => t.call('GET', `/api/office/registrations/${id}/`, { token });
const refund = (id: number, body: Record<string, unknown>, token = staff) =>
  t.call('POST', `/api/office/registrations/${id}/refunds/`, {
    token,
    body: { idempotency_key: key(), ...body },
  });

const gatewayRefunds = async (registration: number) => {
  const [payment] = await t.handle.db
    .select()
    .from(payments)
    .where(and(eq(payments.registrationId, registration), eq(payments.status, 'succeeded')));
  return (
    await t.handle.db
      .select({ n: count() })
      .from(sandboxCloverRefunds)
      .where(eq(sandboxCloverRefunds.chargeId, payment!.chargeId!))
  )[0]!.n;
};

describe('the refund policy figure, on each side of both dates', () => {
  let season: number;
  let registration: number;
  beforeAll(async () => {
    season = await seasonWithDates(t, 'volleyball-girls', 10, 24 * 20);
    registration = await paidRegistration(t, await newParent(t), { season, program: 'volleyball-girls' });
  });

  it.each([
    ['registration closes tomorrow', 1, 48, 'full', 25_000],
    ['registration closes today (the closing day is still open)', 0, 48, 'full', 25_000],
    ['registration closed yesterday, first game tomorrow', -1, 24, 'partial', 16_500],
    ['registration closed, first game in five minutes', -3, 5 / 60, 'partial', 16_500],
    ['the first game kicked off five minutes ago', -3, -5 / 60, 'none', 0],
    ['a week into the season', -20, -24 * 7, 'none', 0],
  ] as const)('%s: %s', async (_when, closesIn, gameIn, rule, cents) => {
    await moveSeason(t, season, closesIn, gameIn);
    const res = await detail(registration);
    expect(res.status).toBe(200);
    expect(res.body.refund_policy).toMatchObject({
      rule,
      policy_cents: cents,
      allowed_cents: cents,
      remaining_cents: 25_000,
      explanation: expect.stringMatching(
        { full: /^Full refund/, partial: /^Partial refund/, none: /^No refund/ }[rule],
      ),
    });
  });

  it('has no figure for a registration whose season is not on record: only an admin may refund it', async () => {
    const parent = await newParent(t);
    const orphan = await paidRegistration(t, parent, { program: 'soccer-girls' });
    await t.handle.db
      .update(registrations)
      .set({ season: 'No such season', seasonId: null })
      .where(eq(registrations.id, orphan));
    expect((await detail(orphan)).body.refund_policy).toMatchObject({ rule: 'unknown', allowed_cents: 0 });
    const refused = await refund(orphan, { amount_cents: 500 });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        detail:
          'The refund policy allows $0.00 today. A larger refund needs an admin, with a written reason.',
      },
    });
  });
});

describe('refunding by the policy', () => {
  let season: number;
  beforeAll(async () => {
    // Registration closed yesterday, first game in a week: the policy allows $250.00 − $85.00.
    season = await seasonWithDates(t, 'jr-wnba', -1, 24 * 7);
  });

  it('refunds the policy figure through the gateway, records it and changes the status', async () => {
    const parent = await newParent(t);
    const id = await paidRegistration(t, parent, { season, program: 'jr-wnba', first: 'Ada' });
    const res = await refund(id, { amount_cents: 16_500 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      registration: id,
      amount_cents: 16_500,
      status: 'succeeded',
      policy_rule: 'partial',
      policy_cents: 16_500,
      over_policy: false,
      provider_refund_id: expect.stringMatching(/^[A-Z0-9]{13}$/),
      test_mode: true,
      detail: null,
    });
    expect(await gatewayRefunds(id)).toBe(1);
    const after = await detail(id);
    expect(after.body).toMatchObject({ status: 'partly_refunded', refunded_cents: 16_500 });
    expect(after.body.refund_policy).toMatchObject({ allowed_cents: 0, remaining_cents: 8_500 });
    expect(
      after.body.audit.map((entry: { action: string; entity: string }) => [entry.action, entry.entity]),
    ).toEqual([
      ['update', 'refund'],
      ['refund', 'registration'],
    ]);

    // The family: a refund receipt by mail, the refund in its registration history.
    const mail = t
      .outbox()
      .filter((message) => message.to === parent.user.email)
      .at(-1)!;
    expect(mail.subject).toBe('Refund receipt: Program registration for Ada Rivers');
    expect(mail.text).toContain('has refunded $165.00 to VISA ending 4242');
    expect(mail.text).toContain('Refund policy: Partial refund');
    const history = await t.call('GET', '/api/registrations/', { token: parent.token });
    expect(history.body.results[0]).toMatchObject({
      status: 'partly_refunded',
      payment_status: 'paid',
      refunded_cents: 16_500,
      refunds: [{ amount_cents: 16_500, refunded_at: expect.any(String) }],
    });
  });

  it('refuses staff more than the policy allows, and stores nothing', async () => {
    const id = await paidRegistration(t, await newParent(t), { season, program: 'jr-wnba' });
    const res = await refund(id, { amount_cents: 25_000, reason: 'Family emergency' });
    expect(res).toMatchObject({
      status: 403,
      body: {
        detail:
          'The refund policy allows $165.00 today. A larger refund needs an admin, with a written reason.',
      },
    });
    expect(await t.handle.db.select().from(refunds).where(eq(refunds.registrationId, id))).toEqual([]);
    expect(await gatewayRefunds(id)).toBe(0);
  });

  it('lets an admin refund more than the policy with a written reason, and only with one', async () => {
    const id = await paidRegistration(t, await newParent(t), { season, program: 'jr-wnba' });
    const bare = await refund(id, { amount_cents: 25_000 }, admin);
    expect(bare).toMatchObject({
      status: 400,
      body: { reason: ['Write why this refund goes beyond the refund policy.'] },
    });
    const res = await refund(
      id,
      { amount_cents: 25_000, reason: 'Injured in preseason: full refund approved.' },
      admin,
    );
    expect(res).toMatchObject({ status: 200, body: { status: 'succeeded', over_policy: true } });
    expect((await detail(id)).body.status).toBe('refunded');
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'registration'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'refund'),
        ),
      );
    expect(entry).toMatchObject({
      actorEmail: 'staff@demo.test',
      note: 'Injured in preseason: full refund approved.',
      after: expect.objectContaining({ over_policy: true, policy_cents: 16_500, amount_cents: 25_000 }),
    });
  });

  it('never lets partial refunds add up to more than was paid', async () => {
    const id = await paidRegistration(t, await newParent(t), { season, program: 'jr-wnba' });
    expect((await refund(id, { amount_cents: 10_000 }, admin)).status).toBe(200);
    expect((await refund(id, { amount_cents: 10_000, reason: 'Goodwill' }, admin)).status).toBe(200);
    const over = await refund(id, { amount_cents: 6_000, reason: 'Goodwill' }, admin);
    expect(over).toMatchObject({
      status: 400,
      body: { amount_cents: ['A refund cannot be more than what is left of the payment ($50.00).'] },
    });
    expect((await refund(id, { amount_cents: 5_000, reason: 'Goodwill' }, admin)).status).toBe(200);
    const done = await refund(id, { amount_cents: 1, reason: 'Goodwill' }, admin);
    expect(done).toMatchObject({
      status: 409,
      body: { detail: 'This registration has been refunded in full.' },
    });
    const [row] = await t.handle.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({ refundedCents: 25_000, status: 'refunded' });
    expect(await gatewayRefunds(id)).toBe(3);
  });

  it('makes one gateway refund of 20 parallel requests with one key, and answers them all the same', async () => {
    const id = await paidRegistration(t, await newParent(t), { season, program: 'jr-wnba' });
    const body = { amount_cents: 16_500, idempotency_key: key() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(id, body)));
    const first = answers[0]!;
    expect(first).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    for (const answer of answers) {
      expect(answer.status).toBe(first.status);
      expect(answer.body).toEqual(first.body);
    }
    expect(await gatewayRefunds(id)).toBe(1);
    expect(await t.handle.db.select().from(refunds).where(eq(refunds.registrationId, id))).toHaveLength(1);
    const [row] = await t.handle.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row!.refundedCents).toBe(16_500);
    // A retry later answers the same again.
    expect(await refund(id, body)).toMatchObject({ status: 200, body: first.body });
  });

  it('refunds at most what was paid when 20 requests with different keys race', async () => {
    const id = await paidRegistration(t, await newParent(t), { season, program: 'jr-wnba' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(id, { amount_cents: 16_500 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // The others were refused while it ran, or after it by what was left ($85.00).
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect([
        {
          status: 409,
          body: {
            detail:
              'Another refund of this registration is being processed. Wait for it to finish, then try again.',
          },
        },
        {
          status: 400,
          body: { amount_cents: ['A refund cannot be more than what is left of the payment ($85.00).'] },
        },
      ]).toContainEqual({ status: answer.status, body: answer.body });
    }
    // Once it is done, the policy allows nothing more to staff.
    expect((await refund(id, { amount_cents: 100 })).status).toBe(403);
    expect(await gatewayRefunds(id)).toBe(1);
  });

  it('refuses a key used for another refund', async () => {
    const id = await paidRegistration(t, await newParent(t), { season, program: 'jr-wnba' });
    const body = { amount_cents: 1_000, idempotency_key: key() };
    expect((await refund(id, body)).status).toBe(200);
    const reused = await refund(id, { ...body, amount_cents: 2_000 });
    expect(reused).toMatchObject({
      status: 422,
      body: {
        detail: 'This refund key was used for a different refund. Close the refund form and open it again.',
      },
    });
  });

  it('holds the refund receipt of a family that has not confirmed its address, and sends it once confirmed', async () => {
    const parent = await newParent(t, false);
    const id = await paidRegistration(t, parent, { season, program: 'jr-wnba', first: 'Noor' });
    expect((await refund(id, { amount_cents: 2_500 })).status).toBe(200);
    const receipts = () =>
      t.outbox().filter((mail) => mail.to === parent.user.email && mail.subject.startsWith('Refund receipt'));
    expect(receipts()).toEqual([]);
    expect((await followVerificationLink(t, parent.user.email, parent.token)).status).toBe(200);
    expect(receipts().map((mail) => mail.subject)).toEqual([
      'Refund receipt: Program registration for Noor Rivers',
    ]);
  });

  it('leaves a refund whose answer did not come processing, and settles it on the retry with one refund', async () => {
    const id = await paidRegistration(t, await newParent(t), { season, program: 'jr-wnba' });
    const real = t.deps.gateway.refund.bind(t.deps.gateway);
    // The provider refunds, but its answer is lost on the way back.
    t.deps.gateway.refund = async (request): Promise<RefundOutcome> => {
      await real(request);
      return { status: 'unknown', reason: 'timeout' };
    };
    const body = { amount_cents: 3_000, idempotency_key: key() };
    try {
      const lost = await refund(id, body);
      expect(lost).toMatchObject({ status: 202, body: { status: 'processing' } });
      expect((await detail(id)).body.status).toBe('paid');
    } finally {
      t.deps.gateway.refund = real;
    }
    // After the gateway's time limit a retry asks again with the same key: the provider answers
    // with the refund it made, and the registration follows.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await refund(id, body)).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    expect(await gatewayRefunds(id)).toBe(1);
    expect((await detail(id)).body).toMatchObject({ status: 'partly_refunded', refunded_cents: 3_000 });
  });

  it('keeps a refund the provider refused, changes nothing else and says why', async () => {
    const id = await paidRegistration(t, await newParent(t), { season, program: 'jr-wnba' });
    const real = t.deps.gateway.refund.bind(t.deps.gateway);
    t.deps.gateway.refund = async (): Promise<RefundOutcome> => ({
      status: 'failed',
      code: 'processing_error',
      providerMessage: 'Try again later.',
    });
    try {
      const res = await refund(id, { amount_cents: 3_000 });
      expect(res).toMatchObject({
        status: 409,
        body: {
          status: 'failed',
          detail: 'The card provider refused this refund, so nothing was refunded. (processing_error)',
        },
      });
    } finally {
      t.deps.gateway.refund = real;
    }
    expect((await detail(id)).body).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect((await detail(id)).body.refunds).toMatchObject([
      { status: 'failed', failure_code: 'processing_error' },
    ]);
  });
});

describe("a family's refund request", () => {
  let season: number;
  beforeAll(async () => {
    season = await seasonWithDates(t, 'jr-nba', 5, 24 * 14);
  });

  it('needs a reason, lands in the review queue with the policy figure, and is settled by the refund', async () => {
    const parent = await newParent(t);
    const id = await paidRegistration(t, parent, { season, program: 'jr-nba', first: 'Kai' });
    const url = `/api/registrations/${id}/refund-request/`;
    expect(await t.call('POST', url, { token: parent.token, body: { reason: 'moving' } })).toMatchObject({
      status: 400,
      body: { reason: ['Tell the league office why you are asking for a refund (at least 10 characters).'] },
    });
    const asked = await t.call('POST', url, {
      token: parent.token,
      body: { reason: 'Kai broke his wrist and cannot play this season.' },
    });
    expect(asked).toMatchObject({ status: 201, body: { status: 'PENDING', policy: { rule: 'full' } } });
    expect(
      await t.call('POST', url, { token: parent.token, body: { reason: 'Asking once more, please.' } }),
    ).toMatchObject({
      status: 409,
      body: {
        detail:
          'You already asked for a refund of this registration. The league office will answer you by e-mail.',
      },
    });

    const queue = await t.call('GET', '/api/staff/refund-requests/?status=PENDING', { token: staff });
    const item = queue.body.results.find((row: { registration: number }) => row.registration === id);
    expect(item).toMatchObject({
      participant_name: 'Kai Rivers',
      reason: 'Kai broke his wrist and cannot play this season.',
      asked_policy: { rule: 'full', cents: 25_000 },
      policy: { rule: 'full', allowed_cents: 25_000 },
      requested_by: { email: parent.user.email },
    });

    const done = await refund(id, { amount_cents: 25_000, request: item.id });
    expect(done).toMatchObject({ status: 200, body: { request: item.id, status: 'succeeded' } });
    const [request] = await t.handle.db.select().from(refundRequests).where(eq(refundRequests.id, item.id));
    expect(request).toMatchObject({ status: 'APPROVED', refundId: done.body.id });
    const history = await t.call('GET', '/api/registrations/', { token: parent.token });
    expect(history.body.results[0]).toMatchObject({
      status: 'refunded',
      refund_request: { status: 'APPROVED' },
      refund_policy: null,
    });
  });

  it('is denied with a note the family receives, and cannot be denied twice', async () => {
    const parent = await newParent(t);
    const id = await paidRegistration(t, parent, { season, program: 'jr-nba', first: 'Bo' });
    const asked = await t.call('POST', `/api/registrations/${id}/refund-request/`, {
      token: parent.token,
      body: { reason: 'We changed our minds about the season.' },
    });
    const deny = (body: Record<string, unknown>) =>
      t.call('PATCH', `/api/staff/refund-requests/${asked.body.id}/`, { token: staff, body });
    expect(await deny({ status: 'APPROVED' })).toMatchObject({
      status: 400,
      body: { status: ['Deny a refund request here; approve it by making the refund from the request.'] },
    });
    const denied = await deny({
      status: 'DENIED',
      review_note: 'Registration is still open: ask again after the draft.',
    });
    expect(denied).toMatchObject({
      status: 200,
      body: { status: 'DENIED', reviewed_by_name: expect.any(String) },
    });
    const mail = t
      .outbox()
      .filter((message) => message.to === parent.user.email)
      .at(-1)!;
    expect(mail.subject).toBe('Your refund request for Bo Rivers');
    expect(mail.text).toContain("The office's note: Registration is still open: ask again after the draft.");
    expect(await deny({ status: 'DENIED' })).toMatchObject({
      status: 409,
      body: { detail: 'This refund request was already decided.' },
    });
  });

  it('cannot be made for a registration that is not paid, nor for someone else’s', async () => {
    const parent = await newParent(t);
    const stranger = await newParent(t);
    const id = await paidRegistration(t, parent, { season, program: 'jr-nba', first: 'Cy' });
    const asked = await t.call('POST', `/api/registrations/${id}/refund-request/`, {
      token: stranger.token,
      body: { reason: 'I would like this refunded to me please.' },
    });
    expect(asked).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    await t.handle.db.update(registrations).set({ refundedCents: 25_000 }).where(eq(registrations.id, id));
    expect(
      await t.call('POST', `/api/registrations/${id}/refund-request/`, {
        token: parent.token,
        body: { reason: 'Refund again, please, thank you.' },
      }),
    ).toMatchObject({ status: 409, body: { detail: 'This registration has no payment left to refund.' } });
  });
});

describe('a child refunded in full (issue 36 item 5)', () => {
  it('can be registered again for the same program and season; the refunded registration stays on record', async () => {
    const parent = await newParent(t);
    const first = await paidRegistration(t, parent, { program: 'nfl-flag-boys', first: 'Rae' });
    const [paid] = await t.handle.db.select().from(registrations).where(eq(registrations.id, first));
    const refunded = await refund(
      first,
      { amount_cents: paid!.amountCents, reason: 'Moved out of the county' },
      admin,
    );
    expect(refunded.status).toBe(200);

    const [season] = await t.handle.db.select().from(seasons).where(eq(seasons.id, paid!.seasonId!));
    await t.handle.db
      .update(seasons)
      .set({ registrationOpensOn: dayFromNow(-30), registrationClosesOn: dayFromNow(30) })
      .where(eq(seasons.id, season!.id));
    try {
      const available = await t.call(
        'GET',
        `/api/registrations/availability/?child=${paid!.childId}&program=nfl-flag-boys&season=${season!.id}`,
        { token: parent.token },
      );
      expect(available.status).toBe(200);
      const again = await registerAndPay(t, parent.token, paid!.childId!, {
        program: 'nfl-flag-boys',
        season: season!.id,
        location: paid!.locationId,
      });
      expect(again).not.toBe(first);
    } finally {
      await t.handle.db
        .update(seasons)
        .set({
          registrationOpensOn: season!.registrationOpensOn,
          registrationClosesOn: season!.registrationClosesOn,
        })
        .where(eq(seasons.id, season!.id));
    }
    const rows = await t.handle.db
      .select({ id: registrations.id, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.childId, paid!.childId!))
      .orderBy(registrations.id);
    expect(rows.map((row) => row.status)).toEqual(['refunded', 'paid']);
    // Paid again, the child cannot be registered a third time.
    const third = await t.call(
      'GET',
      `/api/registrations/availability/?child=${paid!.childId}&program=nfl-flag-boys&season=${season!.id}`,
      { token: parent.token },
    );
    expect(third).toMatchObject({
      status: 409,
      body: { detail: 'This athlete is already registered and paid for this program this season.' },
    });
  });
});

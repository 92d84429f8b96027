/**
 * Financial aid (issue 21 item 3): a family applies (JSON or with a document), staff decide in the
 * review queue (audited, mailed), and the checkout takes the award off that child's fee for the
 * season by itself; a 100 % award registers as a $0.00 payment without a card. PGlite and PostgreSQL.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AID_MESSAGES } from '../../src/domain/aid';
import { aidApplications } from '../db/schema/aid';
import { auditLog } from '../db/schema/audit';
import { placeHolds } from '../db/schema/capacity';
import { seasons } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { sandboxCloverCharges } from '../db/schema/sandbox';
import { REFUND_MESSAGES } from './refund';
import { PAYMENT_MESSAGES } from './messages';
import { createTestContext, type TestContext } from '../test/harness';
import { addChildWithWaiver, registrationBody } from '../test/registrations';
import { followVerificationLink, verifiedSignUp } from '../test/verification';

let t: TestContext;
let staff: string;
let venue: number;
/** The nfl-flag-boys season open for registration (the one a checkout without a season takes). */
let seasonId: number;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  venue = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations[0].id as number;
}, 60_000);
afterAll(() => t.close());

/** A parent (verified unless told) with a child whose waiver is signed. */
async function family(first = 'Sam', verified = true) {
  const { token, user } = verified
    ? await verifiedSignUp(t, 'parent_guardian')
    : await t.signUp('parent_guardian');
  const childId = await addChildWithWaiver(t, token, first);
  if (!seasonId) {
    const available = await t.call(
      'GET',
      `/api/registrations/availability/?child=${childId}&program=nfl-flag-boys`,
      { token },
    );
    expect(available.status).toBe(200);
    seasonId = available.body.season.id;
  }
  return { token, user, childId, email: user.email };
}

const application = (childId: number, overrides: Record<string, unknown> = {}) => ({
  child: childId,
  season: seasonId,
  household_size: 4,
  statement: 'Two of us lost our jobs this autumn.',
  consent: true,
  ...overrides,
});

async function apply(token: string, childId: number) {
  const res = await t.call('POST', '/api/aid/', { token, body: application(childId) });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const decide = (id: number, body: Record<string, unknown>) =>
  t.call('POST', `/api/office/aid/${id}/decide/`, { token: staff, body });

const checkout = (token: string, childId: number, overrides: Record<string, unknown> = {}) =>
  t.call('POST', '/api/payments/checkout/', {
    token,
    body: registrationBody(childId, { location: venue, ...overrides }),
  });

const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to === email);

/** A PDF's first bytes and some more. */
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

function form(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set('document', new File([file.bytes], file.name, { type: file.type }));
  return body;
}

describe('applying for aid', () => {
  it('takes a JSON application, lists it, refuses a second one for the child and season, and counts it in the queue', async () => {
    const before = (await t.call('GET', '/api/staff/queue/', { token: staff })).body.aid_applications;
    const { token, childId } = await family('Ada');
    const res = await t.call('POST', '/api/aid/', { token, body: application(childId) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      child: childId,
      child_name: 'Ada Rivers',
      season: seasonId,
      household_size: 4,
      statement: 'Two of us lost our jobs this autumn.',
      has_document: false,
      status: 'pending',
      award: null,
      allow_reuse: false,
      used: false,
      decision_note: '',
      decided_at: null,
    });
    expect(res.body.season_label).not.toBe('');
    const list = await t.call('GET', '/api/aid/', { token });
    expect(list.body.results.map((row: { id: number }) => row.id)).toEqual([res.body.id]);

    const again = await t.call('POST', '/api/aid/', { token, body: application(childId) });
    expect(again).toMatchObject({ status: 409, body: { detail: AID_MESSAGES.duplicate } });

    const queue = await t.call('GET', '/api/staff/queue/', { token: staff });
    expect(queue.body.aid_applications).toBe(before + 1);
    const overview = await t.call('GET', '/api/office/overview/', { token: staff });
    expect(overview.body.aid_pending).toBe(before + 1);
    const office = await t.call('GET', `/api/office/aid/?status=pending&search=Ada`, { token: staff });
    expect(office.body.results).toMatchObject([
      { id: res.body.id, child_name: 'Ada Rivers', family_name: 'Test Parent_guardian' },
    ]);
  });

  it('takes a multipart application with a PDF, served as an attachment to the family and staff only', async () => {
    const { token, childId } = await family('Bea');
    const fields = {
      child: String(childId),
      season: String(seasonId),
      household_size: '3',
      statement: 'Single income household.',
      consent: 'true',
    };
    const res = await t.call('POST', '/api/aid/', {
      token,
      body: form(fields, { bytes: PDF, name: 'letter.pdf', type: 'application/pdf' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ household_size: 3, has_document: true, status: 'pending' });
    const id = res.body.id as number;

    for (const who of [token, staff]) {
      const file = await t.app.request(`/api/aid/${id}/document/`, {
        headers: { Authorization: `Bearer ${who}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="aid-application-${id}.pdf"`,
      );
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    }
    // Another household: its document, its withdrawal and its child answer as nothing there.
    const stranger = await family('Cy');
    const theirs = await t.call('GET', `/api/aid/${id}/document/`, { token: stranger.token });
    expect(theirs).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    const withdraw = await t.call('DELETE', `/api/aid/${id}/`, { token: stranger.token });
    expect(withdraw).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    const forTheirChild = await t.call('POST', '/api/aid/', {
      token: stranger.token,
      body: application(childId),
    });
    expect(forTheirChild).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await t.call('GET', '/api/aid/', { token: stranger.token })).body.results).toEqual([]);
    // An application without a document has none to serve.
    const plain = await apply(stranger.token, stranger.childId);
    expect((await t.call('GET', `/api/aid/${plain}/document/`, { token: staff })).status).toBe(404);
  });

  it('refuses a document that is not a PDF, JPEG or PNG (by its bytes), or over 10 MB, storing nothing', async () => {
    const { token, childId } = await family('Dee');
    const fields = {
      child: String(childId),
      season: String(seasonId),
      household_size: '3',
      statement: 'x',
      consent: 'true',
    };
    const [before] = await t.handle.db.select({ n: count() }).from(aidApplications);
    const disguised = await t.call('POST', '/api/aid/', {
      token,
      body: form(fields, {
        bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
        name: 'letter.pdf',
        type: 'application/pdf',
      }),
    });
    expect(disguised).toMatchObject({ status: 400, body: { document: [AID_MESSAGES.document] } });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooLarge = await t.call('POST', '/api/aid/', {
      token,
      body: form(fields, { bytes: big, name: 'big.pdf', type: 'application/pdf' }),
    });
    expect(tooLarge).toMatchObject({ status: 400, body: { document: [AID_MESSAGES.document] } });
    const badField = await t.call('POST', '/api/aid/', {
      token,
      body: form({ ...fields, consent: 'false' }, { bytes: PDF, name: 'ok.pdf', type: 'application/pdf' }),
    });
    expect(badField).toMatchObject({ status: 400, body: { consent: [AID_MESSAGES.consent] } });
    const [after] = await t.handle.db.select({ n: count() }).from(aidApplications);
    expect(after!.n).toBe(before!.n);
  });

  it.each([
    [{ household_size: 0 }, { household_size: [AID_MESSAGES.householdSize] }],
    [{ household_size: 21 }, { household_size: [AID_MESSAGES.householdSize] }],
    [{ statement: '   ' }, { statement: [AID_MESSAGES.statement] }],
    [{ statement: 'x'.repeat(1001) }, { statement: [AID_MESSAGES.statement] }],
    [{ consent: false }, { consent: [AID_MESSAGES.consent] }],
    [{ season: 987654 }, { season: [AID_MESSAGES.season] }],
  ])('refuses %o with the field message', async (change, errors) => {
    const { token, childId } = await family('Eve');
    const res = await t.call('POST', '/api/aid/', { token, body: application(childId, change) });
    expect(res).toMatchObject({ status: 400, body: errors });
  });

  it('refuses a season that is over', async () => {
    const { token, childId } = await family('Fay');
    const [over] = await t.handle.db
      .insert(seasons)
      .values({
        title: 'Spring 2020 NFL FLAG Football Boys',
        status: 'COMPLETED',
        startDate: '2020-03-01',
        endDate: '2020-05-01',
        programId: 'nfl-flag-boys',
        registrationOpensOn: '2020-01-01',
        registrationClosesOn: '2020-02-20',
      })
      .returning();
    const res = await t.call('POST', '/api/aid/', {
      token,
      body: application(childId, { season: over!.id }),
    });
    expect(res).toMatchObject({ status: 400, body: { season: [AID_MESSAGES.seasonClosed] } });
  });

  it('withdraws a pending application once; a withdrawn one cannot be decided, and the family may apply again', async () => {
    const { token, childId } = await family('Gus');
    const id = await apply(token, childId);
    const res = await t.call('DELETE', `/api/aid/${id}/`, { token });
    expect(res).toMatchObject({ status: 200, body: { id, status: 'withdrawn' } });
    const again = await t.call('DELETE', `/api/aid/${id}/`, { token });
    expect(again).toMatchObject({ status: 409, body: { detail: AID_MESSAGES.withdrawOnlyPending } });
    const decided = await decide(id, { decision: 'award', kind: 'percent', value: 50 });
    expect(decided).toMatchObject({ status: 409, body: { detail: AID_MESSAGES.notDecidable } });
    // The row is kept.
    const [row] = await t.handle.db.select().from(aidApplications).where(eq(aidApplications.id, id));
    expect(row).toMatchObject({ status: 'withdrawn', statement: 'Two of us lost our jobs this autumn.' });
    expect((await t.call('POST', '/api/aid/', { token, body: application(childId) })).status).toBe(201);
  });
});

describe('a 60 % award', () => {
  let fam: Awaited<ReturnType<typeof family>>;
  let id: number;
  let registrationId: number;

  beforeAll(async () => {
    fam = await family('Hal');
    id = await apply(fam.token, fam.childId);
  });

  it('is decided in the office (audited) and mailed to the family with the price line', async () => {
    const res = await decide(id, { decision: 'award', kind: 'percent', value: 60, note: 'Welcome!' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'awarded',
      award: { kind: 'percent', value: 60, aid_cents: 15000 },
      allow_reuse: false,
      used: false,
      decision_note: 'Welcome!',
      family_email: fam.email,
    });
    expect(res.body.decided_at).not.toBeNull();
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'aid_application'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({
      action: 'award',
      actorEmail: 'staff@demo.test',
      before: { status: 'pending' },
      after: { status: 'awarded', award_kind: 'percent', award_value: 60, allow_reuse: false },
    });
    const [mail] = mailsTo(fam.email).filter((m) => m.subject.startsWith('Financial aid awarded'));
    expect(mail!.subject).toBe(`Financial aid awarded for Hal Rivers (${res.body.season_label})`);
    expect(mail!.text).toContain('Fee $250.00 — aid −$150.00 — total $100.00');
    expect(mail!.text).toContain("The league office's note: Welcome!");
  });

  it('prices the availability and the checkout at $100.00, charges $100.00 and mails the receipt with the aid', async () => {
    const available = await t.call(
      'GET',
      `/api/registrations/availability/?child=${fam.childId}&program=nfl-flag-boys`,
      { token: fam.token },
    );
    expect(available.body.price).toMatchObject({ fee_cents: 25000, aid_cents: 15000, total_cents: 10000 });
    const started = await checkout(fam.token, fam.childId);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amount_cents: 10000, fee_cents: 25000, aid_cents: 15000 });
    expect(started.body.status).toBeUndefined();
    registrationId = started.body.registration_id;
    const confirmed = await t.call('POST', '/api/payments/confirm/', {
      token: fam.token,
      body: { ...started.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'PAID' } });
    const [charge] = await t.handle.db
      .select()
      .from(sandboxCloverCharges)
      .where(eq(sandboxCloverCharges.id, confirmed.body.charge_id));
    expect(charge!.amount).toBe(10000);
    const [row] = await t.handle.db.select().from(registrations).where(eq(registrations.id, registrationId));
    expect(row).toMatchObject({
      amountCents: 10000,
      feeCents: 25000,
      aidCents: 15000,
      aidApplicationId: id,
      paymentStatus: 'paid',
    });
    const receipt = mailsTo(fam.email).find((m) => m.subject.startsWith('Receipt:'));
    expect(receipt!.text).toContain('Price: Fee $250.00 — aid −$150.00 — total $100.00');
    expect(receipt!.text).toContain('Amount: $100.00 USD');
    const page = await t.call('GET', `/api/registrations/${registrationId}/receipt/`, { token: fam.token });
    expect(page.body).toMatchObject({ amount_cents: 10000, fee_cents: 25000, aid_cents: 15000 });
    const mine = await t.call('GET', '/api/registrations/', { token: fam.token });
    expect(mine.body.results[0]).toMatchObject({ id: registrationId, fee_cents: 25000, aid_cents: 15000 });
    const office = await t.call('GET', `/api/office/registrations/${registrationId}/`, { token: staff });
    expect(office.body).toMatchObject({ amount_cents: 10000, fee_cents: 25000, aid_cents: 15000 });
  });

  it('is used once paid: it can no longer be changed, and refunds stop at what was paid', async () => {
    const list = await t.call('GET', '/api/aid/', { token: fam.token });
    expect(list.body.results[0]).toMatchObject({ id, used: true });
    const change = await decide(id, { decision: 'award', kind: 'percent', value: 100 });
    expect(change).toMatchObject({ status: 409, body: { detail: AID_MESSAGES.awardUsed } });
    const refund = await t.call('POST', `/api/office/registrations/${registrationId}/refunds/`, {
      token: staff,
      body: { amount_cents: 10001, reason: 'Too much', idempotency_key: `aid-over-${registrationId}` },
    });
    expect(refund.status).toBe(400);
    expect(refund.body.amount_cents).toEqual([REFUND_MESSAGES.overRemaining(10000)]);
  });

  it("does not serve a second registration of the child in that season (another program's)", async () => {
    const girls = await secondProgramSeason();
    const available = await t.call(
      'GET',
      `/api/registrations/availability/?child=${fam.childId}&program=nfl-flag-girls&season=${girls}`,
      { token: fam.token },
    );
    expect(available.status).toBe(200);
    expect(available.body.price).toMatchObject({ fee_cents: 25000, aid_cents: 0, total_cents: 25000 });
    const started = await checkout(fam.token, fam.childId, {
      program: 'nfl-flag-girls',
      season: girls,
      location: girlsVenue,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ amount_cents: 25000, fee_cents: 25000, aid_cents: 0 });
  });
});

/** A season of nfl-flag-girls named like the boys' open season (the same league season), open too. */
let girlsSeason: number | undefined;
let girlsVenue: number;
async function secondProgramSeason(): Promise<number> {
  if (girlsSeason) return girlsSeason;
  girlsVenue = (await t.call('GET', '/api/programs/nfl-flag-girls/')).body.locations[0].id as number;
  const [boys] = await t.handle.db.select().from(seasons).where(eq(seasons.id, seasonId));
  const [row] = await t.handle.db
    .insert(seasons)
    .values({
      title: `${boys!.seasonLabel} NFL FLAG Football Girls (aid test)`,
      status: 'SCHEDULED',
      startDate: boys!.startDate,
      endDate: boys!.endDate,
      seasonLabel: boys!.seasonLabel,
      programId: 'nfl-flag-girls',
      registrationOpensOn: boys!.registrationOpensOn,
      registrationClosesOn: boys!.registrationClosesOn,
    })
    .returning();
  girlsSeason = row!.id;
  return girlsSeason;
}

describe('an award staff allow to be reused', () => {
  it('serves a second registration of the child in that season', async () => {
    const fam = await family('Ivy');
    const id = await apply(fam.token, fam.childId);
    const res = await decide(id, { decision: 'award', kind: 'amount', value: 15000, allow_reuse: true });
    expect(res.body).toMatchObject({
      award: { kind: 'amount', value: 15000, aid_cents: 15000 },
      allow_reuse: true,
    });
    const first = await checkout(fam.token, fam.childId);
    await t.call('POST', '/api/payments/confirm/', {
      token: fam.token,
      body: { ...first.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });
    const girls = await secondProgramSeason();
    const second = await checkout(fam.token, fam.childId, {
      program: 'nfl-flag-girls',
      season: girls,
      location: girlsVenue,
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ amount_cents: 10000, aid_cents: 15000 });
  });
});

describe('a 100 % award', () => {
  it('registers at checkout as a $0.00 payment without the card, mails the receipt, and refuses confirm and refunds', async () => {
    const fam = await family('Jo');
    const id = await apply(fam.token, fam.childId);
    expect((await decide(id, { decision: 'award', kind: 'percent', value: 100 })).status).toBe(200);
    const [charges] = await t.handle.db.select({ n: count() }).from(sandboxCloverCharges);
    const started = await checkout(fam.token, fam.childId);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: 'paid',
      amount_cents: 0,
      fee_cents: 25000,
      aid_cents: 25000,
      message: 'Payment received! Your athlete is registered.',
    });
    const registrationId = started.body.registration_id as number;
    const rows = await t.handle.db.select().from(payments).where(eq(payments.registrationId, registrationId));
    expect(rows).toMatchObject([{ amountCents: 0, status: 'succeeded', provider: 'aid', chargeId: null }]);
    const [registration] = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(registration).toMatchObject({
      paymentStatus: 'paid',
      amountCents: 0,
      aidCents: 25000,
      status: 'paid',
    });
    // No card was charged.
    const [after] = await t.handle.db.select({ n: count() }).from(sandboxCloverCharges);
    expect(after!.n).toBe(charges!.n);
    const receipt = mailsTo(fam.email).find((m) => m.subject.startsWith('Receipt:'));
    expect(receipt!.text).toContain('Price: Fee $250.00 — aid −$250.00 — total $0.00');
    expect(receipt!.text).toContain('Payment method: Financial aid (no card charged)');

    const confirm = await t.call('POST', '/api/payments/confirm/', {
      token: fam.token,
      body: { ...started.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });
    expect(confirm).toMatchObject({ status: 409, body: { detail: PAYMENT_MESSAGES.alreadyPaid } });
    const refund = await t.call('POST', `/api/office/registrations/${registrationId}/refunds/`, {
      token: staff,
      body: { amount_cents: 100, reason: 'x', idempotency_key: `aid-free-${registrationId}` },
    });
    expect(refund).toMatchObject({ status: 409, body: { detail: REFUND_MESSAGES.aidCovered } });
  });

  it('gives a limited offering its place as paid', async () => {
    const fam = await family('Kit');
    const id = await apply(fam.token, fam.childId);
    await decide(id, { decision: 'award', kind: 'amount', value: 25000 });
    expect(
      (
        await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
          token: staff,
          body: { capacities: [{ venue, division: null, capacity: 1000 }] },
        })
      ).status,
    ).toBe(200);
    try {
      const started = await checkout(fam.token, fam.childId);
      expect(started.body.status).toBe('paid');
      const holds = await t.handle.db
        .select()
        .from(placeHolds)
        .where(eq(placeHolds.registrationId, started.body.registration_id));
      expect(holds).toMatchObject([{ status: 'paid', expiresAt: null }]);
    } finally {
      await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
        token: staff,
        body: { capacities: [] },
      });
    }
  });

  it('registers once when ten checkouts for the child run at the same moment', async () => {
    const fam = await family('Lu');
    const id = await apply(fam.token, fam.childId);
    await decide(id, { decision: 'award', kind: 'percent', value: 100 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(fam.token, fam.childId)));
    const won = answers.filter((res) => res.status === 201);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.status).toBe('paid');
    for (const res of answers.filter((res) => res.status !== 201)) {
      expect(res.status).toBe(409);
      expect(typeof res.body.detail).toBe('string');
    }
    const stored = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.childId, fam.childId));
    expect(stored).toMatchObject([
      { id: won[0]!.body.registration_id, paymentStatus: 'paid', amountCents: 0 },
    ]);
    const paid = await t.handle.db
      .select()
      .from(payments)
      .where(and(inArray(payments.registrationId, [stored[0]!.id]), eq(payments.status, 'succeeded')));
    expect(paid).toMatchObject([{ amountCents: 0, provider: 'aid' }]);
  });
});

describe('declining', () => {
  it('needs a note, which the family is mailed', async () => {
    const fam = await family('Max');
    const id = await apply(fam.token, fam.childId);
    const bare = await decide(id, { decision: 'decline' });
    expect(bare).toMatchObject({ status: 400, body: { note: [AID_MESSAGES.declineNote] } });
    const res = await decide(id, { decision: 'decline', note: 'Household income is above the limit.' });
    expect(res).toMatchObject({ status: 200, body: { status: 'declined', award: null } });
    const [mail] = mailsTo(fam.email).filter((m) => m.subject.startsWith('Your financial aid application'));
    expect(mail!.text).toContain("The league office's note: Household income is above the limit.");
    // A declined child's checkout is the full fee.
    const started = await checkout(fam.token, fam.childId);
    expect(started.body).toMatchObject({ amount_cents: 25000, aid_cents: 0 });
  });

  it('refuses award values out of range with the message', async () => {
    const fam = await family('Ned');
    const id = await apply(fam.token, fam.childId);
    for (const body of [
      { decision: 'award', kind: 'percent', value: 0 },
      { decision: 'award', kind: 'percent', value: 101 },
      { decision: 'award', kind: 'amount', value: 25001 },
    ]) {
      expect(await decide(id, body)).toMatchObject({
        status: 400,
        body: { value: [AID_MESSAGES.awardValue] },
      });
    }
    expect((await decide(987654, { decision: 'decline', note: 'x' })).status).toBe(404);
  });

  it('mails an unconfirmed family the decision once they confirm their address', async () => {
    const fam = await family('Oz', false);
    const id = await apply(fam.token, fam.childId);
    await decide(id, { decision: 'award', kind: 'percent', value: 60 });
    const aidMails = () => mailsTo(fam.email).filter((m) => m.subject.startsWith('Financial aid awarded'));
    expect(aidMails()).toEqual([]);
    expect((await followVerificationLink(t, fam.email, fam.token)).status).toBe(200);
    expect(aidMails()).toHaveLength(1);
  });
});

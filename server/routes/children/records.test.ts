/**
 * A child's records outlive the child's card (issue 17 items 13, 14): waiver signatures are kept
 * with the name as signed when a child is removed; a child with a paid or pending registration
 * cannot be removed at all, and is archived instead (hidden from the portal, every registration,
 * payment and signature kept, shown again on request).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, waiverSignatures } from '../../db/schema/families';
import { payments } from '../../db/schema/payments';
import { registrations } from '../../db/schema/registrations';
import { createTestContext, type TestContext } from '../../test/harness';
import { registrationBody } from '../../test/registrations';

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  demo = await t.signIn('parent@demo.test');
}, 60_000);
afterAll(() => t.close());

const cannotRemove = (first: string) =>
  `${first} has a paid or pending registration, so the league keeps ${first}'s records and cannot remove them. You can archive ${first} to hide them from your portal, or ask the league office about a refund.`;

async function parentWithChild(first = 'Sam') {
  const parent = await t.signUp('parent_guardian');
  const res = await t.call('POST', '/api/auth/children/', {
    token: parent.token,
    body: { first_name: first, last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' },
  });
  expect(res.status).toBe(201);
  return { ...parent, child: res.body.id as number };
}

const sign = (token: string, child: number, signer = 'Pat Rivers') =>
  t.call('POST', '/api/waivers/', {
    token,
    body: { child, signer_name: signer, agree: true, version: '2026-1' },
  });
const signaturesOf = (child: number) =>
  t.handle.db.select().from(waiverSignatures).where(eq(waiverSignatures.childId, child));
const childRow = async (id: number) =>
  (await t.handle.db.select().from(children).where(eq(children.id, id)))[0];
const listed = async (token: string, query = '') =>
  (await t.call('GET', `/api/auth/children/${query}`, { token })).body.results.map(
    (child: { name: string }) => child.name,
  );

describe('waiver signatures are kept when a child is removed', () => {
  it('with the name as signed, the signer, the time and the address', async () => {
    const { token, child } = await parentWithChild('Kept');
    expect((await sign(token, child)).status).toBe(201);
    const [signature] = await signaturesOf(child);
    const removed = await t.call('DELETE', `/api/auth/children/${child}/`, { token });
    expect(removed.status).toBe(204);
    expect(await childRow(child)).toBeUndefined();
    const [kept] = await t.handle.db
      .select()
      .from(waiverSignatures)
      .where(eq(waiverSignatures.id, signature!.id));
    expect(kept).toMatchObject({
      childId: null,
      participantName: 'Kept Rivers',
      signerName: 'Pat Rivers',
      version: '2026-1',
      signedAt: signature!.signedAt,
    });
  });

  it('keeps the name as it was when signed, even after the child is renamed', async () => {
    const { token, child } = await parentWithChild('Before');
    await sign(token, child);
    await t.call('PATCH', `/api/auth/children/${child}/`, { token, body: { first_name: 'After' } });
    expect((await signaturesOf(child))[0]).toMatchObject({ participantName: 'Before Rivers' });
  });
});

describe('a child with a paid or pending registration', () => {
  it("cannot be removed: the demo parent's Marcus (paid) stays with his registration, payment and signature", async () => {
    const marcus = (await t.call('GET', '/api/auth/children/', { token: demo })).body.results[0];
    expect(marcus.first_name).toBe('Marcus');
    const res = await t.call('DELETE', `/api/auth/children/${marcus.id}/`, { token: demo });
    expect(res).toMatchObject({ status: 409, body: { detail: cannotRemove('Marcus') } });
    expect(await childRow(marcus.id)).toBeDefined();
    expect(await signaturesOf(marcus.id)).toHaveLength(1);
    const [registration] = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.childId, marcus.id));
    expect(registration).toMatchObject({ paymentStatus: 'paid' });
    const paid = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.registrationId, registration!.id));
    expect(paid.map((row) => row.status)).toEqual(['succeeded']);
  });

  it('cannot be removed while a registration waits for payment either', async () => {
    const { token, child } = await parentWithChild('Pending');
    await sign(token, child);
    const venues = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations;
    const started = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: registrationBody(child, { location: venues[0]?.id ?? null }),
    });
    expect(started.status).toBe(201);
    const res = await t.call('DELETE', `/api/auth/children/${child}/`, { token });
    expect(res).toMatchObject({ status: 409, body: { detail: cannotRemove('Pending') } });
    expect(await childRow(child)).toBeDefined();
  });
});

describe('archiving a child', () => {
  it('hides the child from the portal and keeps every registration, payment and signature', async () => {
    const marcus = (await t.call('GET', '/api/auth/children/', { token: demo })).body.results[0];
    const res = await t.call('PATCH', `/api/auth/children/${marcus.id}/`, {
      token: demo,
      body: { archived: true },
    });
    expect(res).toMatchObject({ status: 200, body: { id: marcus.id, archived: true } });
    expect(await listed(demo)).toEqual(['Aaliyah Whitfield']);
    expect(await listed(demo, '?archived=true')).toEqual(['Marcus Whitfield']);
    // Not in the waiver list of the portal either; the signature itself is kept.
    const waivers = await t.call('GET', '/api/waivers/', { token: demo });
    expect(waivers.body.results.map((row: { child: number }) => row.child)).not.toContain(marcus.id);
    expect(await signaturesOf(marcus.id)).toHaveLength(1);
    // The registration history still shows Marcus's registration.
    const history = await t.call('GET', '/api/registrations/', { token: demo });
    expect(history.body.results).toMatchObject([
      { child: marcus.id, participant_name: 'Marcus Whitfield', payment_status: 'paid' },
    ]);

    // An archived child is not registered again until shown again.
    const checkout = await t.call('POST', '/api/payments/checkout/', {
      token: demo,
      body: registrationBody(marcus.id, { program: 'track-field' }),
    });
    expect(checkout).toMatchObject({
      status: 400,
      body: { detail: 'Marcus is archived. Show Marcus in your portal again before registering them.' },
    });

    const shown = await t.call('PATCH', `/api/auth/children/${marcus.id}/`, {
      token: demo,
      body: { archived: false },
    });
    expect(shown).toMatchObject({ status: 200, body: { archived: false } });
    expect(await listed(demo)).toEqual(['Marcus Whitfield', 'Aaliyah Whitfield']);
    expect(await listed(demo, '?archived=true')).toEqual([]);
  });

  it("is the parent's own: another parent gets 404 and nothing changes", async () => {
    const { token, child } = await parentWithChild('Mine');
    const stranger = await t.signUp('parent_guardian');
    const res = await t.call('PATCH', `/api/auth/children/${child}/`, {
      token: stranger.token,
      body: { archived: true },
    });
    expect(res.status).toBe(404);
    expect(await listed(token)).toEqual(['Mine Rivers']);
  });

  it('answers a value that is not true or false with a field error', async () => {
    const { token, child } = await parentWithChild('Odd');
    const res = await t.call('PATCH', `/api/auth/children/${child}/`, { token, body: { archived: 'yes' } });
    expect(res).toMatchObject({ status: 400, body: { archived: ['Must be a valid boolean.'] } });
  });
});

/**
 * Waitlists (issue 21 item 2): families join a full offering and see their position; a refund in
 * full offers the place to the first family (mail with a filled checkout link); an expired offer
 * passes to the next by the sweep, once even when two sweeps run at once; the office moves,
 * removes (with a reason, audited) and offers by hand. PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { waitlistEntries } from '../db/schema/capacity';
import { createTestContext, type TestContext } from '../test/harness';
import { addChildWithWaiver, registerAndPay, registrationBody } from '../test/registrations';
import { verifiedSignUp } from '../test/verification';
import { CAPACITY_MESSAGES } from './places';
import { WAITLIST_MESSAGES, type WaitlistEntryJson } from './waitlist-entries';
import { sweepWaitlists } from './waitlist-sweep';

let t: TestContext;
let staff: string;
let venue: number;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  venue = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations[0].id as number;
}, 60_000);
afterAll(() => t.close());

async function family(first: string) {
  const { token, user } = await verifiedSignUp(t, 'parent_guardian');
  return { token, email: user.email, childId: await addChildWithWaiver(t, token, first) };
}

const body = (childId: number) => registrationBody(childId, { location: venue });
const join = (token: string, childId: number) =>
  t.call('POST', '/api/waitlist/', { token, body: body(childId) });
const mine = async (token: string) =>
  (await t.call('GET', '/api/waitlist/', { token })).body as WaitlistEntryJson[];
const mailsTo = (email: string) =>
  t.outbox().filter((mail) => mail.to === email && mail.subject.startsWith('A place is open'));

describe('waitlist of a full division', () => {
  it('is joined when full, offered on a refund, passed on when the offer expires, and checked out from its link', async () => {
    const first = await family('First');
    const second = await family('Second');
    const third = await family('Third');
    const newcomer = await family('Late');

    // Unlimited: no waitlist. With one place left, the first family registers and pays.
    expect((await join(second.token, second.childId)).body).toEqual({ detail: WAITLIST_MESSAGES.unlimited });
    await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [{ venue, division: null, capacity: 200 }] },
    });
    const left = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.places_left as number;
    await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [{ venue, division: null, capacity: 200 - left + 1 }] },
    });
    expect((await join(second.token, second.childId)).body).toEqual({ detail: WAITLIST_MESSAGES.placesLeft });
    const paid = await registerAndPay(t, first.token, first.childId, { location: venue });
    expect((await t.call('GET', '/api/programs/nfl-flag-boys/')).body.places_left).toBe(0);

    // Full: the second family's checkout is refused; it joins and is first; the third is second.
    const refused = await t.call('POST', '/api/payments/checkout/', {
      token: second.token,
      body: body(second.childId),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(CAPACITY_MESSAGES.full);
    const joined = await join(second.token, second.childId);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ status: 'waiting', position: 1, participant_name: 'Second Rivers' });
    expect((await join(second.token, second.childId)).body).toEqual({ detail: WAITLIST_MESSAGES.already });
    expect((await join(third.token, third.childId)).body.position).toBe(2);
    expect((await mine(second.token)).map((entry) => entry.position)).toEqual([1]);
    // Someone else's entry is not found.
    expect((await t.call('DELETE', `/api/waitlist/${joined.body.id}/`, { token: third.token })).status).toBe(
      404,
    );

    // The office refunds the first family in full: the place is offered to the second family.
    const refund = await t.call('POST', `/api/office/registrations/${paid}/refunds/`, {
      token: staff,
      body: { amount_cents: 25000, reason: 'Moved away', idempotency_key: 'refund-first-family-1' },
    });
    expect(refund.status).toBe(200);
    const [offered] = await mine(second.token);
    expect(offered).toMatchObject({
      status: 'offered',
      position: null,
      checkout_path: `/portal/parent?waitlist=${joined.body.id}`,
      amount_cents: 25000,
    });
    const [mail] = mailsTo(second.email);
    expect(mail!.text).toContain(`${t.config.siteUrl}/portal/parent?waitlist=${joined.body.id}`);
    expect((await mine(third.token))[0]!.position).toBe(1);
    // The kept place is not the newcomer's.
    const late = await t.call('POST', '/api/payments/checkout/', {
      token: newcomer.token,
      body: body(newcomer.childId),
    });
    expect(late.status).toBe(409);

    // The third family is awarded 60 % aid for that season: its offer will say what it pays.
    const applied = await t.call('POST', '/api/aid/', {
      token: third.token,
      body: {
        child: third.childId,
        season: offered!.season,
        household_size: 3,
        statement: 'One income.',
        consent: true,
      },
    });
    expect(applied.status).toBe(201);
    const awarded = await t.call('POST', `/api/office/aid/${applied.body.id}/decide/`, {
      token: staff,
      body: { decision: 'award', kind: 'percent', value: 60 },
    });
    expect(awarded.status).toBe(200);

    // 49 hours on, two sweeps at once (two API replicas): the offer expires once and the third
    // family is offered the place once.
    const later = new Date(Date.now() + 49 * 3_600_000);
    const reports = await Promise.all([sweepWaitlists(t.deps, later), sweepWaitlists(t.deps, later)]);
    expect(reports.reduce((sum, report) => sum + report.expired, 0)).toBe(1);
    expect(reports.reduce((sum, report) => sum + report.offered, 0)).toBe(1);
    expect((await mine(second.token))[0]!.status).toBe('expired');
    expect((await mine(third.token))[0]!.status).toBe('offered');
    expect(mailsTo(third.email)).toHaveLength(1);

    // The third family's link fills the checkout from its entry; it pays.
    const [entry] = await mine(third.token);
    expect(entry!.amount_cents).toBe(10000);
    const started = await t.call('POST', '/api/payments/checkout/', {
      token: third.token,
      body: entry!.form,
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amount_cents: 10000, aid_cents: 15000 });
    const confirmed = await t.call('POST', '/api/payments/confirm/', {
      token: third.token,
      body: { ...started.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });
    expect(confirmed.status).toBe(200);
    expect((await mine(third.token))[0]!.status).toBe('accepted');
    expect((await t.call('GET', '/api/programs/nfl-flag-boys/')).body.places_left).toBe(0);
  }, 180_000);

  it('lets the office list, move and remove entries with a reason (audited), and offer by hand', async () => {
    const families = [await family('Alpha'), await family('Bravo'), await family('Charlie')];
    const ids: number[] = [];
    for (const f of families) {
      const res = await join(f.token, f.childId);
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const list = await t.call('GET', '/api/office/waitlist/?program=nfl-flag-boys&status=waiting', {
      token: staff,
    });
    expect(list.status).toBe(200);
    expect(list.body.results.map((row: { id: number }) => row.id)).toEqual(ids);
    expect(list.body.results.map((row: { position: number }) => row.position)).toEqual([1, 2, 3]);
    // Each with the account that joined: the office can call the family.
    expect(
      list.body.results.map((row: { family_name: string; family_email: string }) => [
        row.family_name,
        row.family_email,
      ]),
    ).toEqual(families.map((f) => ['Test Parent_guardian', f.email]));

    const noReason = await t.call('POST', `/api/office/waitlist/${ids[2]}/move/`, {
      token: staff,
      body: { position: 1, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.reason).toEqual(['Give a reason.']);
    const moved = await t.call('POST', `/api/office/waitlist/${ids[2]}/move/`, {
      token: staff,
      body: { position: 1, reason: 'Sibling already on the team' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.position).toBe(1);
    expect((await mine(families[0]!.token))[0]!.position).toBe(2);

    const removed = await t.call('POST', `/api/office/waitlist/${ids[0]}/remove/`, {
      token: staff,
      body: { reason: 'Family asked by phone' },
    });
    expect(removed.body).toMatchObject({ status: 'removed', reason: 'Family asked by phone' });
    expect((await mine(families[1]!.token))[0]!.position).toBe(2);

    const offer = await t.call('POST', `/api/office/waitlist/${ids[1]}/offer/`, {
      token: staff,
      body: { reason: 'Coach added a place' },
    });
    expect(offer.body.status).toBe('offered');
    expect(mailsTo(families[1]!.email)).toHaveLength(1);

    const audits = await t.handle.db
      .select({ action: auditLog.action, note: auditLog.note })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'waitlist_entry')));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'move', note: 'Sibling already on the team' },
        { action: 'remove', note: 'Family asked by phone' },
        { action: 'offer', note: 'Coach added a place' },
      ]),
    );

    // The family leaves. Its offer was made beyond the capacity, so giving it back opens no place:
    // Charlie still waits, first.
    const left = await t.call('DELETE', `/api/waitlist/${ids[1]}/`, { token: families[1]!.token });
    expect(left.body.status).toBe('left');
    const [row] = await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, ids[2]!));
    expect(row!.status).toBe('waiting');
    expect((await mine(families[2]!.token))[0]!.position).toBe(1);

    // Staff raise the capacity by one: Charlie is offered the new place at once.
    const program = (await t.call('GET', '/api/office/programs/nfl-flag-boys/', { token: staff })).body;
    const [capacity] = program.capacities as { capacity: number }[];
    await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [{ venue, division: null, capacity: capacity!.capacity + 1 }] },
    });
    expect((await mine(families[2]!.token))[0]!.status).toBe('offered');
    expect(mailsTo(families[2]!.email)).toHaveLength(1);
    expect((await t.call('GET', '/api/office/waitlist/', { token: families[0]!.token })).status).toBe(403);
  }, 120_000);

  it('offers a place to every waiting family at once when the office clears the capacity (unlimited)', async () => {
    // Full first: the capacity is what is taken, so the next families can only wait.
    const program = (await t.call('GET', '/api/office/programs/nfl-flag-boys/', { token: staff })).body;
    const [capacity] = program.capacities as { capacity: number }[];
    const left = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.places_left as number;
    await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [{ venue, division: null, capacity: capacity!.capacity - left }] },
    });
    const waiting = [await family('Delta'), await family('Echo')];
    for (const f of waiting) expect((await join(f.token, f.childId)).status).toBe(201);

    // No number any more: nobody needs to wait, and each family hears so (one mail, one offer).
    const cleared = await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [] },
    });
    expect(cleared.status).toBe(200);
    expect((await t.call('GET', '/api/programs/nfl-flag-boys/')).body.places_left).toBeNull();
    for (const f of waiting) {
      expect((await mine(f.token))[0]!.status).toBe('offered');
      expect(mailsTo(f.email)).toHaveLength(1);
    }
    // The sweep finds nothing left to offer and mails nobody twice.
    await sweepWaitlists(t.deps, new Date());
    for (const f of waiting) expect(mailsTo(f.email)).toHaveLength(1);
  }, 120_000);

  it('offers each waiting family once when 20 identical clearings of the capacity arrive at once', async () => {
    const taken = await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [{ venue, division: null, capacity: 1 }] },
    });
    expect(taken.status).toBe(200);
    // Full (more places are held than the one allowed): the next two families wait.
    const waiting = [await family('Foxtrot'), await family('Golf')];
    for (const f of waiting) expect((await join(f.token, f.childId)).status).toBe(201);

    // A family cannot clear it: refused, and nobody is offered anything.
    const refused = await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: waiting[0]!.token,
      body: { capacities: [] },
    });
    expect([403, 404]).toContain(refused.status);
    for (const f of waiting) expect((await mine(f.token))[0]!.status).toBe('waiting');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('PATCH', '/api/office/programs/nfl-flag-boys/', { token: staff, body: { capacities: [] } }),
      ),
    );
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const f of waiting) {
      expect((await mine(f.token)).map((entry) => entry.status)).toEqual(['offered']);
      expect(mailsTo(f.email)).toHaveLength(1);
    }
  }, 120_000);
});

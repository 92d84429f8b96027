/**
 * Capacity of program offerings (issue 21 item 1): staff set it in the office, the public answers
 * carry places left, and the last place is taken exactly once under a rush (PGlite and PostgreSQL).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { placeHolds } from '../db/schema/capacity';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { createTestContext, type TestContext } from '../test/harness';
import { addChildWithWaiver, registrationBody } from '../test/registrations';
import { verifiedSignUp } from '../test/verification';
import { CAPACITY_MESSAGES, placesLeft } from './places';
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

/** A verified parent with a child whose waiver is signed. */
async function family(first = 'Sam') {
  const { token, user } = await verifiedSignUp(t, 'parent_guardian');
  return { token, user, childId: await addChildWithWaiver(t, token, first) };
}

const checkout = (token: string, childId: number) =>
  t.call('POST', '/api/payments/checkout/', {
    token,
    body: registrationBody(childId, { location: venue }),
  });

async function setCapacity(capacity: number | null) {
  return t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
    token: staff,
    body: { capacities: capacity === null ? [] : [{ venue, division: null, capacity }] },
  });
}

async function programPlacesLeft() {
  return (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.places_left as number | null;
}

describe('capacity of a program offering', () => {
  it('is unlimited until staff set it, then set in the office (audited) and shown as places left', async () => {
    expect(await programPlacesLeft()).toBeNull();
    const res = await setCapacity(40);
    expect(res.status).toBe(200);
    expect(res.body.capacities).toEqual([{ venue, division: null, season: null, capacity: 40 }]);
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'program'), eq(auditLog.entityId, 'nfl-flag-boys')));
    expect(entry?.after).toMatchObject({
      capacities: [{ venue, division: null, season: null, capacity: 40 }],
    });
    // The seed has paid registrations at this venue already; they take places too.
    const left = await programPlacesLeft();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(40);
  });

  it('refuses a capacity for a venue the program does not list, or a division it does not have', async () => {
    const res = await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [{ venue: 999_999, division: null, capacity: 3 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.capacities).toEqual([
      '1: Choose a venue this program lists, or none for all of its venues.',
    ]);
    const division = await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [{ venue, division: 'Nowhere', capacity: -1 }] },
    });
    expect(division.status).toBe(400);
    expect(division.body.capacities).toEqual(['A capacity is a whole number of places from 0 to 10000.']);
  });

  it('takes the last place exactly once when 20 families check out at the same moment', async () => {
    const families: Awaited<ReturnType<typeof family>>[] = [];
    for (let i = 0; i < 20; i += 1) families.push(await family(`Rush${i}`));
    // Exactly one place left: the capacity is what is taken now, plus one.
    await setCapacity(40);
    const taken = 40 - (await programPlacesLeft())!;
    expect((await setCapacity(taken + 1)).status).toBe(200);
    expect(await programPlacesLeft()).toBe(1);

    const answers = await Promise.all(families.map((f) => checkout(f.token, f.childId)));
    const won = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.body).toEqual({ detail: CAPACITY_MESSAGES.full });

    // Nothing of the 19 is stored: one registration, one payment, one held place.
    const children = families.map((f) => f.childId);
    const stored = await t.handle.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(inArray(registrations.childId, children));
    expect(stored).toEqual([{ id: won[0]!.body.registration_id }]);
    const [paid] = await t.handle.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.registrationId, won[0]!.body.registration_id));
    expect(paid!.n).toBe(1);
    const holds = await t.handle.db
      .select()
      .from(placeHolds)
      .where(eq(placeHolds.registrationId, won[0]!.body.registration_id));
    expect(holds).toEqual([expect.objectContaining({ status: 'held' })]);
    expect(await programPlacesLeft()).toBe(0);

    // The winner's checkout again keeps its own place (a second card try, a reload).
    const winner = families.find((f) => answers[families.indexOf(f)]!.status === 201)!;
    expect((await checkout(winner.token, winner.childId)).status).toBe(201);

    // The winner pays: the place is paid for and stays taken.
    const started = won[0]!.body;
    const again = await checkout(winner.token, winner.childId);
    const confirmed = await t.call('POST', '/api/payments/confirm/', {
      token: winner.token,
      body: { ...again.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });
    expect(confirmed.status).toBe(200);
    const [hold] = await t.handle.db
      .select()
      .from(placeHolds)
      .where(eq(placeHolds.registrationId, started.registration_id));
    expect(hold).toMatchObject({ status: 'paid', expiresAt: null });
    expect(await programPlacesLeft()).toBe(0);
  }, 120_000);

  it('releases a place whose checkout was abandoned for the hold time, and one whose card was declined', async () => {
    const first = await family('Abandon');
    const second = await family('Next');
    await setCapacity(40);
    const taken = 40 - (await programPlacesLeft())!;
    await setCapacity(taken + 1);
    const held = await checkout(first.token, first.childId);
    expect(held.status).toBe(201);
    expect((await checkout(second.token, second.childId)).status).toBe(409);

    // 31 minutes later the sweep releases the abandoned hold (CHECKOUT_HOLD_MINUTES=30).
    const report = await sweepWaitlists(t.deps, new Date(Date.now() + 31 * 60_000));
    expect(report.released).toBeGreaterThanOrEqual(1);
    const [released] = await t.handle.db
      .select()
      .from(placeHolds)
      .where(eq(placeHolds.registrationId, held.body.registration_id));
    expect(released!.status).toBe('released');

    // The next family takes it; a declined card gives it back.
    const next = await checkout(second.token, second.childId);
    expect(next.status).toBe(201);
    const declined = await t.call('POST', '/api/payments/confirm/', {
      token: second.token,
      body: {
        ...next.body,
        portal: 'parent',
        source: await t.cardToken('4005571702222222'),
        charge_id: null,
      },
    });
    expect(declined.status).toBe(402);
    expect(await programPlacesLeft()).toBe(1);

    // The first family comes back to its old checkout after its hold ran out: the place is free, so
    // the confirm takes it again and charges.
    const back = await t.call('POST', '/api/payments/confirm/', {
      token: first.token,
      body: { ...held.body, portal: 'parent', source: await t.cardToken(), charge_id: null },
    });
    expect(back.status).toBe(200);
    expect(await programPlacesLeft()).toBe(0);

    // The declined family's old checkout cannot be charged now that the place is gone.
    const late = await checkout(second.token, second.childId);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ detail: CAPACITY_MESSAGES.full });
    await setCapacity(null);
    expect(await programPlacesLeft()).toBeNull();
  }, 120_000);

  it('counts a season’s own places apart from the places of every season (issue 41 item 8)', async () => {
    const setCapacities = (capacities: object[]) =>
      t.call('PATCH', '/api/office/programs/nfl-flag-boys/', { token: staff, body: { capacities } });
    expect((await setCapacities([{ venue, division: null, capacity: 1000 }])).status).toBe(200);
    // The season a checkout takes a place in: the program's open season.
    const first = await family('Sol');
    const started = await checkout(first.token, first.childId);
    expect(started.status).toBe(201);
    const [hold] = await t.handle.db
      .select()
      .from(placeHolds)
      .where(eq(placeHolds.registrationId, started.body.registration_id));
    const open = hold!.seasonId;

    // That season gets places of its own, as many as are taken in it now: the places already taken
    // move to its own offering (and count there), so it is full; the program's other seasons keep
    // the every-season places.
    const before = await placesLeft(t.handle.db, ['nfl-flag-boys'], new Date());
    const taken = before.find(
      (place) => place.seasonId === open && place.capacity.locationId === venue,
    )!.taken;
    expect(taken).toBeGreaterThan(0);
    const saved = await setCapacities([
      { venue, division: null, capacity: 1000 },
      { venue, division: null, season: open, capacity: taken },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.capacities).toEqual([
      { venue, division: null, season: null, capacity: 1000 },
      { venue, division: null, season: open, capacity: taken },
    ]);
    const places = (await placesLeft(t.handle.db, ['nfl-flag-boys'], new Date())).filter(
      (place) => place.capacity.locationId === venue,
    );
    expect(
      places
        .filter((place) => place.seasonId === open)
        .map((place) => [place.capacity.capacity, place.capacity.seasonId, place.taken, place.left]),
    ).toEqual([[taken, open, taken, 0]]);
    const others = places.filter((place) => place.seasonId !== open);
    expect(others.length).toBeGreaterThan(0);
    for (const place of others) expect(place.capacity.capacity).toBe(1000);
    const second = await family('Tam');
    const refused = await checkout(second.token, second.childId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: CAPACITY_MESSAGES.full });

    // A season of another program is refused; without its own places the season counts 1000 again.
    const other = await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { capacities: [{ venue, division: null, season: 999_999, capacity: 3 }] },
    });
    expect(other.status).toBe(400);
    expect(other.body.capacities).toEqual(['1: Choose a season of this program, or none for every season.']);
    expect((await setCapacities([{ venue, division: null, capacity: 1000 }])).status).toBe(200);
    expect((await checkout(second.token, second.childId)).status).toBe(201);
    expect((await setCapacities([])).status).toBe(200);
  });
});

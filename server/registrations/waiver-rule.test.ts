/**
 * No registration without the current waiver signed for the one who plays (issue 17 item 15): a
 * parent's checkout needs the child's signature, an adult athlete's their own; athletes under 18
 * are registered by a parent or guardian in the parent portal (spec 1 §2.14's terms: users under 18
 * must be registered by a guardian), who signs for them. A confirm checks it again.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { waiverSignatures } from '../db/schema/families';
import { athleteWithProfile, yearsAgo } from '../test/athletes';
import { createTestContext, type TestContext } from '../test/harness';
import { registrationBody, signWaiverFor } from '../test/registrations';

let t: TestContext;
let flagVenue: number;
let hoopsVenue: number;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  flagVenue = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations[0].id;
  hoopsVenue = (await t.call('GET', '/api/programs/jr-nba/')).body.locations[0].id;
}, 60_000);
afterAll(() => t.close());

const rowsOf = async (userId: number) => ({
  registrations: (
    await t.handle.db.select({ n: count() }).from(registrations).where(eq(registrations.userId, userId))
  )[0]!.n,
  payments: (await t.handle.db.select({ n: count() }).from(payments).where(eq(payments.userId, userId)))[0]!
    .n,
});

const pay = async (token: string, started: Record<string, unknown>, portal: string) =>
  t.call('POST', '/api/payments/confirm/', {
    token,
    body: { ...started, portal, source: await t.cardToken(), charge_id: null },
  });

describe('a parent registering a child', () => {
  it('with the waiver pending is refused at checkout, and nothing is stored or charged', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const child = await t.call('POST', '/api/auth/children/', {
      token,
      body: { first_name: 'Riley', last_name: 'Hale', date_of_birth: '2013-04-02', gender: 'Female' },
    });
    const res = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: registrationBody(child.body.id, { location: flagVenue }),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: "Sign Riley's participation waiver before registering." },
    });
    expect(await rowsOf(user.id)).toEqual({ registrations: 0, payments: 0 });

    // Signed, the same registration goes through to paid.
    expect((await signWaiverFor(t, token, child.body.id)).status).toBe(201);
    const started = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: registrationBody(child.body.id, { location: flagVenue }),
    });
    expect(started.status).toBe(201);
    const paid = await pay(token, started.body, 'parent');
    expect(paid).toMatchObject({ status: 200, body: { success: true } });
  });

  it('cannot confirm a checkout whose waiver is no longer signed (a checkout started before the rule)', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const child = await t.call('POST', '/api/auth/children/', {
      token,
      body: { first_name: 'Old', last_name: 'Checkout', date_of_birth: '2012-01-01', gender: 'Male' },
    });
    await signWaiverFor(t, token, child.body.id);
    const started = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: registrationBody(child.body.id, { location: flagVenue }),
    });
    expect(started.status).toBe(201);
    await t.handle.db.delete(waiverSignatures).where(eq(waiverSignatures.childId, child.body.id));
    const res = await pay(token, started.body, 'parent');
    expect(res).toMatchObject({
      status: 400,
      body: { detail: "Sign Old's participation waiver before registering." },
    });
    const [registration] = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, user.id));
    expect(registration!.paymentStatus).toBe('unpaid');
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ status: 'pending', sourceToken: null });
  });
});

describe('an athlete registering themselves', () => {
  const body = (profile: number) => ({
    ...registrationBody(0, {
      kind: 'athlete_registration',
      athlete_profile: profile,
      program: 'jr-nba',
      location: hoopsVenue,
      age_group: 'HIGH_SCHOOL',
      grade: '12',
    }),
    child: undefined,
  });
  const signOwn = (token: string, signer = 'Quinn Payer') =>
    t.call('POST', '/api/waivers/self/', {
      token,
      body: { signer_name: signer, agree: true, version: '2026-1' },
    });

  it('as an adult without their own signature is refused; after signing it goes through', async () => {
    const { token, user, profile } = await athleteWithProfile(t, {
      name: 'Quinn Payer',
      date_of_birth: yearsAgo(19),
    });
    expect(await t.call('GET', '/api/waivers/self/', { token })).toMatchObject({
      status: 200,
      body: { status: 'Pending', signed_at: null, version: '2026-1' },
    });
    const refused = await t.call('POST', '/api/payments/checkout/', { token, body: body(profile.id) });
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: 'Sign the participation waiver before registering.' },
    });
    expect(await rowsOf(user.id)).toEqual({ registrations: 0, payments: 0 });

    const signed = await signOwn(token);
    expect(signed).toMatchObject({ status: 201, body: { status: 'Signed', signer_name: 'Quinn Payer' } });
    const [row] = await t.handle.db
      .select()
      .from(waiverSignatures)
      .where(eq(waiverSignatures.athleteUserId, user.id));
    expect(row).toMatchObject({ childId: null, participantName: 'Quinn Payer', version: '2026-1' });
    expect((await t.call('GET', '/api/waivers/self/', { token })).body.status).toBe('Signed');
    expect(await signOwn(token)).toMatchObject({
      status: 409,
      body: { detail: 'This waiver is already signed.' },
    });

    const started = await t.call('POST', '/api/payments/checkout/', { token, body: body(profile.id) });
    expect(started.status).toBe(201);
    expect(await pay(token, started.body, 'athlete')).toMatchObject({ status: 200, body: { success: true } });
  });

  it.each([
    ['15', yearsAgo(15)],
    ['without a birth date', null],
  ])(
    'under 18 (%s) is registered by a parent or guardian: no checkout, no own signature',
    async (_, born) => {
      const { token, user, profile } = await athleteWithProfile(t, {
        name: 'Young Player',
        date_of_birth: born,
      });
      const res = await t.call('POST', '/api/payments/checkout/', { token, body: body(profile.id) });
      expect(res).toMatchObject({
        status: 403,
        body: {
          detail:
            'Athletes under 18 are registered by a parent or guardian: they add you in the parent portal, sign the waiver and register you there.',
        },
      });
      expect(await signOwn(token)).toMatchObject({
        status: 403,
        body: {
          detail: 'A parent or guardian signs the waiver for athletes under 18, in the parent portal.',
        },
      });
      expect(await rowsOf(user.id)).toEqual({ registrations: 0, payments: 0 });
    },
  );

  it('needs a saved profile before signing (the birth date decides who signs)', async () => {
    const { token } = await t.signUp('athlete');
    const res = await signOwn(token);
    expect(res).toMatchObject({
      status: 400,
      body: { detail: 'Create and save your athlete profile before registering.' },
    });
  });

  it('signs with a typed name and the agreement, for the current version', async () => {
    const { token } = await athleteWithProfile(t, { name: 'Checks Waiver', date_of_birth: yearsAgo(22) });
    const res = await t.call('POST', '/api/waivers/self/', {
      token,
      body: { signer_name: ' ', agree: false, version: '1999-1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ signer_name: ['This field may not be blank.'] });
    const stale = await signOwn(token).then(() =>
      t.call('POST', '/api/waivers/self/', {
        token,
        body: { signer_name: 'X', agree: true, version: '1999-1' },
      }),
    );
    expect(stale.status).toBe(400);
  });
});

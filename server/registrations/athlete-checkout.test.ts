/** Checkout of kind athlete_registration (spec 3 §5, §7, §8): the athlete registers and pays for themselves. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../db/schema/registrations';
import { athleteWithProfile, yearsAgo } from '../test/athletes';
import { createTestContext, type TestContext } from '../test/harness';
import { signOwnWaiver } from '../test/registrations';

let t: TestContext;
let venue: number;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  venue = (await t.call('GET', '/api/programs/jr-nba/')).body.locations[0].id;
}, 60_000);
afterAll(() => t.close());

/** A complete athlete registration body (spec 3 §7). */
const body = (athleteProfile: number | null, overrides: Record<string, unknown> = {}) => ({
  kind: 'athlete_registration',
  athlete_profile: athleteProfile,
  program: 'jr-nba',
  location: venue,
  division: null,
  shirt_size: 'L',
  shorts_size: 'L',
  glove_size: 'M',
  shoe_size: '10.5',
  grade: '11',
  age_group: 'HIGH_SCHOOL',
  league_division: 'AFC_SOUTH',
  league_county: 'HARRISON',
  shipping_name: 'Riley Hart',
  shipping_phone: '601-555-0100',
  shipping_address: {
    address1: '500 E Capitol St',
    address2: '',
    city: 'Jackson',
    state: 'ms',
    postal_code: '39201',
    country: 'United States',
    confirm: true,
  },
  ...overrides,
});

const checkout = (token: string, payload: unknown) =>
  t.call('POST', '/api/payments/checkout/', { token, body: payload });

describe('POST /api/payments/checkout/ with kind athlete_registration', () => {
  it('refuses an athlete without a saved profile with the first check of spec 3 §5', async () => {
    const { token } = await t.signUp('athlete');
    const res = await checkout(token, body(null));
    expect(res).toMatchObject({
      status: 400,
      body: { athlete_profile: ['Create and save your athlete profile before registering.'] },
    });
  });

  it("answers every failing check with the athlete portal's messages", async () => {
    const { token, profile } = await athleteWithProfile(t, { name: 'Empty Form' });
    const res = await checkout(token, { kind: 'athlete_registration', athlete_profile: profile.id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      program: ['Pick a program to continue.'],
      shirt_size: ['Select uniform sizes for shirt, shorts, and gloves.'],
      age_group: ['Choose a league age group.'],
      grade: ['Choose a grade level.'],
      shoe_size: ['Enter a shoe size.'],
      league_county: ['Select a county for your division.'],
      league_division: ['Select a division that matches your county.'],
      shipping_name: ['Enter the shipping contact name.'],
      shipping_address: { address1: ['Enter a complete shipping address before registering.'] },
    });
  });

  it.each([
    [{ program: 'no-such-program' }, { program: ['Program not available. Refresh and try again.'] }],
    [{ location: null }, { location: ['Select a location for this program.'] }],
    [{ shoe_size: '-2' }, { shoe_size: ['Enter a valid shoe size.'] }],
    [{ league_county: 'DESOTO' }, { league_county: ['County does not belong to the selected division.'] }],
    [
      { shipping_address: { ...body(1).shipping_address, state: 'Kansas City' } },
      { shipping_address: { state: ['Use a 2-letter state code (e.g., KS).'] } },
    ],
    [
      { shipping_address: { ...body(1).shipping_address, postal_code: '3920' } },
      { shipping_address: { postal_code: ['Enter a valid ZIP code (e.g., 66012 or 66012-1234).'] } },
    ],
  ])('answers %j with %j', async (overrides, errors) => {
    const { token, profile } = await athleteWithProfile(t, { name: 'One Problem' });
    const res = await checkout(token, body(profile.id, overrides));
    expect(res).toMatchObject({ status: 400, body: errors });
    expect(Object.keys(res.body)).toEqual(Object.keys(errors));
  });

  it('keys the registration by the profile, prices it, and pays with the success card', async () => {
    const { token, user, profile } = await athleteWithProfile(t, {
      name: 'Riley Hart',
      date_of_birth: yearsAgo(19),
    });
    await signOwnWaiver(t, token);
    const started = await checkout(token, body(profile.id));
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amount_cents: 25000, currency: 'USD', portal: 'athlete' });
    const [row] = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, started.body.registration_id));
    expect(row).toMatchObject({
      userId: user.id,
      kind: 'athlete_registration',
      athleteProfileId: profile.id,
      childId: null,
      participantName: 'Riley Hart',
      subject: expect.stringMatching(new RegExp(`^athlete:${profile.id}\\|program:jr-nba\\|season:`)),
      shoeSize: 10.5,
      shippingAddress: {
        address1: '500 E Capitol St',
        address2: '',
        city: 'Jackson',
        state: 'MS',
        postal_code: '39201',
        country: 'US',
      },
      paymentStatus: 'unpaid',
    });

    const paid = await t.call('POST', '/api/payments/confirm/', {
      token,
      body: {
        ...started.body,
        portal: 'athlete',
        source: await t.cardToken('4242424242424242'),
        charge_id: null,
      },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      success: true,
      status: 'PAID',
      message: 'Payment received! You are officially registered.',
      portal: 'athlete',
    });
    const mine = await t.call('GET', '/api/registrations/', { token });
    expect(mine.body.results).toMatchObject([
      {
        kind: 'athlete_registration',
        athlete_profile: profile.id,
        program: 'jr-nba',
        payment_status: 'paid',
      },
    ]);

    const again = await checkout(token, body(profile.id));
    expect(again).toMatchObject({
      status: 409,
      body: { detail: 'You are already registered and paid for this program this season.' },
    });
  });

  it('uses the caller’s own profile even when athlete_profile is left out', async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'No Id Sent',
      date_of_birth: yearsAgo(20),
    });
    await signOwnWaiver(t, token);
    const started = await checkout(token, body(null, { program: 'jr-nba' }));
    expect(started.status).toBe(201);
    const [row] = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, started.body.registration_id));
    expect(row?.athleteProfileId).toBe(profile.id);
  });

  it("keeps other roles out with the athlete portal's words", async () => {
    const parent = await t.signIn('parent@demo.test');
    const res = await checkout(parent, body(null));
    expect(res).toMatchObject({
      status: 403,
      body: { detail: 'Athlete account required to access this portal.' },
    });
  });
});

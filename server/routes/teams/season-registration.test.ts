/**
 * Issue 19 item 1 and 4: families register for a season open for registration, asked and refused
 * at the first call that names child, program and season; counties belong to their divisions,
 * whichever state the office added them for.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/domain/calendar';
import { leagueToday } from '../../../src/domain/season-registration';
import { registrations } from '../../db/schema/registrations';
import { seasons } from '../../db/schema/league';
import { UPLOAD_SEASON_SUBTITLE } from '../../seed/coach-staff';
import { createTestContext, type TestContext } from '../../test/harness';
import { registerAndPay, registrationBody, signWaiverFor } from '../../test/registrations';
import { verifiedSignUp } from '../../test/verification';

let t: TestContext;
let juniorId: number;
let staff: string;
let venue: number;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  const [junior] = await t.handle.db
    .select()
    .from(seasons)
    .where(eq(seasons.subtitle, UPLOAD_SEASON_SUBTITLE));
  juniorId = junior!.id;
  staff = await t.signIn('staff@demo.test');
  venue = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations[0].id;
}, 60_000);

/** A registration body at the program's first venue. */
const bodyFor = (child: number, overrides: Record<string, unknown>) =>
  registrationBody(child, { location: venue, ...overrides });
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => leagueToday(new Date(Date.now() + offset * DAY));

async function newParentWithChild(first = 'Sam') {
  const { token } = await verifiedSignUp(t, 'parent_guardian');
  const child = await t.call('POST', '/api/auth/children/', {
    token,
    body: { first_name: first, last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' },
  });
  expect((await signWaiverFor(t, token, child.body.id)).status).toBe(201);
  return { token, child: child.body.id as number };
}

/** A season of NFL FLAG Boys with this registration window (days from today). */
async function seasonWithWindow(title: string, opens: number | null, closes: number | null) {
  const [row] = await t.handle.db
    .insert(seasons)
    .values({
      title,
      status: 'SCHEDULED',
      programId: 'nfl-flag-boys',
      seasonLabel: title,
      registrationOpensOn: opens === null ? null : day(opens),
      registrationClosesOn: closes === null ? null : day(closes),
    })
    .returning();
  return row!;
}

describe('registering for a season (issue 19 item 1)', () => {
  it('lists the registration window of every season, and the upcoming season is open while the one running is not', async () => {
    const list = (await t.call('GET', '/api/events/seasons/?program=nfl-flag-boys&page_size=100')).body
      .results;
    const junior = list.find((season: { id: number }) => season.id === juniorId);
    expect(junior.registration_opens_on <= day(0)).toBe(true);
    expect(junior.registration_closes_on >= day(0)).toBe(true);
    const running = list.find((season: { status: string }) => season.status === 'IN_PROGRESS');
    expect(running.registration_closes_on < day(0)).toBe(true);
  });

  it('registers a child for the season chosen, keeping its label and id', async () => {
    const { token, child } = await newParentWithChild();
    const id = await registerAndPay(t, token, child, { season: juniorId });
    const [row] = await t.handle.db.select().from(registrations).where(eq(registrations.id, id));
    const [junior] = await t.handle.db.select().from(seasons).where(eq(seasons.id, juniorId));
    expect(row).toMatchObject({
      seasonId: juniorId,
      season: junior!.seasonLabel,
      subject: `child:${child}|program:nfl-flag-boys|season:${juniorId}`,
    });
    const listed = (await t.call('GET', '/api/registrations/', { token })).body.results[0];
    expect(listed).toMatchObject({ season: junior!.seasonLabel, season_id: juniorId, team: null });
  });

  it('refuses a season outside its registration dates, saying when it opens or closed', async () => {
    const later = await seasonWithWindow('Summer Sevens', 10, 40);
    const over = await seasonWithWindow('Autumn Classic', -40, -1);
    const unannounced = await seasonWithWindow('Spring Showcase', null, null);
    const { token, child } = await newParentWithChild();
    const cases = [
      [later, `Registration for Summer Sevens opens on ${formatDate(day(10))}.`],
      [over, `Registration for Autumn Classic closed on ${formatDate(day(-1))}.`],
      [unannounced, 'Registration for Spring Showcase has not been announced yet.'],
    ] as const;
    for (const [season, message] of cases) {
      const asked = await t.call(
        'GET',
        `/api/registrations/availability/?child=${child}&program=nfl-flag-boys&season=${season.id}`,
        { token },
      );
      expect(asked.status).toBe(400);
      expect(asked.body).toEqual({ season: [message] });
      const started = await t.call('POST', '/api/payments/checkout/', {
        token,
        body: bodyFor(child, { season: season.id }),
      });
      expect(started.status).toBe(400);
      expect(started.body.season).toEqual([message]);
    }
    const stored = await t.handle.db.select().from(registrations).where(eq(registrations.childId, child));
    expect(stored).toEqual([]);
    // A season of another program is no choice for this one.
    const other = (await t.call('GET', '/api/events/seasons/?program=jr-nba&page_size=5')).body.results[0];
    const asked = await t.call(
      'GET',
      `/api/registrations/availability/?child=${child}&program=nfl-flag-boys&season=${other.id}`,
      { token },
    );
    expect(asked.body).toEqual({ season: ['Choose a season to register for.'] });
  });

  it('opens and closes with the dates staff set in the office', async () => {
    const season = await seasonWithWindow('Pop-up Cup', 3, 20);
    const { token, child } = await newParentWithChild();
    const url = `/api/registrations/availability/?child=${child}&program=nfl-flag-boys&season=${season.id}`;
    expect((await t.call('GET', url, { token })).status).toBe(400);
    const opened = await t.call('PATCH', `/api/office/seasons/${season.id}/`, {
      token: staff,
      body: { registration_opens_on: day(0) },
    });
    expect(opened.status).toBe(200);
    const asked = await t.call('GET', url, { token });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      available: true,
      season: { id: season.id, title: 'Pop-up Cup', label: 'Pop-up Cup' },
      // The price list's fee, no aid awarded (issue 21 item 3), as one line (issue 37).
      price: {
        fee_cents: 25_000,
        aid_cents: 0,
        discount_cents: 0,
        total_cents: 25_000,
        lines: [{ kind: 'fee', label: 'Registration fee', cents: 25_000 }],
        plan: null,
      },
      // The season's ways to pay (issue 37): the league's list offers pay in full only.
      ways_to_pay: { pay_in_full: true, plan: null },
    });
  });

  it('refuses a duplicate per child, program and season at the first call that names them', async () => {
    const { token, child } = await newParentWithChild();
    const url = `/api/registrations/availability/?child=${child}&program=nfl-flag-boys&season=${juniorId}`;
    expect((await t.call('GET', url, { token })).status).toBe(200);
    await registerAndPay(t, token, child, { season: juniorId });
    // The next form asks as soon as child, program and season are chosen, before any other field.
    const asked = await t.call('GET', url, { token });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({
      detail: 'This athlete is already registered and paid for this program this season.',
    });
    const again = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: bodyFor(child, { season: juniorId }),
    });
    expect(again.status).toBe(409);
    // Another season of the same program is another registration.
    const next = await seasonWithWindow('Bonus Bowl', -1, 5);
    const other = await t.call(
      'GET',
      `/api/registrations/availability/?child=${child}&program=nfl-flag-boys&season=${next.id}`,
      { token },
    );
    expect(other.status).toBe(200);
  });

  it("answers someone else's child like one that does not exist", async () => {
    const { child } = await newParentWithChild();
    const stranger = await newParentWithChild();
    const asked = await t.call(
      'GET',
      `/api/registrations/availability/?child=${child}&program=nfl-flag-boys&season=${juniorId}`,
      { token: stranger.token },
    );
    expect(asked.status).toBe(404);
  });
});

describe('counties of the four states (issue 19 item 4)', () => {
  it('lists the spec’s eight divisions with their 32 Mississippi counties, and the demo’s counties around the venues in all four states', async () => {
    const list = (await t.call('GET', '/api/league/divisions/')).body.results;
    expect(list.map((division: { value: string }) => division.value)).toEqual([
      'NFC_NORTH',
      'NFC_EAST',
      'NFC_SOUTH',
      'NFC_WEST',
      'AFC_NORTH',
      'AFC_EAST',
      'AFC_SOUTH',
      'AFC_WEST',
    ]);
    type County = { value: string; label: string; state: string };
    const northern: County[] = list[0].counties;
    // The spec's NFC North counties stay there with their codes, beside Memphis's and West Memphis's.
    expect(northern.filter((county) => county.state === 'MS' && !county.value.endsWith('_MS'))).toEqual(
      ['DeSoto', 'Lafayette', 'Panola', 'Tate'].map((label) =>
        expect.objectContaining({ value: label.toUpperCase(), label }),
      ),
    );
    expect(northern).toContainEqual({ value: 'SHELBY_TN', label: 'Shelby', state: 'TN' });
    expect(northern).toContainEqual({ value: 'CRITTENDEN_AR', label: 'Crittenden', state: 'AR' });
    const counties: County[] = list.flatMap((division: { counties: County[] }) => division.counties);
    expect(counties.filter((county) => county.state === 'MS' && !county.value.endsWith('_MS'))).toHaveLength(
      32,
    );
    expect(new Set(counties.map((county) => county.state))).toEqual(new Set(['MS', 'TN', 'AR', 'AL']));
    expect(counties.find((county) => county.value === 'MADISON_AL')).toBeTruthy();
  });

  it('refuses a county outside its division, on the server too', async () => {
    const { token, child } = await newParentWithChild();
    const started = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: bodyFor(child, { season: juniorId, league_division: 'AFC_SOUTH', league_county: 'DESOTO' }),
    });
    expect(started.status).toBe(400);
    expect(started.body).toEqual({ league_county: ['County does not belong to the selected division.'] });
  });

  it('takes a county staff added for Arkansas, in its division, and says so in the audit log', async () => {
    const added = await t.call('POST', '/api/office/counties/', {
      token: staff,
      body: { name: 'Phillips', state: 'AR', division: 'NFC_NORTH' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      code: 'PHILLIPS_AR',
      name: 'Phillips',
      state: 'AR',
      division: 'NFC_NORTH',
    });
    const listed = (await t.call('GET', '/api/league/divisions/')).body.results[0].counties;
    expect(listed).toContainEqual({ value: 'PHILLIPS_AR', label: 'Phillips', state: 'AR' });
    // The same name in another state is another county; the same one twice is refused.
    const lee = await t.call('POST', '/api/office/counties/', {
      token: staff,
      body: { name: 'Monroe', state: 'AR', division: 'NFC_WEST' },
    });
    expect(lee.body.code).toBe('MONROE_AR');
    const twice = await t.call('POST', '/api/office/counties/', {
      token: staff,
      body: { name: 'Phillips', state: 'AR', division: 'NFC_EAST' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ name: ['That county is already in the list.'] });

    const { token, child } = await newParentWithChild();
    const wrong = await t.call('POST', '/api/payments/checkout/', {
      token,
      body: bodyFor(child, {
        season: juniorId,
        league_division: 'NFC_SOUTH',
        league_county: 'PHILLIPS_AR',
      }),
    });
    expect(wrong.body).toEqual({ league_county: ['County does not belong to the selected division.'] });
    const id = await registerAndPay(t, token, child, {
      season: juniorId,
      league_division: 'NFC_NORTH',
      league_county: 'phillips_ar',
    });
    const [row] = await t.handle.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row!.leagueCounty).toBe('PHILLIPS_AR');

    const audit = (await t.call('GET', '/api/office/audit/?entity=county', { token: staff })).body.results;
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'county', entity_id: 'MONROE_AR' });
    // A county a registration names stays (its name is history): deleting it is refused, saying why.
    const removed = await t.call('DELETE', '/api/office/counties/PHILLIPS_AR/', { token: staff });
    expect(removed.status).toBe(409);
    expect(removed.body.detail).toBe(
      'Phillips (AR) cannot be deleted: 1 registration (Sam Rivers) refers to it.',
    );
  });

  it('keeps seasons to a county of their league division, and coaches to a league county', async () => {
    const season = await t.call('POST', '/api/office/seasons/', {
      token: staff,
      body: {
        title: 'County test',
        status: 'SCHEDULED',
        league_division: 'AFC_WEST',
        league_county: 'DESOTO',
      },
    });
    expect(season.status).toBe(400);
    expect(season.body).toEqual({ league_county: ['That county is not in the chosen league division.'] });
    const coach = await t.call('POST', '/api/auth/register/', {
      headers: { 'X-Forwarded-For': '10.99.0.1' },
      body: {
        email: 'far-away-coach@test.example',
        password: 'a-Strong-pass-1',
        role: 'coach',
        coach_county: 'ATLANTIS',
      },
    });
    expect(coach.status).toBe(400);
    expect(coach.body).toEqual({ coach_county: ['Please choose your coaching county.'] });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredAgeGroups } from '../../../src/domain/placement';
import { mergeCatalogue } from '../../../src/domain/programs';
import { divisions, programLocations, programs } from '../../db/schema/league';
import type { OfficeOfferingPlaces } from '../../../src/domain/office/programs';
import { auditEntries } from '../../test/audit';
import { createTestContext, type TestContext } from '../../test/harness';
import { registerAndPay, registrationBody, signWaiverFor } from '../../test/registrations';
import { verifiedSignUp } from '../../test/verification';

let t: TestContext;
let staff: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
}, 60_000);
afterAll(() => t.close());

const venueIds = async () =>
  (await t.call('GET', '/api/office/venues/?page_size=200&ordering=name', { token: staff })).body.results.map(
    (venue: { id: number }) => venue.id,
  ) as number[];

describe('the office programs list', () => {
  it('lists every program, inactive ones too, in catalogue order with divisions, age groups and venues', async () => {
    const res = await t.call('GET', '/api/office/programs/?page_size=50', { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(10);
    expect(res.body.results.map((p: { id: string }) => p.id).slice(0, 3)).toEqual([
      'nfl-flag-boys',
      'nfl-flag-girls',
      'jr-nba',
    ]);
    const boys = res.body.results[0];
    expect(boys).toMatchObject({
      name: 'NFL FLAG Football Boys',
      sport: 'FOOTBALL',
      register_url: '/register?sport=FOOTBALL',
      age_groups: ['U-11', 'U-12', 'U-13', 'U-14', 'U-15', 'U-16', 'U-17'],
      active: true,
    });
    // Seeded from content/programs/nfl-flag-boys.yaml: the editors' description.
    expect(boys.description).toMatch(/^Our NFL FLAG certified boys' league plays five-on-five/);
    expect(boys.divisions.map((d: { name: string }) => d.name)).toEqual([
      'Rookie',
      'Junior',
      'Varsity',
      'Elite',
    ]);
    expect(boys.venues.length).toBe(5);
    expect(res.body.results.find((p: { id: string }) => p.id === 'spring-skills-clinic').active).toBe(false);
  });

  it('searches, filters and sorts', async () => {
    const search = await t.call('GET', '/api/office/programs/?search=volley', { token: staff });
    expect(search.body.results.map((p: { id: string }) => p.id)).toEqual([
      'volleyball-boys',
      'volleyball-girls',
    ]);
    const inactive = await t.call('GET', '/api/office/programs/?active=false', { token: staff });
    expect(inactive.body.results.map((p: { id: string }) => p.id)).toEqual(['spring-skills-clinic']);
    const soccer = await t.call('GET', '/api/office/programs/?sport=soccer&ordering=-name', { token: staff });
    expect(soccer.body.results.map((p: { name: string }) => p.name)).toEqual(['Soccer Girls', 'Soccer Boys']);
  });

  it('refuses an unknown ordering, sport or page with a readable 4xx', async () => {
    const ordering = await t.call('GET', '/api/office/programs/?ordering=secret', { token: staff });
    expect(ordering.status).toBe(400);
    expect(ordering.body.ordering[0]).toBe(
      'Ordering must be one of position, -position, name, -name, sport, -sport.',
    );
    const sport = await t.call('GET', '/api/office/programs/?sport=CHESS', { token: staff });
    expect(sport.body).toEqual({
      sport: ['Select a valid choice. CHESS is not one of the available choices.'],
    });
    expect((await t.call('GET', '/api/office/programs/?page=9', { token: staff })).body).toEqual({
      detail: 'Invalid page.',
    });
  });
});

describe('creating, changing and deleting a program', () => {
  it('creates a program with its divisions and venues, audited with what it became, and the public API shows it', async () => {
    const [first, second] = await venueIds();
    const res = await t.call('POST', '/api/office/programs/', {
      token: staff,
      body: {
        name: 'Winter 7v7 Clinic',
        sport: 'FOOTBALL',
        description: 'Indoor seven-on-seven sessions.',
        logo: '/programs/logos/generic.svg',
        register_url: '/register?sport=FOOTBALL',
        age_groups: ['U-14', 'U-12'],
        divisions: ['Juniors', 'Seniors'],
        venues: [first, second],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 'winter-7v7-clinic',
      name: 'Winter 7v7 Clinic',
      age_groups: ['U-12', 'U-14'],
      active: true,
      position: 10,
    });
    expect(res.body.divisions.map((d: { name: string }) => d.name)).toEqual(['Juniors', 'Seniors']);
    expect(res.body.venues.map((v: { id: number }) => v.id).sort()).toEqual([first, second].sort());

    const [entry] = await auditEntries(t, 'program', 'winter-7v7-clinic');
    expect(entry).toMatchObject({
      action: 'create',
      actorEmail: 'staff@demo.test',
      actorName: 'Angela Brooks',
      before: null,
      after: { name: 'Winter 7v7 Clinic', sport: 'FOOTBALL' },
    });

    const open = await t.call('GET', '/api/programs/winter-7v7-clinic/');
    expect(open.body).toMatchObject({ name: 'Winter 7v7 Clinic', age_groups: ['U-12', 'U-14'] });
  });

  it('changes only what the body names, keeps division ids, and audits the fields before and after', async () => {
    const before = (await t.call('GET', '/api/office/programs/winter-7v7-clinic/', { token: staff })).body;
    const res = await t.call('PATCH', '/api/office/programs/winter-7v7-clinic/', {
      token: staff,
      body: { name: 'Winter 7v7 League', divisions: ['Seniors', 'Juniors', 'Rookies'], active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Winter 7v7 League',
      description: 'Indoor seven-on-seven sessions.',
      active: false,
    });
    const seniors = before.divisions.find((d: { name: string }) => d.name === 'Seniors');
    expect(res.body.divisions[0]).toEqual(seniors);
    const entries = await auditEntries(t, 'program', 'winter-7v7-clinic');
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      before: { name: 'Winter 7v7 Clinic', active: true },
      after: { name: 'Winter 7v7 League', active: false },
    });
    expect(Object.keys(entries.at(-1)!.after!).sort()).toEqual(['active', 'divisions', 'name']);
  });

  it('records nothing when a change changes nothing', async () => {
    const count = (await auditEntries(t, 'program', 'winter-7v7-clinic')).length;
    const res = await t.call('PATCH', '/api/office/programs/winter-7v7-clinic/', {
      token: staff,
      body: { name: 'Winter 7v7 League' },
    });
    expect(res.status).toBe(200);
    expect(await auditEntries(t, 'program', 'winter-7v7-clinic')).toHaveLength(count);
  });

  it.each([
    [{ name: '', sport: 'FOOTBALL' }, { name: ['Enter the program name.'] }],
    [
      { name: 'X', sport: 'CHESS' },
      { sport: ['Choose a sport: FOOTBALL, BASKETBALL, VOLLEYBALL, SOCCER, TRACK.'] },
    ],
    [
      { name: 'X', sport: 'SOCCER', logo: 'javascript:alert(1)' },
      {
        logo: [
          'The logo must be a site path starting with / or an address starting with http:// or https://.',
        ],
      },
    ],
    [
      { name: 'X', sport: 'SOCCER', divisions: ['A', 'a'] },
      { divisions: ['Each division can be listed only once.'] },
    ],
    [{ name: 'X', sport: 'SOCCER', venues: [987654] }, { venues: ['Choose venues from the list.'] }],
    [
      { name: 'X', sport: 'SOCCER', id: 'Bad Id' },
      { id: ['The address name may use lowercase letters, digits and single hyphens (e.g. spring-clinic).'] },
    ],
    [
      { name: 'Jr. NBA', sport: 'BASKETBALL', id: 'jr-nba' },
      { id: ['Another program already has this address name; choose another.'] },
    ],
  ])('refuses %j with %j and stores nothing', async (body, errors) => {
    const count = (await t.handle.db.select().from(programs)).length;
    const res = await t.call('POST', '/api/office/programs/', { token: staff, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await t.handle.db.select().from(programs)).toHaveLength(count);
  });

  it('refuses to remove a division that a season uses, naming it', async () => {
    const res = await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff,
      body: { divisions: ['Rookie', 'Junior', 'Elite'] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ divisions: ['Varsity cannot be removed: seasons or registrations use it.'] });
  });

  it('refuses to delete a program with registrations, naming them, and keeps it', async () => {
    const res = await t.call('DELETE', '/api/office/programs/nfl-flag-boys/', { token: staff });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(
      /^NFL FLAG Football Boys cannot be deleted: \d+ registrations? \(Marcus Whitfield \(.+\)/,
    );
    expect(res.body.detail).toContain('seasons (');
    expect(res.body.detail).toMatch(/Archive it instead: untick Active and save\.$/);
    expect(await t.handle.db.select().from(programs).where(eq(programs.id, 'nfl-flag-boys'))).toHaveLength(1);
    expect(await auditEntries(t, 'program', 'nfl-flag-boys')).toHaveLength(0);
  });

  it('deletes a program nothing refers to, with its divisions and venue links, audited with what it was', async () => {
    const res = await t.call('DELETE', '/api/office/programs/winter-7v7-clinic/', { token: staff });
    expect(res.status).toBe(204);
    expect(await t.handle.db.select().from(programs).where(eq(programs.id, 'winter-7v7-clinic'))).toEqual([]);
    expect(
      await t.handle.db.select().from(divisions).where(eq(divisions.programId, 'winter-7v7-clinic')),
    ).toEqual([]);
    expect(
      await t.handle.db
        .select()
        .from(programLocations)
        .where(eq(programLocations.programId, 'winter-7v7-clinic')),
    ).toEqual([]);
    const last = (await auditEntries(t, 'program', 'winter-7v7-clinic')).at(-1);
    expect(last).toMatchObject({ action: 'delete', after: null, before: { name: 'Winter 7v7 League' } });
    expect((await t.call('GET', '/api/office/programs/winter-7v7-clinic/', { token: staff })).status).toBe(
      404,
    );
  });
});

describe('the ages a program is for', () => {
  it('are edited with the program: registration then offers only their age groups, and the catalogue lists the program under them', async () => {
    const res = await t.call('PATCH', '/api/office/programs/jr-wnba/', {
      token: staff,
      body: { min_age: 13, max_age: 14, age_groups: ['U-13', 'U-14'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ min_age: 13, max_age: 14, age_groups: ['U-13', 'U-14'] });
    const [entry] = (await auditEntries(t, 'program', 'jr-wnba')).slice(-1);
    expect(entry).toMatchObject({
      before: { min_age: 11, max_age: 17 },
      after: { min_age: 13, max_age: 14, age_groups: ['U-13', 'U-14'] },
    });
    const program = (await t.call('GET', '/api/programs/jr-wnba/')).body;
    expect(program).toMatchObject({ min_age: 13, max_age: 14, age_groups: ['U-13', 'U-14'] });
    expect(offeredAgeGroups(program).map((group) => group.value)).toEqual(['JUNIOR']);
    const card = mergeCatalogue([], [program]).find((item) => item.id === 'jr-wnba');
    expect(card?.ageGroups).toEqual(['U-13', 'U-14']);
  });

  it('default to the league’s ages, 11 to 17, for a new program', async () => {
    const res = await t.call('POST', '/api/office/programs/', {
      token: staff,
      body: { name: 'Ages Default Clinic', sport: 'TRACK' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ min_age: 11, max_age: 17 });
  });

  it.each([
    [{ min_age: 4 }, { min_age: ['The youngest age must be a whole number from 5 to 99.'] }],
    [{ max_age: 12.5 }, { max_age: ['The oldest age must be a whole number from 5 to 99.'] }],
    [{ max_age: '14' }, { max_age: ['The oldest age must be a whole number from 5 to 99.'] }],
    [{ min_age: 15, max_age: 12 }, { max_age: ['The oldest age must be the youngest age or more.'] }],
    [
      { min_age: 11, max_age: 13, age_groups: ['U-11', 'U-16'] },
      {
        age_groups: [
          'Tick only the age groups within the program’s ages (U-11 is age 11, U-17 age 17), or change the ages.',
        ],
      },
    ],
  ])('refuses %j with %j and changes nothing', async (body, errors) => {
    const before = (await t.call('GET', '/api/office/programs/soccer-boys/', { token: staff })).body;
    const res = await t.call('PATCH', '/api/office/programs/soccer-boys/', { token: staff, body });
    expect(res).toMatchObject({ status: 400, body: errors });
    expect((await t.call('GET', '/api/office/programs/soccer-boys/', { token: staff })).body).toEqual(before);
  });
});

describe('the places of a program’s limited offerings', () => {
  /** A verified parent with a child whose waiver is signed. */
  async function family(first: string) {
    const { token } = await verifiedSignUp(t, 'parent_guardian');
    const child = await t.call('POST', '/api/auth/children/', {
      token,
      body: { first_name: first, last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' },
    });
    expect((await signWaiverFor(t, token, child.body.id)).status).toBe(201);
    return { token, child: child.body.id as number };
  }
  const listed = async () =>
    (await t.call('GET', '/api/office/programs/?search=nfl-flag-boys', { token: staff })).body.results[0] as {
      capacities: unknown[];
      places: OfficeOfferingPlaces[];
    };

  it('are listed per offering and season taking registrations: paid, held, offered, waiting and left; the record itself keeps none', async () => {
    const venue = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.locations[0].id as number;
    const season = (await t.call('GET', '/api/programs/nfl-flag-boys/')).body.places as unknown[];
    expect(season).toEqual([]);
    expect((await listed()).places).toEqual([]);
    const patch = (capacity: number) =>
      t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
        token: staff,
        body: { capacities: [{ venue, division: null, capacity }] },
      });
    expect((await patch(1)).status).toBe(200);
    const open = (await listed()).places;
    expect(open.length).toBeGreaterThan(0);
    expect(open[0]).toEqual({
      venue,
      division: null,
      season: expect.any(Number),
      capacity_season: null,
      season_title: expect.any(String),
      capacity: 1,
      paid: 0,
      held: 0,
      offered: 0,
      waiting: 0,
      left: 1,
    });
    const soonest = open[0]!.season;

    // A family takes the place; another joins the waitlist.
    const first = await family('Ivy');
    await registerAndPay(t, first.token, first.child, { location: venue, season: soonest });
    const second = await family('Jude');
    const joined = await t.call('POST', '/api/waitlist/', {
      token: second.token,
      body: registrationBody(second.child, { location: venue, season: soonest }),
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect((await listed()).places.find((place) => place.season === soonest)).toMatchObject({
      capacity: 1,
      paid: 1,
      held: 0,
      offered: 0,
      waiting: 1,
      left: 0,
    });

    // Offered by hand: the place is kept for the family, no longer waiting.
    await t.call('POST', `/api/office/waitlist/${joined.body.id}/offer/`, {
      token: staff,
      body: { reason: 'A coach added a place' },
    });
    expect((await listed()).places.find((place) => place.season === soonest)).toMatchObject({
      paid: 1,
      offered: 1,
      waiting: 0,
      left: 0,
    });

    // The record (its page and the audit log) carries capacities, never the counts.
    const record = await t.call('GET', '/api/office/programs/nfl-flag-boys/', { token: staff });
    expect(record.body.capacities).toEqual([{ venue, division: null, season: null, capacity: 1 }]);
    expect(record.body).not.toHaveProperty('places');
    const [audit] = (await auditEntries(t, 'program', 'nfl-flag-boys')).slice(-1);
    expect(Object.keys(audit!.after!)).toEqual(['capacities']);

    expect(
      (
        await t.call('PATCH', '/api/office/programs/nfl-flag-boys/', {
          token: staff,
          body: { capacities: [] },
        })
      ).status,
    ).toBe(200);
    expect((await listed()).places).toEqual([]);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const CATALOGUE_IDS = [
  'nfl-flag-boys',
  'nfl-flag-girls',
  'jr-nba',
  'jr-wnba',
  'volleyball-boys',
  'volleyball-girls',
  'soccer-boys',
  'soccer-girls',
  'track-field',
];
const ids = (body: { results: { id: string }[] }) => body.results.map((p) => p.id);

describe('GET /api/programs/', () => {
  it("lists the site's nine catalogue programs when asked for active ones", async () => {
    const res = await t.call('GET', '/api/programs/?page_size=100&active=true');
    expect(res.status).toBe(200);
    expect(ids(res.body).sort()).toEqual([...CATALOGUE_IDS].sort());
  });

  it('includes divisions, venues and location names on every program', async () => {
    const res = await t.call('GET', '/api/programs/?page_size=200');
    const boys = res.body.results.find((p: { id: string }) => p.id === 'nfl-flag-boys');
    expect(boys).toMatchObject({
      name: 'NFL FLAG Football Boys',
      sport: 'FOOTBALL',
      logo: '/programs/logos/nfl-flag-boys.svg',
      active: true,
      register_url: '/register?sport=FOOTBALL',
      min_age: 11,
      max_age: 17,
      divisions: [
        { id: expect.any(Number), name: 'Rookie' },
        { id: expect.any(Number), name: 'Junior' },
        { id: expect.any(Number), name: 'Varsity' },
        { id: expect.any(Number), name: 'Elite' },
      ],
    });
    expect(boys.locations.length).toBeGreaterThan(2);
    expect(boys.location_names).toEqual(boys.locations.map((l: { name: string }) => l.name));
    expect(boys.location).toBe(boys.location_names[0]);
  });

  it('filters on active', async () => {
    const inactive = await t.call('GET', '/api/programs/?active=false');
    expect(ids(inactive.body)).toEqual(['spring-skills-clinic']);
  });

  it.each([
    ['FOOTBALL', ['nfl-flag-boys', 'nfl-flag-girls']],
    ['basketball', ['jr-nba', 'jr-wnba']],
    ['VOLLEYBALL', ['volleyball-boys', 'volleyball-girls']],
    ['SOCCER', ['soccer-boys', 'soccer-girls']],
    ['TRACK', ['track-field']],
  ])('filters sport=%s', async (sport, expected) => {
    const res = await t.call('GET', `/api/programs/?active=true&sport=${sport}`);
    expect(ids(res.body).sort()).toEqual(expected.sort());
  });

  it('refuses an unknown sport', async () => {
    const res = await t.call('GET', '/api/programs/?sport=CURLING');
    expect(res.status).toBe(400);
    expect(res.body.sport[0]).toMatch(/not one of the available choices/);
  });

  it('filters by venue id or venue name', async () => {
    const byName = await t.call('GET', '/api/programs/?location=liberty%20park%20fields');
    expect(ids(byName.body).sort()).toEqual(['jr-nba', 'nfl-flag-boys']);
    const venueId = byName.body.results[0].locations.find(
      (l: { name: string }) => l.name === 'Liberty Park Fields',
    ).id;
    const byId = await t.call('GET', `/api/programs/?location=${venueId}`);
    expect(ids(byId.body).sort()).toEqual(['jr-nba', 'nfl-flag-boys']);
  });

  it('pages with page_size', async () => {
    const res = await t.call('GET', '/api/programs/?page_size=4&page=3');
    expect(res.body.count).toBe(10);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.next).toBeNull();
    expect(res.body.previous).toContain('page=2');
  });
});

describe('GET /api/programs/{id}/', () => {
  it('returns one program with its venues', async () => {
    const res = await t.call('GET', '/api/programs/jr-wnba/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'jr-wnba', name: 'Jr. WNBA Basketball', sport: 'BASKETBALL' });
    expect(res.body.locations.map((l: { city: string }) => l.city).sort()).toEqual([
      'Bartlett',
      'Florence',
      'Oxford',
    ]);
  });

  it('answers an unknown id with 404 "Not found."', async () => {
    const res = await t.call('GET', '/api/programs/quidditch/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});

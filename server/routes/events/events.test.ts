import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let seeded: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  const at = (iso: string) => new Date(iso);
  await t.handle.db.insert(events).values([
    {
      category: 'referee_training',
      title: 'Clinic A',
      startsAt: at('2026-12-05T00:00:00Z'),
      endsAt: at('2026-12-05T06:00:00Z'),
      locationText: 'Snowden Grove Park',
    },
    {
      category: 'referee_training',
      title: 'Clinic B',
      startsAt: at('2026-12-12T23:59:59Z'),
      endsAt: at('2026-12-13T02:00:00Z'),
    },
    {
      category: 'referee_training',
      title: 'Clinic C',
      startsAt: at('2026-12-13T00:00:00Z'),
      endsAt: at('2026-12-13T02:00:00Z'),
    },
    {
      programId: null,
      title: 'Team photo day',
      isPublic: true,
      startsAt: at('2026-12-06T15:00:00Z'),
      endsAt: at('2026-12-06T17:00:00Z'),
    },
    // A team event not marked public reaches only its team (issue 19): never this public list.
    {
      programId: null,
      title: 'Private practice',
      startsAt: at('2026-12-07T15:00:00Z'),
      endsAt: at('2026-12-07T17:00:00Z'),
    },
  ]);
  seeded = await createTestContext({ seed: true });
  token = await seeded.signIn('recruiter@demo.test');
}, 60_000);
afterAll(async () => {
  await t.close();
  await seeded.close();
});

const titles = (body: { results: { title: string }[] }) => body.results.map((e) => e.title);

describe('GET /api/events/', () => {
  it('lists every event soonest first, with the fields of spec 3 §3', async () => {
    const res = await t.call('GET', '/api/events/?page_size=50');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Clinic A', 'Team photo day', 'Clinic B', 'Clinic C']);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      program: null,
      program_name: null,
      program_sport: null,
      category: 'referee_training',
      team: null,
      team_name: null,
      public: false,
      title: 'Clinic A',
      starts_at: '2026-12-05T00:00:00.000Z',
      ends_at: '2026-12-05T06:00:00.000Z',
      location_text: 'Snowden Grove Park',
      notes: '',
    });
  });

  it('keeps events starting between start and end, both bounds included (00:00:00 to 23:59:59)', async () => {
    const res = await t.call(
      'GET',
      '/api/events/?category=referee_training&start=2026-12-05T00:00:00Z&end=2026-12-12T23:59:59Z',
    );
    expect(titles(res.body)).toEqual(['Clinic A', 'Clinic B']);
  });

  it('takes either bound alone, and offsets other than Z', async () => {
    const after = await t.call('GET', '/api/events/?start=2026-12-12T17:59:59-06:00');
    expect(titles(after.body)).toEqual(['Clinic B', 'Clinic C']);
    const before = await t.call('GET', '/api/events/?end=2026-12-05T00:00:00.000Z');
    expect(titles(before.body)).toEqual(['Clinic A']);
  });

  it('filters by category', async () => {
    const res = await t.call('GET', '/api/events/?category=team');
    expect(titles(res.body)).toEqual(['Team photo day']);
  });

  it('lists team events not marked public to no one without a sign-in', async () => {
    const res = await t.call('GET', '/api/events/?page_size=50');
    expect(titles(res.body)).not.toContain('Private practice');
  });

  it.each([
    ['start', 'start=yesterday'],
    ['end', 'end=2026-13-45T99:00:00Z'],
  ])('answers 400 for a %s that is not a date', async (field, query) => {
    const res = await t.call('GET', `/api/events/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
  });

  it('answers 400 for an unknown category', async () => {
    const res = await t.call('GET', '/api/events/?category=parties');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      category: ['Select a valid choice. parties is not one of the available choices.'],
    });
  });
});

const list = (query = '') =>
  seeded.call('GET', `/api/events/?category=showcase${query ? `&${query.slice(1)}` : ''}`, { token });

describe('GET /api/events/ over the demo showcases', () => {
  it('lists the seeded events soonest first, each with its program', async () => {
    const res = await list('?page_size=50');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(8);
    const starts = res.body.results.map((event: { starts_at: string }) => Date.parse(event.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(res.body.results[1]).toEqual({
      id: expect.any(Number),
      category: 'showcase',
      title: 'Mid-South Flag Football Showcase',
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      location_text: 'Snowden Grove Park, Southaven, MS',
      notes: 'Varsity and Elite divisions play full games in front of college scouts.',
      program: 'nfl-flag-boys',
      program_name: 'NFL FLAG Football Boys',
      program_sport: 'FOOTBALL',
      team: null,
      team_name: null,
      public: false,
    });
  });

  it('keeps events overlapping the start and end bounds (spec 3 §7)', async () => {
    const all = (await list()).body.results as { title: string; starts_at: string; ends_at: string }[];
    const [past, next, third] = all;
    const start = new Date(Date.parse(past!.ends_at) + 1000).toISOString();
    const fromStart = await list(`?start=${encodeURIComponent(start)}`);
    expect(titles(fromStart.body)).not.toContain(past!.title);
    expect(fromStart.body.count).toBe(7);
    const end = new Date(Date.parse(third!.starts_at) - 1000).toISOString();
    const window = await list(`?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
    expect(titles(window.body)).toEqual([next!.title]);
    // An event under way at the start bound is still listed.
    const during = new Date(Date.parse(next!.starts_at) + 60_000).toISOString();
    expect(
      titles((await list(`?start=${encodeURIComponent(during)}&end=${encodeURIComponent(during)}`)).body),
    ).toEqual([next!.title]);
  });

  it('filters by program', async () => {
    const res = await list('?program=nfl-flag-boys');
    expect(titles(res.body)).toEqual(['Spring Flag Football Combine', 'Mid-South Flag Football Showcase']);
  });

  it.each(['yesterday', '2026-13-40T00:00:00Z'])('answers 400 for start=%s', async (start) => {
    const res = await list(`?start=${start}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['start']);
  });
});

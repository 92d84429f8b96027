import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
  token = await t.signIn('recruiter@demo.test');
}, 60_000);
afterAll(() => t.close());

const list = (query = '') => t.call('GET', `/api/events/${query}`, { token });
const titles = (body: { results: { title: string }[] }) => body.results.map((event) => event.title);

describe('GET /api/events/', () => {
  it('lists the seeded events soonest first, each with its program', async () => {
    const res = await list('?page_size=50');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(8);
    const starts = res.body.results.map((event: { starts_at: string }) => Date.parse(event.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(res.body.results[1]).toEqual({
      id: expect.any(Number),
      title: 'Mid-South Flag Football Showcase',
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      location_text: 'Snowden Grove Park, Southaven, MS',
      notes: 'Varsity and Elite divisions play full games in front of college scouts.',
      program: 'nfl-flag-boys',
      program_name: 'NFL FLAG Football Boys',
      program_sport: 'FOOTBALL',
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
    expect(res).toMatchObject({ status: 400, body: { start: ['Enter a valid date and time (ISO 8601).'] } });
  });
});

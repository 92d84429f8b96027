import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../context';
import { games, locations, seasons } from '../db/schema/league';
import { ACCOUNT_TABLES, COUNTED_TABLES, VERSIONED_TABLES } from '../db/schema/versions';
import { createTestContext, type TestContext } from '../test/harness';
import { compressResponses } from './compress';
import { keptAnswers } from './kept-answers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

/** An app over the test database whose one public list counts how often its handler ran. */
function countingApp() {
  let runs = 0;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  app.use(compressResponses);
  app.get('/list', keptAnswers('locations'), async (c) => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const rows = await t.handle.db.select({ id: locations.id, name: locations.name }).from(locations);
    return c.json({ results: rows });
  });
  return { app, runs: () => runs };
}

const venueNames = async () =>
  ((await t.call('GET', '/api/locations/?page_size=200')).body.results as { name: string }[]).map(
    (l) => l.name,
  );

describe('kept public answers', () => {
  it('every versioned table has the trigger that bumps its version', async () => {
    const result = (await t.handle.db.execute(
      sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like '%_version' and not g.tgisinternal`,
    )) as { rows: { name: string }[] };
    expect(result.rows.map((row) => row.name).sort()).toEqual(
      [...VERSIONED_TABLES, ...COUNTED_TABLES, ...ACCOUNT_TABLES].sort(),
    );
  });

  it('run the handler once for the same request while the data is unchanged, and once for identical ones in flight', async () => {
    const { app, runs } = countingApp();
    const first = await Promise.all(
      Array.from({ length: 20 }, () => app.request('/list?page=1', { headers: { 'accept-encoding': 'br' } })),
    );
    expect(runs()).toBe(1);
    const bodies = await Promise.all(
      first.map(async (res) => Buffer.from(await res.arrayBuffer()).toString('base64')),
    );
    expect(new Set(bodies).size).toBe(1);
    await app.request('/list?page=1');
    expect(runs()).toBe(1);
    await app.request('/list?page=2');
    expect(runs()).toBe(2);
  });

  it('learn the versions without a query per request on the embedded database, and still see the next write', async () => {
    const { app, runs } = countingApp();
    const select = vi.spyOn(t.handle.db, 'select');
    try {
      // PostgreSQL: one read of table_versions per kept answer. PGlite: none, once it listens.
      const readsPerKeptAnswer = t.handle.kind === 'pglite' ? 0 : 1;
      await expect
        .poll(async () => {
          await app.request('/list?page=kept');
          select.mockClear();
          await app.request('/list?page=kept');
          return select.mock.calls.length;
        })
        .toBe(readsPerKeptAnswer);
      const before = runs();
      await t.handle.db.insert(locations).values({ name: 'Aaa Notified Field', city: 'Oxford', state: 'MS' });
      const answer = await app.request('/list?page=kept');
      expect(runs()).toBe(before + 1);
      expect(JSON.stringify(await answer.json())).toContain('Aaa Notified Field');
      await t.handle.db.delete(locations).where(eq(locations.name, 'Aaa Notified Field'));
    } finally {
      select.mockRestore();
    }
  });

  it('show every insert, update and delete in the next answer', async () => {
    const before = await venueNames();
    const [added] = await t.handle.db
      .insert(locations)
      .values({ name: 'Aaa Kept Answers Field', city: 'Oxford', state: 'MS' })
      .returning();
    expect(await venueNames()).toEqual(expect.arrayContaining(['Aaa Kept Answers Field']));
    await t.handle.db.update(locations).set({ name: 'Aaa Renamed Field' }).where(eq(locations.id, added!.id));
    const renamed = await venueNames();
    expect(renamed).toContain('Aaa Renamed Field');
    expect(renamed).not.toContain('Aaa Kept Answers Field');
    await t.handle.db.delete(locations).where(eq(locations.id, added!.id));
    expect(await venueNames()).toEqual(before);
  });

  it('show a write to a nested table (a season game) in the next seasons answer', async () => {
    const seasonGames = async () =>
      (
        (await t.call('GET', '/api/events/seasons/?page_size=100')).body.results as {
          games: { home_team: string }[];
        }[]
      )
        .flatMap((season) => season.games)
        .map((game) => game.home_team);
    expect(await seasonGames()).not.toContain('Kept Answer Eagles');
    const [season] = await t.handle.db.select({ id: seasons.id }).from(seasons).limit(1);
    await t.handle.db.insert(games).values({
      seasonId: season!.id,
      kickoff: new Date('2026-09-05T15:00:00Z'),
      homeTeam: 'Kept Answer Eagles',
      awayTeam: 'Visitors',
    });
    expect(await seasonGames()).toContain('Kept Answer Eagles');
  });

  it('keep the caller-independent headers and no signed-in answer is marked to be kept', async () => {
    const list = await t.call('GET', '/api/programs/');
    expect(list.headers.get('cache-control')).toBe('no-cache');
    const token = await t.signIn('parent@demo.test');
    const mine = await t.call('GET', '/api/auth/children/', { token });
    expect(mine.headers.get('cache-control')).toBe('no-store');
  });
});

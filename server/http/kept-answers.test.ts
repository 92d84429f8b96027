import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../context';
import { games, locations, seasons } from '../db/schema/league';
import { recordReads } from '../audit/log';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/auth';
import { children } from '../db/schema/families';
import { leads } from '../db/schema/referee';
import { rateLimits } from '../db/schema/limits';
import {
  ACCOUNT_TABLES,
  CALLER_TABLES,
  COUNTED_TABLES,
  SESSION_TABLES,
  UNVERSIONED_TABLES,
  VERSIONED_TABLES,
} from '../db/schema/versions';
import { createTestContext, type TestContext } from '../test/harness';
import { compressResponses } from './compress';
import { CALLER_ANSWER_MS, keptAnswers, keptForCaller, recordEachAnswer } from './kept-answers';

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
      [...VERSIONED_TABLES, ...COUNTED_TABLES, ...ACCOUNT_TABLES, ...SESSION_TABLES, ...CALLER_TABLES].sort(),
    );
  });

  it('every table of the database is either versioned or listed as unversioned, once', async () => {
    const result = (await t.handle.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as { rows: { name: string }[] };
    const listed = [
      ...VERSIONED_TABLES,
      ...COUNTED_TABLES,
      ...ACCOUNT_TABLES,
      ...SESSION_TABLES,
      ...CALLER_TABLES,
      ...UNVERSIONED_TABLES,
    ].sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(result.rows.map((row) => row.name).sort()).toEqual(listed);
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

/**
 * An app over the test database with signed-in routes behind keptForCaller: the caller is the
 * account named by the `x-caller` header (the real routes' policy does this from the token).
 */
function callerApp() {
  let runs = 0;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', t.deps);
    const [caller] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, c.req.header('x-caller') ?? ''));
    if (caller) (c as unknown as { set(key: 'user', value: typeof caller): void }).set('user', caller);
    await next();
  });
  app.get('/children', keptForCaller(), async (c) => {
    runs += 1;
    const user = (c.var as { user?: { id: number } }).user;
    const rows = await t.handle.db
      .select({ name: children.firstName })
      .from(children)
      .where(eq(children.parentId, user?.id ?? 0));
    return c.json({ results: rows.map((row) => row.name).sort() });
  });
  app.get('/writes', keptForCaller(), async (c) => {
    runs += 1;
    await t.handle.db
      .insert(leads)
      .values({ source: 'kept-answers test', name: 'Reader', email: 'reader@example.test', phone: '555' });
    return c.json({ runs });
  });
  app.get('/unversioned', keptForCaller(), async (c) => {
    runs += 1;
    const rows = await t.handle.db.select({ hits: rateLimits.hits }).from(rateLimits).limit(1);
    return c.json({ rows: rows.length });
  });
  app.get('/on-record', keptForCaller(), async (c) => {
    runs += 1;
    const shown = await t.handle.db.select({ id: locations.id }).from(locations).limit(1);
    await recordEachAnswer(c, (request) =>
      recordReads(t.handle.db, [
        {
          actor: null,
          action: 'kept-read',
          entity: 'location',
          entityId: shown[0]!.id,
          note: request.req.url,
        },
      ]),
    );
    return c.json({ shown });
  });
  const get = (path: string, caller: string) => app.request(path, { headers: { 'x-caller': caller } });
  return { get, runs: () => runs };
}

describe("kept signed-in answers (each caller's own)", () => {
  it('read an answer once while nothing it was read from changes, and show the next write to it', async () => {
    const { get, runs } = callerApp();
    const first = (await (await get('/children?test=0', 'parent@demo.test')).json()) as { results: string[] };
    expect(first.results.length).toBeGreaterThan(0);
    await get('/children?test=0', 'parent@demo.test');
    expect(runs()).toBe(1);
    const [parent] = await t.handle.db.select().from(users).where(eq(users.email, 'parent@demo.test'));
    const [child] = await t.handle.db
      .select()
      .from(children)
      .where(eq(children.parentId, parent!.id))
      .limit(1);
    await t.handle.db.update(children).set({ firstName: 'Zed Kept' }).where(eq(children.id, child!.id));
    try {
      const after = (await (await get('/children?test=0', 'parent@demo.test')).json()) as {
        results: string[];
      };
      expect(runs()).toBe(2);
      expect(after.results).toContain('Zed Kept');
    } finally {
      await t.handle.db
        .update(children)
        .set({ firstName: child!.firstName })
        .where(eq(children.id, child!.id));
    }
  });

  it("never give one caller's answer to another caller of the same address", async () => {
    const { get, runs } = callerApp();
    const parents = (await (await get('/children?test=1', 'parent@demo.test')).json()) as {
      results: string[];
    };
    const coach = (await (await get('/children?test=1', 'coach@demo.test')).json()) as { results: string[] };
    expect(parents.results.length).toBeGreaterThan(0);
    expect(coach.results).toEqual([]);
    expect(runs()).toBe(2);
    const anonymous = (await (await get('/children?test=1', 'nobody@example.test')).json()) as {
      results: string[];
    };
    expect(anonymous.results).toEqual([]);
  });

  it('keep no answer whose reading wrote, or read a table without a version', async () => {
    const { get, runs } = callerApp();
    await get('/writes?test=2', 'parent@demo.test');
    await get('/writes?test=2', 'parent@demo.test');
    expect(runs()).toBe(2);
    await get('/unversioned?test=2', 'parent@demo.test');
    await get('/unversioned?test=2', 'parent@demo.test');
    expect(runs()).toBe(4);
  });

  it('write what an answer carries on record each time it is given, kept or shared', async () => {
    const { get, runs } = callerApp();
    const onRecord = () =>
      t.handle.db.select({ note: auditLog.note }).from(auditLog).where(eq(auditLog.action, 'kept-read'));
    await get('/on-record?test=r', 'parent@demo.test');
    await get('/on-record?test=r', 'parent@demo.test');
    expect(runs()).toBe(1);
    expect(await onRecord()).toHaveLength(2);
    await Promise.all(Array.from({ length: 5 }, () => get('/on-record?test=s', 'parent@demo.test')));
    expect(runs()).toBe(2);
    expect(await onRecord()).toHaveLength(7);
  });

  it(`keep an answer no longer than ${CALLER_ANSWER_MS / 1000} s: some depend on the clock alone`, async () => {
    const { get, runs } = callerApp();
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      await get('/children?test=3', 'parent@demo.test');
      now.mockReturnValue(start + CALLER_ANSWER_MS - 1);
      await get('/children?test=3', 'parent@demo.test');
      expect(runs()).toBe(1);
      now.mockReturnValue(start + CALLER_ANSWER_MS);
      await get('/children?test=3', 'parent@demo.test');
      expect(runs()).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it('give 20 identical requests from two callers at once one read each, each its own, every showing on record', async () => {
    const { get, runs } = callerApp();
    const onRecord = () =>
      t.handle.db.select({ note: auditLog.note }).from(auditLog).where(eq(auditLog.action, 'kept-read'));
    const before = (await onRecord()).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        get('/children?test=burst', i % 2 ? 'coach@demo.test' : 'parent@demo.test'),
      ),
    );
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as { results: string[] }[];
    expect(runs()).toBe(2);
    expect(bodies.filter((_, i) => i % 2 === 1).every((body) => body.results.length === 0)).toBe(true);
    expect(bodies.filter((_, i) => i % 2 === 0).every((body) => body.results.length > 0)).toBe(true);
    await Promise.all(Array.from({ length: 20 }, () => get('/on-record?test=burst', 'parent@demo.test')));
    expect(runs()).toBe(3);
    expect(await onRecord()).toHaveLength(before + 20);
  });

  it("never give a household's kept registrations to another household asking for the same address", async () => {
    const mine = await t.signIn('parent@demo.test');
    const stranger = await t.signUp('parent_guardian');
    const first = await t.call('GET', '/api/registrations/', { token: mine });
    expect(first.body.count).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/registrations/', { token: mine })).body).toEqual(first.body);
    const theirs = await t.call('GET', '/api/registrations/', { token: stranger.token });
    expect(theirs).toMatchObject({ status: 200, body: { count: 0, results: [] } });
    // A bad page is refused with its reason, for the owner too, and nothing is kept of it.
    for (const token of [mine, mine]) {
      const bad = await t.call('GET', '/api/registrations/?page=0', { token });
      expect(bad).toMatchObject({ status: 404, body: { detail: 'Invalid page.' } });
    }
    expect((await t.call('GET', '/api/registrations/', { token: mine })).body).toEqual(first.body);
  });

  it('answer a signed-out or changed account afresh through the real routes', async () => {
    const token = await t.signIn('parent@demo.test');
    const first = await t.call('GET', '/api/registrations/', { token });
    expect(first.status).toBe(200);
    expect((await t.call('GET', '/api/registrations/', { token })).body).toEqual(first.body);
    const [parent] = await t.handle.db.select().from(users).where(eq(users.email, 'parent@demo.test'));
    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.id, parent!.id));
    try {
      expect((await t.call('GET', '/api/registrations/', { token })).status).toBe(401);
    } finally {
      await t.handle.db.update(users).set({ isActive: true }).where(eq(users.id, parent!.id));
    }
    expect((await t.call('GET', '/api/registrations/', { token })).body).toEqual(first.body);
  });
});

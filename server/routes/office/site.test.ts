import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../../db/schema/content';
import { siteBuilds, siteRebuildRequests } from '../../db/schema/site';
import { auditEntries } from '../../test/audit';
import { REBUILD_OFF } from './site';
import { claimBuild, finishBuild, pruneBuildRecords, readSiteVersions } from '../../site/builds';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await createTestContext({ seed: true, env: { SITE_BUILD_MODE: 'local' } });
  staff = await t.signIn('staff@demo.test');
}, 60_000);
afterAll(() => t.close());

const status = async () => {
  const res = await t.call('GET', '/api/office/site/', { token: staff });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body as Record<string, unknown>;
};

describe('GET /api/office/site/', () => {
  it('answers the site state in its contract: live with nothing built yet', async () => {
    expect(await status()).toEqual({
      state: 'live',
      started_at: null,
      finished_at: null,
      last_good_at: null,
      pending: false,
      log_tail: '',
      mode: 'local',
      attempt: 1,
      retry_at: null,
      problem: null,
    });
  });

  it('follows a build from updating to live, then a failed one that keeps the last good time', async () => {
    const db = t.handle.db;
    const first = await claimBuild(db, {
      mode: 'local',
      reason: 'start',
      versions: await readSiteVersions(db),
      abandonedAfterMs: 60_000,
    });
    const updating = await status();
    expect(updating).toMatchObject({
      state: 'updating',
      finished_at: null,
      last_good_at: null,
      pending: false,
    });
    expect(updating['started_at']).toBe(first!.startedAt.toISOString());

    await finishBuild(db, first!.id, { ok: true, log: '51 page(s) built', folder: '/data/site/builds/1' });
    const live = await status();
    expect(live).toMatchObject({ state: 'live', log_tail: '51 page(s) built', pending: false });
    expect(live['last_good_at']).toBe(live['finished_at']);

    // A change nobody has built yet.
    await db.insert(sponsors).values({ name: 'Delta Printing', tier: 'silver' });
    expect(await status()).toMatchObject({ state: 'live', pending: true });

    const second = await claimBuild(db, {
      mode: 'local',
      reason: 'change',
      versions: await readSiteVersions(db),
      abandonedAfterMs: 60_000,
    });
    // One build at a time: a second claim while it runs is refused.
    expect(
      await claimBuild(db, { mode: 'local', reason: 'change', versions: {}, abandonedAfterMs: 60_000 }),
    ).toBeNull();
    await finishBuild(db, second!.id, { ok: false, log: 'content/home.yaml: hero.title is required' });
    expect(await status()).toMatchObject({
      state: 'failed',
      last_good_at: live['finished_at'],
      pending: false,
      log_tail: 'content/home.yaml: hero.title is required',
    });
    expect(await db.select().from(siteBuilds)).toHaveLength(2);
  });

  it.each([
    ['parent@demo.test', 403],
    ['coach@demo.test', 403],
    ['referee@demo.test', 403],
  ])('refuses %s', async (email, code) => {
    const res = await t.call('GET', '/api/office/site/', { token: await t.signIn(email) });
    expect(res.status).toBe(code);
    expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.call('GET', '/api/office/site/')).status).toBe(401);
  });
});

describe('POST /api/office/site/rebuild/ (issue 41 item 9)', () => {
  it('records staff asking for a rebuild, audited: the site is stale until it is built', async () => {
    const before = await status();
    const res = await t.call('POST', '/api/office/site/rebuild/', { token: staff });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ pending: true, state: before['state'] });
    const [request] = await t.handle.db.select().from(siteRebuildRequests);
    expect(request?.requestedBy).toBe((await t.call('GET', '/api/auth/me/', { token: staff })).body.id);
    expect((await auditEntries(t, 'site_rebuild', request!.id))[0]).toMatchObject({ action: 'create' });
  });

  it('says why and when a failed build is tried again, in plain words', async () => {
    const db = t.handle.db;
    const build = await claimBuild(db, {
      mode: 'local',
      reason: 'change',
      attempt: 2,
      versions: await readSiteVersions(db),
      abandonedAfterMs: 60_000,
    });
    const retryAt = new Date(Date.now() + 30_000);
    await finishBuild(db, build!.id, {
      ok: false,
      log: '$ snapshot\nError: connect ECONNREFUSED 127.0.0.1:4321\n\nsnapshot failed (exit 1).\n',
      retryAt,
    });
    expect(await status()).toMatchObject({
      state: 'failed',
      attempt: 2,
      retry_at: retryAt.toISOString(),
      problem: 'Reading the league’s data for the pages failed: Error: connect ECONNREFUSED 127.0.0.1:4321',
    });
  });

  it('refuses a parent, and answers 409 where nothing rebuilds the site', async () => {
    const parent = await t.signIn('parent@demo.test');
    expect((await t.call('POST', '/api/office/site/rebuild/', { token: parent })).status).toBe(403);
    const off = await createTestContext({ seed: true });
    try {
      const res = await off.call('POST', '/api/office/site/rebuild/', {
        token: await off.signIn('staff@demo.test'),
      });
      expect(res).toMatchObject({ status: 409, body: { detail: REBUILD_OFF } });
    } finally {
      await off.close();
    }
  }, 30_000);
});

describe('the build records', () => {
  it('keep the newest ones and the two newest good ones', async () => {
    const db = t.handle.db;
    await db.delete(siteBuilds);
    const rows = await db
      .insert(siteBuilds)
      .values(
        ['live', 'live', 'failed', 'live', 'failed', 'failed', 'failed', 'failed'].map((state) => ({
          mode: 'local' as const,
          state: state as 'live' | 'failed',
          reason: 'change' as const,
          versions: {},
        })),
      )
      .returning({ id: siteBuilds.id });
    await pruneBuildRecords(db, 3);
    const ids = rows.map((row) => row.id);
    expect(
      (await db.select({ id: siteBuilds.id }).from(siteBuilds).orderBy(siteBuilds.id)).map((r) => r.id),
    ).toEqual([ids[1], ids[3], ids[5], ids[6], ids[7]]);
  });
});

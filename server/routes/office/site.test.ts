import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../../db/schema/content';
import { siteBuilds } from '../../db/schema/site';
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

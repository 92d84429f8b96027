/**
 * The site follows its data: stale detection, the quiet spell, one build at a time with exactly one
 * more queued, failures kept with their log tail, and the build hook (once per burst, retried; one
 * POST across replicas). Builders are stand-ins here except the local builder's folder handling,
 * which runs small child processes instead of Astro (scripts/local-runs.test.ts runs the real one).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { sponsors } from '../db/schema/content';
import { siteBuilds, siteRebuildRequests } from '../db/schema/site';
import { staticSite } from '../static-site';
import { createTestContext, type TestContext } from '../test/harness';
import { siteStatus } from './builds';
import { hookSiteBuilder } from './build-hook';
import { SiteFollower, type BuildOutcome, type SiteBuilder } from './follower';
import { buildsDir, localSiteBuilder, SwitchableSite } from './local-build';

const open: { close(): Promise<void> }[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function context(): Promise<TestContext> {
  const t = await createTestContext();
  open.push(t);
  return t;
}

/** A follower with short timings (PostgreSQL: table_versions read every 20 ms). */
function follow(
  t: TestContext,
  builder: SiteBuilder,
  options: { debounceMs?: number; timeoutMs?: number; retryMs?: number } = {},
) {
  const follower = new SiteFollower({
    db: t.handle.db,
    builder,
    debounceMs: options.debounceMs ?? 100,
    timeoutMs: options.timeoutMs ?? 30_000,
    retryMs: options.retryMs ?? 60_000,
    pollMs: 20,
    log: () => undefined,
  });
  open.push(follower);
  return follower;
}

/** A builder that records its runs; `hold()` keeps the next builds running until released. */
function fakeBuilder(mode: 'local' | 'hook' = 'local') {
  const runs: { id: number; reason: string }[] = [];
  let active = 0;
  let mostAtOnce = 0;
  let gate: Promise<void> | null = null;
  let open = () => undefined as void;
  let outcome: BuildOutcome = { ok: true, log: 'built' };
  const builder: SiteBuilder = {
    mode,
    async run({ id, reason }) {
      runs.push({ id, reason });
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      await gate;
      active -= 1;
      return outcome;
    },
  };
  return {
    builder,
    runs,
    mostAtOnce: () => mostAtOnce,
    running: () => active,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
    failWith(log: string) {
      outcome = { ok: false, log };
    },
    succeed() {
      outcome = { ok: true, log: 'built' };
    },
  };
}

/** A write to a table the public pages are built from (the sponsors list). */
const touchSite = (t: TestContext, name = 'Acme Tires') =>
  t.handle.db.insert(sponsors).values({ name, tier: 'gold' });

/** Time for a write to be noticed and a quiet spell to pass, with room to spare. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the site follows its data (local builds)', { timeout: 30_000 }, () => {
  it('builds at start, then once after a write to a table behind the pages, and not for other writes', async () => {
    const t = await context();
    const fake = fakeBuilder();
    const follower = follow(t, fake.builder);
    expect(await follower.start({ build: true })).toEqual({ ok: true, log: 'built' });
    expect(fake.runs.map((run) => run.reason)).toEqual(['start']);

    // Not behind any public page: no build.
    await t.handle.db.execute(sql`update users set first_name = first_name`);
    await pause(300);
    expect(fake.runs).toHaveLength(1);

    await touchSite(t);
    await expect.poll(() => fake.runs.length).toBe(2);
    await follower.settled();
    expect(fake.runs[1]!.reason).toBe('change');
    expect(await siteStatus(t.handle.db, 'local')).toMatchObject({ state: 'live', pending: false });
    await pause(300);
    expect(fake.runs).toHaveLength(2);
  });

  it('makes one build of two changes in a burst', async () => {
    const t = await context();
    const fake = fakeBuilder();
    const follower = follow(t, fake.builder, { debounceMs: 300 });
    await follower.start({ build: true });
    await touchSite(t, 'First');
    await pause(60);
    await touchSite(t, 'Second');
    await expect.poll(() => fake.runs.length).toBe(2);
    await follower.settled();
    await pause(500);
    expect(fake.runs).toHaveLength(2);
    const [row] = await t.handle.db
      .select()
      .from(siteBuilds)
      .where(sql`${siteBuilds.id} = ${fake.runs[1]!.id}`);
    expect(row!.versions['sponsors']).toBe(2);
  });

  it('queues exactly one more build for any number of changes during a build, never two at once', async () => {
    const t = await context();
    const fake = fakeBuilder();
    const follower = follow(t, fake.builder);
    await follower.start({ build: true });
    fake.hold();
    await touchSite(t, 'Starts the second build');
    await expect.poll(() => fake.running()).toBe(1);
    expect(await siteStatus(t.handle.db, 'local')).toMatchObject({ state: 'updating', pending: false });
    for (const name of ['During one', 'During two', 'During three']) {
      await touchSite(t, name);
      await pause(40);
    }
    expect(await siteStatus(t.handle.db, 'local')).toMatchObject({ state: 'updating', pending: true });
    expect(fake.runs).toHaveLength(2);
    fake.release();
    await expect.poll(() => fake.runs.length).toBe(3);
    await follower.settled();
    await pause(300);
    expect(fake.runs).toHaveLength(3);
    expect(fake.mostAtOnce()).toBe(1);
    expect(await siteStatus(t.handle.db, 'local')).toMatchObject({ state: 'live', pending: false });
  });

  it('tries a failed build again after its back-off, doubling, until it succeeds (issue 41 item 9)', async () => {
    const t = await context();
    const fake = fakeBuilder();
    const follower = follow(t, fake.builder, { retryMs: 150 });
    fake.failWith('astro build failed (exit 1).');
    expect(await follower.start({ build: true })).toMatchObject({ ok: false });
    const first = await siteStatus(t.handle.db, 'local');
    expect(first).toMatchObject({ state: 'failed', attempt: 1, problem: 'Building the pages failed.' });
    expect(Date.parse(first.retry_at!) - Date.parse(first.finished_at!)).toBeGreaterThanOrEqual(140);
    // The second try fails too: the third waits twice as long.
    await expect.poll(() => fake.runs.length, { timeout: 5_000 }).toBe(2);
    await follower.settled();
    const second = await siteStatus(t.handle.db, 'local');
    expect(second).toMatchObject({ state: 'failed', attempt: 2 });
    expect(Date.parse(second.retry_at!) - Date.parse(second.finished_at!)).toBeGreaterThanOrEqual(290);
    fake.succeed();
    await expect.poll(() => fake.runs.length, { timeout: 5_000 }).toBe(3);
    await follower.settled();
    expect(fake.runs.map((run) => run.reason)).toEqual(['start', 'retry', 'retry']);
    expect(await siteStatus(t.handle.db, 'local')).toMatchObject({
      state: 'live',
      attempt: 3,
      retry_at: null,
    });
    await pause(600);
    expect(fake.runs).toHaveLength(3);
  });

  it('gives up retrying after five failed tries in a row, until the data changes or staff ask again', async () => {
    const t = await context();
    const fake = fakeBuilder();
    const follower = follow(t, fake.builder, { retryMs: 1 });
    fake.failWith('SITE_BUILD_COMMAND failed (exit 3).');
    await follower.start({ build: true });
    await expect.poll(() => fake.runs.length, { timeout: 5_000 }).toBe(6);
    await follower.settled();
    await pause(200);
    expect(fake.runs).toHaveLength(6);
    expect(await siteStatus(t.handle.db, 'local')).toMatchObject({
      state: 'failed',
      attempt: 6,
      retry_at: null,
    });
    // Rebuild now: a request row is a change behind the pages.
    fake.succeed();
    await t.handle.db.insert(siteRebuildRequests).values({});
    await expect.poll(() => fake.runs.length, { timeout: 5_000 }).toBe(7);
    await follower.settled();
    expect(fake.runs.at(-1)!.reason).toBe('change');
    expect(await siteStatus(t.handle.db, 'local')).toMatchObject({ state: 'live', pending: false });
  });

  it('records a failed build with its log tail and does not retry it before its back-off', async () => {
    const t = await context();
    const fake = fakeBuilder();
    const follower = follow(t, fake.builder);
    await follower.start({ build: true });
    const good = await siteStatus(t.handle.db, 'local');
    fake.failWith('content/programs/x.md: "sport" is required');
    await touchSite(t);
    await expect.poll(() => fake.runs.length).toBe(2);
    await follower.settled();
    const failed = await siteStatus(t.handle.db, 'local');
    expect(failed).toMatchObject({
      state: 'failed',
      last_good_at: good.finished_at,
      pending: false,
      log_tail: 'content/programs/x.md: "sport" is required',
      mode: 'local',
    });
    expect(Date.parse(failed.finished_at!)).toBeGreaterThanOrEqual(Date.parse(good.finished_at!));
    await pause(300);
    expect(fake.runs).toHaveLength(2);
  });

  it('takes the build a stopped server left running as failed, and builds again at start', async () => {
    const t = await context();
    await t.handle.db
      .insert(siteBuilds)
      .values({ mode: 'local', state: 'updating', reason: 'change', versions: {} });
    const fake = fakeBuilder();
    await follow(t, fake.builder).start({ build: true });
    const rows = await t.handle.db.select().from(siteBuilds).orderBy(siteBuilds.id);
    expect(rows.map((row) => [row.state, row.reason])).toEqual([
      ['failed', 'change'],
      ['live', 'start'],
    ]);
    expect(rows[0]!.logTail).toBe('The server stopped before this build finished.');
  });
});

describe('the local builder', { timeout: 60_000 }, () => {
  /** A build step that writes index.html saying `text`, or fails with `text` on stderr. */
  const step = (outcome: 'ok' | 'fail', text: string) => (outDir: string) => [
    {
      label: 'fake build',
      command: process.execPath,
      args: [
        '-e',
        outcome === 'ok'
          ? `require('node:fs').writeFileSync(require('node:path').join(${JSON.stringify(outDir)}, 'index.html'), ${JSON.stringify(`<h1>${text}</h1>`)}); console.log('built')`
          : `console.error(${JSON.stringify(text)}); process.exit(2)`,
      ],
    },
  ];

  it('switches to each complete build, keeps serving the last good one when a build fails, and keeps two', async () => {
    const t = await context();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'league-site-'));
    dirs.push(dataDir);
    const site = new SwitchableSite();
    let next = step('ok', 'Build one');
    const builder = localSiteBuilder({
      dataDir,
      apiUrl: 'http://unused.test/api',
      site,
      steps: (out) => next(out),
    });
    const app = new Hono().all('*', staticSite({ root: site }));
    const page = async () => {
      const res = await app.request('/');
      return `${res.status} ${await res.text()}`;
    };
    expect(await page()).toMatch(/^503 /);

    const follower = follow(t, builder);
    expect(await follower.start({ build: true })).toMatchObject({ ok: true });
    expect(await page()).toBe('200 <h1>Build one</h1>');
    const first = site.current;

    next = step('fail', 'content/home.yaml: hero.title is required');
    await touchSite(t);
    // Each build copies the sources into its own working folder first (issue 41 item 9).
    await expect
      .poll(async () => (await siteStatus(t.handle.db, 'local')).state, { timeout: 15_000 })
      .toBe('failed');
    const status = await siteStatus(t.handle.db, 'local');
    expect(status.log_tail).toContain('content/home.yaml: hero.title is required');
    expect(status.log_tail).toContain('fake build failed (exit 2).');
    expect(status.last_good_at).not.toBeNull();
    expect(site.current).toBe(first);
    expect(await page()).toBe('200 <h1>Build one</h1>');
    // The failed build's folder is gone; the good one stays.
    expect(readdirSync(buildsDir(dataDir))).toEqual([path.basename(first!)]);

    for (const text of ['Build two', 'Build three']) {
      next = step('ok', text);
      await touchSite(t, text);
      await expect.poll(page, { timeout: 15_000 }).toBe(`200 <h1>${text}</h1>`);
      await follower.settled();
    }
    expect(await siteStatus(t.handle.db, 'local')).toMatchObject({ state: 'live', pending: false });
    // The one served and the one before it.
    expect(
      readdirSync(buildsDir(dataDir))
        .map((name) => path.join(buildsDir(dataDir), name))
        .sort(),
    ).toEqual([site.previous, site.current].sort());
    expect(existsSync(first!)).toBe(false);
  }, 30_000);

  it('runs SITE_BUILD_COMMAND in place of the default steps: into $SITE_OUT_DIR, and a failing one leaves the site as it was', async () => {
    const t = await context();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'league-site-'));
    dirs.push(dataDir);
    const site = new SwitchableSite();
    const good = localSiteBuilder({
      dataDir,
      apiUrl: 'http://api.test/api',
      site,
      command: 'printf "<h1>%s</h1>" "$SNAPSHOT_API_URL" > "$SITE_OUT_DIR/index.html"',
    });
    const first = follow(t, good);
    expect(await first.start({ build: true })).toMatchObject({ ok: true });
    expect(readFileSync(path.join(site.current!, 'index.html'), 'utf8')).toBe('<h1>http://api.test/api</h1>');
    const served = site.current;
    const live = await siteStatus(t.handle.db, 'local');
    await first.close();

    // Started again with a command that fails, as `npm start` would be.
    const failing = localSiteBuilder({
      dataDir,
      apiUrl: 'http://api.test/api',
      site,
      command: 'echo "Build refused on purpose" >&2; exit 3',
    });
    expect(await follow(t, failing).start({ build: true })).toMatchObject({ ok: false });
    const status = await siteStatus(t.handle.db, 'local');
    expect(status).toMatchObject({ state: 'failed', last_good_at: live.last_good_at });
    expect(status.log_tail).toContain('Build refused on purpose');
    expect(status.log_tail).toContain('SITE_BUILD_COMMAND failed (exit 3).');
    expect(site.current).toBe(served);
  });

  it('stops a build that outlives its time limit and says so', async () => {
    const t = await context();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'league-site-'));
    dirs.push(dataDir);
    const site = new SwitchableSite();
    const builder = localSiteBuilder({
      dataDir,
      apiUrl: 'http://unused.test/api',
      site,
      steps: () => [
        { label: 'slow build', command: process.execPath, args: ['-e', 'setTimeout(() => {}, 60000)'] },
      ],
    });
    const started = Date.now();
    expect(await follow(t, builder, { timeoutMs: 500 }).start({ build: true })).toMatchObject({ ok: false });
    expect(Date.now() - started).toBeLessThan(10_000);
    const status = await siteStatus(t.handle.db, 'local');
    expect(status.state).toBe('failed');
    expect(status.log_tail).toContain('slow build failed (stopped).');
    expect(status.log_tail).toContain('Stopped: the build took longer than 1 s (SITE_BUILD_TIMEOUT_MS).');
    expect(site.current).toBeNull();
  });
});

describe('the build hook', { timeout: 30_000 }, () => {
  const HOOK = 'https://api.cdn.test/build_hooks/secret-token-123';

  /** A fetch stand-in answering from a script of statuses ('down' throws as an unreachable host). */
  function fakeHook(script: (number | 'down')[], fallback: number | 'down' = 200) {
    const calls: { url: string; body: unknown }[] = [];
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      const next = script.shift() ?? fallback;
      if (next === 'down') throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
      return new Response('{}', { status: next });
    }) as typeof globalThis.fetch;
    return { fetch, calls };
  }

  it('is POSTed once per burst of changes, retried with backoff until accepted, and never at start', async () => {
    const t = await context();
    const hook = fakeHook([503, 'down']);
    const follower = follow(t, hookSiteBuilder({ url: HOOK, fetch: hook.fetch, firstDelayMs: 20 }), {
      debounceMs: 200,
    });
    await follower.start();
    // The first record is the baseline: the published site is taken as up to date.
    expect(await siteStatus(t.handle.db, 'hook')).toEqual({
      state: 'live',
      started_at: null,
      finished_at: null,
      last_good_at: null,
      pending: false,
      log_tail: 'No build on record yet: the published site is taken to match the data of this moment.',
      mode: 'hook',
      attempt: 1,
      retry_at: null,
      problem: null,
    });
    await pause(200);
    expect(hook.calls).toHaveLength(0);

    await touchSite(t, 'One');
    await touchSite(t, 'Two');
    await touchSite(t, 'Three');
    // The baseline is live too: wait for a build's own record.
    await expect
      .poll(async () => {
        const status = await siteStatus(t.handle.db, 'hook');
        return status.started_at !== null && status.state;
      })
      .toBe('live');
    await follower.settled();
    // Refused, unreachable, accepted: three POSTs of one build.
    expect(hook.calls).toHaveLength(3);
    expect(new Set(hook.calls.map((call) => JSON.stringify(call.body))).size).toBe(1);
    expect(hook.calls[0]).toMatchObject({ url: HOOK, body: { trigger: 'league-site', reason: 'change' } });
    const status = await siteStatus(t.handle.db, 'hook');
    expect(status.log_tail).toMatch(/attempt 1: the build hook answered HTTP 503/);
    expect(status.log_tail).toMatch(/attempt 2: the build hook did not answer \(connect ECONNREFUSED\)/);
    expect(status.log_tail).toMatch(/build hook accepted the build \(HTTP 200\)/);
    expect(status.log_tail).not.toContain('secret-token');
    expect(status).toMatchObject({ pending: false, last_good_at: status.finished_at });

    await touchSite(t, 'Four');
    await expect.poll(() => hook.calls.length).toBe(4);
    await follower.settled();
    await pause(300);
    expect(hook.calls).toHaveLength(4);
  });

  it('reports failed with every answer when the hook never accepts before the time limit', async () => {
    const t = await context();
    const hook = fakeHook([], 500);
    const follower = follow(t, hookSiteBuilder({ url: HOOK, fetch: hook.fetch, firstDelayMs: 50 }), {
      timeoutMs: 400,
    });
    await follower.start();
    await touchSite(t);
    await expect
      .poll(async () => (await siteStatus(t.handle.db, 'hook')).state, { timeout: 5000 })
      .toBe('failed');
    const status = await siteStatus(t.handle.db, 'hook');
    expect(hook.calls.length).toBeGreaterThanOrEqual(2);
    expect(status.log_tail).toContain('attempt 1: the build hook answered HTTP 500');
    expect(status.log_tail).toContain('Gave up: the build hook did not accept the build in time.');
    expect(status.last_good_at).toBeNull();
  });

  it('is POSTed once for a change seen by several API replicas, while one POST is in flight', async () => {
    const t = await context();
    const slow = fakeBuilder('hook');
    const other = fakeBuilder('hook');
    const replicaA = follow(t, slow.builder);
    const replicaB = follow(t, other.builder);
    await replicaA.start();
    await replicaB.start();
    slow.hold();
    other.hold();
    await touchSite(t);
    await expect.poll(() => slow.runs.length + other.runs.length).toBe(1);
    await pause(400);
    expect(slow.runs.length + other.runs.length).toBe(1);
    expect(await siteStatus(t.handle.db, 'hook')).toMatchObject({ state: 'updating' });
    slow.release();
    other.release();
    await replicaA.settled();
    await replicaB.settled();
    expect(await siteStatus(t.handle.db, 'hook')).toMatchObject({ state: 'live', pending: false });
    const rows = await t.handle.db.select().from(siteBuilds);
    expect(rows.filter((row) => row.reason === 'change')).toHaveLength(1);
  });
});

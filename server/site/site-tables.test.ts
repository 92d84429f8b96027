/**
 * Every table the snapshot step reads (through the API, scripts/snapshot.ts) bumps table_versions,
 * so a write to anything a public page is built from marks the site stale. The snapshot step runs
 * against the API here while every query the database receives is recorded. Issue 37: a price the
 * office edits is one of them, and the next snapshot carries it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { takeSnapshots } from '../../scripts/snapshot';
import { VERSIONED_TABLES } from '../db/schema/versions';
import { createTestContext, type TestContext } from '../test/harness';
import { dayFromNow, seasonWithDates } from '../test/money';
import { claimBuild, finishBuild, readSiteVersions, siteStatus } from './builds';

let t: TestContext;
const dir = mkdtempSync(path.join(tmpdir(), 'league-snapshots-'));
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Takes every snapshot from the app, as the site's build does, into `dir`. */
async function snapshot() {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await takeSnapshots({ base: `http://127.0.0.1:${port}/api`, dir, log: () => undefined });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The tables a query text reads (FROM and JOIN clauses). */
const tablesOf = (text: string) => [...text.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((m) => m[1]!);

describe('the tables behind the public pages', () => {
  it('are all versioned: the snapshot step reads no other table', async () => {
    // Both drivers (PGlite, node-postgres' pool) take every query through `query`.
    const client = (t.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    expect((await snapshot()).kept).toEqual([]);
    const read = new Set(
      query.mock.calls.flatMap(([first]) =>
        tablesOf(typeof first === 'string' ? first : String((first as { text?: string }).text ?? '')),
      ),
    );
    query.mockRestore();
    // table_versions itself is how kept answers learn of writes.
    read.delete('table_versions');
    expect([...read].sort()).toEqual(
      expect.arrayContaining([
        'gallery_items',
        'league_prices',
        'season_prices',
        'sponsors',
        'store_products',
      ]),
    );
    expect([...read].filter((table) => !(VERSIONED_TABLES as readonly string[]).includes(table))).toEqual([]);
  }, 60_000);

  it('marks the built site stale when the office edits a price, and the next snapshot carries the price', async () => {
    const db = t.handle.db;
    const staff = await t.signIn('staff@demo.test');
    const season = await seasonWithDates(t, 'jr-wnba', 30, null);
    /** The site as built now: a live build of the current versions. */
    const built = async () => {
      const build = await claimBuild(db, {
        mode: 'local',
        reason: 'change',
        versions: await readSiteVersions(db),
        abandonedAfterMs: 60_000,
      });
      await finishBuild(db, build!.id, { ok: true, log: 'built' });
      expect(await siteStatus(db, 'local')).toMatchObject({ state: 'live', pending: false });
    };
    const read = <T>(name: string) =>
      (JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as { data: T }).data;

    await built();
    const league = await t.call('PATCH', '/api/office/league-prices/1/', {
      token: staff,
      body: { fee: '275.00', uniform: '85.00', referee_training: '260.00' },
    });
    expect(league.status).toBe(200);
    expect(await siteStatus(db, 'local')).toMatchObject({ pending: true });
    await snapshot();
    expect(read('prices')).toEqual({
      fee_cents: 27_500,
      uniform_cents: 8_500,
      referee_training_cents: 26_000,
    });

    await built();
    const early = dayFromNow(10);
    const late = dayFromNow(20);
    const priced = await t.call('POST', '/api/office/season-prices/', {
      token: staff,
      body: {
        season,
        fee: '180.00',
        uniform: '60.00',
        early_bird: '150.00',
        early_bird_until: early,
        late_fee: '20.00',
        late_fee_from: late,
        sibling_second: '25.00',
        sibling_later: '40.00',
        pay_in_full: true,
        plan_deposit: null,
        plan_dates: [],
      },
    });
    expect(priced.status).toBe(201);
    expect(await siteStatus(db, 'local')).toMatchObject({ pending: true });
    await snapshot();
    const seasons = read<{ id: number; price: Record<string, unknown> }[]>('seasons');
    expect(seasons.find((item) => item.id === season)?.price).toMatchObject({
      fee_cents: 18_000,
      early_bird_cents: 15_000,
      early_bird_until: early,
      late_fee_cents: 2_000,
      late_fee_from: late,
    });
    // A season without a price of its own is answered with the league's list.
    expect(seasons.find((item) => item.id !== season)?.price).toMatchObject({
      fee_cents: 27_500,
      early_bird_cents: null,
      late_fee_cents: null,
    });
  }, 60_000);
});

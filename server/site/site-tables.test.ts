/**
 * Every table the snapshot step reads (through the API, scripts/snapshot.ts) bumps table_versions,
 * so a write to anything a public page is built from marks the site stale. The snapshot step runs
 * against the API here while every query the database receives is recorded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { takeSnapshots } from '../../scripts/snapshot';
import { VERSIONED_TABLES } from '../db/schema/versions';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
const dir = mkdtempSync(path.join(tmpdir(), 'league-snapshots-'));
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The tables a query text reads (FROM and JOIN clauses). */
const tablesOf = (text: string) => [...text.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((m) => m[1]!);

describe('the tables behind the public pages', () => {
  it('are all versioned: the snapshot step reads no other table', async () => {
    // Both drivers (PGlite, node-postgres' pool) take every query through `query`.
    const client = (t.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const report = await takeSnapshots({ base: `http://127.0.0.1:${port}/api`, dir, log: () => undefined });
      expect(report.kept).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const read = new Set(
      query.mock.calls.flatMap(([first]) =>
        tablesOf(typeof first === 'string' ? first : String((first as { text?: string }).text ?? '')),
      ),
    );
    // table_versions itself is how kept answers learn of writes.
    read.delete('table_versions');
    expect([...read].sort()).toEqual(expect.arrayContaining(['gallery_items', 'sponsors', 'store_products']));
    expect([...read].filter((table) => !(VERSIONED_TABLES as readonly string[]).includes(table))).toEqual([]);
  }, 60_000);
});

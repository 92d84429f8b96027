import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeSnapshots } from './snapshot';

/** An address where nothing listens: a port opened, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('takeSnapshots with the API unreachable', () => {
  it('writes the built-in defaults when there was no snapshot, says so, and does not throw', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snap-'));
    const messages: string[] = [];
    const report = await takeSnapshots({
      base: `http://127.0.0.1:${await closedPort()}/api`,
      dir,
      log: (m) => messages.push(m),
      timeout: 2000,
    });
    expect(report.kept).toHaveLength(9);
    expect(JSON.parse(readFileSync(join(dir, 'sponsors.json'), 'utf8'))).toEqual({
      taken_at: null,
      source: 'built-in default',
      data: [],
    });
    expect(messages.at(-1)).toMatch(/^Snapshots: 9 of 9 kept from before/);
    expect(messages.filter((m) => m.includes('using the built-in default'))).toHaveLength(9);
  });

  it('keeps the last snapshot untouched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snap-'));
    const last = { taken_at: '2026-11-01T00:00:00.000Z', source: 'x', data: [{ id: 1, name: 'Gold Co' }] };
    writeFileSync(join(dir, 'sponsors.json'), JSON.stringify(last));
    const messages: string[] = [];
    await takeSnapshots({
      base: `http://127.0.0.1:${await closedPort()}/api`,
      dir,
      log: (m) => messages.push(m),
      timeout: 2000,
    });
    expect(JSON.parse(readFileSync(join(dir, 'sponsors.json'), 'utf8'))).toEqual(last);
    expect(messages).toContainEqual(
      expect.stringContaining('keeping the snapshot of 2026-11-01T00:00:00.000Z'),
    );
  });
});

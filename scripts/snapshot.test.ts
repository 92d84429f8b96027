import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_TITLES, SNAPSHOT_DEFAULTS } from '../src/domain/snapshots';
import { freePort as closedPort } from './free-port';
import { takeSnapshots } from './snapshot';

/** How many snapshots a run takes (one per name). */
const SNAPSHOT_COUNT = Object.keys(SNAPSHOT_DEFAULTS).length;

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
    expect(report.kept).toHaveLength(SNAPSHOT_COUNT);
    expect(JSON.parse(readFileSync(join(dir, 'sponsors.json'), 'utf8'))).toEqual({
      taken_at: null,
      source: 'built-in default',
      data: [],
    });
    expect(messages.at(-1)).toMatch(
      new RegExp(`^Snapshots: ${SNAPSHOT_COUNT} of ${SNAPSHOT_COUNT} kept from before`),
    );
    expect(messages.filter((m) => m.includes('using the built-in default'))).toHaveLength(SNAPSHOT_COUNT);
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

describe('takeSnapshots against an API', () => {
  it('asks each endpoint exactly as the pages need it and stores what it answers', async () => {
    // Places left travel with the programs (issue 21: the built pages show them).
    const limitedProgram = {
      id: 'volleyball-girls',
      name: 'Volleyball Girls',
      places_left: 8,
      places: [{ season: 5, location: null, division: null, capacity: 8, places_left: 8 }],
    };
    const asked: URL[] = [];
    const server = createHttpServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api.test');
      asked.push(url);
      const title = url.searchParams.get('title');
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/api/league/prices/') {
        response.end(
          JSON.stringify({ fee_cents: 27_500, uniform_cents: 8_500, referee_training_cents: 26_000 }),
        );
        return;
      }
      const results = title
        ? [{ id: 1, title, content: `Text of ${title}` }]
        : url.pathname === '/api/programs/'
          ? [limitedProgram]
          : [];
      response.end(JSON.stringify({ count: results.length, next: null, previous: null, results }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const dir = mkdtempSync(join(tmpdir(), 'snap-'));
    try {
      const report = await takeSnapshots({ base: `http://127.0.0.1:${port}/api/`, dir, log: () => {} });
      expect(report.taken.length + report.unchanged.length).toBe(SNAPSHOT_COUNT);
    } finally {
      server.close();
    }
    const queries = (path: string) =>
      asked.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));
    expect(queries('/api/sponsors/')).toEqual([{ page: '1' }]);
    expect(queries('/api/sponsors/partners/')).toEqual([{ page: '1' }]);
    expect(queries('/api/locations/')).toEqual([{ page_size: '200', active: 'true', page: '1' }]);
    expect(queries('/api/programs/')).toEqual([{ page_size: '100', active: 'true', page: '1' }]);
    expect(queries('/api/social-feeds/')).toEqual([{ active: 'true', ordering: 'position' }]);
    expect(queries('/api/news/')).toEqual([{ page_size: '100', page: '1' }]);
    expect(queries('/api/events/seasons/')).toEqual([{ page_size: '100', page: '1' }]);
    expect(queries('/api/gallery/')).toEqual([{ active: 'true' }]);
    for (const list of ['metrics', 'highlights', 'faqs']) {
      expect(queries(`/api/events/referee/${list}/`)).toEqual([{ page_size: '50' }]);
    }
    expect(queries('/api/events/')).toEqual([
      {
        page_size: '50',
        category: 'referee_training',
        start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
      },
    ]);
    expect(queries('/api/store/products/')).toEqual([{ active: 'true', page: '1' }]);
    expect(queries('/api/press/').map((query) => query.title)).toEqual([...CONTENT_TITLES]);
    const press = JSON.parse(readFileSync(join(dir, 'press-content.json'), 'utf8')) as {
      data: Record<string, string>;
    };
    expect(press.data['FAQs']).toBe('Text of FAQs');
    expect(Object.keys(press.data)).toEqual([...CONTENT_TITLES]);
    const programs = JSON.parse(readFileSync(join(dir, 'programs.json'), 'utf8')) as { data: unknown[] };
    expect(programs.data).toEqual([limitedProgram]);
    // Issue 37: the league's price list the pages show.
    expect(queries('/api/league/prices/')).toEqual([{}]);
    const prices = JSON.parse(readFileSync(join(dir, 'prices.json'), 'utf8')) as { data: unknown };
    expect(prices.data).toEqual({ fee_cents: 27_500, uniform_cents: 8_500, referee_training_cents: 26_000 });
  });
});

describe('takeSnapshots in front of the committed snapshots', () => {
  it('writes only the snapshots that differ from the committed ones, and leaves those as they were', async () => {
    const server = createHttpServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ count: 0, next: null, previous: null, results: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const committed = mkdtempSync(join(tmpdir(), 'snap-committed-'));
    const run = mkdtempSync(join(tmpdir(), 'snap-run-'));
    const same = JSON.stringify({ taken_at: '2026-01-01T00:00:00.000Z', source: 'x', data: [] });
    const other = JSON.stringify({ taken_at: '2026-01-01T00:00:00.000Z', source: 'x', data: [{ id: 7 }] });
    writeFileSync(join(committed, 'sponsors.json'), same);
    writeFileSync(join(committed, 'locations.json'), other);
    try {
      const report = await takeSnapshots({
        base: `http://127.0.0.1:${port}/api`,
        dir: run,
        fallbackDir: committed,
        log: () => {},
      });
      expect(report.unchanged).toContain('sponsors');
      expect(report.taken).toContain('locations');
    } finally {
      server.close();
    }
    expect(existsSync(join(run, 'sponsors.json'))).toBe(false);
    expect(JSON.parse(readFileSync(join(run, 'locations.json'), 'utf8'))).toMatchObject({ data: [] });
    expect(readFileSync(join(committed, 'sponsors.json'), 'utf8')).toBe(same);
    expect(readFileSync(join(committed, 'locations.json'), 'utf8')).toBe(other);
  });
});

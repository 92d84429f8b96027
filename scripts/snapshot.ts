/**
 * Captures what the public pages show from the league API into content/snapshots/*.json, so every
 * public page is complete HTML. With the API unreachable, the last snapshot (or the built-in
 * default) stays, the script says so, and exits 0.
 *
 * API address: SNAPSHOT_API_URL, else http://localhost:$PORT/api (PORT defaults to 4321).
 * Folder: SNAPSHOT_DIR, else content/snapshots. In another folder (`npm start` uses
 * `<DATA_DIR>/snapshots`), a snapshot equal to the committed one is not written (the build reads
 * the committed file then), and the committed ones are never touched.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ofetch } from 'ofetch';
import { firstContent, followPages, resultsOf } from '../src/domain/paging';
import { REFEREE_PAGE_SIZE } from '../src/domain/referee';
import type { LeaguePrices } from '../src/domain/office/prices';
import type { LeagueEvent, Page, RefereeFaq, RefereeHighlight, RefereeMetric } from '../src/domain/types';
import {
  CONTENT_TITLES,
  SNAPSHOT_DEFAULTS,
  SNAPSHOT_DIR,
  type SnapshotData,
  type SnapshotFile,
  type SnapshotName,
} from '../src/domain/snapshots';

export interface SnapshotOptions {
  /** API base, e.g. http://localhost:4321/api. */
  base: string;
  /** Folder of the snapshot files (default: the committed ones). */
  dir?: string;
  /** Snapshots `dir` stands in front of (the committed ones): one equal to its file there is not written. */
  fallbackDir?: string;
  log?: (message: string) => void;
  /** Per-request time limit in ms. */
  timeout?: number;
}

export interface SnapshotReport {
  taken: SnapshotName[];
  unchanged: SnapshotName[];
  kept: SnapshotName[];
}

function loadersFor(base: string, timeout: number): { [K in SnapshotName]: () => Promise<SnapshotData[K]> } {
  const get = ofetch.create({ baseURL: base, timeout, retry: 1 });
  const all = <T>(path: string, query: Record<string, string | number> = {}, maxPages = 100) =>
    followPages<T>((page) => get<Page<T>>(path, { query: { ...query, page } }), maxPages);
  return {
    sponsors: () => all('/sponsors/'),
    partners: () => all('/sponsors/partners/'),
    locations: () => all('/locations/', { page_size: 200, active: 'true' }),
    programs: () => all('/programs/', { page_size: 100, active: 'true' }),
    'social-feeds': async () =>
      resultsOf(await get('/social-feeds/', { query: { active: 'true', ordering: 'position' } })),
    'press-content': async () => {
      const entries = await Promise.all(
        CONTENT_TITLES.map(async (title) => {
          return [title, firstContent(await get('/press/', { query: { title } }))] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    news: () => all('/news/', { page_size: 100 }),
    seasons: () => all('/events/seasons/', { page_size: 100 }),
    gallery: async () => resultsOf(await get('/gallery/', { query: { active: 'true' } })),
    referee: async () => {
      const list = async <T>(path: string, query: Record<string, string | number> = {}) =>
        resultsOf(await get<Page<T>>(path, { query: { page_size: REFEREE_PAGE_SIZE, ...query } }));
      // Sessions from the start of today (UTC), so the file only changes when the schedule does.
      const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
      const [metrics, highlights, faqs, sessions] = await Promise.all([
        list<RefereeMetric>('/events/referee/metrics/'),
        list<RefereeHighlight>('/events/referee/highlights/'),
        list<RefereeFaq>('/events/referee/faqs/'),
        list<LeagueEvent>('/events/', { category: 'referee_training', start: today }),
      ]);
      return { metrics, highlights, faqs, sessions };
    },
    'store-products': () => all('/store/products/', { active: 'true' }),
    prices: async () => {
      const list = await get<LeaguePrices>('/league/prices/');
      const amounts = [list?.fee_cents, list?.uniform_cents, list?.referee_training_cents];
      // A page never shows "$NaN": an answer without the three amounts keeps the last snapshot.
      if (!amounts.every((cents) => Number.isInteger(cents) && cents! >= 0)) {
        throw new Error('the price list came without its amounts');
      }
      return {
        fee_cents: list.fee_cents,
        uniform_cents: list.uniform_cents,
        referee_training_cents: list.referee_training_cents,
      };
    },
  };
}

/** Takes every snapshot; never throws for an unreachable API. */
export async function takeSnapshots({
  base,
  dir = SNAPSHOT_DIR,
  fallbackDir,
  log = console.log,
  timeout = 10_000,
}: SnapshotOptions): Promise<SnapshotReport> {
  const api = base.replace(/\/+$/, '');
  const loaders = loadersFor(api, timeout);
  const report: SnapshotReport = { taken: [], unchanged: [], kept: [] };
  // This folder's last snapshot, else the one the build falls back to.
  const previous = (name: SnapshotName): SnapshotFile<SnapshotName> | null => {
    const folders = fallbackDir ? [dir, fallbackDir] : [dir];
    const path = folders.map((folder) => `${folder}/${name}.json`).find((file) => existsSync(file));
    return path ? (JSON.parse(readFileSync(path, 'utf8')) as SnapshotFile<SnapshotName>) : null;
  };
  const write = (name: SnapshotName, file: SnapshotFile<SnapshotName>) =>
    writeFileSync(`${dir}/${name}.json`, `${JSON.stringify(file, null, 2)}\n`);

  mkdirSync(dir, { recursive: true });
  for (const name of Object.keys(loaders) as SnapshotName[]) {
    const last = previous(name);
    try {
      const data = await loaders[name]();
      // Unchanged data keeps its file (and its date), so a rebuild leaves the work tree clean.
      if (last && JSON.stringify(last.data) === JSON.stringify(data)) {
        report.unchanged.push(name);
        continue;
      }
      write(name, { taken_at: new Date().toISOString(), source: api, data });
      report.taken.push(name);
    } catch (error) {
      report.kept.push(name);
      const reason = error instanceof Error ? error.message : String(error);
      if (last) {
        const kept = last.taken_at ? `the snapshot of ${last.taken_at}` : 'the built-in default';
        log(`snapshot ${name}: could not read the API (${reason}); keeping ${kept}.`);
      } else {
        write(name, { taken_at: null, source: 'built-in default', data: SNAPSHOT_DEFAULTS[name] });
        log(`snapshot ${name}: could not read the API (${reason}); using the built-in default.`);
      }
    }
  }
  const total = Object.keys(loaders).length;
  log(
    report.kept.length
      ? `Snapshots: ${report.kept.length} of ${total} kept from before (the API at ${api} did not answer them).`
      : `Snapshots: all ${total} read from ${api} (${report.taken.length} changed).`,
  );
  return report;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.env.SNAPSHOT_DIR?.trim() || SNAPSHOT_DIR;
  await takeSnapshots({
    base: process.env.SNAPSHOT_API_URL ?? `http://localhost:${process.env.PORT ?? 4321}/api`,
    dir,
    ...(dir === SNAPSHOT_DIR ? {} : { fallbackDir: SNAPSHOT_DIR }),
    log: (message) => console.warn(message),
  });
}

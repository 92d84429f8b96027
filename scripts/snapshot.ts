/**
 * Captures what the public pages show from the league API into content/snapshots/*.json, so every
 * public page is complete HTML. With the API unreachable, the last snapshot (or the built-in
 * default) stays, the script says so, and exits 0.
 *
 * API address: SNAPSHOT_API_URL, else http://localhost:$PORT/api (PORT defaults to 4321).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ofetch } from 'ofetch';
import { followPages, resultsOf } from '../src/domain/paging';
import type { Page } from '../src/domain/types';
import {
  CONTENT_TITLES,
  SNAPSHOT_DEFAULTS,
  type SnapshotData,
  type SnapshotFile,
  type SnapshotName,
} from '../src/domain/snapshots';

const DIR = 'content/snapshots';
const base = (process.env.SNAPSHOT_API_URL ?? `http://localhost:${process.env.PORT ?? 4321}/api`).replace(/\/+$/, '');
const get = ofetch.create({ baseURL: base, timeout: 10_000, retry: 1 });

const all = <T>(path: string, query: Record<string, string | number> = {}, maxPages = 100) =>
  followPages<T>((page) => get<Page<T>>(path, { query: { ...query, page } }), maxPages);

const loaders: { [K in SnapshotName]: () => Promise<SnapshotData[K]> } = {
  sponsors: () => all('/sponsors/'),
  partners: () => all('/sponsors/partners/'),
  locations: () => all('/locations/', { page_size: 200, active: 'true' }),
  programs: () => all('/programs/', { page_size: 100, active: 'true' }),
  'social-feeds': async () => resultsOf(await get('/social-feeds/', { query: { active: 'true', ordering: 'position' } })),
  'press-content': async () => {
    const entries = await Promise.all(
      CONTENT_TITLES.map(async (title) => {
        const items = resultsOf<{ content?: string }>(await get('/press/', { query: { title } }));
        return [title, items[0]?.content ?? ''] as const;
      }),
    );
    return Object.fromEntries(entries);
  },
  news: () => all('/news/', { page_size: 100 }),
  seasons: () => all('/events/seasons/', { page_size: 100 }),
  gallery: async () => resultsOf(await get('/gallery/', { query: { active: 'true' } })),
};

function previous(name: SnapshotName): SnapshotFile<SnapshotName> | null {
  const path = `${DIR}/${name}.json`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SnapshotFile<SnapshotName>) : null;
}

mkdirSync(DIR, { recursive: true });
let stale = 0;
for (const name of Object.keys(loaders) as SnapshotName[]) {
  try {
    const data = await loaders[name]();
    // Unchanged data keeps its file (and its date), so a rebuild leaves the work tree clean.
    if (JSON.stringify(previous(name)?.data) === JSON.stringify(data)) continue;
    const file: SnapshotFile<typeof name> = { taken_at: new Date().toISOString(), source: base, data };
    writeFileSync(`${DIR}/${name}.json`, `${JSON.stringify(file, null, 2)}\n`);
  } catch (error) {
    stale += 1;
    const last = previous(name);
    const reason = error instanceof Error ? error.message : String(error);
    if (last) {
      const kept = last.taken_at ? `the snapshot of ${last.taken_at}` : 'the built-in default';
      console.warn(`snapshot ${name}: could not read the API (${reason}); keeping ${kept}.`);
    } else {
      const file = { taken_at: null, source: 'built-in default', data: SNAPSHOT_DEFAULTS[name] };
      writeFileSync(`${DIR}/${name}.json`, `${JSON.stringify(file, null, 2)}\n`);
      console.warn(`snapshot ${name}: could not read the API (${reason}); using the built-in default.`);
    }
  }
}
console.log(
  stale
    ? `Snapshots: ${stale} of ${Object.keys(loaders).length} kept from before (API at ${base} did not answer them).`
    : `Snapshots: all ${Object.keys(loaders).length} taken from ${base}.`,
);

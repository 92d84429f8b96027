/**
 * Values read from the database and remembered per process while none of the tables they were
 * read from has changed, in any process: a signed-in caller's account (server/auth/accounts.ts),
 * a coach's scope (server/auth/coach-scope.ts). Which tables a value was read from is traced
 * (./read-trace.ts), never listed by hand; the value is labelled with their versions in
 * table_versions read before it (currentTableVersions: no query on the embedded database, one
 * query shared by concurrent requests on PostgreSQL), and given again only while the label holds.
 * A remembered value given to traced work counts as that work's reading of its tables, so an
 * answer kept from it (server/http/kept-answers.ts) is kept no longer than it.
 */
import type { Db } from './client';
import { noteRead, traceReads, type ReadTrace } from './read-trace';
import { ALL_VERSIONED_TABLES, UNVERSIONED_TABLES } from './schema/versions';
import { currentTableVersions } from './table-versions';
import { RecentMap } from '../recent-map';

/** The versions of `tables` in `versions`, as one comparable string. */
export const versionLabel = (tables: readonly string[], versions: ReadonlyMap<string, number>): string =>
  tables.map((name) => `${name}:${versions.get(name) ?? 0}`).join(',');

const UNVERSIONED: ReadonlySet<string> = new Set<string>(
  UNVERSIONED_TABLES.filter((table) => table !== 'table_versions'),
);

/**
 * The versioned tables a trace read, or null when what it read cannot be kept: it wrote, or read
 * a table without a version. (Names after FROM that are no table, such as table functions, are
 * not tables read.)
 */
export function keptTables(trace: ReadTrace): string[] | null {
  if (trace.wrote) return null;
  const tables: string[] = [];
  for (const name of trace.names) {
    if (UNVERSIONED.has(name)) return null;
    if (ALL_VERSIONED_TABLES.has(name)) tables.push(name);
  }
  return tables.sort();
}

interface Remembered {
  tables: readonly string[];
  label: string;
  value: unknown;
}

/** Values remembered per database; the least recently used go first. */
const MAX_VALUES = 10_000;
const stores = new WeakMap<Db, RecentMap<string, Remembered>>();

/**
 * The value `read` reads, remembered under `key` while the tables it read are unchanged. The
 * value is shared by every caller: treat it as read-only. With `apart` the reading is not the
 * traced request's: a check that only decides whether the request goes on (a live session) does not
 * label the answer the request keeps.
 */
export async function keptRead<T>(
  db: Db,
  key: string,
  read: () => Promise<T>,
  { apart = false } = {},
): Promise<T> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new RecentMap(MAX_VALUES)));
  // Versions before data: a write between the two only makes the value newer than its label.
  const current = await currentTableVersions(db);
  const kept = store.get(key, (value) => value.label === versionLabel(value.tables, current));
  if (kept) {
    if (!apart) noteRead(kept.tables);
    return kept.value as T;
  }
  // On the embedded database the map follows writes as they commit: the label is this moment's.
  const versions = new Map(current);
  const { result, trace } = await traceReads(read, { apart });
  const tables = keptTables(trace);
  if (tables) store.set(key, { tables, label: versionLabel(tables, versions), value: result });
  else store.delete(key);
  return result;
}

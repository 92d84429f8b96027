/**
 * table_versions (server/db/schema/versions.ts): reading the versions of the tables behind public
 * pages, and learning of writes to them as they commit. Kept answers (server/http/kept-answers.ts)
 * and the site's rebuilds (server/site/) both learn of writes here.
 */
import { inArray } from 'drizzle-orm';
import { embeddedClientOf, type Db } from './client';
import { tableVersions, VERSIONS_CHANNEL, type VersionedTable } from './schema/versions';

/** The versions of `tables` (all versioned tables when omitted); a table never written reads as absent. */
export async function readTableVersions(
  db: Db,
  tables?: readonly VersionedTable[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: tableVersions.tableName, version: tableVersions.version })
    .from(tableVersions)
    .where(tables ? inArray(tableVersions.tableName, [...tables]) : undefined);
  return new Map(rows.map((row) => [row.name, row.version]));
}

/** Options for followTableVersions. */
export interface FollowOptions {
  /** PostgreSQL only: how often table_versions is read (ms). */
  pollMs?: number;
}

/**
 * Calls `onWrite(table)` after writes to versioned tables commit. On the embedded database (one
 * process owns it) the trigger names the table on the channel table_versions at commit (migration
 * 0007), once per writing statement. On PostgreSQL, which other replicas write too, table_versions
 * is read every `pollMs` and each table whose version moved is named once. Resolves when it
 * follows (on PGlite: once LISTEN is in place) with the function that stops following.
 */
export async function followTableVersions(
  db: Db,
  onWrite: (table: string) => void,
  { pollMs = 1000 }: FollowOptions = {},
): Promise<() => Promise<void>> {
  const client = embeddedClientOf(db);
  if (client) return client.listen(VERSIONS_CHANNEL, onWrite);

  let last = await readTableVersions(db);
  let stopped = false;
  let reading: Promise<void> | null = null;
  const poll = () => {
    reading ??= readTableVersions(db)
      .then((now) => {
        if (stopped) return;
        for (const [table, version] of now) if (last.get(table) !== version) onWrite(table);
        last = now;
      })
      // A failed read (the server restarting) is tried again at the next tick.
      .catch(() => undefined)
      .finally(() => (reading = null));
  };
  const timer = setInterval(poll, pollMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await reading;
  };
}

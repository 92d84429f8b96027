/**
 * table_versions (server/db/schema/versions.ts): reading the versions of the tables behind public
 * pages, and learning of writes to them as they commit. Kept answers (server/http/kept-answers.ts),
 * remembered accounts (server/auth/accounts.ts) and the site's rebuilds (server/site/) all learn of
 * writes here.
 */
import { inArray } from 'drizzle-orm';
import { embeddedClientOf, type Db } from './client';
import { currentTrace } from './read-trace';
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

/**
 * The versions of the tables, for many requests at once (one reader per database, shared by the
 * kept public answers and the remembered accounts of server/auth/accounts.ts).
 *
 * On PostgreSQL (possibly several API processes) it reads table_versions: a request waits for a
 * read that starts after it arrived (never one already under way, which could predate a write the
 * caller just made), and every request that arrives during one read shares the next.
 *
 * On the embedded database this process is the only writer, and the trigger also sends the table's
 * name on the channel table_versions at commit (migration 0007). Once it listens, the reader keeps
 * its own counts: the versions read after LISTEN plus one per notification. PGlite queues a
 * notification's callback while it parses the COMMIT's reply, before the writer's query resolves,
 * so the next request after an answered write already sees the new count; a write counted twice
 * (between LISTEN and that read) only costs one miss. No query runs per request.
 */
class VersionReader {
  private running: Promise<Map<string, number>> | null = null;
  private queued: Promise<Map<string, number>> | null = null;
  private followed: Promise<Map<string, number>> | null = null;

  constructor(private readonly db: Db) {
    if (embeddedClientOf(db)) void this.follow();
  }

  read(): Promise<Map<string, number>> {
    if (this.followed) return this.followed;
    if (!this.running) return this.start();
    this.queued ??= this.running.then(ignore, ignore).then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  private async follow() {
    const counts = new Map<string, number>();
    try {
      await followTableVersions(this.db, (table) => counts.set(table, (counts.get(table) ?? 0) + 1));
      for (const [table, version] of await this.start())
        counts.set(table, (counts.get(table) ?? 0) + version);
      this.followed = Promise.resolve(counts);
    } catch {
      // A closed or failing database: requests keep reading the table, and say so themselves.
    }
  }

  private start() {
    const read = readTableVersions(this.db);
    this.running = read;
    void read.then(ignore, ignore).then(() => {
      if (this.running === read) this.running = null;
    });
    return read;
  }
}

const ignore = () => undefined;

const readers = new WeakMap<Db, VersionReader>();

/**
 * The current version of every versioned table, as of a moment after the call: a write committed
 * before it (by this process or any other) is counted. Read these before the data they label, so
 * that data is never older than its versions. Cheap: no query on the embedded database, one query
 * shared by every caller that arrives while another runs on PostgreSQL.
 */
export function currentTableVersions(db: Db): Promise<Map<string, number>> {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new VersionReader(db)));
  // Within one traced request (server/db/read-trace.ts), a read that started after the request
  // arrived serves all its parts (its account, a coach's scope, its kept answer): one wait, not three.
  const request = currentTrace()?.request;
  if (!request) return reader.read();
  let versions = request.get(reader) as Promise<Map<string, number>> | undefined;
  if (!versions) request.set(reader, (versions = reader.read()));
  return versions;
}

/**
 * Database handle: embedded PostgreSQL (PGlite) by default, a PostgreSQL server when a URL is given.
 * Both run the same Drizzle migrations from server/db/migrations.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { traceLogger } from './read-trace';

/** Any Drizzle PostgreSQL database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database with a way to migrate and close it. */
export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Where the database lives: a PostgreSQL URL, a PGlite data folder, or memory (tests), optionally
 * started from a dump of another PGlite's data folder (`PGlite.dumpDataDir`).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

const embeddedClients = new WeakMap<Db, PGlite>();

/**
 * The embedded PGlite under `db`, if that is what it is: one process owns it, so it can learn of
 * every committed write from the database's own notifications (see server/http/kept-answers.ts).
 */
export function embeddedClientOf(db: Db): PGlite | undefined {
  return embeddedClients.get(db);
}

/** Opens the database described by `target`. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped from
    // the pool and the next query opens another; unheard, its error would stop the whole process.
    pool.on('error', (error) => console.error('A PostgreSQL connection was closed:', error.message));
    const db = drizzlePg({ client: pool, logger: traceLogger });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir);
  } else {
    // Starting from a dump skips initdb, which costs PGlite a second or two.
    client = new PGlite(target.from ? { loadDataDir: target.from } : {});
  }
  await client.waitReady;
  const db = drizzlePglite({ client, logger: traceLogger });
  embeddedClients.set(db, client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

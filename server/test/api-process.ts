/**
 * The API as its own process (`node --import tsx server/index.ts`), for tests that need a real
 * server and its memory: crash safety (killed mid-write), memory under large uploads. On the
 * PostgreSQL run (vitest.postgres.config.ts) it gets a fresh, empty database on that server.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { adminQuery, databaseName, dropDatabase, freePort } from './postgres-server';
import { spawnApi } from './spawn-api';

/** A running API process. */
export interface ApiProcess {
  url: string;
  process: ChildProcess;
}

/** Where a started API keeps its data. */
export interface ApiProcessOptions {
  dataDir: string;
  outboxDir: string;
  /** The run's PostgreSQL database (see `processDatabase`); PGlite in `dataDir` without it. */
  databaseUrl?: string | undefined;
  /** Settings added to (or replacing) the defaults below. */
  env?: Record<string, string>;
}

/**
 * A fresh, empty database on the PostgreSQL run's server for API processes (which migrate and
 * seed it as on a first start), or no URL on the PGlite run. `drop` removes it.
 */
export async function processDatabase(prefix: string): Promise<{ url?: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return { drop: async () => {} };
  const name = databaseName(prefix);
  await adminQuery({ adminUrl }, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase({ adminUrl }, name),
  };
}

/** Starts the API as its own process on a free port and waits until it listens. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = await freePort();
  const environment: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    OUTBOX_DIR: options.outboxDir,
    STATIC_DIR: path.join(options.dataDir, 'no-site'),
    JWT_SECRET: 'api-process-secret-that-is-long-enough-for-hs256',
    TRUST_PROXY: 'true',
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  };
  if (!options.databaseUrl) delete environment['DATABASE_URL'];
  const child = await spawnApi(environment);
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/** SIGKILL: no shutdown handler runs, nothing is flushed on the way out. */
export async function killApiProcess(api: ApiProcess): Promise<void> {
  if (api.process.exitCode !== null || api.process.signalCode !== null) return;
  const exited = new Promise((resolve) => api.process.once('exit', resolve));
  api.process.kill('SIGKILL');
  await exited;
}

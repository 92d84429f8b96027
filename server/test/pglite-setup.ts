/**
 * Vitest global setup of the PGlite run (vitest.config.ts): creates and migrates one in-memory
 * database and dumps its data folder to a file. The harness starts each test context's database
 * from that dump, which skips PGlite's initdb and the migrations (two to three seconds a context).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedClientOf, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the migrated PGlite data folder each test context starts from. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  const dump = await embeddedClientOf(handle.db)!.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'league-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

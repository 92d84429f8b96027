/** Test harness: the app in-process over a fresh in-memory PGlite with migrations applied. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createDeps } from '../deps';
import { loadConfig, type Config } from '../env';
import { seedDatabase } from '../seed/index';

/** A cheap scrypt cost so the suite stays fast (production never takes this path). */
export const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 };

/** An app over its own database, with helpers to call it. */
export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  config: Config;
  handle: DatabaseHandle;
  /** Calls the API with a JSON body; returns status, parsed body and headers. */
  call(method: string, url: string, options?: CallOptions): Promise<CallResult>;
  /** Messages written to the outbox so far (the .json files). */
  outbox(): { to: string; subject: string; text: string }[];
  close(): Promise<void>;
}

/** Options for one call. */
export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** What a call returned. */
export interface CallResult {
  status: number;
  // Tests read arbitrary fields from bodies.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by assertions
  body: any;
  headers: Headers;
}

/** Creates a test context; `seed` adds the demo data (at the test scrypt cost). */
export async function createTestContext(
  options: { seed?: boolean; staticDir?: string } = {},
): Promise<TestContext> {
  const dir = mkdtempSync(path.join(tmpdir(), 'league-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: path.join(dir, 'data'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    SITE_URL: 'http://site.test',
    TRUST_PROXY: 'true',
  });
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  const deps = createDeps(config, handle.db, { passwordCost: TEST_SCRYPT_COST });
  if (options.seed) await seedDatabase(handle.db, deps.passwords);
  const app = createApp(deps, { staticDir: options.staticDir });

  return {
    app,
    deps,
    config,
    handle,
    async call(method, url, { body, token, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const h = init.headers as Record<string, string>;
      if (token) h['Authorization'] = `Bearer ${token}`;
      if (body !== undefined) {
        if (body instanceof FormData) init.body = body;
        else {
          h['Content-Type'] = 'application/json';
          init.body = typeof body === 'string' ? body : JSON.stringify(body);
        }
      }
      const res = await app.request(url, init);
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: keep the text.
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    outbox() {
      let files: string[] = [];
      try {
        files = readdirSync(config.outboxDir)
          .filter((f) => f.endsWith('.json'))
          .sort();
      } catch {
        return [];
      }
      return files.map((f) => JSON.parse(readFileSync(path.join(config.outboxDir, f), 'utf8')));
    },
    close: () => handle.close(),
  };
}

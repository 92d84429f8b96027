/**
 * Test harness: the app in-process over a fresh database with migrations applied: an in-memory
 * PGlite, or on the PostgreSQL run (vitest.postgres.config.ts) a new database on that server.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { PasswordCost } from '../auth/password';
import { createDeps } from '../deps';
import { loadConfig, type Config } from '../env';
import { seedDatabase } from '../seed/index';
import { adminQuery, databaseName, dropDatabase } from './postgres-server';
import { POLICY_ROLES, type PolicyRole } from '../auth/policy';

/** A cheap Argon2id cost so the suite stays fast (production never takes this path). */
export const TEST_PASSWORD_COST: PasswordCost = { memoryKiB: 1024, passes: 1, parallelism: 1 };

/** An app over its own database, with helpers to call it. */
export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  config: Config;
  /** On the PostgreSQL run, `url` opens another connection to the same database. */
  handle: DatabaseHandle & { url?: string };
  /** Calls the API with a JSON body; returns status, parsed body and headers. */
  call(method: string, url: string, options?: CallOptions): Promise<CallResult>;
  /** Creates an account with this role through the API; returns its access token and user. */
  signUp(role: string, email?: string): Promise<{ token: string; user: { id: number; email: string } }>;
  /** Signs a seeded demo account in; returns its access token. */
  signIn(email: string): Promise<string>;
  /** A sandbox card token for a card number (any future expiry, CVV 123). */
  cardToken(number?: string): Promise<string>;
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

/** The migrated PGlite dump, read once per test file (a test file opens many contexts). */
let migratedDump: Blob | undefined;

/**
 * A fresh, migrated database: in-memory PGlite started from the migrated dump
 * (server/test/pglite-setup.ts), or on the PostgreSQL run a clone of the migrated template
 * (server/test/postgres-setup.ts) that is dropped when the context closes.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) {
    migratedDump ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ memory: true, from: migratedDump });
  }
  const name = databaseName('league_test');
  await adminQuery({ adminUrl }, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    // A second connection to the same database stands for another API process (issue 39's tests).
    url: url.toString(),
    close: async () => {
      await handle.close();
      await dropDatabase({ adminUrl }, name);
    },
  };
}

/**
 * Creates a test context; `seed` adds the demo data (at the test password cost, or `passwordCost`).
 * `env` adds settings (server/env.ts) to the test configuration.
 */
export async function createTestContext(
  options: {
    seed?: boolean;
    staticDir?: string;
    env?: Record<string, string>;
    passwordCost?: PasswordCost;
  } = {},
): Promise<TestContext> {
  const dir = mkdtempSync(path.join(tmpdir(), 'league-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: path.join(dir, 'data'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    SITE_URL: 'http://site.test',
    TRUST_PROXY: 'true',
    ...options.env,
  });
  const handle = await openTestDatabase();
  const deps = createDeps(config, handle.db, { passwordCost: options.passwordCost ?? TEST_PASSWORD_COST });
  if (options.seed) await seedDatabase(handle.db, deps.passwords, new Date(), config.dataDir);
  const app = createApp(deps, { staticDir: options.staticDir });

  let accounts = 0;
  const context: TestContext = {
    app,
    deps,
    config,
    handle,
    async signUp(role, email) {
      accounts += 1;
      const address = email ?? `${role}-${accounts}-${Math.random().toString(36).slice(2, 8)}@test.example`;
      const res = await context.call('POST', '/api/auth/register/', {
        // Each account from an address of its own, as if every test user had their own connection
        // (registrations are limited per address).
        headers: {
          'X-Forwarded-For': `10.${(accounts >> 16) & 255}.${(accounts >> 8) & 255}.${accounts & 255}`,
        },
        body: {
          email: address,
          password: 'a-Strong-pass-1',
          first_name: 'Test',
          last_name: `${role[0]!.toUpperCase()}${role.slice(1)}`,
          role,
          coach_county: role === 'coach' ? 'DESOTO' : '',
        },
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.access as string, user: res.body.user as { id: number; email: string } };
    },
    async signIn(email) {
      const res = await context.call('POST', '/api/auth/login/', {
        body: { email, password: 'demo-Pass-1' },
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.access as string;
    },
    async cardToken(number = '4242424242424242') {
      const res = await context.call('POST', '/sandbox/clover/v1/tokens', {
        headers: { apikey: config.payments.publicKey },
        body: {
          card: { number, exp_month: '12', exp_year: String(new Date().getFullYear() + 2), cvv: '123' },
        },
      });
      if (res.status !== 200) throw new Error(`card token failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id as string;
    },
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
  return context;
}

/** The demo account of each policy role. */
const DEMO_EMAIL: Record<PolicyRole, string> = {
  parent: 'parent@demo.test',
  athlete: 'athlete@demo.test',
  coach: 'coach@demo.test',
  staff: 'staff@demo.test',
  recruiter: 'recruiter@demo.test',
  referee: 'referee@demo.test',
};

/** Signs in the demo account of every policy role (a seeded context); access tokens by role. */
export async function signInEveryRole(t: TestContext): Promise<Record<PolicyRole, string>> {
  const tokens = {} as Record<PolicyRole, string>;
  for (const role of POLICY_ROLES) tokens[role] = await t.signIn(DEMO_EMAIL[role]);
  return tokens;
}

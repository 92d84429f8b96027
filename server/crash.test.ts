/**
 * Crash safety, with real processes: the API (`tsx server/index.ts`) is started on its on-disk
 * database (PGlite in a data folder, or on the PostgreSQL run a fresh database on that server),
 * takes a bounded stream of writes (contact messages, children, registrations), and is killed with
 * SIGKILL in the middle. The database must then open cleanly and hold every write that was answered
 * 2xx; the next round restarts the API on it. Ten rounds. A second test kills the API after the
 * provider charged a card and before the confirm was answered: verification after the restart
 * settles it, with one charge.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { contactMessages } from './db/schema/inbox';
import { children } from './db/schema/families';
import { payments } from './db/schema/payments';
import { registrations } from './db/schema/registrations';
import { sandboxCloverCharges } from './db/schema/sandbox';
import { killApiProcess, processDatabase, startApiProcess, type ApiProcess } from './test/api-process';
import { registrationBody } from './test/registrations';

const ROUNDS = 10;

const dir = mkdtempSync(path.join(tmpdir(), 'league-crash-'));
let database: Awaited<ReturnType<typeof processDatabase>>;
let databaseUrl: string | undefined;

beforeAll(async () => {
  // On the PostgreSQL run, a fresh, empty database: the API migrates and seeds it as on a first start.
  database = await processDatabase('league_crash');
  databaseUrl = database.url;
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the API as its own process on this test's data and waits until it listens. */
const startApi = (dataDir: string, env: Record<string, string> = {}): Promise<ApiProcess> =>
  startApiProcess({ dataDir, outboxDir: path.join(dir, 'outbox'), databaseUrl, env });

/** Opens the database the API used, as the next start would (PGlite allows one process at a time). */
function openStored(dataDir: string): Promise<DatabaseHandle> {
  return openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
}

async function call(
  api: ApiProcess,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  ip = '198.51.100.7',
) {
  const res = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function signUpParent(api: ApiProcess, email: string): Promise<string> {
  const res = await call(api, 'POST', '/api/auth/register/', {
    email,
    password: 'a-Strong-pass-1',
    first_name: 'Crash',
    last_name: 'Tester',
    role: 'parent_guardian',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body['access'] as string;
}

/** Signs the current waiver for a child, as a registration needs. */
async function signWaiver(api: ApiProcess, token: string, child: number) {
  const { version } = (await call(api, 'GET', '/api/waivers/current/', undefined, token)).body;
  return call(
    api,
    'POST',
    '/api/waivers/',
    { child, signer_name: 'Crash Tester', agree: true, version },
    token,
  );
}

/** What the API acknowledged with a 2xx before it was killed. */
interface Acknowledged {
  messages: string[];
  children: number[];
  registrations: number[];
}

/**
 * Sends writes from four workers until `stop()` or `limit` writes: a contact message, a child, and
 * a registration for that child. A write whose answer never came (the process died) is not counted.
 */
function writeStream(api: ApiProcess, token: string, round: number, venue: number | null, limit = 400) {
  const acked: Acknowledged = { messages: [], children: [], registrations: [] };
  let stopped = false;
  let sent = 0;
  const worker = async (w: number) => {
    while (!stopped && sent < limit) {
      const n = (sent += 1);
      try {
        const text = `crash round ${round} write ${n}`;
        const ip = `10.${round}.${w}.${(n % 250) + 1}`;
        const message = await call(
          api,
          'POST',
          '/api/contact/',
          { email: 'c@example.org', message: text },
          undefined,
          ip,
        );
        if (message.status === 201) acked.messages.push(text);
        const child = await call(
          api,
          'POST',
          '/api/auth/children/',
          { first_name: `R${round}`, last_name: `W${n}`, date_of_birth: '2013-04-02', gender: 'Male' },
          token,
        );
        if (child.status !== 201) continue;
        acked.children.push(child.body['id'] as number);
        await signWaiver(api, token, child.body['id'] as number);
        const started = await call(
          api,
          'POST',
          '/api/payments/checkout/',
          registrationBody(child.body['id'] as number, { location: venue }),
          token,
        );
        if (started.status === 201) acked.registrations.push(started.body['registration_id'] as number);
      } catch {
        return; // The connection died with the process.
      }
    }
  };
  const done = Promise.all([0, 1, 2, 3].map(worker));
  return { acked, done, stop: () => (stopped = true), sent: () => sent };
}

describe('crash safety of the database the API writes to', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs in the middle of a stream of writes`, async () => {
    const dataDir = path.join(dir, 'writes');
    let started = Date.now();
    let api = await startApi(dataDir);
    console.log(`first start ${Date.now() - started} ms`);
    const token = await signUpParent(api, 'crash-parent@example.org');
    const venue =
      ((await call(api, 'GET', '/api/programs/nfl-flag-boys/')).body['locations'] as { id: number }[])[0]
        ?.id ?? null;
    const all: Acknowledged = { messages: [], children: [], registrations: [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const stream = writeStream(api, token, round, venue);
      // Kill in the middle: once a few writes were answered, after a random 0–0.8 s more.
      const until = Date.now() + 60_000;
      while (stream.acked.children.length < 3 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 800));
      await killApiProcess(api);
      stream.stop();
      await stream.done;
      const { acked } = stream;
      expect(acked.children.length, `round ${round}: some writes were acknowledged`).toBeGreaterThan(0);
      all.messages.push(...acked.messages);
      all.children.push(...acked.children);
      all.registrations.push(...acked.registrations);

      const handle = await openStored(dataDir);
      try {
        const storedMessages = await handle.db
          .select({ message: contactMessages.message })
          .from(contactMessages)
          .where(inArray(contactMessages.message, all.messages));
        expect(new Set(storedMessages.map((row) => row.message)), `round ${round}: contact messages`).toEqual(
          new Set(all.messages),
        );
        const storedChildren = await handle.db
          .select({ id: children.id })
          .from(children)
          .where(inArray(children.id, all.children));
        expect(storedChildren.length, `round ${round}: children`).toBe(all.children.length);
        if (all.registrations.length > 0) {
          const storedRegistrations = await handle.db
            .select({ id: registrations.id })
            .from(registrations)
            .where(inArray(registrations.id, all.registrations));
          expect(storedRegistrations.length, `round ${round}: registrations`).toBe(all.registrations.length);
        }
      } finally {
        await handle.close();
      }
      started = Date.now();
      api = await startApi(dataDir);
      console.log(
        `round ${round}: ${acked.children.length} children acknowledged; restart ${Date.now() - started} ms`,
      );
      // The restarted API answers from the same data.
      const listed = await call(api, 'GET', '/api/auth/children/?page_size=1', undefined, token);
      expect(listed.status).toBe(200);
      expect(listed.body['count']).toBeGreaterThanOrEqual(all.children.length);
    }
    await killApiProcess(api);
    console.log(
      `crash test (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${ROUNDS} SIGKILLs, ${all.messages.length} messages, ` +
        `${all.children.length} children, ${all.registrations.length} registrations acknowledged and all kept`,
    );
  }, 600_000);

  it('settles a confirm killed after the charge and before its answer by verification, with one charge', async () => {
    const dataDir = path.join(dir, 'payment');
    // The slow test card is charged at once but answered only after a minute: the kill comes first.
    const slow = {
      PAYMENT_TIMEOUT_MS: '120000',
      SANDBOX_CLOVER_SLOW_MS: '120000',
      SANDBOX_CLOVER_SETTLE_MS: '1',
    };
    let api = await startApi(dataDir, slow);
    const token = await signUpParent(api, 'crash-payer@example.org');
    const venue =
      ((await call(api, 'GET', '/api/programs/nfl-flag-boys/')).body['locations'] as { id: number }[])[0]
        ?.id ?? null;
    const child = await call(
      api,
      'POST',
      '/api/auth/children/',
      { first_name: 'Pay', last_name: 'Once', date_of_birth: '2013-04-02', gender: 'Male' },
      token,
    );
    expect((await signWaiver(api, token, child.body['id'] as number)).status).toBe(201);
    const started = await call(
      api,
      'POST',
      '/api/payments/checkout/',
      registrationBody(child.body['id'] as number, { location: venue }),
      token,
    );
    expect(started.status).toBe(201);
    const card = await fetch(`${api.url}/sandbox/clover/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'sandbox-public-key' },
      body: JSON.stringify({
        card: { number: '4000000000000077', exp_month: '12', exp_year: '2035', cvv: '123' },
      }),
    });
    const source = ((await card.json()) as { id: string }).id;
    const confirm = call(
      api,
      'POST',
      '/api/payments/confirm/',
      { ...started.body, portal: 'parent', source, charge_id: null },
      token,
    ).catch(() => null);
    // Wait until the provider holds the charge (the confirm is now waiting for its answer), then kill.
    const key = started.body['idempotency_key'] as string;
    const charged = async () => {
      if (!databaseUrl) return false;
      const handle = await openStored(dataDir);
      try {
        const [row] = await handle.db
          .select({ n: count() })
          .from(sandboxCloverCharges)
          .where(eq(sandboxCloverCharges.idempotencyKey, key));
        return (row?.n ?? 0) > 0;
      } finally {
        await handle.close();
      }
    };
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && !(await charged()))
      await new Promise((resolve) => setTimeout(resolve, 100));
    await killApiProcess(api);
    expect(await confirm, 'the confirm was never answered').toBeNull();

    const handle = await openStored(dataDir);
    try {
      const [row] = await handle.db
        .select()
        .from(payments)
        .where(eq(payments.id, started.body['payment_id'] as number));
      expect(row?.status, 'the payment was left processing by the dead confirm').toBe('processing');
      const [charges] = await handle.db
        .select({ n: count() })
        .from(sandboxCloverCharges)
        .where(eq(sandboxCloverCharges.idempotencyKey, key));
      expect(charges?.n, 'the provider charged before the kill').toBe(1);
    } finally {
      await handle.close();
    }

    api = await startApi(dataDir);
    const verified = await call(
      api,
      'POST',
      '/api/payments/verify/',
      { portal: 'parent', registrationId: started.body['registration_id'] },
      token,
    );
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, status: 'PAID' });
    await killApiProcess(api);
    const after = await openStored(dataDir);
    try {
      const [charges] = await after.db
        .select({ n: count() })
        .from(sandboxCloverCharges)
        .where(eq(sandboxCloverCharges.idempotencyKey, key));
      expect(charges?.n).toBe(1);
      const [registration] = await after.db
        .select({ status: registrations.paymentStatus })
        .from(registrations)
        .where(and(eq(registrations.id, started.body['registration_id'] as number)));
      expect(registration?.status).toBe('paid');
    } finally {
      await after.close();
    }
  }, 300_000);
});

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer (README "Running more
 * than one API process"): whatever one process writes, the other answers at once — kept public
 * answers, a signed-in caller's kept answers, sessions (tokens, refresh families, token versions),
 * sign-in throttles and the staff queue. Every request below goes to a process other than the one that wrote, and nothing waits
 * between the write and the read. PostgreSQL run only (PGlite is one process's database).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { killApiProcess, processDatabase, startApiProcess, type ApiProcess } from './test/api-process';

const onPostgres = Boolean(inject('postgresAdminUrl'));
const dir = mkdtempSync(path.join(tmpdir(), 'league-shared-state-'));
const outboxDir = path.join(dir, 'outbox');
const PASSWORD = 'demo-Pass-1';
let database: Awaited<ReturnType<typeof processDatabase>>;
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await processDatabase('league_shared_state');
  // No waiting before a sign-in is checked, so the throttle test counts without pauses.
  const env = { LOGIN_DELAY_BASE_MS: '0' };
  // The first migrates and seeds; the second starts on the ready database.
  a = await startApiProcess({ dataDir: path.join(dir, 'a'), outboxDir, databaseUrl: database.url, env });
  b = await startApiProcess({ dataDir: path.join(dir, 'b'), outboxDir, databaseUrl: database.url, env });
}, 180_000);

afterAll(async () => {
  for (const api of [a, b]) if (api) await killApiProcess(api);
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

let addresses = 0;
/** A client address of its own (sign-ins and resets are limited per address). */
const freshAddress = () => `198.18.23.${(addresses += 1)}`;

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads what it asserts
  body: any;
}

/** One request to one process. */
async function call(
  api: ApiProcess,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': options.address ?? '198.18.0.1',
    ...options.headers,
  };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api.url}${url}`, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

async function signIn(api: ApiProcess, email: string, password = PASSWORD) {
  const res = await call(api, 'POST', '/api/auth/login/', {
    body: { email, password },
    address: freshAddress(),
  });
  expect(res.status).toBe(200);
  return res.body as { access: string; refresh: string };
}

/** The mails written so far by either process (one outbox folder for both). */
const outbox = () =>
  (existsSync(outboxDir) ? readdirSync(outboxDir) : [])
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) => JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as { to: string; text: string },
    );

// Each test signs in several times at the production password cost, on a busy machine.
describe.runIf(onPostgres)('two API processes on one PostgreSQL database', () => {
  it('answers a public list from B with a program just edited through A (kept answers)', async () => {
    const staff = await signIn(a, 'staff@demo.test');
    const nameIn = (res: Answer) =>
      (res.body.results as { id: string; name: string }[]).find((p) => p.id === 'nfl-flag-boys')?.name;
    // B keeps its answer: asked twice, the second is served from memory with the same entity tag.
    const first = await call(b, 'GET', '/api/programs/');
    const again = await call(b, 'GET', '/api/programs/');
    expect(nameIn(again)).toBe(nameIn(first));
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(nameIn(first)).not.toBe('NFL FLAG Boys (replica test)');

    const edited = await call(a, 'PATCH', '/api/office/programs/nfl-flag-boys/', {
      token: staff.access,
      body: { name: 'NFL FLAG Boys (replica test)' },
    });
    expect(edited.status).toBe(200);

    const after = await call(b, 'GET', '/api/programs/');
    expect(after.status).toBe(200);
    expect(nameIn(after)).toBe('NFL FLAG Boys (replica test)');
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    // And the entity tag B gave before no longer earns a 304.
    const stale = await call(b, 'GET', '/api/programs/', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(stale.status).toBe(200);
  }, 60_000);

  it('shares sessions: a sign-in through A works at B, and a sign-out at A is refused at B', async () => {
    const session = await signIn(a, 'coach@demo.test');
    const me = await call(b, 'GET', '/api/auth/me/', { token: session.access });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('coach@demo.test');

    // Rotated at B; the token it replaced is then reuse at A, which revokes the family.
    const rotated = await call(b, 'POST', '/api/auth/refresh/', { body: { refresh: session.refresh } });
    expect(rotated.status).toBe(200);
    const reused = await call(a, 'POST', '/api/auth/refresh/', { body: { refresh: session.refresh } });
    expect(reused.status).toBe(401);
    const afterReuse = await call(b, 'POST', '/api/auth/refresh/', {
      body: { refresh: rotated.body.refresh },
    });
    expect(afterReuse).toMatchObject({
      status: 401,
      body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
    });

    // A sign-out at A ends the session at B at once.
    const second = await signIn(b, 'coach@demo.test');
    expect((await call(a, 'POST', '/api/auth/logout/', { body: { refresh: second.refresh } })).status).toBe(
      204,
    );
    const afterLogout = await call(b, 'POST', '/api/auth/refresh/', { body: { refresh: second.refresh } });
    expect(afterLogout.status).toBe(401);
  }, 60_000);

  it('refuses at B, at once, an access token that a password reset through A signed out', async () => {
    const session = await signIn(b, 'referee@demo.test');
    // B has just answered with the token (and so may remember the account).
    expect((await call(b, 'GET', '/api/auth/me/', { token: session.access })).status).toBe(200);

    const before = outbox().length;
    const requested = await call(a, 'POST', '/api/auth/password/reset/', {
      body: { email: 'referee@demo.test' },
      address: freshAddress(),
    });
    expect(requested.status).toBe(200);
    const mail = await vi.waitFor(() => outbox()[before] ?? Promise.reject(new Error('no mail written')), {
      timeout: 10_000,
    });
    expect(mail.to).toContain('referee@demo.test');
    const link = new URL(/http\S+/.exec(mail.text)?.[0] ?? '');
    const reset = await call(a, 'POST', '/api/auth/password/reset/confirm/', {
      body: {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('token'),
        password: 'Whistle-Ready-4',
      },
      address: freshAddress(),
    });
    expect(reset.status).toBe(200);

    const stale = await call(b, 'GET', '/api/auth/me/', { token: session.access });
    expect(stale).toMatchObject({
      status: 401,
      body: { detail: 'Given token not valid for any token type' },
    });
    expect((await call(b, 'POST', '/api/auth/refresh/', { body: { refresh: session.refresh } })).status).toBe(
      401,
    );
    // The new password works through B.
    const fresh = await signIn(b, 'referee@demo.test', 'Whistle-Ready-4');
    expect((await call(a, 'GET', '/api/auth/me/', { token: fresh.access })).status).toBe(200);
  }, 60_000);

  it('counts failed sign-ins from one address across both processes: the limit is reached across A and B', async () => {
    const address = freshAddress();
    const attempt = (api: ApiProcess) =>
      call(api, 'POST', '/api/auth/login/', {
        body: { email: 'athlete@demo.test', password: 'wrong-Pass-9' },
        address,
      });
    // LOGIN_LIMIT_PER_ACCOUNT_ADDRESS is 5: five failures, alternately at A and B, are each checked.
    for (const api of [a, b, a, b, a]) {
      const res = await attempt(api);
      expect(res).toMatchObject({ status: 401, body: { detail: 'Invalid email or password.' } });
    }
    // The sixth is refused at either, even with the right password.
    for (const api of [b, a]) {
      const refused = await call(api, 'POST', '/api/auth/login/', {
        body: { email: 'athlete@demo.test', password: PASSWORD },
        address,
      });
      expect(refused).toMatchObject({
        status: 429,
        body: { detail: 'Too many login attempts. Please wait a few minutes and try again.' },
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not refused for that account.
    expect((await signIn(b, 'athlete@demo.test')).access).toBeTruthy();
  }, 60_000);

  it('shows at B, at once, a child a parent just added through A (an answer B keeps for that parent)', async () => {
    const parent = await signIn(a, 'parent@demo.test');
    const names = (res: Answer) => (res.body.results as { name: string }[]).map((child) => child.name);
    const before = await call(b, 'GET', '/api/auth/children/', { token: parent.access });
    expect(before.status).toBe(200);
    expect((await call(b, 'GET', '/api/auth/children/', { token: parent.access })).body).toEqual(before.body);
    expect(names(before)).not.toContain('Replica Rivers');

    const added = await call(a, 'POST', '/api/auth/children/', {
      token: parent.access,
      body: { first_name: 'Replica', last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' },
    });
    expect(added.status).toBe(201);
    expect(names(await call(b, 'GET', '/api/auth/children/', { token: parent.access }))).toContain(
      'Replica Rivers',
    );
  }, 60_000);

  it("puts a contact message sent through A in B's staff queue at once", async () => {
    const staff = await signIn(b, 'staff@demo.test');
    const counts = await call(b, 'GET', '/api/staff/queue/', { token: staff.access });
    expect(counts.status).toBe(200);

    const sent = await call(a, 'POST', '/api/contact/', {
      body: { email: 'replica@example.test', subject: 'Two replicas', message: 'Seen by the other one?' },
      address: freshAddress(),
    });
    expect(sent.status).toBe(201);

    const now = await call(b, 'GET', '/api/staff/queue/', { token: staff.access });
    expect(now.body).toEqual({ ...counts.body, contact_messages: counts.body.contact_messages + 1 });
    const list = await call(b, 'GET', '/api/staff/contact-messages/?status=pending_review', {
      token: staff.access,
    });
    expect(list.body.results[0]).toMatchObject({
      email: 'replica@example.test',
      subject: 'Two replicas',
      status: 'pending_review',
    });

    // Marked handled through B, it leaves the queue A counts.
    const handled = await call(b, 'PATCH', `/api/staff/contact-messages/${list.body.results[0].id}/`, {
      token: staff.access,
      body: { status: 'handled' },
    });
    expect(handled.status).toBe(200);
    const atA = await call(a, 'GET', '/api/staff/queue/', { token: staff.access });
    expect(atA.body).toEqual(counts.body);
  }, 60_000);
});

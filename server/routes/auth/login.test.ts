import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scryptHash } from '../../auth/password';
import { users } from '../../db/schema/auth';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  // Short waits for an account under attack, so the tests do not sleep long.
  t = await createTestContext({ seed: true, env: { LOGIN_DELAY_BASE_MS: '40', LOGIN_DELAY_MAX_MS: '160' } });
}, 60_000);
afterAll(() => t.close());

const login = (email: string, password: string, ip = '203.0.113.1') =>
  t.call('POST', '/api/auth/login/', { body: { email, password }, headers: { 'X-Forwarded-For': ip } });

describe('POST /api/auth/login/', () => {
  it('returns access and refresh tokens and the user for a demo account', async () => {
    const res = await login('parent@demo.test', 'demo-Pass-1');
    expect(res.status).toBe(200);
    expect(res.body.access).toEqual(expect.any(String));
    expect(res.body.refresh).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({
      email: 'parent@demo.test',
      role: 'parent_guardian',
      name: 'Tanya Whitfield',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const res = await login('  Coach@Demo.TEST ', 'demo-Pass-1');
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('coach');
  });

  it('accepts the path without its trailing slash too', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: 'staff@demo.test', password: 'demo-Pass-1' },
    });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password with 401 and the generic message', async () => {
    const res = await login('athlete@demo.test', 'wrong-Pass-1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Invalid email or password.' });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await login('nobody@demo.test', 'demo-Pass-1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Invalid email or password.' });
  });

  it('reports missing fields as field errors', async () => {
    const res = await t.call('POST', '/api/auth/login/', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
  });

  it('rejects a body that is not JSON with a detail', async () => {
    const res = await t.call('POST', '/api/auth/login/', { body: '{oops' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/JSON parse error/);
  });

  it('lets the owner in from an address that has not failed, after wrong passwords from five others', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login('recruiter@demo.test', 'nope-Pass-1', `198.51.100.${i}`)).status).toBe(401);
    }
    const started = performance.now();
    const res = await login('recruiter@demo.test', 'demo-Pass-1', '198.51.100.99');
    expect(res.status).toBe(200);
    // Slowed down, not refused: the sixth attempt on the account waited (40 ms, doubled twice).
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('refuses an address after 5 failures on one account, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login('coach2@demo.test', 'nope-Pass-1', '198.51.100.150')).status).toBe(401);
    }
    const res = await login('coach2@demo.test', 'demo-Pass-1', '198.51.100.150');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: 'Too many login attempts. Please wait a few minutes and try again.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('coach2@demo.test', 'demo-Pass-1', '198.51.100.151')).status).toBe(200);
  });

  it('never counts successful sign-ins against an address', async () => {
    for (let i = 0; i < 25; i += 1) {
      expect((await login('staff@demo.test', 'demo-Pass-1', '198.51.100.160')).status).toBe(200);
    }
  });

  it('throttles an address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`guess${i}@demo.test`, 'nope-Pass-1', '192.0.2.50')).status).toBe(401);
    }
    const blocked = await login('referee@demo.test', 'demo-Pass-1', '192.0.2.50');
    expect(blocked.status).toBe(429);
    const elsewhere = await login('referee@demo.test', 'demo-Pass-1', '192.0.2.51');
    expect(elsewhere.status).toBe(200);
  });

  it('counts 30 wrong passwords sent at once before checking any: at most 5 reach the password check', async () => {
    const verify = vi.spyOn(t.deps.passwords, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login('athlete@demo.test', 'nope-Pass-1', '203.0.113.30')),
    );
    const statuses = answers.map((res) => res.status);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('lets no more than the limit through when the right password hides among 59 wrong ones', async () => {
    const verify = vi.spyOn(t.deps.passwords, 'verify');
    const attempts = [...Array.from({ length: 59 }, () => 'nope-Pass-1'), 'demo-Pass-1'].map((password) =>
      login('minor@demo.test', password, '203.0.113.59'),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.status);
    // Only the attempts counted within the limit were checked: 5 wrong ones, and the right one
    // only if it was among them (a success gives its count back).
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(54);
    // The limit is spent: the right password from that address is now refused.
    expect((await login('minor@demo.test', 'demo-Pass-1', '203.0.113.59')).status).toBe(429);
  });

  it('keeps its counts in the database, not in memory', async () => {
    const rows = await t.handle.db.execute(
      `select count(*)::int as n from rate_limits where bucket like 'login-%'`,
    );
    expect(JSON.stringify(rows)).toMatch(/"n":\s*[1-9]/);
  });
});

describe('an account from before Argon2id (issue 36)', () => {
  const storedHash = async (email: string) =>
    (await t.handle.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]!
      .hash;

  it('signs in with its scrypt hash, which is then stored anew as Argon2id; a wrong password changes nothing', async () => {
    const { user } = await t.signUp('parent_guardian');
    const old = await scryptHash('an-Old-pass-1', { N: 2 ** 10, r: 8, p: 1 });
    await t.handle.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));

    expect((await login(user.email, 'not-the-Pass-1', '203.0.113.90')).status).toBe(401);
    expect(await storedHash(user.email)).toBe(old);

    expect((await login(user.email, 'an-Old-pass-1', '203.0.113.90')).status).toBe(200);
    const rehashed = await storedHash(user.email);
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // The same password still opens the account, now through its new hash.
    expect((await login(user.email, 'an-Old-pass-1', '203.0.113.90')).status).toBe(200);
    expect(await storedHash(user.email)).toBe(rehashed);
  });
});

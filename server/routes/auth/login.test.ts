import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
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

  it('throttles an account after 5 failures in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login('recruiter@demo.test', 'nope-Pass-1', `198.51.100.${i}`)).status).toBe(401);
    }
    const res = await login('recruiter@demo.test', 'demo-Pass-1', '198.51.100.99');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: 'Too many login attempts. Please wait a few minutes and try again.' });
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

  it('stores failed attempts in the database, not in memory', async () => {
    const rows = await t.handle.db.execute(`select count(*)::int as n from login_attempts`);
    expect(JSON.stringify(rows)).toMatch(/"n":\s*\d+/);
  });
});

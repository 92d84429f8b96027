import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const login = async (email = 'parent@demo.test') =>
  (await t.call('POST', '/api/auth/login/', { body: { email, password: 'demo-Pass-1' } })).body as {
    access: string;
    refresh: string;
  };

describe('GET /api/auth/me/', () => {
  it('returns the signed-in user with the fields the portals read', async () => {
    const { access } = await login('athlete@demo.test');
    const res = await t.call('GET', '/api/auth/me/', { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email: 'athlete@demo.test',
      first_name: 'Jordan',
      last_name: 'Ellis',
      name: 'Jordan Ellis',
      role: 'athlete',
      coach_county: null,
      coach_teams: [],
      date_of_birth: '2005-03-14',
      phone_number: '',
      shipping_address: null,
      parent_code_of_conduct_acknowledged: false,
      parent_code_of_conduct_acknowledged_at: null,
      can_edit_calendar: false,
      calendar_programs: [],
      email_verified: true,
      email_verified_at: expect.any(String),
    });
  });

  it('answers 401 "credentials were not provided" without a token', async () => {
    const res = await t.call('GET', '/api/auth/me/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('answers 401 "not valid for any token type" for a forged token', async () => {
    const res = await t.call('GET', '/api/auth/me/', { token: 'abc.def.ghi' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Given token not valid for any token type' });
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refresh } = await login();
    const res = await t.call('GET', '/api/auth/me/', { token: refresh });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Given token not valid for any token type');
  });

  it('refuses a correctly signed access token that carries no expiry', async () => {
    const me = await t.call('GET', '/api/auth/me/', { token: (await login()).access });
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const forever = await new SignJWT({ typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(me.body.id))
      .setJti('no-exp')
      .setIssuedAt()
      .sign(key);
    const res = await t.call('GET', '/api/auth/me/', { token: forever });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Given token not valid for any token type' });
  });

  it('refuses an expired access token', async () => {
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const res = await t.call('GET', '/api/auth/me/', { token: expired });
    expect(res.status).toBe(401);
  });

  it('refuses a token it accepted before, from the moment it expires (its check is remembered only until then)', async () => {
    const { access } = await login();
    expect((await t.call('GET', '/api/auth/me/', { token: access })).status).toBe(200);
    const { exp } = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { exp: number };
    // Only the clock is faked: the database and the server's timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp * 1000 - 1);
      expect((await t.call('GET', '/api/auth/me/', { token: access })).status).toBe(200);
      vi.setSystemTime(exp * 1000);
      expect((await t.call('GET', '/api/auth/me/', { token: access })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/auth/refresh/', () => {
  it('exchanges a refresh token for a new access and refresh pair', async () => {
    const { refresh } = await login();
    const res = await t.call('POST', '/api/auth/refresh/', { body: { refresh } });
    expect(res.status).toBe(200);
    expect(res.body.refresh).not.toBe(refresh);
    const me = await t.call('GET', '/api/auth/me/', { token: res.body.access });
    expect(me.status).toBe(200);
  });

  it('accepts each refresh token once; reusing one revokes its whole family', async () => {
    const first = (await login()).refresh;
    const second = (await t.call('POST', '/api/auth/refresh/', { body: { refresh: first } })).body.refresh;
    const reuse = await t.call('POST', '/api/auth/refresh/', { body: { refresh: first } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.detail).toBe('Token is invalid or expired');
    // The stolen-token scenario: the legitimate latest token is now dead as well.
    const latest = await t.call('POST', '/api/auth/refresh/', { body: { refresh: second } });
    expect(latest.status).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const other = (await login()).refresh;
    const victim = (await login()).refresh;
    await t.call('POST', '/api/auth/refresh/', { body: { refresh: victim } });
    await t.call('POST', '/api/auth/refresh/', { body: { refresh: victim } });
    expect((await t.call('POST', '/api/auth/refresh/', { body: { refresh: other } })).status).toBe(200);
  });

  it('refuses an access token in place of a refresh token', async () => {
    const { access } = await login();
    const res = await t.call('POST', '/api/auth/refresh/', { body: { refresh: access } });
    expect(res.status).toBe(401);
  });

  it('requires the refresh field', async () => {
    const res = await t.call('POST', '/api/auth/refresh/', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ refresh: ['This field is required.'] });
  });
});

describe('POST /api/auth/logout/', () => {
  const refreshWith = (refresh: string) => t.call('POST', '/api/auth/refresh/', { body: { refresh } });

  it('revokes the session: its refresh token no longer renews', async () => {
    const { refresh } = await login();
    const res = await t.call('POST', '/api/auth/logout/', { body: { refresh } });
    expect(res.status).toBe(204);
    const again = await refreshWith(refresh);
    expect(again.status).toBe(401);
    expect(again.body.detail).toBe('Token is invalid or expired');
  });

  it('revokes the whole family: a token rotated before the logout dies with it', async () => {
    const first = (await login()).refresh;
    const second = (await refreshWith(first)).body.refresh as string;
    expect((await t.call('POST', '/api/auth/logout/', { body: { refresh: second } })).status).toBe(204);
    expect((await refreshWith(second)).status).toBe(401);
  });

  it('leaves the account’s other sessions signed in', async () => {
    const phone = (await login()).refresh;
    const laptop = (await login()).refresh;
    await t.call('POST', '/api/auth/logout/', { body: { refresh: laptop } });
    expect((await refreshWith(phone)).status).toBe(200);
  });

  it('answers the same for a token that is not valid, and tells nothing about it', async () => {
    const res = await t.call('POST', '/api/auth/logout/', { body: { refresh: 'not-a-token' } });
    expect(res.status).toBe(204);
  });

  it('requires the refresh field', async () => {
    const res = await t.call('POST', '/api/auth/logout/', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ refresh: ['This field is required.'] });
  });
});

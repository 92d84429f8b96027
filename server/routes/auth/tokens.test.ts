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

  it('refuses a correctly signed access token that names no session', async () => {
    const { access } = await login();
    const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const sign = (extra: Record<string, unknown>) =>
      new SignJWT({ typ: 'access', ver: claims['ver'], ...extra })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims['sub']))
        .setJti('no-session')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
    for (const token of [await sign({}), await sign({ sid: 'made-up-session' }), await sign({ sid: 7 })]) {
      const res = await t.call('GET', '/api/auth/me/', { token });
      expect(res.status).toBe(401);
    }
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

  it('ends the session at once: its access token is refused right after the logout (issue 36)', async () => {
    const phone = await login();
    const laptop = await login();
    // Used first, so this process remembers the session as live.
    expect((await t.call('GET', '/api/auth/me/', { token: laptop.access })).status).toBe(200);
    await t.call('POST', '/api/auth/logout/', { body: { refresh: laptop.refresh } });
    const res = await t.call('GET', '/api/auth/me/', { token: laptop.access });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Given token not valid for any token type' });
    // A token rotated in the same session dies with it; the other session goes on.
    expect((await t.call('GET', '/api/auth/children/', { token: laptop.access })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me/', { token: phone.access })).status).toBe(200);
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

describe('POST /api/auth/password/change/ (issue 36)', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/auth/password/change/', { token, body });

  it('stores the new password and ends every other session, while this one goes on', async () => {
    const { user } = await t.signUp('parent_guardian');
    const signIn = (password: string) =>
      t.call('POST', '/api/auth/login/', { body: { email: user.email, password } });
    const here = (await signIn('a-Strong-pass-1')).body as { access: string; refresh: string };
    const elsewhere = (await signIn('a-Strong-pass-1')).body as { access: string; refresh: string };
    const res = await change(here.access, {
      current_password: 'a-Strong-pass-1',
      new_password: 'n3w-Secret!',
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        detail:
          'Your password has been changed. Every other device signed in to your account has been signed out.',
      },
    });
    expect((await t.call('GET', '/api/auth/me/', { token: elsewhere.access })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/refresh/', { body: { refresh: elsewhere.refresh } })).status,
    ).toBe(401);
    expect((await t.call('GET', '/api/auth/me/', { token: here.access })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/refresh/', { body: { refresh: here.refresh } })).status).toBe(
      200,
    );
    expect((await signIn('a-Strong-pass-1')).status).toBe(401);
    expect((await signIn('n3w-Secret!')).status).toBe(200);
  });

  it('refuses a wrong current password or a weak new one, and changes nothing', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const wrong = await change(token, { current_password: 'not-It-9!', new_password: 'n3w-Secret!' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { current_password: ['Your current password is not correct.'] },
    });
    const weak = await change(token, { current_password: 'a-Strong-pass-1', new_password: 'short' });
    expect(weak).toMatchObject({
      status: 400,
      body: { new_password: ['Password must be at least 8 characters.'] },
    });
    const blank = await change(token, {});
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body).sort()).toEqual(['current_password', 'new_password']);
    const signIn = await t.call('POST', '/api/auth/login/', {
      body: { email: user.email, password: 'a-Strong-pass-1' },
    });
    expect(signIn.status).toBe(200);
  });

  it('needs a sign-in', async () => {
    expect((await t.call('POST', '/api/auth/password/change/', { body: {} })).status).toBe(401);
  });
});

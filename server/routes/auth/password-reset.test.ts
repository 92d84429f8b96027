import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/auth';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const NEUTRAL = 'If an account exists for that email, reset instructions are on their way.';

let addresses = 0;
/** A client address of its own for each request (resets are limited per address). */
const fresh = () => ({ 'X-Forwarded-For': `198.18.7.${(addresses += 1)}` });

/** Requests a reset for an account and returns the uid and token from the mailed link. */
async function mailedLink(email: string) {
  const before = t.outbox().length;
  const res = await t.call('POST', '/api/auth/password/reset/', { body: { email }, headers: fresh() });
  expect(res.status).toBe(200);
  // The mail is sent after the answer, which never waits for it.
  const mail = await vi.waitFor(() => t.outbox()[before] ?? Promise.reject(new Error('no mail written')));
  const link = new URL(/http\S+/.exec(mail.text)?.[0] ?? '');
  return { mail, link, uid: link.searchParams.get('uid') ?? '', token: link.searchParams.get('token') ?? '' };
}

const confirm = (body: Record<string, unknown>, headers: Record<string, string> = fresh()) =>
  t.call('POST', '/api/auth/password/reset/confirm/', { body, headers });

describe('POST /api/auth/password/reset/', () => {
  it('answers the neutral message for an unknown e-mail and sends nothing', async () => {
    const res = await t.call('POST', '/api/auth/password/reset/', { body: { email: 'ghost@demo.test' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: NEUTRAL });
    expect(t.outbox()).toHaveLength(0);
  });

  it('writes a mail with a reset link on the site to the outbox for a known e-mail', async () => {
    const { mail, link } = await mailedLink('Referee@Demo.test');
    expect(mail.to).toBe('referee@demo.test');
    expect(mail.subject).toBe('Reset your password');
    expect(link.origin + link.pathname).toBe('http://site.test/reset-password');
    expect(link.searchParams.get('uid')).toBeTruthy();
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('stores only a hash of the token', async () => {
    const { token } = await mailedLink('referee@demo.test');
    const rows = await t.handle.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('requires an e-mail', async () => {
    const res = await t.call('POST', '/api/auth/password/reset/', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['This field may not be blank.'] });
  });
});

describe('POST /api/auth/password/reset/confirm/', () => {
  it('sets the new password once; the old one and the used link stop working', async () => {
    const { uid, token } = await mailedLink('athlete@demo.test');
    const res = await confirm({ uid, token, password: 'Fresh-Start-7' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Your password has been reset.' });

    const oldLogin = await t.call('POST', '/api/auth/login/', {
      body: { email: 'athlete@demo.test', password: 'demo-Pass-1' },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.call('POST', '/api/auth/login/', {
      body: { email: 'athlete@demo.test', password: 'Fresh-Start-7' },
    });
    expect(newLogin.status).toBe(200);

    const again = await confirm({ uid, token, password: 'Another-One-8' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ token: ['This reset link is invalid or has expired. Request a new one.'] });
  });

  it('revokes existing sessions: refresh tokens issued before the reset stop working', async () => {
    const session = await t.call('POST', '/api/auth/login/', {
      body: { email: 'recruiter@demo.test', password: 'demo-Pass-1' },
    });
    const { uid, token } = await mailedLink('recruiter@demo.test');
    expect((await confirm({ uid, token, password: 'Scout-Ready-5' })).status).toBe(200);
    const res = await t.call('POST', '/api/auth/refresh/', { body: { refresh: session.body.refresh } });
    expect(res.status).toBe(401);
  });

  it('signs the account out at once: an access token issued before the reset is refused', async () => {
    const session = await t.call('POST', '/api/auth/login/', {
      body: { email: 'referee@demo.test', password: 'demo-Pass-1' },
    });
    expect((await t.call('GET', '/api/auth/me/', { token: session.body.access })).status).toBe(200);
    const { uid, token } = await mailedLink('referee@demo.test');
    expect((await confirm({ uid, token, password: 'Whistle-Ready-4' })).status).toBe(200);
    const stale = await t.call('GET', '/api/auth/me/', { token: session.body.access });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ detail: 'Given token not valid for any token type' });
    // A sign-in with the new password works at once.
    const fresh = await t.call('POST', '/api/auth/login/', {
      body: { email: 'referee@demo.test', password: 'Whistle-Ready-4' },
    });
    expect((await t.call('GET', '/api/auth/me/', { token: fresh.body.access })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { uid, token } = await mailedLink('staff@demo.test');
    await t.handle.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await confirm({ uid, token, password: 'Late-Again-3' });
    expect(res.status).toBe(400);
    expect(res.body.token).toEqual(['This reset link is invalid or has expired. Request a new one.']);
  });

  it('refuses a made-up token', async () => {
    const { uid } = await mailedLink('coach@demo.test');
    const res = await confirm({ uid, token: 'made-up', password: 'Coach-Pass-2' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ token: ['This reset link is invalid or has expired. Request a new one.'] });
  });

  it("refuses one account's token under another account's uid", async () => {
    const coach = await mailedLink('coach@demo.test');
    const parent = await mailedLink('parent@demo.test');
    const res = await confirm({ uid: parent.uid, token: coach.token, password: 'Mixed-Up-22' });
    expect(res.status).toBe(400);
    expect(res.body.token).toBeDefined();
  });

  it('refuses a uid that names no account', async () => {
    const res = await confirm({
      uid: Buffer.from('99999').toString('base64url'),
      token: 'x',
      password: 'Whatever-1!',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ uid: ['This reset link is invalid. Request a new one.'] });
    const garbage = await confirm({ uid: '%%%', token: 'x', password: 'Whatever-1!' });
    expect(garbage.body.uid).toBeDefined();
  });

  it('refuses a short password without using the link up', async () => {
    const { uid, token } = await mailedLink('parent@demo.test');
    const short = await confirm({ uid, token, password: 'a1!' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ password: ['Password must be at least 8 characters.'] });
    const ok = await confirm({ uid, token, password: 'Family-First-1' });
    expect(ok.status).toBe(200);
  });

  it('requires uid, token and password', async () => {
    const res = await confirm({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      uid: ['This field is required.'],
      token: ['This field is required.'],
      password: ['This field is required.'],
    });
  });
});

describe('password reset requests leak nothing and cost the same either way', () => {
  const request = (email: string, ip: string) =>
    t.call('POST', '/api/auth/password/reset/', { body: { email }, headers: { 'X-Forwarded-For': ip } });

  it('answers without waiting for the mail to go out', async () => {
    vi.spyOn(t.deps.mailer, 'send').mockImplementation(() => new Promise(() => {}));
    const answer = await Promise.race([
      request('staff@demo.test', '198.18.8.1'),
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
    ]);
    expect(answer).toMatchObject({ status: 200, body: { detail: NEUTRAL } });
  });

  it('sends the same database statements for a known and an unknown address', async () => {
    vi.spyOn(t.deps.mailer, 'send').mockResolvedValue();
    const db = t.handle.db;
    const methods = ['select', 'insert', 'update', 'delete', 'execute', 'transaction'] as const;
    const spies = methods.map((method) => vi.spyOn(db as Db, method));
    const links = async () => (await db.select().from(passwordResetTokens)).length;
    const statements = async (email: string, ip: string) => {
      const before = await links();
      for (const spy of spies) spy.mockClear();
      expect((await request(email, ip)).status).toBe(200);
      const sent = Object.fromEntries(methods.map((method, i) => [method, spies[i]!.mock.calls.length]));
      return { sent, stored: (await links()) - before };
    };
    const unknown = await statements('nobody.here@demo.test', '198.18.8.2');
    const known = await statements('minor@demo.test', '198.18.8.3');
    expect(known.sent).toEqual(unknown.sent);
    expect(known.sent['insert']).toBeGreaterThan(0);
    // …and only the known address got a link.
    expect([known.stored, unknown.stored]).toEqual([1, 0]);
  });

  it('takes 10 requests an hour from one address, then 429', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await request(`probe${i}@demo.test`, '198.18.8.9')).status);
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 200), 429]);
  });

  it('takes 10 confirmations an hour from one address, counted before any password is hashed', async () => {
    const { uid, token } = await mailedLink('recruiter2@demo.test');
    const hash = vi.spyOn(t.deps.passwords, 'hash');
    for (let i = 0; i < 10; i += 1) {
      const guess = await confirm(
        { uid, token: `guess-${i}`, password: 'Guess-Work-1' },
        { 'X-Forwarded-For': '198.18.8.10' },
      );
      expect(guess.status).toBe(400);
    }
    const res = await confirm({ uid, token, password: 'Right-Link-1' }, { 'X-Forwarded-For': '198.18.8.10' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      detail: 'Too many password reset attempts. Please wait a while and try again.',
    });
    expect(hash).not.toHaveBeenCalled();
  });
});

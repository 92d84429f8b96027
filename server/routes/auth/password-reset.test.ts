import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/auth';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const NEUTRAL = 'If an account exists for that email, reset instructions are on their way.';

/** Requests a reset for an account and returns the uid and token from the mailed link. */
async function mailedLink(email: string) {
  const before = t.outbox().length;
  const res = await t.call('POST', '/api/auth/password/reset/', { body: { email } });
  expect(res.status).toBe(200);
  const mail = t.outbox()[before];
  if (!mail) throw new Error('no mail written');
  const link = new URL(/http\S+/.exec(mail.text)?.[0] ?? '');
  return { mail, link, uid: link.searchParams.get('uid') ?? '', token: link.searchParams.get('token') ?? '' };
}

const confirm = (body: Record<string, unknown>) =>
  t.call('POST', '/api/auth/password/reset/confirm/', { body });

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

/**
 * E-mail ownership (issue 17 item 2): every account proves its address through a mailed link that is
 * single use and expires, of which only a hash is stored; unverified accounts can ask for a new link
 * within their own limit; demo accounts count as verified.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { linkTokens } from '../../db/schema/links';
import { createTestContext, type TestContext } from '../../test/harness';
import { followVerificationLink, mailedToken } from '../../test/verification';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true, env: { VERIFICATION_RESEND_LIMIT: '2' } });
}, 60_000);
afterAll(() => t.close());

const me = async (token: string) => (await t.call('GET', '/api/auth/me/', { token })).body;
const verify = (token: unknown, session: string) =>
  t.call('POST', '/api/auth/email/verify/', { token: session, body: { token } });
const resend = (token: string) => t.call('POST', '/api/auth/email/verify/resend/', { token, body: {} });

describe('registration mails a verification link', () => {
  it('the new account starts unverified and gets one mail with a link to /verify-email', async () => {
    const before = t.outbox().length;
    const { token, user } = await t.signUp('parent_guardian', 'Fresh.Parent@Test.Example');
    expect(await me(token)).toMatchObject({ email: 'fresh.parent@test.example', email_verified: false });
    const mails = t.outbox().slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['fresh.parent@test.example', 'Confirm your e-mail address'],
    ]);
    expect(mails[0]!.text).toMatch(/http:\/\/site\.test\/verify-email\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mails[0]!.text).toContain('expires in 48 hours');
    // Only the token's hash is stored.
    const mailed = mailedToken(t, user.email, '/verify-email')!;
    const rows = await t.handle.db.select().from(linkTokens).where(eq(linkTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(mailed);
    expect(rows[0]!.purpose).toBe('verify_email');
  });

  it('following the link verifies the address once; the same link then says it is used up', async () => {
    const { token, user } = await t.signUp('athlete');
    const res = await followVerificationLink(t, user.email, token);
    expect(res).toMatchObject({
      status: 200,
      body: { detail: 'Thank you: your e-mail address is confirmed.', email: user.email },
    });
    expect(await me(token)).toMatchObject({ email_verified: true, email_verified_at: expect.any(String) });
    const again = await followVerificationLink(t, user.email, token);
    expect(again).toMatchObject({
      status: 400,
      body: { detail: 'This confirmation link is invalid, used or expired. Sign in and send a new one.' },
    });
  });

  it('an expired link does not verify', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    await t.handle.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.userId, user.id));
    expect((await followVerificationLink(t, user.email, token)).status).toBe(400);
    expect(await me(token)).toMatchObject({ email_verified: false });
  });

  it.each([['not-a-token'], [''], [null], [42], ['x'.repeat(500)]])(
    'a made-up token %j is refused with a readable message',
    async (made) => {
      const res = await verify(made, await t.signIn('parent@demo.test'));
      expect(res.status).toBe(400);
      expect(Object.values(res.body).flat().join(' ')).toMatch(/\w/);
    },
  );
});

describe('asking for a new link', () => {
  it('mails a fresh link, the old one keeps working until one is used, then both are spent', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const first = mailedToken(t, user.email, '/verify-email')!;
    const res = await resend(token);
    expect(res).toMatchObject({ status: 200, body: { detail: `We sent a new link to ${user.email}.` } });
    const second = mailedToken(t, user.email, '/verify-email')!;
    expect(second).not.toBe(first);
    expect((await verify(second, token)).status).toBe(200);
    expect((await verify(first, token)).status).toBe(400);
  });

  it('has its own limit per account (VERIFICATION_RESEND_LIMIT), answered 429 with Retry-After', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const before = t.outbox().length;
    const answers = await Promise.all([1, 2, 3, 4].map(() => resend(token)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 429, 429]);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body).toEqual({
      detail:
        'You asked for several links already. Please check your inbox and spam folder, or try again later.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      t
        .outbox()
        .slice(before)
        .filter((mail) => mail.to === user.email),
    ).toHaveLength(2);
  });

  it('an account already verified is told so and nothing is sent', async () => {
    const token = await t.signIn('parent@demo.test');
    const before = t.outbox().length;
    const res = await resend(token);
    expect(res).toMatchObject({ status: 400, body: { detail: 'Your e-mail address is already confirmed.' } });
    expect(t.outbox()).toHaveLength(before);
  });

  it('needs a sign-in', async () => {
    const res = await t.call('POST', '/api/auth/email/verify/resend/', { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('the demo accounts', () => {
  it('count as verified', async () => {
    const rows = await t.handle.db.select().from(users).where(eq(users.email, 'minor@demo.test'));
    expect(rows[0]!.emailVerifiedAt).not.toBeNull();
    expect(await me(await t.signIn('parent@demo.test'))).toMatchObject({ email_verified: true });
  });
});

/** Fixtures for e-mail ownership: following the links the API mails, as their recipient would. */
import type { TestContext } from './harness';

/** The token of the newest link to `page` (e.g. '/verify-email') mailed to `email`, from the outbox. */
export function mailedToken(t: TestContext, email: string, page: string): string | null {
  const pattern = new RegExp(`${page.replace(/[/-]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`);
  const mails = t.outbox().filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
  for (const mail of mails.reverse()) {
    const match = pattern.exec(mail.text);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * Follows the verification link mailed to `email` inside the session of `session` (an access token
 * of the account: issue 36, the link confirms only there) (POST /auth/email/verify/); answers the call.
 */
export async function followVerificationLink(t: TestContext, email: string, session: string) {
  const token = mailedToken(t, email, '/verify-email');
  if (!token) throw new Error(`no verification link was mailed to ${email}`);
  return t.call('POST', '/api/auth/email/verify/', { token: session, body: { token } });
}

/** A new account of this role whose owner followed the verification link mailed on sign-up. */
export async function verifiedSignUp(t: TestContext, role: string, email?: string) {
  const account = await t.signUp(role, email);
  const res = await followVerificationLink(t, account.user.email, account.token);
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}

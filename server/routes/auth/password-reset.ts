/**
 * POST /auth/password/reset/ and /auth/password/reset/confirm/.
 * The mailed link carries uid (base64url of the user id) and a random token; only the token's
 * SHA-256 is stored. Tokens are single use and expire after an hour; a reset revokes every session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { clearLoginFailures } from '../../auth/login-throttle';
import { passwordProblems } from '../../auth/password-policy';
import type { AppEnv, UserRow } from '../../context';
import { passwordResetTokens, users } from '../../db/schema/auth';
import { fieldError } from '../../http/errors';
import { BLANK, readBody, requiredText, text } from '../../http/validation';
import { sendHeldReceipts } from '../../payments/receipt';
import { findUserByEmail } from './users';

export const RESET_REQUESTED = 'If an account exists for that email, reset instructions are on their way.';
export const RESET_DONE = 'Your password has been reset.';
export const INVALID_UID = 'This reset link is invalid. Request a new one.';
export const INVALID_TOKEN = 'This reset link is invalid or has expired. Request a new one.';
export const RESET_TTL_MS = 60 * 60 * 1000;
export const UNCONFIRMED_ADDRESS =
  'This e-mail address has not been confirmed on the league site yet. If you did not create an account with it, ignore this e-mail.';
/** More unused links than this within the hour and no further mail is sent (stops mail flooding). */
const MAX_OPEN_RESETS = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The uid parameter of a reset link for a user id. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

function decodeUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  const id = /^\d{1,10}$/.test(decoded) ? Number(decoded) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

const resetRequestSchema = v.object({
  email: v.pipe(requiredText(), v.toLowerCase(), v.email('Enter a valid email address.')),
});

/** Sends reset instructions when the account exists; the answer is the same either way. */
export async function requestPasswordReset(c: Context<AppEnv>) {
  const { db, mailer, config } = c.var.deps;
  const input = await readBody(c, resetRequestSchema);
  const user = await findUserByEmail(db, input.email);
  if (user?.isActive) {
    const now = new Date();
    const [open] = await db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      );
    if ((open?.n ?? 0) < MAX_OPEN_RESETS) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      });
      const link = `${config.siteUrl}/reset-password?uid=${encodeUid(user.id)}&token=${token}`;
      await mailer.send({ to: user.email, subject: 'Reset your password', text: resetMailText(user, link) });
    }
  }
  return c.json({ detail: RESET_REQUESTED });
}

function resetMailText(user: UserRow, link: string): string {
  const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hi,';
  return [
    greeting,
    '',
    // Resets go to unconfirmed addresses too (issue 17 item 2), saying so plainly.
    ...(user.emailVerifiedAt ? [] : [UNCONFIRMED_ADDRESS, '']),
    'We received a request to reset the password for your league account.',
    'Open this link to choose a new password (it works once and expires in 1 hour):',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
}

const resetConfirmSchema = v.object({
  uid: requiredText(),
  token: requiredText(),
  password: v.pipe(text(), v.nonEmpty(BLANK)),
});

/** Sets a new password from a valid link, uses the token up and signs the account out everywhere. */
export async function confirmPasswordReset(c: Context<AppEnv>) {
  const { db, passwords, tokens } = c.var.deps;
  const input = await readBody(c, resetConfirmSchema);
  const userId = decodeUid(input.uid);
  const [user] = userId === null ? [] : await db.select().from(users).where(eq(users.id, userId));
  if (!user || !user.isActive) throw fieldError({ uid: [INVALID_UID] });

  const now = new Date();
  const live = and(
    eq(passwordResetTokens.tokenHash, hashToken(input.token)),
    eq(passwordResetTokens.userId, user.id),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [found] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(live);
  if (!found) throw fieldError({ token: [INVALID_TOKEN] });

  const problems = passwordProblems(input.password);
  if (problems.length > 0) throw fieldError({ password: problems });

  // Claim the token atomically so two submissions of one link cannot both succeed.
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(live)
    .returning({ id: passwordResetTokens.id });
  if (claimed.length === 0) throw fieldError({ token: [INVALID_TOKEN] });
  await db
    .update(users)
    // Only the address's holder could follow the link: it is now confirmed.
    .set({ passwordHash: await passwords.hash(input.password), emailVerifiedAt: user.emailVerifiedAt ?? now })
    .where(eq(users.id, user.id));
  // Any other outstanding link for this account dies with the old password.
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await tokens.revokeAll(user.id);
  if (!user.emailVerifiedAt) await sendHeldReceipts(c.var.deps, user.id);
  await clearLoginFailures(db, user.email.toLowerCase());
  return c.json({ detail: RESET_DONE });
}

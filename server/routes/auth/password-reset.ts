/**
 * POST /auth/password/reset/ and /auth/password/reset/confirm/.
 * The mailed link carries uid (base64url of the user id) and a random token; only the token's
 * SHA-256 is stored. Tokens are single use and expire after an hour; a reset signs the account
 * out everywhere (refresh families revoked, token version raised: server/auth/tokens.ts). It proves
 * the address: a reset of an account whose password holder never proved it takes the address over
 * (server/auth/address-owner.ts).
 *
 * Both are counted per client address before anything else is done (PASSWORD_RESET_LIMIT_PER_ADDRESS
 * an hour each). A request does the same work whether the address has an account or not: one
 * statement that finds the account and stores its link, and a mail that is sent after the answer,
 * so neither the answer nor its timing tells whether an account exists.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { addressProven, withdrawUnderAddress } from '../../auth/address-owner';
import { forgetLoginAttempts } from '../../auth/login-throttle';
import { passwordProblems } from '../../auth/password-policy';
import { clientIp, type AppEnv } from '../../context';
import { passwordResetTokens, users } from '../../db/schema/auth';
import type { Db } from '../../db/client';
import type { Config } from '../../env';
import { fieldError } from '../../http/errors';
import { enforceLimit, type RateRule } from '../../http/rate-limit';
import { BLANK, readBody, requiredText, text } from '../../http/validation';
import { sendHeldReceipts } from '../../registrations/receipts';

export const RESET_REQUESTED = 'If an account exists for that email, reset instructions are on their way.';
export const RESET_DONE = 'Your password has been reset.';
export const INVALID_UID = 'This reset link is invalid. Request a new one.';
export const INVALID_TOKEN = 'This reset link is invalid or has expired. Request a new one.';
export const RESET_THROTTLED = 'Too many password reset attempts. Please wait a while and try again.';
export const RESET_TTL_MS = 60 * 60 * 1000;
export const UNCONFIRMED_ADDRESS =
  'This e-mail address has not been confirmed on the league site yet. If you did not create an account with it, ignore this e-mail.';
/** More unused links than this within the hour and no further mail is sent (stops mail flooding). */
const MAX_OPEN_RESETS = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The per-address limit of reset requests, or of reset confirmations. */
const resetRule = (config: Config, bucket: 'password-reset' | 'password-reset-confirm'): RateRule => ({
  bucket,
  max: config.limits.passwordResetPerAddress,
  windowMs: 60 * 60 * 1000,
});

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

/** Sends reset instructions when the account exists; the answer and the work are the same either way. */
export async function requestPasswordReset(c: Context<AppEnv>) {
  const { db, mailer, config } = c.var.deps;
  const input = await readBody(c, resetRequestSchema);
  await enforceLimit(db, resetRule(config, 'password-reset'), clientIp(c), RESET_THROTTLED);
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  // One statement whether or not the account exists: it stores a link only for an active account
  // with fewer than MAX_OPEN_RESETS open ones, and names the account when it did.
  const result = (await db.execute(sql`
    with account as (
      select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name,
        ${users.emailVerifiedAt} is not null as verified
      from ${users}
      where lower(${users.email}) = ${input.email} and ${users.isActive}
        and (
          select count(*) from ${passwordResetTokens}
          where ${passwordResetTokens.userId} = ${users.id}
            and ${passwordResetTokens.usedAt} is null
            and ${passwordResetTokens.expiresAt} > ${now.toISOString()}::timestamptz
        ) < ${MAX_OPEN_RESETS}
    ), issued as (
      insert into ${passwordResetTokens} (user_id, token_hash, expires_at)
      select id, ${hashToken(token)}::text, ${new Date(now.getTime() + RESET_TTL_MS).toISOString()}::timestamptz from account
      returning user_id
    )
    select account.id, account.email, account.first_name, account.verified
    from account join issued on issued.user_id = account.id
  `)) as { rows: { id: number; email: string; first_name: string; verified: boolean }[] };
  const [account] = result.rows;
  if (account) {
    const link = `${config.siteUrl}/reset-password?uid=${encodeUid(account.id)}&token=${token}`;
    // Sent after the answer, which never waits for (or tells of) a delivery.
    mailer
      .send({
        to: account.email,
        subject: 'Reset your password',
        text: resetMailText(account.first_name, account.verified, link),
      })
      .catch((error: unknown) => console.error('Password reset mail could not be sent:', error));
  }
  return c.json({ detail: RESET_REQUESTED });
}

function resetMailText(firstName: string, verified: boolean, link: string): string {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  return [
    greeting,
    '',
    // Resets go to unconfirmed addresses too (issue 17 item 2), saying so plainly.
    ...(verified ? [] : [UNCONFIRMED_ADDRESS, '']),
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

/**
 * Sets a new password from a valid link, uses the token up and signs the account out everywhere,
 * in one transaction. Counted per address before the link is looked up or the password hashed.
 */
export async function confirmPasswordReset(c: Context<AppEnv>) {
  const { db, passwords, tokens, config } = c.var.deps;
  const input = await readBody(c, resetConfirmSchema);
  const ip = clientIp(c);
  await enforceLimit(db, resetRule(config, 'password-reset-confirm'), ip, RESET_THROTTLED);
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
  const passwordHash = await passwords.hash(input.password);

  await db.transaction(async (tx) => {
    // Claim the token atomically so two submissions of one link cannot both succeed.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw fieldError({ token: [INVALID_TOKEN] });
    // Proven by its mailbox, not by whoever held the password before: what the account did under
    // the address is withdrawn (issue 36 item 1; server/auth/address-owner.ts).
    if (!addressProven(user)) {
      await withdrawUnderAddress(c.var.deps, tx, user, 'reset', { now, ip, actor: null });
    }
    await tx
      .update(users)
      // Only the address's holder could follow the link: it is now confirmed, by its holder.
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, emailVerifiedVia: 'reset' })
      .where(eq(users.id, user.id));
    // Any other outstanding link for this account dies with the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tokens.revokeAll(user.id, tx);
  });
  if (!user.emailVerifiedAt) await sendHeldReceipts(c.var.deps, user.id);
  await forgetLoginAttempts(db, config.limits, user.email.toLowerCase(), ip);
  return c.json({ detail: RESET_DONE });
}

/**
 * Stores a single-use link that sets an account's password and answers it: an invitation into the
 * league office (issue 41 item 15) is followed on the same page, and confirmed the same way, as a
 * reset. Pass the transaction that makes the account.
 */
export async function issuePasswordLink(
  db: Db,
  siteUrl: string,
  userId: number,
  ttlMs: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) });
  return `${siteUrl}/reset-password?uid=${encodeUid(userId)}&token=${token}`;
}

/**
 * Login throttling kept in the database (login_attempts) so every API replica sees the same counts:
 * at most 5 failed attempts per account and 20 per address within 15 minutes.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/auth';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const THROTTLED_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';

/** Whether this account or address has used up its failed attempts for the window. */
export async function isLoginThrottled(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [[byEmail], [byIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gte(loginAttempts.createdAt, since))),
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ipAddress, ip), gte(loginAttempts.createdAt, since))),
  ]);
  return (byEmail?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT || (byIp?.n ?? 0) >= MAX_FAILURES_PER_ADDRESS;
}

/** Records a failed attempt and prunes rows older than a day. */
export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ email, ipAddress: ip });
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}

/** Clears an account's failed attempts after it signs in successfully. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

/**
 * Rate limits counted in the database (rate_limits), so every API replica sees the same counts and
 * concurrent requests cannot slip past a limit: each counted attempt is one atomic upsert that
 * returns the window's count including itself. Fixed windows: `windowMs` long, aligned to the epoch.
 *
 * Every limiter in the API goes through here (login, registration, password resets, verification
 * and approval mails, form submissions); the numbers are settings (server/env.ts `limits`).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/limits';
import { ApiError } from './errors';

/** One limit: at most `max` counted attempts per key within `windowMs`. */
export interface RateRule {
  /** The rule's name, stored with its counts (e.g. 'register-ip'). */
  bucket: string;
  max: number;
  windowMs: number;
}

/** The count of a key's current window after (or without) this attempt. */
export interface RateCount {
  count: number;
  /** Whether this count is within the rule's max. */
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

const windowOf = (rule: RateRule, now: Date) => {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
};

const countOf = (rule: RateRule, count: number, end: Date, now: Date): RateCount => ({
  count,
  allowed: count <= rule.max,
  retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)),
});

/** Counts one attempt of `key` under `rule`, atomically; the answer includes this attempt. */
export async function countAttempt(
  db: Db,
  rule: RateRule,
  key: string,
  now = new Date(),
): Promise<RateCount> {
  const { start, end } = windowOf(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key, windowStart: start, hits: 1, expiresAt: end })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  const count = row?.hits ?? 1;
  // The first attempt of a window clears the key's finished windows, so rows do not pile up.
  if (count === 1) {
    await db
      .delete(rateLimits)
      .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key), lt(rateLimits.expiresAt, now)));
  }
  return countOf(rule, count, end, now);
}

/** The attempts counted for `key` under `rule` in the current window, without counting one. */
export async function currentCount(
  db: Db,
  rule: RateRule,
  key: string,
  now = new Date(),
): Promise<RateCount> {
  const { start, end } = windowOf(rule, now);
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key), eq(rateLimits.windowStart, start)),
    );
  return countOf(rule, row?.hits ?? 0, end, now);
}

/**
 * Gives back one attempt of `key` counted at `countedAt` (in that attempt's window), e.g. a sign-in
 * counted before its password was checked that turned out right: the rule then counts failures
 * only, yet every attempt was counted atomically before it was judged.
 */
export async function refundAttempt(db: Db, rule: RateRule, key: string, countedAt: Date): Promise<void> {
  const { start } = windowOf(rule, countedAt);
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(
      and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key), eq(rateLimits.windowStart, start)),
    );
}

/** Forgets every count of `key` under `rule` (e.g. an account's failures after it signs in). */
export async function forgetAttempts(db: Db, rule: RateRule, key: string): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key)));
}

/** Deletes the counts of finished windows of every rule (a periodic clean-up). */
export async function pruneAttempts(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}

/** The 429 answer of a limit: `{detail: message}` with Retry-After. */
export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, { detail: message }, { 'Retry-After': String(retryAfterSeconds) });
}

/** Counts one attempt and throws 429 with `message` and Retry-After when it is over the limit. */
export async function enforceLimit(
  db: Db,
  rule: RateRule,
  key: string,
  message: string,
  now = new Date(),
): Promise<RateCount> {
  const counted = await countAttempt(db, rule, key, now);
  if (!counted.allowed) throw tooManyRequests(message, counted.retryAfterSeconds);
  return counted;
}

/**
 * Rate limits counted in the database (rate_limits), so every API replica sees the same counts and
 * concurrent requests cannot slip past a limit: each counted attempt is one atomic upsert that
 * returns the window's count including itself. Windows are `windowMs` long, aligned to the epoch,
 * and a limit holds over any `windowMs` (a sliding window): the previous window's count weighs by the
 * share of it still within the last `windowMs`. With fixed windows alone, the limit's attempts at the
 * end of one window and as many again at the start of the next got through within a second. A rule
 * worded per day (`calendar`) keeps fixed windows.
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
  /**
   * Counts per calendar window only (the previous window does not weigh): for limits worded per
   * day ("try again tomorrow"), not for those that hold off an attacker.
   */
  calendar?: boolean;
}

/** The count of a key's attempts within the last `windowMs`, after (or without) this attempt. */
export interface RateCount {
  /** The current window's attempts plus the previous window's, weighted (see the module comment). */
  count: number;
  /** Whether this count is within the rule's max. */
  allowed: boolean;
  /** Seconds until one more attempt would be within the max, if no other came (for Retry-After). */
  retryAfterSeconds: number;
}

const windowOf = (rule: RateRule, now: Date) => {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
};

/**
 * The sliding count of a key at `now` from its current window's hits and the previous window's,
 * and when one more attempt would be within the max again (counted attempts age out of the previous
 * window's weight as time passes; the current window's become the previous one's at its end).
 */
function slidingCount(rule: RateRule, hits: number, previous: number, now: Date): RateCount {
  const W = rule.windowMs;
  const { start, end } = windowOf(rule, now);
  const elapsed = now.getTime() - start.getTime();
  const weighted = (count: number, at: number) => count * (1 - at / W);
  const count = hits + weighted(previous, elapsed);
  const room = rule.max - 1;
  let allowedAt: number;
  if (hits + 1 + weighted(previous, elapsed) <= rule.max) allowedAt = now.getTime();
  else if (hits <= room && previous > 0) allowedAt = start.getTime() + W * (1 - (room - hits) / previous);
  else allowedAt = end.getTime() + (hits > 0 ? W * Math.max(0, 1 - room / hits) : 0);
  // A count within 1e-9 of the max is the max (float error of the weight).
  return {
    count,
    allowed: count <= rule.max + 1e-9,
    retryAfterSeconds: Math.max(1, Math.ceil((allowedAt - now.getTime()) / 1000)),
  };
}

/** The previous window's hits of `key` under `rule` (0 when it had none or was cleared). */
async function previousHits(db: Db, rule: RateRule, key: string, start: Date): Promise<number> {
  if (rule.calendar) return 0;
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, rule.bucket),
        eq(rateLimits.key, key),
        eq(rateLimits.windowStart, new Date(start.getTime() - rule.windowMs)),
      ),
    );
  return row?.hits ?? 0;
}

/** Counts one attempt of `key` under `rule`, atomically; the answer includes this attempt. */
export async function countAttempt(
  db: Db,
  rule: RateRule,
  key: string,
  now = new Date(),
): Promise<RateCount> {
  const { start, end } = windowOf(rule, now);
  // The previous window's row is not written here, so it is read alongside the count.
  const [[row], previous] = await Promise.all([
    db
      .insert(rateLimits)
      .values({ bucket: rule.bucket, key, windowStart: start, hits: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits }),
    previousHits(db, rule, key, start),
  ]);
  const hits = row?.hits ?? 1;
  // The first attempt of a window clears the key's windows before the previous one, so rows do not
  // pile up (the previous window still counts).
  if (hits === 1) {
    await db
      .delete(rateLimits)
      .where(
        and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key), lt(rateLimits.expiresAt, start)),
      );
  }
  return slidingCount(rule, hits, previous, now);
}

/** The attempts counted for `key` under `rule` in the current window, without counting one. */
export async function currentCount(
  db: Db,
  rule: RateRule,
  key: string,
  now = new Date(),
): Promise<RateCount> {
  const { start } = windowOf(rule, now);
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key), eq(rateLimits.windowStart, start)),
    );
  return slidingCount(rule, row?.hits ?? 0, await previousHits(db, rule, key, start), now);
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

/**
 * Deletes the counts that no longer weigh on any rule (a periodic clean-up): a window's count
 * weighs until one window length after its end.
 */
export async function pruneAttempts(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.expiresAt} + (${rateLimits.expiresAt} - ${rateLimits.windowStart}) < ${now.toISOString()}::timestamptz`,
    );
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

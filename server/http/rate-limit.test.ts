import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/limits';
import { createTestContext, type TestContext } from '../test/harness';
import {
  countAttempt,
  currentCount,
  enforceLimit,
  forgetAttempts,
  pruneAttempts,
  refundAttempt,
  type RateRule,
} from './rate-limit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rule: RateRule = { bucket: 'test-rule', max: 5, windowMs: 60_000 };

describe('database rate limits', () => {
  it('lets exactly the limit through when 30 attempts arrive at once', async () => {
    const now = new Date('2026-11-24T12:00:10Z');
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => countAttempt(t.handle.db, rule, 'burst', now)),
    );
    expect(counts.filter((c) => c.allowed)).toHaveLength(5);
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect((await currentCount(t.handle.db, rule, 'burst', now)).count).toBe(30);
  });

  it('counts each key apart; the previous window weighs by its share of the last window length', async () => {
    const now = new Date('2026-11-24T12:00:10Z');
    for (let i = 0; i < 5; i++) await countAttempt(t.handle.db, rule, 'a', now);
    expect((await countAttempt(t.handle.db, rule, 'a', now)).allowed).toBe(false);
    expect((await countAttempt(t.handle.db, rule, 'b', now)).allowed).toBe(true);
    // 12:01:30: the 12:00 window's six attempts weigh half (3), so two more are within the five.
    const half = new Date('2026-11-24T12:01:30Z');
    expect(await countAttempt(t.handle.db, rule, 'a', half)).toMatchObject({ count: 4, allowed: true });
    expect(await countAttempt(t.handle.db, rule, 'a', half)).toMatchObject({ count: 5, allowed: true });
    expect(await countAttempt(t.handle.db, rule, 'a', half)).toMatchObject({ count: 6, allowed: false });
    // Two windows on, the 12:00 window no longer weighs, and its row is cleared by the new window's
    // first attempt (the 12:01 window still weighs, so it stays).
    const later = new Date('2026-11-24T12:02:59Z');
    expect(await countAttempt(t.handle.db, rule, 'a', later)).toMatchObject({ allowed: true });
    const rows = (await t.handle.db.select().from(rateLimits)).filter((row) => row.key === 'a');
    expect(rows.map((row) => row.windowStart.toISOString()).sort()).toEqual([
      '2026-11-24T12:01:00.000Z',
      '2026-11-24T12:02:00.000Z',
    ]);
  });

  it('holds the limit across a window boundary: the attacker timing the turn gets no second allowance', async () => {
    const end = new Date('2026-11-24T12:00:59.900Z');
    const turn = new Date('2026-11-24T12:01:00.100Z');
    const before = await Promise.all(
      Array.from({ length: 5 }, () => countAttempt(t.handle.db, rule, 'boundary', end)),
    );
    expect(before.every((c) => c.allowed)).toBe(true);
    const after = await Promise.all(
      Array.from({ length: 5 }, () => countAttempt(t.handle.db, rule, 'boundary', turn)),
    );
    expect(after.filter((c) => c.allowed)).toHaveLength(0);
    // Retry-After (of the last one counted) names when one more attempt is within the limit: at
    // 12:02:12 the 12:01 window's five attempts weigh 5 × 48/60 = 4, and one more makes five.
    const last = after.reduce((a, b) => (b.count > a.count ? b : a));
    expect(last.retryAfterSeconds).toBe(72);
    const then = new Date('2026-11-24T12:02:12Z');
    expect((await currentCount(t.handle.db, rule, 'boundary', then)).count).toBe(4);
    expect((await countAttempt(t.handle.db, rule, 'boundary', then)).allowed).toBe(true);
  });

  it('counts a calendar rule per window only (limits worded per day)', async () => {
    const daily: RateRule = { bucket: 'daily', max: 1, windowMs: 86_400_000, calendar: true };
    expect((await countAttempt(t.handle.db, daily, 'k', new Date('2026-11-24T23:59:00Z'))).allowed).toBe(
      true,
    );
    expect((await countAttempt(t.handle.db, daily, 'k', new Date('2026-11-24T23:59:30Z'))).allowed).toBe(
      false,
    );
    expect((await countAttempt(t.handle.db, daily, 'k', new Date('2026-11-25T00:00:01Z'))).allowed).toBe(
      true,
    );
  });

  it('prunes only the counts that no longer weigh', async () => {
    await countAttempt(t.handle.db, rule, 'prune', new Date('2026-11-24T13:00:10Z'));
    await countAttempt(t.handle.db, rule, 'prune', new Date('2026-11-24T13:01:10Z'));
    await pruneAttempts(t.handle.db, new Date('2026-11-24T13:02:30Z'));
    const rows = (await t.handle.db.select().from(rateLimits)).filter((row) => row.key === 'prune');
    expect(rows.map((row) => row.windowStart.toISOString())).toEqual(['2026-11-24T13:01:00.000Z']);
  });

  it('refuses over the limit with 429, the message and Retry-After', async () => {
    const now = new Date('2026-11-24T12:00:50Z');
    const strict: RateRule = { bucket: 'strict', max: 1, windowMs: 60_000 };
    await enforceLimit(t.handle.db, strict, 'k', 'Slow down.', now);
    await expect(enforceLimit(t.handle.db, strict, 'k', 'Slow down.', now)).rejects.toMatchObject({
      status: 429,
      body: { detail: 'Slow down.' },
      // One a minute, and two were counted in the 12:00 window: they weigh until 12:02:00.
      headers: { 'Retry-After': '70' },
    });
    await forgetAttempts(t.handle.db, strict, 'k');
    expect((await currentCount(t.handle.db, strict, 'k', now)).count).toBe(0);
  });

  it('gives an attempt back in the window it was counted in, never below zero', async () => {
    const counted = new Date('2026-11-24T12:00:59Z');
    const next = new Date('2026-11-24T12:01:01Z');
    await countAttempt(t.handle.db, rule, 'refund', counted);
    await countAttempt(t.handle.db, rule, 'refund', counted);
    await refundAttempt(t.handle.db, rule, 'refund', counted);
    expect((await currentCount(t.handle.db, rule, 'refund', counted)).count).toBe(1);
    await countAttempt(t.handle.db, rule, 'refund', next);
    // Given back after the window turned: the new window's count is not touched.
    await refundAttempt(t.handle.db, rule, 'refund', counted);
    expect((await currentCount(t.handle.db, rule, 'refund', next)).count).toBe(1);
    await refundAttempt(t.handle.db, rule, 'refund', next);
    await refundAttempt(t.handle.db, rule, 'refund', next);
    expect((await currentCount(t.handle.db, rule, 'refund', next)).count).toBe(0);
  });
});

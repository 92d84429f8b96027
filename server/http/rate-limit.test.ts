import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/limits';
import { createTestContext, type TestContext } from '../test/harness';
import {
  countAttempt,
  currentCount,
  enforceLimit,
  forgetAttempts,
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

  it('counts each key apart and starts again in the next window', async () => {
    const now = new Date('2026-11-24T12:00:10Z');
    for (let i = 0; i < 5; i++) await countAttempt(t.handle.db, rule, 'a', now);
    expect((await countAttempt(t.handle.db, rule, 'a', now)).allowed).toBe(false);
    expect((await countAttempt(t.handle.db, rule, 'b', now)).allowed).toBe(true);
    const later = new Date('2026-11-24T12:01:05Z');
    expect(await countAttempt(t.handle.db, rule, 'a', later)).toMatchObject({ count: 1, allowed: true });
    // The finished window's row was cleared by the new window's first attempt.
    const rows = (await t.handle.db.select().from(rateLimits)).filter((row) => row.key === 'a');
    expect(rows).toHaveLength(1);
  });

  it('refuses over the limit with 429, the message and Retry-After', async () => {
    const now = new Date('2026-11-24T12:00:50Z');
    const strict: RateRule = { bucket: 'strict', max: 1, windowMs: 60_000 };
    await enforceLimit(t.handle.db, strict, 'k', 'Slow down.', now);
    await expect(enforceLimit(t.handle.db, strict, 'k', 'Slow down.', now)).rejects.toMatchObject({
      status: 429,
      body: { detail: 'Slow down.' },
      headers: { 'Retry-After': '10' },
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

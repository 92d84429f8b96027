import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flatPrice,
  planSchedule,
  quoteLine,
  quotePrice,
  type Discount,
  type SeasonPriceRules,
} from './pricing';

const SEASON: SeasonPriceRules = {
  fee_cents: 18_000,
  early_bird_cents: 15_000,
  early_bird_until: '2026-07-31',
  late_fee_cents: 2_000,
  late_fee_from: '2026-08-20',
  sibling_second_cents: 2_500,
  sibling_later_cents: 4_000,
};

describe('quotePrice', () => {
  it('charges the fee alone for a first child on a plain day', () => {
    const quote = quotePrice(SEASON, '2026-08-05', [{ kind: 'sibling', position: 1 }]);
    expect(quote.total_cents).toBe(18_000);
    expect(quote.lines).toEqual([{ kind: 'fee', label: 'Registration fee', cents: 18_000 }]);
    expect(quoteLine(quote)).toBe('Fee $180.00');
  });

  it('takes the early-bird price through its day, then the fee', () => {
    expect(quotePrice(SEASON, '2026-07-31', []).total_cents).toBe(15_000);
    expect(quotePrice(SEASON, '2026-07-31', []).lines[1]).toEqual({
      kind: 'early_bird',
      label: 'Early-bird price $150.00 until Jul 31, 2026',
      cents: -3_000,
    });
    expect(quotePrice(SEASON, '2026-08-01', []).total_cents).toBe(18_000);
  });

  it('adds the late fee from its day on', () => {
    expect(quotePrice(SEASON, '2026-08-19', []).total_cents).toBe(18_000);
    const late = quotePrice(SEASON, '2026-08-20', []);
    expect(late.total_cents).toBe(20_000);
    expect(quoteLine(late)).toBe('Fee $180.00 — late fee +$20.00 — total $200.00');
  });

  it('applies early-bird, then sibling, then promo, then aid, each on what is left', () => {
    const quote = quotePrice(SEASON, '2026-07-01', [
      { kind: 'aid', type: 'percent', value: 50 },
      { kind: 'promo', code: 'FALL10', type: 'percent', value: 10 },
      { kind: 'sibling', position: 2 },
    ]);
    // 150.00 − 25.00 = 125.00; promo 10 % = 12.50 → 112.50; aid 50 % = 56.25 → 56.25
    expect(quote.lines.map((line) => [line.kind, line.cents])).toEqual([
      ['fee', 18_000],
      ['early_bird', -3_000],
      ['sibling', -2_500],
      ['promo', -1_250],
      ['aid', -5_625],
    ]);
    expect(quote.total_cents).toBe(5_625);
    expect(quote.discount_cents).toBe(3_750);
    expect(quote.aid_cents).toBe(5_625);
    expect(quoteLine(quote)).toBe(
      'Fee $180.00 — early-bird −$30.00 — sibling −$25.00 — promo FALL10 −$12.50 — aid −$56.25 — total $56.25',
    );
  });

  it('takes the later-children discount from the third child on', () => {
    expect(quotePrice(SEASON, '2026-08-05', [{ kind: 'sibling', position: 3 }]).total_cents).toBe(14_000);
    expect(quotePrice(SEASON, '2026-08-05', [{ kind: 'sibling', position: 5 }]).lines[1]!.label).toBe(
      'Child 5 discount',
    );
  });

  it('keeps the aid line of the price list as before (the receipt and review words)', () => {
    const quote = quotePrice(flatPrice(25_000), '2026-08-05', [{ kind: 'aid', type: 'percent', value: 60 }]);
    expect(quoteLine(quote)).toBe('Fee $250.00 — aid −$150.00 — total $100.00');
  });

  it('never lets an amount take more than what is left', () => {
    const quote = quotePrice(SEASON, '2026-08-05', [
      { kind: 'promo', code: 'ALL', type: 'amount', value: 50_000 },
      { kind: 'aid', type: 'amount', value: 10_000 },
    ]);
    expect(quote.total_cents).toBe(0);
    expect(quote.lines.map((line) => line.kind)).toEqual(['fee', 'promo']);
  });
});

const day = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const cents = fc.integer({ min: 0, max: 100_000 });
const rules: fc.Arbitrary<SeasonPriceRules> = fc.record({
  fee_cents: cents,
  early_bird_cents: fc.option(cents, { nil: null }),
  early_bird_until: fc.option(day, { nil: null }),
  late_fee_cents: fc.option(cents, { nil: null }),
  late_fee_from: fc.option(day, { nil: null }),
  sibling_second_cents: cents,
  sibling_later_cents: cents,
});
const value = fc.oneof(
  fc.record({ type: fc.constant('amount' as const), value: cents }),
  fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
);
const discounts: fc.Arbitrary<Discount[]> = fc
  .record({
    sibling: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    promo: fc.option(fc.tuple(fc.constantFrom('A', 'FALL10', 'SIB'), value), { nil: undefined }),
    aid: fc.option(value, { nil: undefined }),
  })
  .map(({ sibling, promo, aid }) => [
    ...(sibling ? [{ kind: 'sibling' as const, position: sibling }] : []),
    ...(promo ? [{ kind: 'promo' as const, code: promo[0], ...promo[1] }] : []),
    ...(aid ? [{ kind: 'aid' as const, ...aid }] : []),
  ]);

describe('quotePrice properties', () => {
  it('is never negative and never above the fee plus the late fee', () => {
    fc.assert(
      fc.property(rules, day, discounts, (season, on, list) => {
        const quote = quotePrice(season, on, list);
        expect(quote.total_cents).toBeGreaterThanOrEqual(0);
        expect(quote.total_cents).toBeLessThanOrEqual(season.fee_cents + (season.late_fee_cents ?? 0));
        expect(quote.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(quote.total_cents);
      }),
      { numRuns: 500 },
    );
  });

  it('is the same however the discounts are ordered', () => {
    fc.assert(
      fc.property(
        rules,
        day,
        discounts.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        (season, on, [list, shuffled]) => {
          expect(quotePrice(season, on, shuffled)).toEqual(quotePrice(season, on, list));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('planSchedule', () => {
  it('splits what is left after the deposit evenly, the last installment taking the odd cents', () => {
    expect(planSchedule(18_000, { deposit_cents: 6_000, dates: ['2026-10-01', '2026-09-01'] })).toEqual({
      deposit_cents: 6_000,
      installments: [
        { number: 1, due_on: '2026-09-01', cents: 6_000 },
        { number: 2, due_on: '2026-10-01', cents: 6_000 },
      ],
    });
    expect(
      planSchedule(10_000, { deposit_cents: 0, dates: ['a', 'b', 'c'] }).installments.map((i) => i.cents),
    ).toEqual([3_333, 3_333, 3_334]);
  });

  it('always adds up to the total', () => {
    fc.assert(
      fc.property(cents, cents, fc.array(day, { maxLength: 6 }), (total, deposit, dates) => {
        const plan = planSchedule(total, { deposit_cents: deposit, dates });
        const sum = plan.deposit_cents + plan.installments.reduce((s, i) => s + i.cents, 0);
        expect(sum).toBe(total);
        expect(plan.installments.every((i) => i.cents >= 0)).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { feeAmount, type FeeLine } from './account';
import { DEFAULT_LEAGUE_PRICES } from './fees';
import type { SeasonPriceJson } from './office/prices';
import {
  listedSeasons,
  programFeeLines,
  registrationFeeLines,
  seasonPriceNote,
  seasonsPricedApart,
  type PricedSeason,
} from './season-fees';

const LEAGUE = DEFAULT_LEAGUE_PRICES;
const TODAY = '2026-07-01';

const price = (overrides: Partial<SeasonPriceJson> = {}): SeasonPriceJson => ({
  fee_cents: 25_000,
  uniform_cents: 8_500,
  early_bird_cents: null,
  early_bird_until: null,
  late_fee_cents: null,
  late_fee_from: null,
  sibling_second_cents: 0,
  sibling_later_cents: 0,
  pay_in_full: true,
  plan: null,
  ...overrides,
});

const WNBA = price({
  fee_cents: 18_000,
  early_bird_cents: 15_000,
  early_bird_until: '2026-07-31',
  late_fee_cents: 2_000,
  late_fee_from: '2026-08-20',
});

const season = (id: number, overrides: Partial<PricedSeason> = {}): PricedSeason => ({
  id,
  title: `Season ${id}`,
  status: 'SCHEDULED',
  start_date: `2026-09-0${id}`,
  program: { id: 'jr-wnba' },
  registration_opens_on: '2026-06-01',
  registration_closes_on: '2026-08-31',
  price: price(),
  ...overrides,
});

const shown = (lines: FeeLine[]) => lines.map((line) => [line.item, feeAmount(line), line.note]);

describe('seasonPriceNote', () => {
  it('names the early-bird price with its last day and the late fee with its first day', () => {
    expect(seasonPriceNote(WNBA, TODAY)).toBe(
      'Early-bird price $150.00 until Jul 31, 2026. Late fee +$20.00 from Aug 20, 2026.',
    );
  });

  it('keeps the early-bird price through its last day and drops it the day after', () => {
    expect(seasonPriceNote(WNBA, '2026-07-31')).toMatch(/^Early-bird price \$150\.00 until Jul 31, 2026\./);
    expect(seasonPriceNote(WNBA, '2026-08-01')).toBe('Late fee +$20.00 from Aug 20, 2026.');
  });

  it('says nothing for a season with neither, or an early-bird price not below the fee', () => {
    expect(seasonPriceNote(price(), TODAY)).toBe('');
    expect(seasonPriceNote(price({ early_bird_cents: 25_000, early_bird_until: '2026-07-31' }), TODAY)).toBe(
      '',
    );
    expect(seasonPriceNote(price({ late_fee_cents: 0, late_fee_from: '2026-08-20' }), TODAY)).toBe('');
  });
});

describe('listedSeasons', () => {
  it('lists the seasons open or opening later, soonest first, and leaves closed, completed and unannounced ones out', () => {
    const seasons = [
      season(3),
      season(1, { registration_opens_on: '2026-07-15' }),
      season(2, { registration_closes_on: '2026-06-30' }),
      season(4, { status: 'COMPLETED' }),
      season(5, { registration_opens_on: null, registration_closes_on: null }),
    ];
    expect(listedSeasons(seasons, TODAY).map((item) => item.id)).toEqual([1, 3]);
  });
});

describe('the register and /programs table', () => {
  it("is the league's registration line alone while every season costs the league's fee", () => {
    expect(shown(registrationFeeLines([season(1), season(2)], LEAGUE, TODAY))).toEqual([
      ['Registration', '$250.00', 'Per child, per season. Covers participation, uniforms and flags.'],
    ]);
  });

  it('lists under it each season priced apart: its fee, early-bird and late fee', () => {
    const seasons = [
      season(1, { title: 'Fall 2026 Jr. WNBA', price: WNBA }),
      season(2),
      season(3, { title: 'Fall 2026 Soccer', price: price({ fee_cents: 20_000 }) }),
      season(4, { title: 'Old season', price: WNBA, status: 'COMPLETED' }),
    ];
    expect(shown(seasonsPricedApart(seasons, LEAGUE, TODAY))).toEqual([
      [
        'Fall 2026 Jr. WNBA',
        '$180.00',
        'Per child. Early-bird price $150.00 until Jul 31, 2026. Late fee +$20.00 from Aug 20, 2026.',
      ],
      ['Fall 2026 Soccer', '$200.00', 'Per child.'],
    ]);
  });

  it("follows the league's own fee when the office changes it", () => {
    const league = { ...LEAGUE, fee_cents: 27_500 };
    expect(shown(registrationFeeLines([season(1)], league, TODAY))).toEqual([
      ['Registration', '$275.00', 'Per child, per season. Covers participation, uniforms and flags.'],
      // The season still costs the old $250.00 of its own price: it is now priced apart.
      ['Season 1', '$250.00', 'Per child.'],
    ]);
  });
});

describe('programFeeLines', () => {
  it("lists each of the program's listed seasons with its price", () => {
    const seasons = [
      season(2, { title: 'Winter Jr. WNBA' }),
      season(1, { title: 'Fall Jr. WNBA', price: WNBA }),
      season(3, { title: 'Fall Soccer', program: { id: 'soccer-girls' } }),
    ];
    expect(shown(programFeeLines(seasons, 'jr-wnba', LEAGUE, TODAY))).toEqual([
      [
        'Fall Jr. WNBA',
        '$180.00',
        'Per child. Early-bird price $150.00 until Jul 31, 2026. Late fee +$20.00 from Aug 20, 2026.',
      ],
      ['Winter Jr. WNBA', '$250.00', 'Per child.'],
    ]);
  });

  it("shows the league's fee for a season answered without a price, and for a program with none listed", () => {
    expect(
      shown(
        programFeeLines([season(1, { price: null })], 'jr-wnba', { ...LEAGUE, fee_cents: 20_000 }, TODAY),
      ),
    ).toEqual([['Season 1', '$200.00', 'Per child.']]);
    expect(shown(programFeeLines([season(1)], 'track-field', LEAGUE, TODAY))).toEqual([
      ['Registration', '$250.00', 'Per child, per season. Covers participation, uniforms and flags.'],
    ]);
  });
});

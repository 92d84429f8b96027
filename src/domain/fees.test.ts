import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roleFees } from './account';
import { CURRENCY, formatUsd, PRICE_LIST, REFEREE_GAME_PAY_CENTS } from './fees';
import { refereePayTable } from './referee';
import { CHECKOUT_KINDS } from './registration';

describe('PRICE_LIST', () => {
  it.each([
    ['parent_registration', 25000],
    ['athlete_registration', 25000],
    ['referee_training', 25000],
  ] as const)('charges %s %i cents', (kind, cents) => {
    expect(PRICE_LIST[kind]).toBe(cents);
  });

  it('prices every checkout kind, in US dollars', () => {
    expect(Object.keys(PRICE_LIST).sort()).toEqual([...CHECKOUT_KINDS].sort());
    expect(CURRENCY).toBe('USD');
  });
});

describe('formatUsd', () => {
  it.each([
    [25000, '$250.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('writes every whole number of cents as Intl writes US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatUsd(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('REFEREE_GAME_PAY_CENTS: both readings of referee game pay in one place', () => {
  it('gives the referee page $75.00 and the register page $125.00 (spec 3 §9, spec 1 §9)', () => {
    expect(formatUsd(REFEREE_GAME_PAY_CENTS.refereePage)).toBe('$75.00');
    expect(formatUsd(REFEREE_GAME_PAY_CENTS.registerPage)).toBe('$125.00');
  });

  it('is what both fee tables read', () => {
    const registerLine = roleFees().referee.find((line) => line.item === 'Game pay');
    const refereeLine = refereePayTable().find((line) => line.item === 'Game pay');
    expect(registerLine?.cents).toBe(REFEREE_GAME_PAY_CENTS.registerPage);
    expect(refereeLine?.cents).toBe(REFEREE_GAME_PAY_CENTS.refereePage);
  });
});

import { describe, expect, it } from 'vitest';
import { CURRENCY, formatUsd, PRICE_LIST } from './fees';
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
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

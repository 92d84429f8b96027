import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './lighthouse';

describe('calibratedSlowdown (Lighthouse CPU throttling calculator)', () => {
  it('keeps Lighthouse’s 4× on a host of benchmark index 1,533 and on any faster host', () => {
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(2400)).toBe(4);
  });

  it('lowers the slowdown on a slower host so the simulated phone stays the same', () => {
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(475)).toBe(1.5);
  });

  it('never goes below no slowdown at all', () => {
    expect(calibratedSlowdown(100)).toBe(1);
  });
});

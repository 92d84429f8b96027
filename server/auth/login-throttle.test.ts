import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { loginDelayMs } from './login-throttle';

const { limits } = loadConfig({ JWT_SECRET: 'x'.repeat(40) });

describe('the wait before a sign-in attempt on an account under attack (default settings)', () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 500],
    [5, 1000],
    [6, 2000],
    [7, 4000],
    [8, 8000],
    [50, 8000],
    [10_000, 8000],
  ])('attempt %i within the window waits %i ms', (attempts, wait) => {
    expect(loginDelayMs(attempts, limits)).toBe(wait);
  });

  it('never waits when the delay is switched off', () => {
    expect(loginDelayMs(40, { ...limits, loginDelayBaseMs: 0 })).toBe(0);
  });
});

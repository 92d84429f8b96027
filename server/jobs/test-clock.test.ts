import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepClock } from './test-clock';

const dir = mkdtempSync(path.join(tmpdir(), 'test-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the sweep clock', () => {
  it('is real time without a test clock file', () => {
    const before = Date.now();
    const now = sweepClock({})().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("runs ahead by the file's milliseconds, read again at every call (0 while the file is missing)", () => {
    const file = path.join(dir, 'clock');
    const now = sweepClock({ testClockFile: file });
    const ahead = () => now().getTime() - Date.now();
    expect(Math.abs(ahead())).toBeLessThan(1_000);
    writeFileSync(file, `${49 * 3_600_000}\n`);
    expect(ahead()).toBeGreaterThan(49 * 3_600_000 - 1_000);
    expect(ahead()).toBeLessThanOrEqual(49 * 3_600_000);
    writeFileSync(file, '');
    expect(Math.abs(ahead())).toBeLessThan(1_000);
  });

  it('refuses a file that holds anything but a whole number', () => {
    const file = path.join(dir, 'bad');
    writeFileSync(file, '49 hours');
    expect(() => sweepClock({ testClockFile: file })()).toThrow(
      `${file} must hold a whole number of milliseconds, not "49 hours"`,
    );
  });
});

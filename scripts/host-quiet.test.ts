import { describe, expect, it } from 'vitest';
import { busyShare, parseCpuTimes } from './host-quiet';

// /proc/stat as Linux writes it: the aggregate line, one per processor, then other counters.
const stat = (user: number, idle: number, iowait: number, steal: number) =>
  [
    `cpu  ${user} 0 100 ${idle} ${iowait} 0 5 ${steal} 40 0`,
    `cpu0 ${user / 2} 0 50 ${idle / 2} 0 0 0 0 0 0`,
    'intr 12345 0 0',
    'ctxt 999',
  ].join('\n');

describe('parseCpuTimes', () => {
  it('counts idle and I/O wait as idle and leaves guest time out (it is already in user time)', () => {
    expect(parseCpuTimes(stat(1000, 5000, 200, 0))).toEqual({ idle: 5200, total: 6305 });
  });

  it('answers undefined for a text without the aggregate line', () => {
    expect(parseCpuTimes('cpu0 1 2 3 4\nintr 1')).toBeUndefined();
    expect(parseCpuTimes('')).toBeUndefined();
  });
});

describe('busyShare', () => {
  it('is the share of ticks between two readings that were not idle', () => {
    const before = parseCpuTimes(stat(1000, 5000, 0, 0))!;
    const after = parseCpuTimes(stat(1050, 5150, 0, 0))!;
    expect(busyShare(before, after)).toBeCloseTo(0.25);
  });

  it('counts time the hypervisor stole as busy: a neighbour’s work slows the page too', () => {
    const before = parseCpuTimes(stat(1000, 5000, 0, 0))!;
    const after = parseCpuTimes(stat(1000, 5100, 0, 100))!;
    expect(busyShare(before, after)).toBeCloseTo(0.5);
  });

  it('is 0 when no time passed and never leaves 0–1', () => {
    const same = parseCpuTimes(stat(1000, 5000, 0, 0))!;
    expect(busyShare(same, same)).toBe(0);
    expect(busyShare(same, { idle: same.idle + 10, total: same.total + 5 })).toBe(0);
  });
});

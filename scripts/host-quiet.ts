/**
 * How busy the host's processors are, for measurements that a busy host falsifies (Lighthouse's
 * simulated blocking time is every real main-thread task times the slowdown, so another process's
 * work shows up as the page's). Linux only (/proc/stat); elsewhere the host counts as quiet.
 *
 * Time stolen by the hypervisor counts as busy: on a shared virtual machine that is a neighbour's
 * work, and it slows the page just the same.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** The aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal … (clock ticks). */
export interface CpuTimes {
  idle: number;
  total: number;
}

/** Parses the aggregate `cpu` line of a /proc/stat text; undefined when there is none. */
export function parseCpuTimes(stat: string): CpuTimes | undefined {
  const line = stat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) return undefined;
  // guest and guest_nice (9th and 10th) are already counted in user and nice.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 4 || ticks.some((n) => !Number.isFinite(n))) return undefined;
  const idle = ticks[3]! + (ticks[4] ?? 0);
  return { idle, total: ticks.reduce((sum, n) => sum + n, 0) };
}

/** The share of processor time (0–1) that was not idle between two readings. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - (after.idle - before.idle) / total));
}

const readCpuTimes = (): CpuTimes | undefined => {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
};

/** The share of processor time spent over the next `ms` milliseconds (0 where it cannot be read). */
export async function hostBusy(ms = 1000): Promise<number> {
  const before = readCpuTimes();
  await new Promise((wait) => setTimeout(wait, ms));
  const after = readCpuTimes();
  return before && after ? busyShare(before, after) : 0;
}

/** The 1, 5 and 15 minute load averages as '0.52, 0.61, 0.40' (for a measurement's log). */
export const loadAverage = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The processes using the most processor time, as `ps` prints them (empty where there is no ps). */
export function busiestProcesses(count = 6): string {
  try {
    return execFileSync('ps', ['-eo', 'pid,pcpu,etime,args', '--sort=-pcpu'], { encoding: 'utf8' })
      .split('\n')
      .slice(0, count + 1)
      .map((line) => line.slice(0, 160))
      .join('\n');
  } catch {
    return '';
  }
}

/**
 * Waits until one second passes with the host at most `maxBusy` busy, for up to `timeoutMs`.
 * Resolves to the last share measured; when the host never quietened, logs what kept it busy.
 */
export async function waitForQuietHost({
  maxBusy = 0.1,
  timeoutMs = 30_000,
  log = console.log,
}: { maxBusy?: number; timeoutMs?: number; log?: (line: string) => void } = {}): Promise<number> {
  const until = Date.now() + timeoutMs;
  let busy = await hostBusy();
  while (busy > maxBusy && Date.now() < until) busy = await hostBusy();
  if (busy > maxBusy) {
    log(
      `The host stayed ${Math.round(busy * 100)} % busy for ${timeoutMs / 1000} s; measuring anyway. Busiest processes:\n${busiestProcesses()}`,
    );
  }
  return busy;
}

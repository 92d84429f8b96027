/**
 * The waitlist sweep's clock. Real time, except in an end-to-end test's own API process started
 * with TEST_CLOCK_FILE (refused in production, server/env.ts): that file holds how many
 * milliseconds the sweep runs ahead of real time, read at every round, so a test moves time for
 * its process alone (e2e/waitlist-expiry.spec.ts) and no other process's offers or holds expire.
 */
import { readFileSync } from 'node:fs';

/** What the sweep takes for now: real time, or real time plus the test clock file's offset. */
export function sweepClock(config: { testClockFile?: string | undefined }): () => Date {
  const file = config.testClockFile;
  if (!file) return () => new Date();
  return () => new Date(Date.now() + testClockOffset(file));
}

/** The offset in the file (a whole number of milliseconds, 0 when the file is missing or empty). */
export function testClockOffset(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (text === '') return 0;
  if (!/^-?\d+$/.test(text)) {
    throw new Error(`${file} must hold a whole number of milliseconds, not "${text.slice(0, 40)}"`);
  }
  return Number(text);
}

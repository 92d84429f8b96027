import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** The system Chromium (Debian's package, or CHROMIUM_PATH); Playwright's own download is never used. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error('No Chromium found. Install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  }
  return found;
}

/** Flags for a closed network: no background calls to outside hosts; no sandbox when running as root. */
export const CHROMIUM_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/** Launch options for Playwright's chromium. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };
}

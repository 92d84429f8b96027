import type { LaunchOptions } from '@playwright/test';
import { findTestBrowser, INSTALL_COMMAND } from '../../scripts/ensure-chromium';

/**
 * The system Chromium (CHROMIUM_PATH, else Debian's headless shell, else Debian's chromium package);
 * Playwright's own download is never used.
 */
export function chromiumPath(): string {
  const found = findTestBrowser();
  if (!found?.found) {
    throw new Error(`No Chromium found at ${found?.path ?? '/usr/bin/chromium'}. Run: ${INSTALL_COMMAND}`);
  }
  return found.path;
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

import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4399);
// Workers inherit the runner's environment, so one id names this run's artifact folder.
process.env.E2E_RUN_ID ??= String(Date.now());

/**
 * End-to-end tests drive the built site (dist/) and the real API on one origin, on a fresh
 * database per run. Playwright never downloads a browser: it uses the system Chromium.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  fullyParallel: true,
  ...(process.env.CI ? { workers: 2 } : {}),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace doubles a test's time on two cores; a failed test's retry records one
    // (CI retries once; locally pass --trace=on).
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'tsx scripts/serve-test.ts',
    url: `http://localhost:${port}/api/auth/me/`,
    // Short provider timings: the slow test card times out and settles within a test. Every test
    // signs up from this one machine's address, as a school's lab would: it gets the room a
    // league office would give such an address.
    env: {
      PORT: String(port),
      REGISTER_LIMIT_PER_ADDRESS: '100000',
      PAYMENT_TIMEOUT_MS: '1500',
      SANDBOX_CLOVER_SLOW_MS: '2500',
      SANDBOX_CLOVER_SETTLE_MS: '6000',
      // Issue 39: the game-day test's push service (e2e/game-day.spec.ts) listens on E2E_PORT + 1000.
      PUSH_ENDPOINT_ORIGINS: `http://127.0.0.1:${port + 1000}`,
    },
    // Never a server this run did not start (a running `npm start`, another checkout's tests): a
    // busy port fails the run instead. E2E_PORT picks another one.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});

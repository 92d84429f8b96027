import { devices, test, type Browser } from '@playwright/test';

/**
 * Flows, not layouts: the tests of the enclosing file or describe run once, on the phone the
 * league's families mostly use (the `mobile` project). `what` names them in the skip reason.
 */
export function onMobileOnly(what: string) {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', `${what} run on the mobile project`);
  });
}

/**
 * A tab as the `mobile` project opens it (a Pixel 7 at 390 × 844), on another server than the
 * project's own: for the tests that start a server of their own.
 */
export function phoneContext(browser: Browser, baseURL: string) {
  const { viewport: _viewport, ...pixel } = devices['Pixel 7'];
  return browser.newContext({ ...pixel, viewport: { width: 390, height: 844 }, baseURL });
}

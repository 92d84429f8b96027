import { test } from '@playwright/test';

/**
 * Flows, not layouts: the tests of the enclosing file or describe run once, on the phone the
 * league's families mostly use (the `mobile` project). `what` names them in the skip reason.
 */
export function onMobileOnly(what: string) {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', `${what} run on the mobile project`);
  });
}

import { expect, test, type Page } from '@playwright/test';
import routes from './routes.json' with { type: 'json' };
import { addChildByApi, CARDS, payWith } from './support/payments';
import { fillRegistration } from './support/registration';
import { GATED_AS, gotoHydrated, signInAs, signUpAs } from './support/session';

/**
 * Records every CSP violation the page (or a frame of it) reports: the `securitypolicyviolation`
 * events, and Chromium's console message for anything refused.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  // Init scripts run in every frame: the card fields' frames report their own violations.
  return async () => {
    const events = await Promise.all(
      page
        .frames()
        .map((frame) =>
          frame
            .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
            .catch(() => [] as string[]),
        ),
    );
    return [...events.flat(), ...console];
  };
}

/** The policy of the page: its CSP meta element's content. */
async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  const directives = new Map<string, string[]>();
  for (const part of (content ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** Visits a page, scrolls through it so every island hydrates and lazy parts load, and checks the policy held. */
async function expectNoViolations(page: Page, path: string) {
  const violations = await watchViolations(page);
  await page.goto(path);
  // Below-the-fold islands hydrate on visibility: bring each part of the page into view.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await page.waitForLoadState('networkidle');
  expect(await violations(), `CSP violations on ${path}`).toEqual([]);
}

test.describe('Content-Security-Policy', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser project is enough for the policy');
  });

  test('every page carries a strict policy: hashed scripts, no inline script, no plugins, fixed base', async ({
    page,
  }) => {
    for (const path of routes.public) {
      await page.goto(path);
      const policy = await policyOf(page);
      const scripts = policy.get('script-src') ?? [];
      expect(scripts, path).toContain("'self'");
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(
        scripts.some((source) => source.startsWith("'sha256-")),
        path,
      ).toBe(true);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('frame-src'), path).toContain("'self'");
    }
  });

  for (const path of routes.public) {
    test(`${path} reports no violation while its islands run`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }

  for (const [path, email] of Object.entries(GATED_AS)) {
    test(`${path} reports no violation when signed in`, async ({ page, request }) => {
      await signInAs(page, request, email);
      await expectNoViolations(page, path);
    });
  }

  test('the card dialog with the sandbox card fields reports no violation through a payment', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Casey');
    await gotoHydrated(page, '/portal/parent');
    const card = await fillRegistration(page, 'Casey Rivers');
    await card.getByRole('button', { name: 'Review & Register' }).click();
    await page
      .getByRole('dialog', { name: /^Register / })
      .getByRole('button', { name: 'Confirm & Pay' })
      .click();
    await payWith(page, CARDS.approved);
    await expect(page.getByText('Payment received! Your athlete is registered.')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

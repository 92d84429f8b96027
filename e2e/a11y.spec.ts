import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import routes from './routes.json' with { type: 'json' };
import { signInAs, type DemoEmail } from './support/session';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Who may open each gated route (a demo account of an admitted role). */
const GATED_AS: Record<string, DemoEmail> = {
  '/profile': 'parent@demo.test',
  '/portal/parent': 'parent@demo.test',
  '/portal/athlete': 'athlete@demo.test',
  '/portal/coach': 'coach@demo.test',
  '/portal/recruiter': 'recruiter@demo.test',
};

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

test.describe('axe sweep, signed out', () => {
  for (const path of routes.public) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }
});

test.describe('axe sweep, signed in', () => {
  for (const path of [...routes.public, ...Object.keys(GATED_AS)]) {
    test(`${path} has no WCAG 2.2 AA violations when signed in`, async ({ page, request }) => {
      await signInAs(page, request, GATED_AS[path] ?? 'parent@demo.test');
      await expectNoViolations(page, path);
    });
  }
});

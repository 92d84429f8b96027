import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule tags every axe check uses. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Axe's WCAG 2.2 AA violations on the page as it is now (or only inside `include`, a CSS selector),
 * one line each: rule, impact, targets. Empty when clean.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Checked from the top of the page: scrolled, a control can sit half under the sticky site header,
  // and axe's target-size rule measures only the part it sees there (the user scrolls it back).
  await page.evaluate(() => window.scrollTo(0, 0));
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  // A page without frames takes one axe.run in the page ("legacy mode"), about half the time of the
  // partial runs the library otherwise finishes in a blank page; with frames (the card fields have an
  // opaque origin) the partial runs are what reach every frame.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Live refresh of the content-service texts on /privacy, /faq, /leadership and /safety (spec 1
 * §2.14–§2.16, §8; spec 3 'Safety page', §8): the built page shows the snapshot (or its default),
 * then the browser asks GET /press/?title=… again. Failures show the exact §8 message and the
 * built-in defaults (the FAQ list stays); new text replaces the built text by the same fallback rules.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from './support/axe';
import { parse } from 'yaml';
import { FAQ_TITLE, parseFaq } from '../src/domain/faq';
import { BIO_TITLE, plainText } from '../src/domain/leadership';
import { LIVE_FAILURES, liveSource } from '../src/domain/live-content';
import type { LeaguePrices } from '../src/domain/office/prices';
import { POLICY_TITLES, SAFETY_TITLES } from '../src/domain/policies';
import { refundTermFigures } from '../src/domain/refund-policy';
import { onMobileOnly } from './support/projects';

const snapshot = (
  JSON.parse(readFileSync('content/snapshots/press-content.json', 'utf8')) as { data: Record<string, string> }
).data;
/** The league price list the build read (issue 37: the built-in refund terms quote it). */
const prices = (JSON.parse(readFileSync('content/snapshots/prices.json', 'utf8')) as { data: LeaguePrices })
  .data;
const body = (path: string) => readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
const lines = (text: string) => text.split('\n').filter((line) => line.trim());
const firstLine = (text: string) => plainText(lines(text)[0] ?? '');
const lastLine = (text: string) => plainText(lines(text).at(-1) ?? '');

const POLICIES = [
  { anchor: 'privacy', title: POLICY_TITLES.privacy, fallback: body('content/policies/privacy.md') },
  { anchor: 'terms', title: POLICY_TITLES.terms, fallback: body('content/policies/terms.md') },
  { anchor: 'refunds', title: POLICY_TITLES.refunds, fallback: body('content/policies/refunds.md') },
] as const;

const isPress = (url: URL) => url.pathname.endsWith('/api/press/');
const titleOf = (route: Route) => new URL(route.request().url()).searchParams.get('title') ?? '';
const content = (title: string, text: string) => ({
  json: { count: 1, next: null, previous: null, results: [{ id: 1, title, content: text }] },
});

/** Answers GET /press/?title=… for the given titles; every other title reaches the API. */
async function serveTexts(page: Page, texts: Record<string, string>): Promise<void> {
  await page.route(isPress, async (route) => {
    const text = texts[titleOf(route)];
    if (text === undefined) await route.continue();
    else await route.fulfill(content(titleOf(route), text));
  });
}

/** Makes every GET /press/ call fail with a 500 (optionally carrying a detail). */
async function failPress(page: Page, detail?: string): Promise<void> {
  await page.route(isPress, (route) =>
    route.fulfill({ status: 500, json: detail ? { detail } : { error: 'down' } }),
  );
}

const status = (page: Page) => page.locator('[data-live-status]');
/** Waits until every block's refresh has answered and none failed. */
const refreshed = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live-content', 'ok');

// Refreshing a text is the same at every width: these run once, on the phone (the axe sweep covers
// both widths of these pages).
onMobileOnly('live-refresh tests');

test.describe('/privacy', () => {
  test('a failed refresh says so and shows the built-in policies', async ({ page }) => {
    await failPress(page);
    await page.goto('/privacy');
    await expect(status(page)).toHaveText(LIVE_FAILURES.policies.message);
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to load one or more policies. Displaying default information while we retry.',
    );
    for (const policy of POLICIES) {
      const block = page.getByTestId(`policy-${policy.anchor}`);
      await expect(block).toContainText(firstLine(policy.fallback));
      await expect(block).toContainText(lastLine(policy.fallback));
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('one failing policy is enough for the message', async ({ page }) => {
    await page.route(isPress, async (route) => {
      if (titleOf(route) === POLICY_TITLES.terms) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    await page.goto('/privacy');
    await expect(status(page)).toHaveText(LIVE_FAILURES.policies.message);
  });

  test('text published after the build replaces the built policy, headings under the card title', async ({
    page,
  }) => {
    await serveTexts(page, {
      [POLICY_TITLES.privacy]: '# Updated this week\n\nWe now keep **athlete photos** for one season only.',
    });
    await page.goto('/privacy');
    const privacy = page.getByTestId('policy-privacy');
    await expect(privacy).toContainText('We now keep athlete photos for one season only.');
    await expect(privacy.getByRole('heading', { level: 3, name: 'Updated this week' })).toBeVisible();
    await refreshed(page);
    await expect(status(page)).toBeHidden();
  });

  test('outdated refund copy naming Full Refunds and Partial Refunds falls back to the built-in terms', async ({
    page,
  }) => {
    await serveTexts(page, {
      [POLICY_TITLES.refunds]: '### Full Refunds\nOld full terms.\n### Partial Refunds\nOld partial terms.',
    });
    await page.goto('/privacy');
    const refunds = page.getByTestId('policy-refunds');
    await expect(refunds).toContainText(firstLine(POLICIES[2].fallback));
    await expect(refunds).toContainText(lastLine(POLICIES[2].fallback));
    // Issue 37: the built-in terms quote the league price list the build read.
    const figures = refundTermFigures(prices);
    await expect(refunds).toContainText(
      `minus uniform and equipment costs of ${figures.uniform_cost}, so the ${figures.registration_fee} registration fee comes back as ${figures.partial_refund}.`,
    );
    await expect(refunds).not.toContainText('Old full terms');
  });

  test('empty fetched text falls back to the built-in policy', async ({ page }) => {
    await serveTexts(page, { [POLICY_TITLES.terms]: '   ' });
    await page.goto('/privacy');
    await expect(page.getByTestId('policy-terms')).toContainText(firstLine(POLICIES[1].fallback));
    await expect(page.getByTestId('policy-terms')).toContainText(lastLine(POLICIES[1].fallback));
  });

  test('the retry after a failure brings the text in and clears the message', async ({ page }) => {
    const calls = new Map<string, number>();
    await page.route(isPress, async (route) => {
      const title = titleOf(route);
      const count = (calls.get(title) ?? 0) + 1;
      calls.set(title, count);
      // The first attempt (and the client's own immediate retry) fail; the scheduled retry works.
      if (count <= 2) await route.fulfill({ status: 500, json: {} });
      else await route.fulfill(content(title, `### Back online\n\n${title} is current again.`));
    });
    await page.goto('/privacy');
    await expect(status(page)).toHaveText(LIVE_FAILURES.policies.message);
    await expect(status(page)).toBeHidden({ timeout: 15_000 });
    for (const policy of POLICIES) {
      await expect(page.getByTestId(`policy-${policy.anchor}`)).toContainText(
        `${policy.title} is current again.`,
      );
    }
  });
});

test.describe('/faq', () => {
  const builtItems = () => {
    const fetched = parseFaq(liveSource('faq', snapshot[FAQ_TITLE]) ?? '');
    return fetched.length ? fetched : parseFaq(body('content/faq.md'));
  };

  test("a failed refresh shows 'Failed to load FAQs' and keeps every question", async ({ page }) => {
    await failPress(page);
    await page.goto('/faq');
    await expect(status(page)).toHaveText('Failed to load FAQs');
    await expect(page.locator('details.faq-item summary .faq-question')).toHaveText(
      builtItems().map((item) => item.question),
    );
  });

  test("the server's detail replaces the FAQ message", async ({ page }) => {
    await failPress(page, 'The content service is down for maintenance.');
    await page.goto('/faq');
    await expect(status(page)).toHaveText('The content service is down for maintenance.');
  });

  test('FAQs published after the build replace the list and open with their toggle', async ({ page }) => {
    await serveTexts(page, {
      [FAQ_TITLE]:
        'Intro line that is dropped.\n**Is there a spring league?**\nYes, from **March** to May.\n**A question without an answer?**',
    });
    await page.goto('/faq');
    const items = page.locator('details.faq-item');
    await expect(items).toHaveCount(1);
    const item = items.first();
    await expect(item.locator('.faq-question')).toHaveText('Is there a spring league?');
    await expect(item.locator('.faq-plus')).toBeVisible();
    await expect(item.locator('.faq-answer')).toBeHidden();
    await item.locator('summary').click();
    await expect(item.locator('.faq-answer')).toHaveText('Yes, from March to May.');
    await expect(item.locator('.faq-minus')).toBeVisible();
    await expect(page.getByText('Intro line that is dropped.')).toHaveCount(0);
  });

  test('fetched text with no complete question keeps the built-in FAQs', async ({ page }) => {
    await serveTexts(page, { [FAQ_TITLE]: 'Nothing in bold here.' });
    await page.goto('/faq');
    const fallback = parseFaq(body('content/faq.md'));
    await expect(page.locator('details.faq-item summary .faq-question')).toHaveText(
      fallback.map((item) => item.question),
    );
  });
});

test.describe('/leadership', () => {
  const fallbackBio = () =>
    (parse(readFileSync('content/pages/leadership.yaml', 'utf8')) as { bio: { fallback: string } }).bio
      .fallback;

  test("a failed refresh shows 'Failed to load bio' and the fallback bio", async ({ page }) => {
    await failPress(page);
    await page.goto('/leadership');
    await expect(status(page)).toHaveText('Failed to load bio');
    await expect(page.getByTestId('founder-bio')).toContainText(plainText(fallbackBio()));
  });

  test('a bio published after the build replaces it; an empty one shows the fallback bio', async ({
    page,
  }) => {
    await serveTexts(page, { [BIO_TITLE]: 'Marcus Reed now also chairs the **Tri-State Youth Council**.' });
    await page.goto('/leadership');
    await expect(page.getByTestId('founder-bio')).toHaveText(
      'Marcus Reed now also chairs the Tri-State Youth Council.',
    );

    await page.unrouteAll();
    await serveTexts(page, { [BIO_TITLE]: '' });
    await page.goto('/leadership');
    await expect(page.getByTestId('founder-bio')).toContainText(
      fallbackBio().split(/\s+/).slice(0, 6).join(' '),
    );
    await refreshed(page);
    await expect(status(page)).toBeHidden();
  });
});

test.describe('/safety', () => {
  test("a failed refresh shows 'Failed to load resources' with the built-in policy and resource list", async ({
    page,
  }) => {
    await failPress(page);
    await page.goto('/safety');
    await expect(status(page)).toHaveText('Failed to load resources');
    const policy = page.getByTestId('safesport-policy');
    await expect(policy).toContainText(firstLine(body('content/safety/safesport-policy.md')));
    await expect(policy).toContainText('SafeSport training is refreshed every 12 months.');
    await expect(
      page.getByTestId('safety-resources').getByRole('link', { name: 'U.S. Center for SafeSport' }),
    ).toHaveAttribute('href', 'https://uscenterforsafesport.org/');
  });

  test('an empty resources text shows the built-in resource list; new policy text replaces the built one', async ({
    page,
  }) => {
    await serveTexts(page, {
      [SAFETY_TITLES.resources]: '',
      [SAFETY_TITLES.policy]: '## Updated SafeSport policy\n\nTwo adults are present at every practice.',
    });
    await page.goto('/safety');
    const resources = page.getByTestId('safety-resources');
    await expect(resources.getByRole('link', { name: 'U.S. Center for SafeSport' })).toHaveAttribute(
      'href',
      'https://uscenterforsafesport.org/',
    );
    await expect(resources.getByRole('link', { name: 'Parent Code of Conduct' })).toHaveAttribute(
      'href',
      '/resources/parent-code-of-conduct',
    );
    const policy = page.getByTestId('safesport-policy');
    await expect(policy).toContainText('Two adults are present at every practice.');
    await expect(policy.getByRole('heading', { level: 3, name: 'Updated SafeSport policy' })).toBeVisible();
    await refreshed(page);
    await expect(status(page)).toBeHidden();
  });
});

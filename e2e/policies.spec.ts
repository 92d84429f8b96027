/**
 * Privacy, FAQ, safety and size guides as a visitor sees them (spec 1 §2.14, §2.15; spec 3 'Safety
 * page', 'Size guides'): every block in the built HTML with JavaScript off, the FAQ's +/− toggles and
 * the size-guide viewer. Expected policy and FAQ texts follow the same snapshot-or-default rules as
 * the build, so the specs hold with an empty snapshot and with the API's content.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { parse } from 'yaml';
import { chooseFaqItems } from '../src/domain/faq';
import { POLICY_TITLES, choosePolicyText, contentOrFallback } from '../src/domain/policies';

const snapshot = JSON.parse(readFileSync('content/snapshots/press-content.json', 'utf8')) as {
  data: Record<string, string>;
};
const DEFAULT = '\u0000built-in';
/** True when the build shows the built-in text for a content-service title. */
const usesDefaultPolicy = (title: string) => choosePolicyText(snapshot.data[title], DEFAULT) === DEFAULT;
const body = (path: string) => readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');

const section = (page: Page, heading: string) =>
  page.locator('section, article').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test.describe('policy pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/privacy: hero links, three badges, effective date and the three anchored policy cards', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy, Terms and Refunds' })).toBeVisible();
    const hero = page.locator('.hero');
    await expect(hero.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: /Safety/ })).toHaveAttribute('href', '/safety');

    const badges = page.getByRole('list', { name: 'Our commitments' }).getByRole('listitem');
    await expect(badges).toHaveText(['COPPA-Aware', 'SafeSport Compliant', 'Family-First Policies']);

    const effective = page.getByTestId('effective-date');
    await expect(effective).toHaveText('Effective date 27/09/2025');
    await expect(effective.locator('time')).toHaveAttribute('datetime', '2025-09-27');

    for (const [anchor, heading] of [
      ['privacy', 'Privacy Policy'],
      ['terms', 'Terms of Use'],
      ['refunds', 'Refund & Cancellation Policy'],
    ] as const) {
      const card = page.locator(`#${anchor}`);
      await expect(card.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Policies on this page' }).getByRole('link', { name: heading }),
      ).toHaveAttribute('href', `#${anchor}`);
    }
  });

  test('/privacy: built-in refund terms and age rules appear unless the content service has current text', async ({
    page,
  }) => {
    await page.goto('/privacy#refunds');
    const refunds = page.getByTestId('policy-refunds');
    if (usesDefaultPolicy(POLICY_TITLES.refunds)) {
      await expect(refunds).toContainText('full refund of the registration fee');
      await expect(refunds).toContainText(
        'partial refund of the registration fee, minus uniform and equipment costs',
      );
      await expect(refunds).toContainText('Once the first scheduled game is played: no refund.');
      await expect(refunds).toContainText(
        'within 14 days of delivery if the item is unused and in its original packaging',
      );
      await expect(refunds).toContainText('Custom items (personalised names or numbers) are non-refundable.');
    } else {
      await expect(refunds).not.toBeEmpty();
    }
    const terms = page.getByTestId('policy-terms');
    if (usesDefaultPolicy(POLICY_TITLES.terms)) {
      await expect(terms).toContainText(
        'You must be 18 or older, or use the site under the supervision of a parent or guardian.',
      );
      await expect(terms).toContainText(
        'Athletes under 18 must be registered by a parent or legal guardian.',
      );
      await expect(terms).toContainText(
        'Children under 13 may take part only with verifiable parental consent',
      );
    }
    if (usesDefaultPolicy(POLICY_TITLES.privacy)) {
      await expect(page.getByTestId('policy-privacy')).toContainText('Children under 13 (COPPA)');
    }
  });

  test('/privacy: the FAQ strip answers policy copies, athlete data privacy and refund requests', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const strip = section(page, 'Policy questions');
    await expect(strip).toContainText('by email within one business day');
    await expect(
      strip.getByRole('heading', { name: "How is my athlete's data kept private?" }),
    ).toBeVisible();
    await expect(strip).toContainText(
      "written request by email that includes the athlete's name, division and the reason",
    );
  });

  test('/faq: every question as a closed item with a + toggle', async ({ page }) => {
    const items = chooseFaqItems(snapshot.data['FAQs'], body('content/faq.md'));
    await page.goto('/faq');
    const details = page.locator('details.faq-item');
    if (!items.length) {
      await expect(page.getByText('FAQs will appear here.')).toBeVisible();
      return;
    }
    await expect(details.locator('summary .faq-question')).toHaveText(items.map((item) => item.question));
    await expect(details.first()).not.toHaveAttribute('open', /.*/);
    await expect(details.first().locator('.faq-plus')).toBeVisible();
  });

  test('/safety: anchors, links, stats, response time and the SafeSport policy', async ({ page }) => {
    await page.goto('/safety');
    await expect(
      page.locator('#safesport').getByRole('heading', { name: 'SafeSport & Child Safety Policy' }),
    ).toBeVisible();
    await expect(
      page.locator('#resources').getByRole('heading', { name: 'Parent & Athlete Resources' }),
    ).toBeVisible();
    for (const path of ['/programs', '/contact', '/privacy']) {
      await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
    }
    const stats = page.getByRole('region', { name: 'Safety by the numbers' });
    await expect(stats).toContainText('100%background checks');
    await expect(stats).toContainText('120+certified staff');
    await expect(stats).toContainText('15fields');
    await expect(page.getByText('Our safety team responds within 24 hours.')).toBeVisible();
    const policy = page.getByTestId('safesport-policy');
    const fetched = snapshot.data['Policy: SafeSport & Child Safety'];
    if (contentOrFallback(fetched, DEFAULT) === DEFAULT) {
      await expect(policy).toContainText('SafeSport training is refreshed every 12 months.');
    } else {
      await expect(policy).not.toBeEmpty();
    }
    const contact = section(page, 'Reach the safety team');
    await expect(contact.getByRole('link', { name: 'safety@midsouthyouthsports.org' })).toHaveAttribute(
      'href',
      'mailto:safety@midsouthyouthsports.org',
    );
    await expect(contact.getByRole('link', { name: '(901) 555-0148' })).toHaveAttribute(
      'href',
      'tel:+19015550148',
    );
  });

  test('/safety: built-in resources unless the content service has its own', async ({ page }) => {
    await page.goto('/safety#resources');
    const resources = page.getByTestId('safety-resources');
    if (snapshot.data['Parent & Athlete Resources']?.trim()) {
      await expect(resources).not.toBeEmpty();
    } else {
      await expect(resources.getByRole('link', { name: 'U.S. Center for SafeSport' })).toHaveAttribute(
        'href',
        'https://uscenterforsafesport.org/',
      );
      await expect(resources.getByRole('link', { name: 'Parent Code of Conduct' })).toHaveAttribute(
        'href',
        '/resources/parent-code-of-conduct',
      );
    }
  });

  test('/estore/size-guides: six guides, three images and three PDFs, each with view and download links', async ({
    page,
    request,
  }) => {
    const { guides } = parse(readFileSync('content/size-guides.yaml', 'utf8')) as {
      guides: { title: string; file: string; kind: 'image' | 'pdf' }[];
    };
    expect(guides.filter((guide) => guide.kind === 'image')).toHaveLength(3);
    expect(guides.filter((guide) => guide.kind === 'pdf')).toHaveLength(3);
    await page.goto('/estore/size-guides');
    for (const guide of guides) {
      await expect(page.getByRole('heading', { level: 3, name: guide.title })).toBeVisible();
      await expect(page.getByRole('link', { name: `View ${guide.title}` })).toHaveAttribute(
        'href',
        guide.file,
      );
      const download = page.getByRole('link', { name: `Download ${guide.title}` });
      await expect(download).toHaveAttribute('href', guide.file);
      await expect(download).toHaveAttribute('download', guide.file.split('/').pop()!);
      const file = await request.get(guide.file);
      expect(file.ok()).toBe(true);
      expect(file.headers()['content-type']).toContain(
        guide.kind === 'pdf' ? 'application/pdf' : 'image/svg+xml',
      );
    }
  });
});

test.describe('FAQ toggles', () => {
  test('a question opens with + and closes with −, showing and hiding its answer', async ({ page }) => {
    await page.goto('/faq');
    const item = page.locator('details.faq-item').first();
    test.skip((await item.count()) === 0, 'no FAQ items in this build');
    const answer = item.locator('.faq-answer');
    await expect(answer).toBeHidden();
    await expect(item.locator('.faq-plus')).toBeVisible();
    await expect(item.locator('.faq-minus')).toBeHidden();

    await item.locator('summary').click();
    await expect(item).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await expect(item.locator('.faq-minus')).toBeVisible();
    await expect(item.locator('.faq-plus')).toBeHidden();

    await item.locator('summary').press('Enter');
    await expect(item).not.toHaveAttribute('open', /.*/);
    await expect(answer).toBeHidden();
    await expect(item.locator('.faq-plus')).toBeVisible();
  });
});

test.describe('size-guide viewer', () => {
  test('opens an image guide in a dialog that Escape closes, returning focus', async ({ page }) => {
    await page.goto('/estore/size-guides');
    const view = page.getByRole('link', { name: 'View Youth jersey sizes' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Youth jersey sizes' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Youth jersey sizes chart' })).toHaveAttribute(
      'src',
      '/size-guides/youth-jerseys.svg',
    );
    const download = dialog.getByRole('link', { name: 'Download image' });
    await expect(download).toHaveAttribute('href', '/size-guides/youth-jerseys.svg');
    await expect(download).toHaveAttribute('download', 'youth-jerseys.svg');
    await expect(dialog.getByRole('button', { name: 'Close size guide' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  test('the open viewer passes axe', async ({ page }) => {
    test.slow();
    await page.goto('/estore/size-guides');
    await page.getByRole('link', { name: 'View Outerwear and hoodies' }).click();
    await expect(page.getByRole('dialog', { name: 'Outerwear and hoodies' })).toBeVisible();
    expect(await axeViolations(page, 'dialog.viewer')).toEqual([]);
  });

  test('opens a PDF guide with a Download link to the file; the close button closes it', async ({ page }) => {
    await page.goto('/estore/size-guides');
    const view = page.getByRole('link', { name: 'View Cleats and socks' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Cleats and socks' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('object')).toHaveAttribute('data', '/size-guides/cleats-socks.pdf');
    const download = dialog.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('href', '/size-guides/cleats-socks.pdf');
    await expect(download).toHaveAttribute('download', 'cleats-socks.pdf');

    await dialog.getByRole('button', { name: 'Close size guide' }).click();
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });
});

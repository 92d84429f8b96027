/**
 * The content pages as a visitor sees them (spec 1 §2.4, §2.11–§2.13, §2.16–§2.18): every key block
 * in the built HTML with JavaScript off, the core-value chips, and the contact form against the real
 * API (a failing server is faked with page.route).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { CORE_VALUES } from '../src/domain/core-values';
import { bioMetaDescription, findShortBio } from '../src/domain/leadership';

const SENT = 'Thanks! We received your message and will reply within one business day.';
const FAILED = 'Could not send your message right now. Please try again.';
const EMAIL_REQUIRED = 'Please enter your email address.';

/** Content items by title from the build-time snapshot (empty until the API was snapshotted). */
const contentItems = (
  JSON.parse(readFileSync('content/snapshots/press-content.json', 'utf8')) as { data: Record<string, string> }
).data;

/** The bio the leadership build shows: the snapshot's 'short bio' item, else the content fallback. */
function expectedBio(): string {
  const page = parse(readFileSync('content/pages/leadership.yaml', 'utf8')) as { bio: { fallback: string } };
  return findShortBio(contentItems) || page.bio.fallback;
}

const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test.describe('content pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/about: hero buttons, pillars, mission and vision, seven values, story and three spotlights', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = page.locator('.hero');
    await expect(hero.getByRole('link', { name: 'Explore our programs' })).toHaveAttribute(
      'href',
      '/programs',
    );
    await expect(hero.getByRole('link', { name: 'Meet our leadership' })).toHaveAttribute(
      'href',
      '/leadership',
    );

    const pillars = page.getByRole('region', { name: 'The league at a glance' });
    await expect(pillars).toContainText('Ages 11–17');
    await expect(pillars).toContainText('4 states');
    await expect(pillars).toContainText('NFL FLAG');
    await expect(pillars).toContainText('Certified program');

    const mission = section(page, 'Our mission and vision');
    await expect(mission).toContainText('To cultivate champions of character through sport');
    await expect(mission).toContainText('Character-centred athletic programs in every community');

    const names = await page.locator('.value-name').allTextContents();
    expect(names).toEqual([...CORE_VALUES]);

    const story = section(page, 'How the league started');
    await expect(story.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
    await expect(story.getByRole('link', { name: 'Read league news' })).toHaveAttribute('href', '/news');

    const spotlights = section(page, 'Spotlight stories');
    await expect(spotlights.getByRole('heading', { level: 3 })).toHaveCount(3);
    const hrefs = await spotlights
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/news', '/news', '/news']);
  });

  test('/leadership: metrics, founder bio and its meta description, standards, team, advisory seats, calls to action', async ({
    page,
  }) => {
    await page.goto('/leadership');
    const hero = page.locator('.hero');
    await expect(hero.getByRole('link', { name: 'See our programs' })).toHaveAttribute('href', '/programs');
    await expect(hero.getByRole('link', { name: 'Contact the team' })).toHaveAttribute('href', '/contact');

    const metrics = page.getByRole('region', { name: 'Leadership by the numbers' });
    for (const [value, label] of [
      ['25+', 'Combined pro seasons'],
      ['40', 'Certified coaches'],
      ['4', 'States served'],
    ] as const) {
      await expect(metrics.getByRole('listitem').filter({ hasText: label })).toContainText(value);
    }

    const bio = expectedBio();
    const bioBlock = page.getByTestId('founder-bio');
    await expect(bioBlock).toBeVisible();
    await expect(bioBlock).toContainText(bio.split(/\s+/).slice(0, 6).join(' '));
    const description = bioMetaDescription(bio);
    expect(description.length).toBeLessThanOrEqual(140);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);

    const standards = page.getByRole('complementary', { name: 'Our standards' });
    for (const text of [
      'background checks',
      'SafeSport',
      'Concussion',
      'Hydration and heat',
      'Leadership labs',
    ]) {
      await expect(standards).toContainText(text);
    }
    await expect(standards.getByRole('link')).toHaveAttribute('href', '/safety');

    await expect(page.getByTestId('core-team').getByRole('heading', { level: 3 })).toHaveCount(3);
    const seats = page.getByTestId('advisory-council').getByRole('heading', { level: 3 });
    await expect(seats).toHaveText(Array(3).fill('Advisory seat — to be announced'));

    const cta = section(page, 'Coach, officiate or partner with us');
    await expect(cta.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByRole('link', { name: 'Join the referee crew' })).toHaveAttribute(
      'href',
      '/referee',
    );
  });

  test('/scholarships: two categories, three ways to help, phone and a scholarship-inquiry e-mail link', async ({
    page,
  }) => {
    await page.goto('/scholarships');
    const categories = section(page, 'Scholarship categories').getByRole('heading', { level: 3 });
    await expect(categories).toHaveText(['Academic Excellence', 'Athletic Excellence']);
    const ways = section(page, 'Ways to help').getByRole('heading', { level: 3 });
    await expect(ways).toHaveText(['Support a scholar', 'Share an opportunity', 'Ask about matching gifts']);

    const contact = section(page, 'Talk to our scholarship team');
    await expect(contact.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(contact.getByRole('link', { name: /^E-mail / })).toHaveAttribute(
      'href',
      /^mailto:[^?]+@[^?]+\?subject=Scholarship%20inquiry$/,
    );
  });

  test('/press: channel cards, a gallery link and the three brand downloads marked Coming Soon', async ({
    page,
  }) => {
    await page.goto('/press');
    await expect(page.getByRole('heading', { level: 1, name: 'Press kit' })).toBeVisible();
    const channels = page.getByTestId('press-channels').getByRole('listitem');
    await expect(channels).not.toHaveCount(0);
    for (const card of await channels.all()) await expect(card).toContainText('Coming Soon');

    await expect(page.getByRole('link', { name: 'Visit the gallery' })).toHaveAttribute('href', '/gallery');

    const downloads = page.getByTestId('brand-downloads').getByRole('listitem');
    await expect(downloads.getByRole('heading', { level: 3 })).toHaveText([
      'Brand guide',
      'Logo pack',
      'Fact sheet',
    ]);
    for (const card of await downloads.all()) {
      await expect(card.getByText('Coming Soon', { exact: true })).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(0);
    }
  });

  test('/contact: address, hours, hotline, quick contacts, the form, map link, social and helpful links', async ({
    page,
  }) => {
    await page.goto('/contact');
    const office = page.getByRole('article').filter({ hasText: 'League office' });
    await expect(office).toContainText('4570 Poplar Avenue, Suite 210');
    await expect(page.getByTestId('office-hours')).toHaveText(/Mon–Thu 9am–5pm[\s\S]*Fri 9am–2pm CST/);
    await expect(page.getByTestId('hotline-hours')).toHaveText(
      'The hotline runs from two hours before the first game until the final whistle.',
    );
    await expect(section(page, 'Quick contacts').getByRole('heading', { level: 3 })).toHaveCount(4);

    const form = page.getByRole('form', { name: 'Send us a message' });
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByText('Prefer e-mail?').getByRole('link')).toHaveAttribute('href', /^mailto:/);

    await expect(page.getByRole('img', { name: /Map of the area around the league office/ })).toBeVisible();
    const maps = page.getByRole('link', { name: /Open in maps/ });
    await expect(maps).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=4570/,
    );
    await expect(maps).toHaveAttribute('target', '_blank');

    const social = section(page, 'Follow the league');
    await expect(social.getByRole('link')).toHaveCount(4);
    await expect(
      section(page, 'Helpful links').getByRole('link', { name: 'Frequently asked questions' }),
    ).toHaveAttribute('href', '/faq');
  });

  test('/resources: parents, coaches and officials with codes of conduct and outside links', async ({
    page,
  }) => {
    await page.goto('/resources');
    for (const [id, title] of [
      ['parents', 'For parents and guardians'],
      ['coaches', 'For coaches'],
      ['officials', 'For officials'],
    ] as const) {
      const block = page.locator(`section#${id}`);
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(block.getByRole('heading', { level: 3, name: /^Our expectations of/ })).toBeVisible();
      const links = block.locator('a[href^="https://"]');
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const kind of ['Rulebook', 'Playbook', 'Coaching app', 'Clips']) {
      await expect(page.locator('.resource-link .tag', { hasText: kind }).first()).toBeVisible();
    }
    // The content service's 'Parent & Athlete Resources' item adds a block only when the build found one.
    const extra = page.getByTestId('resources-extra');
    if (contentItems['Parent & Athlete Resources']?.trim()) await expect(extra).not.toBeEmpty();
    else await expect(extra).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Read the Parent Code of Conduct', exact: true }),
    ).toHaveAttribute('href', '/resources/parent-code-of-conduct');
  });

  test('/resources/parent-code-of-conduct: commitment, exactly 12 pledges, consequences and the binding agreement', async ({
    page,
  }) => {
    await page.goto('/resources/parent-code-of-conduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Parent Code of Conduct' })).toBeVisible();
    await expect(section(page, 'Our commitment')).toContainText('By registering, you commit');
    await expect(page.getByTestId('family-pledges').getByRole('listitem')).toHaveCount(12);
    await expect(section(page, 'If the code is broken').getByRole('listitem')).not.toHaveCount(0);
    const agreement = page.getByTestId('binding-agreement');
    await expect(agreement).toContainText('I agree');
    await expect(agreement).toContainText('binding agreement');
    await expect(agreement).toContainText('handwritten signature');
  });
});

test.describe('/about core values', () => {
  test('hovering or focusing one chip mutes the others', async ({ page }) => {
    await page.goto('/about');
    const chips = page.getByTestId('core-values').getByRole('listitem');
    await expect(chips).toHaveCount(7);
    for (const chip of await chips.all()) await expect(chip).toHaveCSS('opacity', '1');

    await chips.nth(0).hover();
    await expect(chips.nth(0)).toHaveCSS('opacity', '1');
    for (const index of [1, 2, 3, 4, 5, 6]) await expect(chips.nth(index)).toHaveCSS('opacity', '0.75');

    await page.mouse.move(0, 0);
    await chips.nth(3).focus();
    await expect(chips.nth(3)).toHaveCSS('opacity', '1');
    for (const index of [0, 1, 2, 4, 5, 6]) await expect(chips.nth(index)).toHaveCSS('opacity', '0.75');

    await chips.nth(3).blur();
    for (const chip of await chips.all()) await expect(chip).toHaveCSS('opacity', '1');
  });

  test('the chips are reachable with Tab', async ({ page }) => {
    await page.goto('/about');
    const chips = page.getByTestId('core-values').getByRole('listitem');
    await chips.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect(chips.nth(1)).toBeFocused();
  });
});

test.describe('/contact message form', () => {
  /** Waits until the client:visible island has hydrated, so typing reaches React. */
  async function openForm(page: Page) {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr', /.*/);
    return form;
  }

  test('an empty email shows the message and focuses the field', async ({ page }) => {
    const form = await openForm(page);
    await form.getByLabel('Message').fill('When does fall practice start?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText(EMAIL_REQUIRED);
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Message')).toHaveValue('When does fall practice start?');
  });

  test('a valid message is stored by the API and confirmed', async ({ page }) => {
    const form = await openForm(page);
    await form.getByLabel('Name').fill('Tasha Green');
    await form.getByLabel('Email').fill('tasha.green@example.com');
    await form.getByLabel('Phone').fill('(662) 555-0187');
    await form.getByLabel('Subject').fill('U-12 girls division');
    await form.getByLabel('Message').fill('Is there still room on a U-12 girls team in Southaven?');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact/') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: 'Tasha Green',
      email: 'tasha.green@example.com',
      phone: '(662) 555-0187',
      subject: 'U-12 girls division',
      message: 'Is there still room on a U-12 girls team in Southaven?',
    });
    // 201 Created: the API stored the message; its detail (if any) is the confirmation shown.
    const body = (await response.json()) as { detail?: unknown };

    const status = page
      .getByRole('status')
      .filter({ hasText: typeof body.detail === 'string' ? body.detail : SENT });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
  });

  test('a failed send shows the fallback message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact/', (route) => route.fulfill({ status: 500, json: {} }));
    const form = await openForm(page);
    await form.getByLabel('Name').fill('Luis Ortega');
    await form.getByLabel('Email').fill('luis@example.com');
    await form.getByLabel('Subject').fill('Referee training');
    await form.getByLabel('Message').fill('When is the next referee clinic in Little Rock?');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('alert')).toHaveText(FAILED);
    await expect(form.getByLabel('Name')).toHaveValue('Luis Ortega');
    await expect(form.getByLabel('Email')).toHaveValue('luis@example.com');
    await expect(form.getByLabel('Subject')).toHaveValue('Referee training');
    await expect(form.getByLabel('Message')).toHaveValue('When is the next referee clinic in Little Rock?');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test("a refused send shows the server's message", async ({ page }) => {
    await page.route('**/api/contact/', (route) =>
      route.fulfill({
        status: 429,
        json: { detail: 'Too many messages. Please try again in a few minutes.' },
      }),
    );
    const form = await openForm(page);
    await form.getByLabel('Email').fill('luis@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many messages. Please try again in a few minutes.');
    await expect(form.getByLabel('Email')).toHaveValue('luis@example.com');
  });
});

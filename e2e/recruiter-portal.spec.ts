import { expect, test, type Page } from '@playwright/test';
import { lastMailTo } from './support/outbox';
import { signInAs, signUpAs } from './support/session';
import { onMobileOnly } from './support/projects';

// Flows, not layouts: each runs once, on the phone recruiters carry to showcases.
onMobileOnly('portal flows');

const PORTAL = '/portal/recruiter';

const accessCard = (page: Page) => page.getByRole('region', { name: 'Access status' });
const roster = (page: Page) => page.getByRole('region', { name: 'Consented athletes' });

test.describe('access requests', () => {
  test('a new recruiter requests access, operations are e-mailed, and the request shows pending', async ({
    page,
    request,
  }) => {
    await signUpAs(page, request, 'recruiter', { first_name: 'Casey', last_name: 'Scout' });
    await page.goto(PORTAL);
    const card = accessCard(page);
    await expect(card).toContainText('Not requested');
    await expect(roster(page)).toContainText(
      'The consented roster opens here once our operations team approves',
    );
    await expect(roster(page).getByRole('article')).toHaveCount(0);

    await card.getByLabel('Message to our operations team').fill('Assistant coach, Delta State University.');
    await card.getByRole('button', { name: 'Request access' }).click();
    await expect(
      page.getByText('Request submitted. We emailed operations so they can review it shortly.'),
    ).toBeVisible();
    await expect(card).toContainText('Pending review');
    await expect(card.getByLabel('Message to our operations team')).toHaveValue(
      'Assistant coach, Delta State University.',
    );
    await expect(card.getByRole('button', { name: 'Update request' })).toBeVisible();
    await expect
      .poll(() => lastMailTo('operations@league.local')?.subject)
      .toBe('Recruiter access request new: Casey Scout');
    expect(lastMailTo('operations@league.local')?.text).toContain(
      'Message: Assistant coach, Delta State University.',
    );
    await expect(page.getByRole('listitem').filter({ hasText: 'Request access with a note' })).toContainText(
      '(done)',
    );
  });

  test("a request that fails says 'Unable to submit your request right now.'", async ({ page, request }) => {
    await signUpAs(page, request, 'recruiter');
    await page.route('**/api/auth/recruiter/access-requests/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.goto(PORTAL);
    const card = accessCard(page);
    await card.getByRole('button', { name: 'Request access' }).click();
    await expect(card.getByRole('alert')).toHaveText('Unable to submit your request right now.');
    await expect(card).toContainText('Not requested');
  });
});

test.describe('an approved recruiter', () => {
  test('sees consented athletes with coaches’ comments, narrows them by sport, and clears the filters', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'recruiter@demo.test');
    await page.goto(PORTAL);
    await expect(accessCard(page)).toContainText('Approved');
    await expect(accessCard(page).getByRole('button')).toHaveCount(0);
    const jordan = roster(page).getByRole('article', { name: 'Jordan Ellis' });
    await expect(jordan).toContainText('Southaven Storm');
    await expect(jordan).toContainText('Quick release and calm under pressure');
    await expect(
      jordan.getByRole('link', { name: 'Highlight video of Jordan Ellis (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.hudl.com/video/3/demo/jordan-ellis-2025');

    const programs = page.getByRole('region', { name: 'Programs' });
    await expect(programs.getByRole('listitem')).toHaveCount(6);
    await expect(programs.getByRole('link').first()).toHaveText('NFL FLAG Football Boys');

    const athletes = page.waitForRequest((req) =>
      req.url().includes('/api/auth/recruiter/athletes/?sport=BASKETBALL'),
    );
    await page.getByLabel('Sport').selectOption('BASKETBALL');
    await athletes;
    await expect(jordan).toHaveCount(0);
    await expect(programs.getByRole('link')).toHaveText(['Jr. NBA Basketball', 'Jr. WNBA Basketball']);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Sport')).toHaveValue('');
    await expect(jordan).toBeVisible();
  });

  test('asks for events from 00:00:00 of the first day to 23:59:59 of the last, and lists the showcases between', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'recruiter@demo.test');
    await page.goto(PORTAL);
    const events = page.getByRole('region', { name: 'Showcase events' });
    await expect(events.getByRole('listitem').first()).toBeVisible();
    // The day of the seeded Mid-South Flag Football Showcase, in the browser's time zone.
    const day = await page.evaluate(async () => {
      const tokens = JSON.parse(localStorage.getItem('midsouth-league.tokens.v1') ?? '{}') as {
        access: string;
      };
      const answer = await fetch('/api/events/?program=nfl-flag-boys', {
        headers: { Authorization: `Bearer ${tokens.access}` },
      });
      const { results } = (await answer.json()) as { results: { title: string; starts_at: string }[] };
      const start = new Date(results.find((e) => e.title === 'Mid-South Flag Football Showcase')!.starts_at);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
    });
    const expected = await page.evaluate(
      (d) => ({
        start: new Date(`${d}T00:00:00`).toISOString(),
        end: new Date(`${d}T23:59:59`).toISOString(),
      }),
      day,
    );

    await page.getByLabel('Events from').fill(day);
    const asked = page.waitForRequest(
      (req) => req.url().includes('/api/events/?') && new URL(req.url()).searchParams.has('end'),
    );
    await page.getByLabel('Events until').fill(day);
    const query = new URL((await asked).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      category: 'showcase',
      page_size: '50',
      start: expected.start,
      end: expected.end,
    });
    await expect(events.getByRole('listitem')).toHaveCount(1);
    await expect(events.getByRole('listitem')).toContainText('Mid-South Flag Football Showcase');
  });

  test('says which part failed to load: programs, standings or the roster', async ({ page, request }) => {
    await signInAs(page, request, 'recruiter@demo.test');
    await page.route('**/api/programs/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/api/events/seasons/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/api/auth/recruiter/athletes/**', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.goto(PORTAL);
    await expect(page.getByRole('region', { name: 'Programs' })).toContainText(
      'We were unable to load the public program listings right now.',
    );
    await expect(page.getByRole('region', { name: 'Season standings' })).toContainText(
      'Unable to load league standings right now.',
    );
    await expect(roster(page)).toContainText('We were unable to load the recruiter roster.');
    await expect(roster(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

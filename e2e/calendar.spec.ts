/**
 * The season calendar (spec 1 §2.8, §4, §8) as a visitor sees it. Live answers of
 * GET /api/events/seasons/ are faked with page.route where a test needs particular seasons; the
 * JS-off test reads the built page from the snapshot.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { SEASONS_PAGE_SIZE, seasonSummary } from '../src/domain/calendar';
import type { Game, Season, Standing } from '../src/domain/types';

const EMPTY_TABS = {
  Standings: 'Standings will appear once games are underway.',
  Schedule: 'Schedule will populate as fixtures are confirmed.',
  News: 'News updates for this season will appear here.',
  Details: 'Administrative details will be posted soon.',
};

const STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED'] as const;

const standing = (id: number, team_name: string, wins: number, points_diff: number): Standing => ({
  id,
  team_name,
  wins,
  losses: 4 - wins,
  ties: 0,
  games_played: 4,
  points_for: 60 + points_diff,
  points_against: 60,
  points_diff,
  win_pct: wins / 4,
});

const game = (id: number, extra: Partial<Game>): Game => ({
  id,
  kickoff: '2025-09-13T14:00:00Z',
  status: 'SCHEDULED',
  home_team: 'Hawks',
  away_team: 'Tigers',
  home_score: null,
  away_score: null,
  venue: 'Field 1',
  game_type: null,
  officials: null,
  ...extra,
});

/** Season 1 has something in every tab; the others have empty tabs. */
const SEASONS: Season[] = Array.from({ length: 13 }, (_, index) => {
  const id = index + 1;
  return {
    id,
    title: `Fall Flag Season ${id}`,
    subtitle: 'Saturday league',
    status: STATUSES[index % 3]!,
    start_date: '2025-09-06',
    end_date: '2025-11-15',
    season_label: 'Fall 2025',
    division: 'U12',
    division_label: 'U-12 Boys',
    league_division: { value: 'NFC_NORTH', label: 'NFC North' },
    league_county: { value: 'DESOTO', label: 'DeSoto' },
    program: { id: 1, name: 'NFL Flag Boys' },
    location: { id: 1, name: 'Oxford Park', city: 'Oxford' },
    notes: null,
    standings:
      id === 1
        ? [standing(1, 'Bears', 1, -10), standing(2, 'Hawks', 3, 20), standing(3, 'Tigers', 3, 25)]
        : [],
    games:
      id === 1
        ? [
            game(1, {
              kickoff: '2025-09-20T15:30:00Z',
              game_type: 'PLAYOFF',
              home_team: 'Tigers',
              away_team: 'Bears',
            }),
            game(2, { kickoff: '2025-09-06T14:00:00Z', status: 'COMPLETED', home_score: 21, away_score: 14 }),
            game(3, { kickoff: '2025-09-13T14:00:00Z', status: 'CANCELLED' }),
          ]
        : [],
    news_items:
      id === 1
        ? [
            { id: 1, title: 'Preseason notes', published_at: '2025-08-01T00:00:00Z', summary: 'Ready.' },
            { id: 2, title: 'Week one recap', published_at: '2025-09-08T00:00:00Z', summary: 'Great start.' },
          ]
        : [],
    details: id === 1 ? [{ id: 1, label: 'Registration fee', value: '$250.00' }] : [],
  };
});

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers GET /api/events/seasons/ like the server: 10 a page, filtered by status; records queries. */
async function fakeSeasons(page: Page, seasons: Season[] = SEASONS) {
  const queries: URLSearchParams[] = [];
  await page.route(
    (url) => url.pathname === '/api/events/seasons/',
    (route) => {
      const url = new URL(route.request().url());
      queries.push(url.searchParams);
      const status = url.searchParams.get('status');
      const matching = status ? seasons.filter((s) => s.status === status) : seasons;
      const number = Number(url.searchParams.get('page') ?? 1);
      const results = matching.slice((number - 1) * 10, number * 10);
      return json(route, 200, {
        count: matching.length,
        next: matching.length > number * 10 ? `${url.origin}/api/events/seasons/?page=${number + 1}` : null,
        previous: number > 1 ? `${url.origin}/api/events/seasons/?page=${number - 1}` : null,
        results,
      });
    },
  );
  return queries;
}

/** Opens /calendar and waits for the island's live load of page 1 (the machine may be slow). */
async function openCalendar(page: Page) {
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events/seasons/',
  );
  await page.goto('/calendar');
  await loaded;
}

const summary = (page: Page) => page.locator('.season-calendar__summary');
const seasonCards = (page: Page) => page.locator('.season-card');
const card = (page: Page, title: string) =>
  seasonCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('calendar', () => {
  test('summarises the page and pages through the seasons', async ({ page }) => {
    const queries = await fakeSeasons(page);
    await openCalendar(page);
    await expect(summary(page)).toHaveText('Showing 1-10 of 13 seasons');
    await expect(seasonCards(page)).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Season pages' });
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    // A link to the built page, shown in place with script: the address follows.
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/calendar/page/2');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(summary(page)).toHaveText('Showing 11-13 of 13 seasons');
    await expect(seasonCards(page)).toHaveCount(3);
    await expect(page).toHaveURL('/calendar/page/2');
    await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(queries.at(-1)?.get('page')).toBe('2');
    await page.goBack();
    await expect(summary(page)).toHaveText('Showing 1-10 of 13 seasons');
  });

  test('says there are no seasons yet when the API has none', async ({ page }) => {
    await fakeSeasons(page, []);
    await openCalendar(page);
    await expect(summary(page)).toHaveText('No seasons yet. Check back soon!');
    await expect(seasonCards(page)).toHaveCount(0);
  });

  test('filters by season status and clears the filters', async ({ page }) => {
    const queries = await fakeSeasons(page);
    await openCalendar(page);
    await expect(summary(page)).toHaveText('Showing 1-10 of 13 seasons');
    await page.getByLabel('Season status').selectOption({ label: 'Completed' });
    await expect(summary(page)).toHaveText('Showing 1-4 of 4 seasons');
    await expect(seasonCards(page).locator('.season-badge')).toHaveText(Array(4).fill('Completed'));
    expect(queries.at(-1)?.get('status')).toBe('COMPLETED');
    expect(queries.at(-1)?.get('page')).toBe('1');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(summary(page)).toHaveText('Showing 1-10 of 13 seasons');
    expect(queries.at(-1)?.has('status')).toBe(false);
  });

  test('says no season matches the selected filters', async ({ page }) => {
    await fakeSeasons(
      page,
      SEASONS.filter((season) => season.status !== 'COMPLETED'),
    );
    await openCalendar(page);
    await page.getByLabel('Season status').selectOption({ label: 'Completed' });
    await expect(page.getByText('No seasons match the selected filters yet.')).toBeVisible();
    await expect(summary(page)).toHaveText('No seasons yet. Check back soon!');
  });

  test('shows the season card labels', async ({ page }) => {
    await fakeSeasons(page);
    await openCalendar(page);
    const first = card(page, 'Fall Flag Season 1');
    await expect(first.locator('.season-card__eyebrow')).toHaveText('U-12 Boys · NFC North · DeSoto');
    await expect(first.locator('.season-card__subtitle')).toHaveText(
      'Saturday league · NFL Flag Boys · Oxford Park, Oxford',
    );
    await expect(first.locator('.season-card__dates')).toHaveText('Fall 2025 · Sep 6, 2025 – Nov 15, 2025');
    await expect(first.locator('.season-badge')).toHaveText('Scheduled');
    await expect(card(page, 'Fall Flag Season 2').locator('.season-badge')).toHaveText('In progress');
  });

  test('tabs show standings, schedule, news and details, and move with the arrow keys', async ({ page }) => {
    await fakeSeasons(page);
    await openCalendar(page);
    const first = card(page, 'Fall Flag Season 1');
    const standings = first.getByRole('tab', { name: 'Standings' });
    await expect(standings).toHaveAttribute('aria-selected', 'true');
    await expect(first.getByRole('tabpanel').locator('tbody th')).toHaveText(['Tigers', 'Hawks', 'Bears']);
    await expect(first.getByRole('tabpanel').locator('tbody tr').first().locator('td').last()).toHaveText(
      '0.750',
    );

    await standings.focus();
    await page.keyboard.press('ArrowRight');
    const schedule = first.getByRole('tab', { name: 'Schedule' });
    await expect(schedule).toBeFocused();
    await expect(schedule).toHaveAttribute('aria-selected', 'true');
    const games = first.getByRole('tabpanel').locator('.season-game');
    await expect(games.locator('.season-game__status')).toHaveText(['Complete', 'Cancelled', /^Sat, Sep 20/]);
    await expect(games.locator('.season-game__score')).toHaveText(['21 – 14', 'v', 'v']);
    await expect(games.locator('.season-game__meta').first()).toContainText('Regular');
    await expect(games.locator('.season-game__meta').last()).toContainText('Playoff');

    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('tabpanel').locator('.season-news__title')).toHaveText([
      'Week one recap',
      'Preseason notes',
    ]);
    await page.keyboard.press('End');
    await expect(first.getByRole('tab', { name: 'Details' })).toBeFocused();
    await expect(first.getByRole('tabpanel')).toContainText('Registration fee');
    await page.keyboard.press('ArrowRight');
    await expect(standings).toBeFocused();
  });

  test('each empty tab has its message', async ({ page }) => {
    await fakeSeasons(page);
    await openCalendar(page);
    const second = card(page, 'Fall Flag Season 2');
    for (const [tab, message] of Object.entries(EMPTY_TABS)) {
      await second.getByRole('tab', { name: tab }).click();
      await expect(second.getByRole('tabpanel')).toHaveText(message);
    }
  });

  test('a failed load shows the detail, else Failed to load calendar.', async ({ page }) => {
    let detail: string | undefined = 'Seasons are resting.';
    await page.route('**/api/events/seasons/**', (route) => json(route, 500, detail ? { detail } : {}));
    await openCalendar(page);
    await expect(page.locator('.season-calendar').getByRole('alert')).toHaveText('Seasons are resting.');
    detail = undefined;
    await page.getByLabel('Season status').selectOption({ label: 'Scheduled' });
    await expect(page.locator('.season-calendar').getByRole('alert')).toHaveText('Failed to load calendar.');
  });
});

test.describe('calendar against the real API', () => {
  test('filters the seeded seasons by status', async ({ page }) => {
    await openCalendar(page);
    const filtered = page.waitForResponse((response) => response.url().includes('status=COMPLETED'));
    await page.getByLabel('Season status').selectOption({ label: 'Completed' });
    await filtered;
    await expect(page.locator('.season-calendar__loading')).toHaveCount(0);
    await expect(summary(page)).toHaveText(/^Showing 1-(\d+) of \1 seasons$/);
    const badges = seasonCards(page).locator('.season-badge');
    await expect(badges.first()).toHaveText('Completed');
    for (const text of await badges.allInnerTexts()) expect(text).toBe('Completed');
  });
});

test.describe('calendar with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first page of seasons from the snapshot', async ({ page }) => {
    const snapshot = (
      JSON.parse(readFileSync('content/snapshots/seasons.json', 'utf8')) as { data: Season[] }
    ).data;
    const first = snapshot.slice(0, SEASONS_PAGE_SIZE);
    await page.goto('/calendar');
    await expect(summary(page)).toHaveText(
      seasonSummary({ count: snapshot.length, next: null, page: 1, resultsLength: first.length }),
    );
    await expect(seasonCards(page).locator('.season-card__title')).toHaveText(
      first.map((season) => season.title),
    );
    await expect(page.getByLabel('Season status')).toBeVisible();
  });

  test("every season's standings, schedule, news and details are in the built pages (issue 41 item 12)", async ({
    page,
  }) => {
    const snapshot = (
      JSON.parse(readFileSync('content/snapshots/seasons.json', 'utf8')) as { data: Season[] }
    ).data;
    await page.goto('/calendar');
    const titles: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      for (const season of snapshot.slice(
        (pageNumber - 1) * SEASONS_PAGE_SIZE,
        pageNumber * SEASONS_PAGE_SIZE,
      )) {
        const card = seasonCards(page).filter({
          has: page.getByRole('heading', { name: season.title, exact: true }),
        });
        titles.push(season.title);
        // Without script the tabs cannot switch: each part stands under its heading instead.
        await expect(card.getByRole('tab')).toHaveCount(0);
        for (const part of ['Standings', 'Schedule', 'News', 'Details']) {
          await expect(card.getByRole('heading', { name: part, level: 4 })).toBeVisible();
        }
        const game = season.games?.[0];
        if (game) await expect(card.locator('.season-games')).toContainText(game.home_team);
        const leader = season.standings?.[0];
        if (leader) await expect(card.getByRole('rowheader', { name: leader.team_name })).toBeVisible();
      }
      const next = page.getByRole('navigation', { name: 'Season pages' }).getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(`/calendar/page/${pageNumber + 1}`);
    }
    expect(titles).toEqual(snapshot.map((season) => season.title));
    expect(snapshot.some((season) => (season.games ?? []).length > 0)).toBe(true);
  });
});

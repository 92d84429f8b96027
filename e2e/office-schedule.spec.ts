/**
 * Issue 38's Done-when, on a phone: staff generate a schedule for a season of five teams (odd) with
 * a blackout date, read its fairness report, lock a game and publish; /calendar and the family's
 * portal show the games; a venue closed for one Saturday is re-planned and published; both head
 * coaches report a score and it becomes final; the standings follow the tiebreakers; a bracket is
 * seeded and its first result advances the winner. Axe runs with the section's dialogs open.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { openSection, section, toast, uniqueName } from './support/office';
import { registrationBody } from '../server/test/registrations';
import { addChildByApi, payByApi } from './support/payments';
import { onMobileOnly } from './support/projects';
import { DEMO_PASSWORD, signInAs, TOKENS_KEY, type Tokens } from './support/session';

onMobileOnly('the schedule, scores, standings and playoffs flow');

const TEAMS = ['Anchors', 'Bears', 'Comets', 'Dragons', 'Eagles'];
const api = (token: string) => ({ Authorization: `Bearer ${token}` });

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { headers: api(token), data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A coach account (not signed in in the page). */
async function newCoach(request: APIRequestContext): Promise<Tokens & { id: number }> {
  const response = await request.post('/api/auth/register/', {
    data: {
      email: `coach-${uniqueName('')}-${Date.now()}@e2e.example`,
      password: 'a-Strong-pass-1',
      role: 'coach',
      coach_county: 'DESOTO',
      first_name: 'Cora',
      last_name: 'Coach',
    },
  });
  const body = (await response.json()) as Tokens & { user: { id: number } };
  return { access: body.access, refresh: body.refresh, id: body.user.id };
}

/** Signs the tab in as someone else (the next page load reads the tokens). */
async function switchTo(page: Page, tokens: Tokens) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    TOKENS_KEY,
    JSON.stringify(tokens),
  ] as const);
}

async function clean(page: Page, what: string) {
  expect(await axeViolations(page), `axe violations with ${what}`).toEqual([]);
}

test('staff generate, check, lock and publish a schedule; re-plan a closed Saturday; scores, standings and a bracket follow', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const staff = await signInAs(page, request, 'staff@demo.test');
  const tag = uniqueName('');
  const title = `Fall 2031 ${tag}`;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  // A program of its own: a second season open for registration in a demo program would make every
  // family's form in the tests running beside this one ask which season.
  const venue = (
    (await (await request.get('/api/programs/nfl-flag-boys/')).json()) as { locations: { id: number }[] }
  ).locations[0]!.id;
  const program = (await post(request, staff.access, '/api/office/programs/', {
    name: `Youth 7v7 schedule ${tag}`,
    sport: 'FOOTBALL',
    active: true,
    divisions: ['Juniors'],
    venues: [venue],
  })) as { id: number };
  const season = (await post(request, staff.access, '/api/office/seasons/', {
    title,
    status: 'SCHEDULED',
    program: program.id,
    location: venue,
    start_date: '2031-09-06',
    end_date: '2031-11-29',
    registration_opens_on: yesterday,
    registration_closes_on: '2031-09-01',
  })) as { id: number };
  const coachTokens = await loginCoach(request);
  const demoCoach = (await (
    await request.get('/api/auth/me/', { headers: api(coachTokens.access) })
  ).json()) as {
    id: number;
  };
  const other = await newCoach(request);
  const teamIds: number[] = [];
  for (const [i, name] of TEAMS.entries()) {
    const head = i === 0 ? demoCoach.id : i === 1 ? other.id : null;
    const team = (await post(request, staff.access, '/api/office/teams/', {
      season: season.id,
      name: `${name} ${tag}`,
      colour: '',
      assistants: [],
      head_coach: head,
    })) as { id: number };
    teamIds.push(team.id);
  }
  const team = (i: number) => `${TEAMS[i]} ${tag}`;

  // A family whose child plays on the first team.
  const parent = await request.post('/api/auth/register/', {
    data: {
      email: `parent-${tag}-${Date.now()}@e2e.example`,
      password: 'a-Strong-pass-1',
      role: 'parent_guardian',
      first_name: 'Pat',
      last_name: 'Parent',
    },
  });
  const family = (await parent.json()) as Tokens;
  const child = await addChildByApi(request, family.access, 'Sky');
  const paid = await payByApi(request, family.access, {
    ...registrationBody(child, { program: String(program.id), season: season.id, location: venue }),
  });
  const placed = await request.patch(`/api/office/rosters/${paid.registration_id}/`, {
    headers: api(staff.access),
    data: { team: teamIds[0] },
  });
  expect(placed.status()).toBe(200);

  // The office on a phone: settings with a blackout Saturday, then a generated draft.
  await page.goto('/portal/office');
  await openSection(page, 'Schedule and standings');
  const work = section(page, 'Schedule and standings');
  await work.getByLabel('Season', { exact: true }).selectOption(String(season.id));
  const settings = work.getByRole('form', { name: 'Schedule settings' });
  await settings.getByLabel('Weekly game times').fill('Saturday 09:00\nSaturday 10:30');
  await settings.getByLabel('Venues and their fields').fill(`Park ${tag}: 2`);
  await settings.getByLabel('Blackout dates').fill('2031-09-20\nnext Saturday');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('alert')).toHaveText(
    'Line 2: write a day (2031-09-20), optionally a window (12:00-15:00), then a venue or “team” and its name.',
  );
  await settings.getByLabel('Blackout dates').fill('2031-09-20');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Schedule settings saved.')).toBeVisible();
  await work.getByRole('button', { name: 'Generate schedule' }).click();
  const draft = work.getByRole('region', { name: 'Proposed schedule (draft)' });
  await expect(draft.getByRole('status')).toHaveText(/^10 games; every hard rule holds;/);
  await expect(draft.getByRole('list', { name: 'Rules of the draft' })).toContainText(
    'Holds: Blackout dates respected',
  );
  await expect(draft.getByRole('table', { name: 'Fairness per team, draft' }).getByRole('row')).toHaveCount(
    6,
  );
  await expect(draft.getByRole('heading', { name: 'Sep 20, 2031' })).toHaveCount(0);
  await clean(page, 'the draft and its report');

  // Lock the first game; move another by hand (the dialog), then publish.
  const games = draft.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Lock/ }) });
  const first = games.first();
  await first.getByRole('button', { name: /^Lock/ }).click();
  await expect(draft.getByText('Locked', { exact: true }).first()).toBeVisible();
  await games.nth(1).getByRole('button', { name: /^Move/ }).click();
  const move = page.getByRole('dialog', { name: /^Move / });
  await expect(move.getByLabel('New kickoff (league time)')).toBeVisible();
  await clean(page, 'the move dialog');
  await move.getByRole('button', { name: 'Cancel' }).click();
  await draft.getByRole('button', { name: 'Publish schedule' }).click();
  await page
    .getByRole('dialog', { name: 'Publish 10 games?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(toast(page, 'Schedule published: 10 games added, 0 moved, 0 removed.')).toBeVisible();
  await expect(work.getByRole('region', { name: 'The season’s games now' })).toContainText(
    '10 games; every hard rule holds',
  );

  // The calendar and the family's portal show the games.
  await page.goto('/calendar');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('tab', { name: 'Schedule' }).click();
  await expect(card.getByRole('tabpanel')).toContainText(team(0));
  await switchTo(page, family);
  await page.goto('/portal/parent');
  await expect(page.getByRole('region', { name: 'Upcoming games', exact: true })).toContainText(team(0));

  // A venue closed for one Saturday: re-planned as a draft, then published.
  await switchTo(page, staff);
  await page.goto('/portal/office#schedule');
  await section(page, 'Schedule and standings')
    .getByLabel('Season', { exact: true })
    .selectOption(String(season.id));
  await work.getByRole('button', { name: 'Close a venue for a day' }).click();
  const close = page.getByRole('dialog', { name: 'Close a venue for a day' });
  await close.getByLabel('Venue', { exact: true }).selectOption(`Park ${tag}`);
  await close.getByLabel('Closed on').fill('2031-10-04');
  await clean(page, 'the closed-venue dialog');
  await close.getByRole('button', { name: 'Propose make-up slots' }).click();
  const replanned = work.getByRole('region', { name: 'Re-planned schedule (draft)' });
  await expect(replanned).toContainText(`Park ${tag} closed on 2031-10-04`);
  await expect(replanned.getByRole('status')).toContainText('every hard rule holds');
  await expect(replanned.getByText('Moved', { exact: true })).toHaveCount(2);
  await replanned.getByRole('button', { name: 'Publish schedule' }).click();
  await page
    .getByRole('dialog', { name: /^Publish/ })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(toast(page, '0 games added, 2 moved, 0 removed')).toBeVisible();

  // Scores: a game of the two coached teams that has started; both head coaches report it.
  const started = (await post(request, staff.access, '/api/office/games/', {
    season: season.id,
    kickoff: new Date(Date.now() - 3_600_000).toISOString(),
    home_team: team(0),
    away_team: team(1),
  })) as { id: number };
  await post(request, other.access, `/api/games/${started.id}/score-reports/`, {
    home_score: 21,
    away_score: 14,
  });
  await switchTo(page, coachTokens);
  await page.goto('/portal/coach');
  const scores = page.getByRole('region', { name: 'Scores to report' });
  const form = scores.getByRole('form', { name: `Report the score of ${team(0)} vs ${team(1)}` });
  await form.getByLabel(team(0)).fill('21');
  await form.getByLabel(team(1)).fill('14');
  await clean(page, 'the coach portal’s scores to report');
  await form.getByRole('button', { name: 'Report score' }).click();
  await expect(toast(page, `Final: ${team(0)} 21, ${team(1)} 14.`)).toBeVisible();

  // Standings by the tiebreakers, then a bracket whose first result advances the winner.
  for (const [home, h, a, away] of [
    [2, 7, 0, 3],
    [3, 7, 0, 4],
    [4, 7, 0, 2],
  ] as const) {
    await post(request, staff.access, '/api/office/games/', {
      season: season.id,
      kickoff: new Date(Date.now() - (home + 2) * 86_400_000).toISOString(),
      home_team: team(home),
      away_team: team(away),
      status: 'COMPLETED',
      home_score: h,
      away_score: a,
    });
  }
  await switchTo(page, staff);
  await page.goto('/portal/office#schedule');
  await section(page, 'Schedule and standings')
    .getByLabel('Season', { exact: true })
    .selectOption(String(season.id));
  const standings = work.getByRole('region', { name: 'Standings and playoffs' });
  // Comets, Dragons and Eagles beat each other in a circle (1–1 each): 7–7 on points, so the
  // differential and points allowed are level too; a coin toss is needed.
  await expect(
    standings
      .getByRole('table', { name: /^Standings of/ })
      .getByRole('row')
      .nth(1),
  ).toContainText(team(0));
  await expect(standings).toContainText('are level on every tiebreaker.');
  await standings.getByRole('button', { name: /^Record coin toss/ }).click();
  const toss = page.getByRole('dialog', { name: /^Coin toss/ });
  await clean(page, 'the coin toss dialog');
  await toss.getByRole('button', { name: 'Record the toss' }).click();
  await expect(toast(page, 'Coin toss recorded: the standings follow it.')).toBeVisible();
  await expect(standings.getByRole('row').filter({ hasText: team(2) })).toContainText('Coin toss');
  await standings.getByRole('button', { name: 'Seed a playoff bracket' }).click();
  const seed = page.getByRole('dialog', { name: 'Seed a playoff bracket' });
  await seed.getByLabel('Teams').selectOption('4');
  await seed.getByLabel('First kickoff (league time)').fill('2031-12-06T09:00');
  await clean(page, 'the bracket dialog');
  await seed.getByRole('button', { name: 'Seed bracket' }).click();
  await expect(toast(page, 'Bracket seeded')).toBeVisible();
  const bracket = standings.getByRole('region', { name: 'Playoffs' });
  await expect(bracket.getByRole('heading', { name: 'Semifinals' })).toBeVisible();
  const semi = (await (
    await request.get(`/api/office/games/?season=${season.id}&page_size=200&ordering=kickoff`, {
      headers: api(staff.access),
    })
  ).json()) as { results: { id: number; game_type: string; home_team: string; kickoff: string }[] };
  const playoff = semi.results.filter((game) => game.game_type === 'PLAYOFF');
  expect(playoff).toHaveLength(2);
  // Playoff games are in December 2031: the result is entered once they have started, so the test
  // moves the first one into the past as staff would after a rain delay, then scores it.
  await request.patch(`/api/office/games/${playoff[0]!.id}/`, {
    headers: api(staff.access),
    data: { kickoff: new Date(Date.now() - 7_200_000).toISOString() },
  });
  await post(request, staff.access, `/api/games/${playoff[0]!.id}/score-reports/`, {
    home_score: 28,
    away_score: 6,
  });
  await page.goto('/calendar');
  const seasonCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  const calendarBracket = seasonCard.getByRole('region', { name: 'Playoffs' });
  await expect(calendarBracket).toContainText(`${playoff[0]!.home_team} advance`);
  await clean(page, 'the calendar with standings and a bracket');
});

/** The demo coach's tokens (head coach of the season's first team). */
async function loginCoach(request: APIRequestContext): Promise<Tokens> {
  const response = await request.post('/api/auth/login/', {
    data: { email: 'coach@demo.test', password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Tokens;
}

import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { COACH_PROGRAM, staffAccess } from './support/coach';
import { addChildByApi, CARDS, payByApi, payWith, registrationBody } from './support/payments';
import { onMobileOnly } from './support/projects';
import { fillRegistration } from './support/registration';
import { DEMO_PASSWORD, signInAs, signUpAs } from './support/session';

// Issue 19's flow, once, on the phone the league's families mostly use.
onMobileOnly('team flows');

const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

interface SeasonRow {
  id: number;
  title: string;
  season_label: string;
  status: string;
  program: { id: string } | null;
  registration_opens_on: string | null;
  registration_closes_on: string | null;
}

/** Posts as staff and answers the created row (a failure names the call). */
async function staffPost<T>(
  request: APIRequestContext,
  staff: string,
  path: string,
  data: object,
): Promise<T> {
  const response = await request.post(path, { headers: bearer(staff), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

test('a child registered for the upcoming season is put on a team: its coach sees exactly that team with its emergency contacts, the family sees the team, coach, its games and the coach’s event', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);

  // The program has a season under way and an upcoming one open for registration (the seed's).
  const list = (await (
    await request.get(`/api/events/seasons/?program=${COACH_PROGRAM.id}&page_size=100`)
  ).json()) as {
    results: SeasonRow[];
  };
  const today = new Date().toISOString().slice(0, 10);
  const running = list.results.find((season) => season.status === 'IN_PROGRESS');
  const upcoming = list.results.find(
    (season) =>
      season.status === 'SCHEDULED' &&
      season.title.includes('Junior League') &&
      (season.registration_opens_on ?? '9999') <= today &&
      today <= (season.registration_closes_on ?? ''),
  );
  expect(running, 'a season under way').toBeTruthy();
  expect(upcoming, 'the upcoming Junior League open for registration').toBeTruthy();

  // The family registers Tyler for the upcoming season, not the one running now, and pays.
  const parent = await signUpAs(page, request, 'parent_guardian', {
    first_name: 'Robin',
    last_name: 'Rivers',
  });
  const child = await addChildByApi(request, parent.access, 'Tyler');
  await page.goto('/portal/parent');
  const card = await fillRegistration(page, 'Tyler Rivers');
  await card.getByLabel('Season', { exact: true }).selectOption(String(upcoming!.id));
  await card.getByRole('button', { name: 'Review & Register' }).click();
  const review = page.getByRole('dialog', { name: 'Register Tyler?' });
  await expect(review.locator('dt', { hasText: 'Season' }).locator('+ dd')).toHaveText(
    upcoming!.season_label,
  );
  expect(upcoming!.season_label).not.toBe(running!.season_label);
  await review.getByRole('button', { name: 'Confirm & Pay' }).click();
  await payWith(page, CARDS.approved);
  await expect(page.getByText('Payment received! Your athlete is registered.')).toBeVisible();

  // Registered, the family is invited to give an emergency contact and medical notes.
  const care = card.getByRole('region', { name: 'Emergency and medical' });
  await expect(care).toContainText('Add an emergency contact and any allergies, conditions or medication');
  await care.getByRole('button', { name: 'Add emergency info for Tyler Rivers' }).click();
  const notes = page.getByRole('dialog', { name: 'Emergency contact and medical notes for Tyler Rivers' });
  await notes.getByLabel('Emergency contact name').fill('Gloria Rivers');
  await notes.getByLabel('Relation to the player').fill('grandmother');
  await notes.getByLabel('Emergency contact phone').fill('phone');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes.getByRole('alert')).toHaveText('Enter a valid phone number.');
  await expect(notes.getByLabel('Emergency contact phone')).toBeFocused();
  await notes.getByLabel('Emergency contact phone').fill('662-555-0199');
  await notes.getByLabel('Allergies').fill('Peanuts (carries an EpiPen)');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes).toHaveCount(0);
  await expect(page.getByText('Emergency contact and medical notes saved.')).toBeVisible();
  await expect(care).toContainText('Gloria Rivers (grandmother) · 662-555-0199');
  await expect(care).toContainText('Peanuts (carries an EpiPen)');
  await expect(card.getByRole('region', { name: 'Team of Tyler Rivers' })).toContainText(
    'The league office puts Tyler on a team before the season starts',
  );

  // Staff (through the API) make a team with a new head coach, put Tyler on it, and schedule games.
  const staff = await staffAccess(request);
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  const coach = await signUpAs(coachPage, request, 'coach', {
    first_name: 'Morgan',
    last_name: `Hale${tag}`,
  });
  const me = (await (await request.get('/api/auth/me/', { headers: bearer(coach.access) })).json()) as {
    id: number;
  };
  const teamName = `Tupelo Comets ${tag}`;
  const rival = `Oxford Owls ${tag}`;
  const third = `Corinth Cubs ${tag}`;
  const team = await staffPost<{ id: number }>(request, staff, '/api/office/teams/', {
    season: upcoming!.id,
    name: teamName,
    colour: '#0f766e',
    head_coach: me.id,
    assistants: [],
  });
  for (const name of [rival, third]) {
    await staffPost(request, staff, '/api/office/teams/', { season: upcoming!.id, name, assistants: [] });
  }
  const registrations = (await (
    await request.get('/api/registrations/', { headers: bearer(parent.access) })
  ).json()) as { results: { id: number; child: number | null; season_id: number | null }[] };
  const registration = registrations.results.find((row) => row.child === child);
  expect(registration?.season_id).toBe(upcoming!.id);
  const placed = await request.patch(`/api/office/rosters/${registration!.id}/`, {
    headers: bearer(staff),
    data: { team: team.id },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  await staffPost(request, staff, '/api/office/games/', {
    season: upcoming!.id,
    kickoff: day(40),
    home_team: teamName,
    away_team: rival,
  });
  await staffPost(request, staff, '/api/office/games/', {
    season: upcoming!.id,
    kickoff: day(39),
    home_team: rival,
    away_team: third,
  });

  // The coach sees exactly that team's players, with their emergency contact, and adds an event.
  await coachPage.goto('/portal/coach');
  const roster = coachPage.getByRole('region', { name: 'Roster and family contacts' });
  await expect(roster.getByRole('heading', { name: `${teamName} (1)` })).toBeVisible();
  await expect(roster.getByRole('article')).toHaveCount(1);
  const tyler = roster.getByRole('article', { name: 'Tyler Rivers' });
  await expect(tyler.getByRole('region', { name: 'Emergency and medical' })).toContainText(
    'Gloria Rivers (grandmother) · 662-555-0199',
  );
  await expect(tyler).toContainText('Peanuts (carries an EpiPen)');
  // Feedback on a child the family registered (no recruiting profile).
  await tyler.getByLabel('Your feedback').fill('Quick feet; keep working on flag pulls.');
  await tyler.getByRole('button', { name: 'Save feedback on Tyler Rivers' }).click();
  await expect(coachPage.getByText('Feedback saved.')).toBeVisible();

  const schedule = coachPage.getByRole('region', { name: 'Team schedule' });
  await schedule.getByRole('button', { name: 'Add event' }).click();
  const dialog = coachPage.getByRole('dialog', { name: 'Add team event' });
  await expect(dialog.getByLabel('Team', { exact: true })).toHaveValue(String(team.id));
  const title = `Picture day ${tag}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Starts').fill('2031-03-15T17:30');
  await dialog.getByLabel('Ends').fill('2031-03-15T19:00');
  await dialog.getByLabel('Location').fill('Snowden Grove Park');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(schedule.getByRole('listitem').filter({ hasText: title })).toContainText(
    `${teamName} · Team only`,
  );
  await coachContext.close();

  // The family sees the team, its coach, only that team's games and the coach's event.
  await page.reload();
  const teamPanel = card.getByRole('region', { name: new RegExp(`^${teamName}\\W+Tyler Rivers’s team$`) });
  await expect(teamPanel).toContainText(`Coach: Morgan Hale${tag} (head coach)`);
  await expect(teamPanel.getByRole('list', { name: `${teamName} events` })).toContainText(title);
  await expect(teamPanel.getByRole('link', { name: /^Subscribe to the Tupelo Comets/ })).toHaveAttribute(
    'href',
    new RegExp(`/events/teams/${team.id}/calendar\\.ics\\?key=`),
  );
  const games = card.getByRole('region', { name: 'Upcoming games for Tyler Rivers' }).getByRole('listitem');
  await expect(games).toHaveCount(1);
  await expect(games).toContainText(`${teamName}`);
  await expect(games).toContainText(rival);

  // A coach of another team (the demo coach, head of the Southaven Storm) gets 404 for Tyler.
  const other = await request.post('/api/auth/login/', {
    data: { email: 'coach@demo.test', password: DEMO_PASSWORD },
  });
  const { access: otherCoach } = (await other.json()) as { access: string };
  const refused = await request.post(`/api/auth/coach/children/${child}/feedback/`, {
    headers: bearer(otherCoach),
    data: { program_id: COACH_PROGRAM.id, note: 'Not my player.' },
  });
  expect(refused.status()).toBe(404);
  const otherRoster = (await (
    await request.get(`/api/auth/coach/athletes/?program=${COACH_PROGRAM.id}`, {
      headers: bearer(otherCoach),
    })
  ).json()) as { results: { name: string }[] };
  expect(otherRoster.results.map((entry) => entry.name)).not.toContain('Tyler Rivers');
});

test('the demo athlete sees their own team and only its games; the demo coach sees it with the emergency notes of its players', async ({
  browser,
  page,
  request,
}) => {
  await signInAs(page, request, 'athlete@demo.test');
  await page.goto('/portal/athlete');
  const team = page.getByRole('region', { name: 'My team' });
  await expect(team.getByRole('heading', { name: 'Southaven Storm' })).toBeVisible();
  await expect(team).toContainText('Coach: Darnell Price (head coach)');
  const games = page.getByRole('region', { name: 'Next Games' });
  await expect(games).toContainText('Your team: Southaven Storm');
  const items = games.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  for (const text of await items.allTextContents()) expect(text).toContain('Southaven Storm');

  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signInAs(coachPage, request, 'coach@demo.test');
  await coachPage.goto('/portal/coach');
  await expect(coachPage.getByRole('region', { name: 'My teams' })).toContainText('Southaven Storm');
  const marcus = coachPage
    .getByRole('region', { name: 'Roster and family contacts' })
    .getByRole('article', { name: 'Marcus Whitfield' });
  await expect(marcus.getByRole('region', { name: 'Emergency and medical' })).toContainText(
    'Loretta Whitfield (grandmother) · 662-555-0187',
  );
  await expect(marcus).toContainText('Albuterol inhaler before games');
  await coachContext.close();
});

test("a family registered for the upcoming season sees only that season's games of the child's division, in the portal and its feeds", async ({
  page,
  request,
}) => {
  // Issue 41 item 1: right after paying for the upcoming season, a family saw the running season's games.
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const list = (await (
    await request.get(`/api/events/seasons/?program=${COACH_PROGRAM.id}&page_size=100`)
  ).json()) as { results: SeasonRow[] };
  const today = new Date().toISOString().slice(0, 10);
  const running = list.results.find((season) => season.status === 'IN_PROGRESS')!;
  const upcoming = list.results.find(
    (season) =>
      season.status === 'SCHEDULED' &&
      season.title.includes('Junior League') &&
      (season.registration_opens_on ?? '9999') <= today &&
      today <= (season.registration_closes_on ?? ''),
  )!;
  const program = (await (await request.get(`/api/programs/${COACH_PROGRAM.id}/`)).json()) as {
    locations: { id: number }[];
    divisions: { id: number; name: string }[];
  };
  const varsity = program.divisions.find((division) => division.name === 'Varsity')!;

  // Staff add two Varsity teams to the upcoming season: its first games are theirs and the
  // seeded Junior teams'.
  const staff = await staffAccess(request);
  const [home, away] = [`Byhalia Bolts ${tag}`, `Nesbit Knights ${tag}`];
  for (const name of [home, away]) {
    await staffPost(request, staff, '/api/office/teams/', {
      season: upcoming.id,
      name,
      division: varsity.id,
    });
  }
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  await staffPost(request, staff, '/api/office/games/', {
    season: upcoming.id,
    kickoff: day(30),
    home_team: home,
    away_team: away,
  });
  await staffPost(request, staff, '/api/office/games/', {
    season: upcoming.id,
    kickoff: day(29),
    home_team: 'Southaven Storm',
    away_team: 'Horn Lake Hawks',
  });

  // A family registers Rory for the upcoming season's Varsity division and pays.
  const parent = await signUpAs(page, request, 'parent_guardian');
  const child = await addChildByApi(request, parent.access, 'Rory');
  await payByApi(request, parent.access, {
    ...(await registrationBody(request, child)),
    season: upcoming.id,
    division: varsity.id,
  });

  await page.goto('/portal/parent');
  const family = page.getByRole('region', { name: 'Upcoming games', exact: true });
  const rory = page
    .getByRole('article', { name: 'Rory Rivers' })
    .getByRole('region', { name: 'Upcoming games for Rory Rivers' });
  for (const games of [family, rory]) {
    await expect(games.getByRole('listitem')).toHaveCount(1);
    await expect(games.getByRole('listitem')).toContainText(`${home} v ${away}`);
    await expect(games.getByRole('listitem')).toContainText(upcoming.title);
    await expect(games).not.toContainText(running.title);
  }
  // The season snapshots (and their calendar feeds) are the registered season's alone.
  const snapshots = page.getByRole('region', { name: 'Season snapshots' });
  await expect(snapshots.getByRole('heading', { level: 3 })).toHaveText([upcoming.title]);
  await expect(snapshots.getByRole('link', { name: /^Subscribe/ })).toHaveAttribute(
    'href',
    new RegExp(`/events/seasons/${upcoming.id}/calendar\\.ics`),
  );
});

test("a team's roster prints and downloads for its coach and the office; the office's registrations file carries team, birth date, phone and emergency contact", async ({
  browser,
  page,
  request,
}) => {
  // Issue 41 item 5.
  test.setTimeout(90_000);
  await signInAs(page, request, 'coach@demo.test');
  await page.goto('/portal/coach');
  const roster = page.getByRole('region', { name: 'Roster and family contacts' });
  await roster.getByRole('link', { name: 'Printable roster and CSV of the Southaven Storm' }).click();
  await expect(page).toHaveURL(/\/roster\?team=\d+$/);
  const sheet = page.getByRole('article', { name: 'Southaven Storm roster' });
  await expect(sheet).toContainText('Coaches: Darnell Price (head coach)');
  const marcus = sheet.getByRole('row', { name: /^Marcus Whitfield/ });
  await expect(marcus).toContainText('Loretta Whitfield (grandmother)');
  await expect(marcus).toContainText('662-555-0187');
  await expect(marcus).toContainText('Tanya Whitfield');
  const downloading = page.waitForEvent('download');
  await sheet.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^roster-southaven-storm-\d{4}-\d{2}-\d{2}\.csv$/);
  const players = parse(await readFile((await download.path())!, 'utf8'), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(players.find((row) => row['Player'] === 'Marcus Whitfield')).toMatchObject({
    'Emergency contact': 'Loretta Whitfield',
    'Emergency phone': '662-555-0187',
    Household: 'Tanya Whitfield',
  });

  // The office: every team's roster from its row; the registrations file with the same people.
  const office = await browser.newContext({ viewport: page.viewportSize()! });
  try {
    const staff = await office.newPage();
    await signInAs(staff, request, 'staff@demo.test');
    await staff.goto('/portal/office#teams');
    const teams = staff.getByRole('region', { name: 'Teams', exact: true });
    await teams.getByLabel('Search teams').fill('Southaven Storm');
    await teams.getByRole('link', { name: 'Print the roster of Southaven Storm' }).first().click();
    await expect(staff.getByRole('article', { name: 'Southaven Storm roster' })).toBeVisible();

    await staff.goto('/portal/office#registrations');
    const region = staff.getByRole('region', { name: 'Registrations', exact: true });
    await region.getByLabel('Search by child, parent or e-mail').fill('Marcus Whitfield');
    await expect(region.getByRole('rowheader', { name: 'Marcus Whitfield' })).toBeVisible();
    const file = staff.waitForEvent('download');
    await region.getByRole('button', { name: 'Registrations', exact: true }).click();
    const rows = parse(await readFile((await (await file).path())!, 'utf8'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(rows.find((row) => row['Participant'] === 'Marcus Whitfield')).toMatchObject({
      Team: 'Southaven Storm',
      'Emergency contact': 'Loretta Whitfield',
      'Emergency phone': '662-555-0187',
    });
    expect(rows[0]!['Date of birth']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows[0]!['Household phone']).not.toBe('');
  } finally {
    await office.close();
  }
});

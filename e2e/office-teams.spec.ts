/**
 * Teams in the league office (issue 19, office side) on the phone layout: staff create a team for
 * the upcoming Junior League with a head coach and put a registered child on it by hand; in a season
 * of their own (so no other test's players are placed) they run auto-fill, which keeps siblings
 * together, pick the teams of a game in the game editor (a legacy team name is kept with a
 * warning) and add an Arkansas county to a conference division.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registrationBody } from '../server/test/registrations';
import { field, openSection, section, toast, uniqueName } from './support/office';
import { addChildByApi, payByApi } from './support/payments';
import { onMobileOnly } from './support/projects';
import { confirmEmailByApi, signInAs, signUpAs } from './support/session';

const auth = (access: string) => ({ Authorization: `Bearer ${access}` });

/** A day `days` from today, as an API date. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Calls the API as staff and returns the answer's body (the call must succeed). */
async function post(request: APIRequestContext, access: string, path: string, data: object) {
  const response = await request.post(`/api/${path}`, { headers: auth(access), data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown> & { id: number | string };
}

/** A coach account (as a coach signs up), for the team form's coach list. */
async function coachAccount(request: APIRequestContext, first: string, last: string): Promise<string> {
  const email = `coach-${first.toLowerCase()}-${Date.now()}@e2e.example`;
  const response = await request.post('/api/auth/register/', {
    data: {
      email,
      password: 'a-Strong-pass-1',
      role: 'coach',
      coach_county: 'DESOTO',
      first_name: first,
      last_name: last,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** Registers and pays for a child of the family for `season` of `program`. */
async function registerFor(
  request: APIRequestContext,
  access: string,
  child: number,
  program: string,
  season: number,
  location: number | null,
) {
  await payByApi(request, access, registrationBody(child, { program, season, location }));
}

test.describe('teams in the office', () => {
  onMobileOnly('one flow through the office');

  test('staff make a team with a coach, place a child by hand, auto-fill, pick teams for a game and add a county', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const tag = uniqueName('');
    const { access } = await signInAs(page, request, 'staff@demo.test');
    const coachLast = `Okoro${tag}`;
    const coachEmail = await coachAccount(request, 'Tamika', coachLast);

    // The upcoming Junior League, open for registration, and a family's child registered for it.
    const seasons = (await (
      await request.get('/api/office/seasons/?search=Junior%20League&page_size=50', { headers: auth(access) })
    ).json()) as { results: { id: number; title: string; program: string; location: number | null }[] };
    const junior = seasons.results.find(
      (season) => season.program === 'nfl-flag-boys' && season.title.endsWith('NFL FLAG Boys Junior League'),
    )!;
    expect(junior).toBeTruthy();
    const familyContext = await browser.newContext();
    const family = await signUpAs(await familyContext.newPage(), request, 'parent_guardian');
    await confirmEmailByApi(request, family);
    const childName = `Kai${tag}`;
    const child = await addChildByApi(request, family.access, childName);
    await registerFor(request, family.access, child, 'nfl-flag-boys', junior.id, junior.location);

    // A team for the Junior League, with a head coach.
    const teamName = `Tupelo Titans ${tag}`;
    await page.goto('/portal/office');
    await openSection(page, 'Teams');
    const teams = section(page, 'Teams');
    await teams.getByRole('button', { name: 'Add team' }).click();
    let dialog = page.getByRole('dialog', { name: 'New team' });
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose the season.');
    await field(dialog, 'Season').selectOption({ label: junior.title });
    await field(dialog, 'Team name').fill(teamName);
    await field(dialog, 'Colour').fill('teal');
    await field(dialog, 'Division').selectOption({ label: 'Junior' });
    await field(dialog, 'Head coach').selectOption({ label: `Tamika ${coachLast} · ${coachEmail}` });
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The colour must be like #1d4ed8 (pick one, or leave it blank).',
    );
    await field(dialog, 'Colour').fill('#0F766E');
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(toast(page, 'Team added.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await teams.getByLabel('Search teams').fill(tag);
    const row = teams.getByRole('row', { name: new RegExp(teamName) });
    await expect(row.locator('td[data-label="Coaches"]')).toHaveText(`Tamika ${coachLast} (head coach)`);
    await expect(row.locator('td[data-label="Division"]')).toHaveText('Junior');
    await expect(row.locator('td[data-label="Players"]')).toHaveText('0');

    // Its season's roster, from the team's row: the child is put on the team by hand.
    await row.getByRole('button', { name: `Roster (0) of ${teamName}` }).click();
    const rosters = section(page, 'Rosters');
    await expect(rosters.getByLabel('Season', { exact: true })).toHaveValue(String(junior.id));
    const picker = rosters.getByLabel(`Team of ${childName} Rivers`);
    await expect(picker).toHaveValue('');
    await picker.selectOption({ label: teamName });
    await expect(toast(page, `${childName} Rivers is on the ${teamName}.`)).toBeVisible();
    await expect(rosters.getByRole('list', { name: 'Players per team' })).toContainText(
      `${teamName}: 1 player`,
    );
    // Stored: the roster the server reads names the team.
    const stored = (await (
      await request.get(`/api/office/rosters/?season=${junior.id}`, { headers: auth(access) })
    ).json()) as { teams: { id: number; name: string }[]; players: { name: string; team: number | null }[] };
    expect(stored.players.find((entry) => entry.name === `${childName} Rivers`)?.team).toBe(
      stored.teams.find((entry) => entry.name === teamName)?.id,
    );
    await openSection(page, 'Teams');
    await section(page, 'Teams').getByLabel('Search teams').fill(tag);
    await expect(
      section(page, 'Teams')
        .getByRole('row', { name: new RegExp(teamName) })
        .locator('td[data-label="Players"]'),
    ).toHaveText('1');

    // A season of staff's own, with two teams, two siblings and another child registered.
    const venue = junior.location;
    // Named to sort after the demo football programs: the recruiter portal lists programs by sport and
    // name, and its test (running beside this one) expects NFL FLAG Football Boys first.
    const program = await post(request, access, 'office/programs/', {
      name: `Youth 7v7 auto-fill ${tag}`,
      sport: 'FOOTBALL',
      active: true,
      divisions: ['Juniors'],
      venues: venue === null ? [] : [venue],
    });
    const season = await post(request, access, 'office/seasons/', {
      title: `Auto-fill League ${tag}`,
      status: 'SCHEDULED',
      program: program.id,
      location: venue,
      start_date: day(40),
      end_date: day(100),
      registration_opens_on: day(-1),
      registration_closes_on: day(30),
    });
    const [hawks, comets] = [`Hawks ${tag}`, `Comets ${tag}`];
    for (const name of [hawks, comets]) {
      await post(request, access, 'office/teams/', { season: season.id, name, colour: '', assistants: [] });
    }
    // A game from before the season had teams names one it never had.
    await post(request, access, 'office/games/', {
      season: season.id,
      kickoff: `${day(45)}T15:00:00.000Z`,
      home_team: 'Legacy Lions',
      away_team: hawks,
    });
    const siblings = await signUpAs(await familyContext.newPage(), request, 'parent_guardian');
    await confirmEmailByApi(request, siblings);
    for (const first of [`Ada${tag}`, `Abe${tag}`]) {
      const id = await addChildByApi(request, siblings.access, first);
      await registerFor(request, siblings.access, id, String(program.id), Number(season.id), venue);
    }
    const other = await addChildByApi(request, family.access, `Zed${tag}`);
    await registerFor(request, family.access, other, String(program.id), Number(season.id), venue);
    await familyContext.close();

    // Auto-fill, siblings kept together: it says what it did and the roster follows. (The office
    // loads again: the season was made through the API, not in this tab.)
    await page.reload();
    await openSection(page, 'Rosters');
    await section(page, 'Rosters')
      .getByLabel('Season', { exact: true })
      .selectOption({ label: `Auto-fill League ${tag}` });
    await expect(section(page, 'Rosters').getByRole('list', { name: 'Players per team' })).toContainText(
      'Not on a team: 3 players',
    );
    await section(page, 'Rosters').getByRole('button', { name: 'Auto-fill…' }).click();
    dialog = page.getByRole('dialog', { name: 'Auto-fill teams' });
    await expect(dialog.getByLabel('Keep siblings together')).toBeChecked();
    await dialog.getByLabel('Keep carpools together (same school or ZIP)').uncheck();
    await dialog.getByRole('button', { name: 'Fill teams' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Auto-fill placed 3 players.');
    const after = dialog.getByRole('list', { name: 'Players per team after auto-fill' });
    await expect(after.getByRole('listitem')).toHaveCount(2);
    await expect(after).toContainText(/: 2 players \(2 placed now\)/);
    await expect(after).toContainText(/: 1 player \(1 placed now\)/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    const placed = section(page, 'Rosters');
    await expect(placed.getByRole('list', { name: 'Players per team' })).toContainText(
      'Not on a team: 0 players',
    );
    const ada = await placed.getByLabel(`Team of Ada${tag} Rivers`).inputValue();
    expect(ada).toMatch(/^\d+$/);
    await expect(placed.getByLabel(`Team of Abe${tag} Rivers`)).toHaveValue(ada);
    await expect(placed.getByLabel(`Team of Zed${tag} Rivers`)).not.toHaveValue(ada);

    // The game editor picks the season's teams; the legacy name stays, with a warning.
    await openSection(page, 'Games');
    const games = section(page, 'Games');
    await games.getByLabel('Season').selectOption({ label: `Auto-fill League ${tag}` });
    await expect(games.getByRole('row', { name: new RegExp(`Legacy Lions vs ${hawks}`) })).toContainText(
      'Not a team of its season: Legacy Lions',
    );
    await games.getByRole('button', { name: `Edit Legacy Lions vs ${hawks}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit Legacy Lions vs ${hawks}` });
    await expect(field(dialog, 'Home team')).toHaveValue('Legacy Lions');
    await expect(
      dialog.getByText(
        '"Legacy Lions" is not a team of this season. Pick one of its teams, or keep the name as it is.',
      ),
    ).toBeVisible();
    await field(dialog, 'Home team').selectOption({ label: comets });
    await expect(dialog.getByText('is not a team of this season')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Game saved.')).toBeVisible();
    await expect(games.getByRole('rowheader', { name: `${comets} vs ${hawks}`, exact: true })).toBeVisible();

    await games.getByRole('button', { name: 'Add game' }).click();
    dialog = page.getByRole('dialog', { name: 'New game' });
    await field(dialog, 'Kickoff (league time)').fill(`${day(52)}T09:00`);
    await expect(field(dialog, 'Home team').locator('option')).toHaveText(['Choose…', comets, hawks]);
    await field(dialog, 'Home team').selectOption({ label: hawks });
    await field(dialog, 'Away team').selectOption({ label: hawks });
    await dialog.getByRole('button', { name: 'Add game' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A team cannot play itself.');
    await field(dialog, 'Away team').selectOption({ label: comets });
    await dialog.getByRole('button', { name: 'Add game' }).click();
    await expect(toast(page, 'Game added.')).toBeVisible();
    await expect(games.getByRole('rowheader', { name: `${hawks} vs ${comets}` })).toBeVisible();

    // An Arkansas county added to a conference division.
    const county = `Crittenden${tag}`;
    await openSection(page, 'Divisions and counties');
    const counties = section(page, 'Counties');
    await counties.getByRole('button', { name: 'Add county' }).click();
    dialog = page.getByRole('dialog', { name: 'New county' });
    await field(dialog, 'County name').fill(county);
    await field(dialog, 'State').selectOption({ label: 'Arkansas' });
    await field(dialog, 'Division').selectOption({ label: 'NFC North' });
    await dialog.getByRole('button', { name: 'Add county' }).click();
    await expect(toast(page, 'County added.')).toBeVisible();
    await counties.getByLabel('State').selectOption({ label: 'Arkansas' });
    await counties.getByLabel('Search counties').fill(tag);
    const countyRow = counties.getByRole('row', { name: new RegExp(county) });
    await expect(countyRow.locator('td[data-label="State"]')).toHaveText('Arkansas');
    await expect(countyRow.locator('td[data-label="Division"]')).toHaveText('NFC North');
    // A team edited on a freshly loaded office keeps what its form's lists load later (venue, coach).
    await page.goto('/portal/office#teams');
    await page.reload();
    await section(page, 'Teams').getByLabel('Search teams').fill(tag);
    await section(page, 'Teams')
      .getByRole('button', { name: `Edit ${teamName}` })
      .click();
    dialog = page.getByRole('dialog', { name: `Edit ${teamName}` });
    await expect(field(dialog, 'Head coach')).toHaveValue(/^\d+$/);
    await field(dialog, 'Colour').fill('#7c3aed');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Team saved.')).toBeVisible();
    await expect(
      section(page, 'Teams')
        .getByRole('row', { name: new RegExp(teamName) })
        .locator('td[data-label="Coaches"]'),
    ).toHaveText(`Tamika ${coachLast} (head coach)`);

    // The registration forms' list has it under its division.
    const listed = (await (await request.get('/api/league/divisions/')).json()) as unknown;
    expect(JSON.stringify(listed)).toContain(county);
  });
});

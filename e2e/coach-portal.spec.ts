/**
 * The coach portal (spec 3 §2, §4, §5, §8; issue 10): a new coach goes from no rights to an
 * uploaded schedule with nothing but the site (staff approve the request in the league office's
 * review queue; the queue's own tests are in e2e/office.spec.ts), coaches who are not staff never
 * see the queue, and every coach message of §8 shows where it belongs (failures faked with page.route). Each flow uses its own accounts and items;
 * staff@demo.test is shared but only decides on what its own test created.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { COACH_PROGRAM, grantCalendarRights, putOnDemoTeam, staffAccess } from './support/coach';
import { lastMailTo } from './support/outbox';
import { signInAs, signUpAs } from './support/session';
import { onMobileOnly } from './support/projects';

// Flows, not layouts: each runs once, on the phone coaches carry to the field.
onMobileOnly('portal flows');

const PORTAL = '/portal/coach';

/** A surname no other test uses, so the queue item is this test's own. */
const uniqueName = (prefix: string) =>
  `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

const accessCard = (page: Page) => page.getByRole('region', { name: 'Calendar editor access' });
const schedule = (page: Page) => page.getByRole('region', { name: 'Team schedule' });
const upload = (page: Page) => page.getByRole('region', { name: 'Upload a season schedule' });
const roster = (page: Page) => page.getByRole('region', { name: 'Roster and family contacts' });
const queue = (page: Page) => page.getByRole('region', { name: 'Review queue' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Opens the portal on the flag football boys' program (the one with the season to upload into). */
async function openPortal(page: Page) {
  await page.goto(PORTAL);
  await expect(accessCard(page)).toBeVisible();
  await page.getByLabel('Program you coach').selectOption(COACH_PROGRAM.id);
  await expect(page.getByRole('region', { name: /^Welcome/ })).toContainText(
    `Current program: ${COACH_PROGRAM.name}`,
  );
}

/** A second tab signed in as staff@demo.test, on the review queue of the league office. */
async function openQueueAsStaff(browser: Browser, request: Parameters<typeof signInAs>[1]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, request, 'staff@demo.test');
  await page.goto('/portal/office#queue');
  await expect(queue(page).getByRole('tablist', { name: 'Review queue' })).toBeVisible();
  return { context, page };
}

/** The season of the flag football boys' program seeded without games (its value in a select). */
async function uploadSeason(select: Locator): Promise<string> {
  const option = select.locator('option', { hasText: 'Junior League' });
  await expect(option).toHaveCount(1);
  return (await option.getAttribute('value'))!;
}

test.describe('from no rights to an uploaded schedule', () => {
  test('a new coach asks for access, staff approve it in the queue, and the coach adds and edits an event and uploads the template with one bad row', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const last = uniqueName('Rivers');
    const coach = await signUpAs(page, request, 'coach', { first_name: 'Casey', last_name: last });
    await openPortal(page);

    // No rights yet: the card offers the request, editing and the roster wait for approval.
    const card = accessCard(page);
    await expect(card).toContainText('Not granted');
    await expect(schedule(page)).toContainText('Calendar editing access required.');
    await expect(schedule(page).getByRole('button', { name: 'Add event' })).toHaveCount(0);
    await expect(roster(page)).toContainText('Access to athlete profiles requires calendar editor approval.');
    await upload(page).getByRole('button', { name: 'Upload schedule' }).click();
    await expect(upload(page).getByRole('alert')).toHaveText('Calendar editing access required.');

    await card.getByLabel('Message to our staff').fill('Head coach, Southaven Storm.');
    await card.getByRole('button', { name: 'Request access' }).click();
    await expect(toast(page, 'Access request submitted to staff for review.')).toBeVisible();
    await expect(card).toContainText('Pending review');
    await expect(card.getByLabel('Message to our staff')).toBeDisabled();
    await card.getByRole('button', { name: 'Request access' }).click();
    await expect(card.getByRole('alert')).toHaveText('Your access request is already pending review.');

    // Staff find the request in the queue and approve it with a note.
    const staff = await openQueueAsStaff(browser, request);
    const tab = queue(staff.page).getByRole('tab', { name: /^Calendar editors/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toHaveText(/^Calendar editors\d+ waiting$/);
    const item = queue(staff.page).getByRole('article', { name: `Casey ${last} · ${COACH_PROGRAM.name}` });
    await expect(item).toContainText('“Head coach, Southaven Storm.”');
    await item.getByLabel('Note to the coach').fill('Welcome aboard.');
    await item.getByRole('button', { name: /^Approve/ }).click();
    await expect(toast(staff.page, 'Request approved.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await queue(staff.page).getByLabel('Include decided items').check();
    await expect(item).toContainText('Approved by Angela Brooks');
    await expect(item).toContainText('“Welcome aboard.”');
    await staff.context.close();
    await expect
      .poll(() => lastMailTo(coach.email)?.subject)
      .toBe('Your calendar editor request was approved');

    // The coach refreshes the card: editing opens; events wait for a team of the coach's own.
    await card.getByRole('button', { name: 'Refresh status' }).click();
    await expect(toast(page, 'Access status refreshed.')).toBeVisible();
    await expect(card).toContainText('Granted');
    await expect(card.getByRole('button', { name: 'Request access' })).toHaveCount(0);
    await expect(schedule(page)).toContainText('Events go to the teams you coach');
    await expect(schedule(page).getByRole('button', { name: 'Add event' })).toHaveCount(0);
    // Staff put the coach on a team (the office's team form): its events can be added then.
    await putOnDemoTeam(request, coach.access);
    await openPortal(page);

    // A team event: the form's rule, then create and edit.
    await schedule(page).getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team event' });
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Title, start and end are required.');
    await dialog.getByLabel('Title').fill(`Practice ${last}`);
    await dialog.getByLabel('Starts').fill('2031-03-15T17:30');
    await dialog.getByLabel('Ends').fill('2031-03-15T19:00');
    await dialog.getByLabel('Location').fill('Snowden Grove Park · Field 3');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(toast(page, 'Event created.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const event = schedule(page)
      .getByRole('listitem')
      .filter({ hasText: `Practice ${last}` });
    await expect(event).toContainText('Snowden Grove Park · Field 3');

    await event.getByRole('button', { name: `Edit Practice ${last}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await expect(edit.getByLabel('Starts')).toHaveValue('2031-03-15T17:30');
    await edit.getByLabel('Title').fill(`Picture day ${last}`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Event updated.')).toBeVisible();
    await expect(
      schedule(page)
        .getByRole('listitem')
        .filter({ hasText: `Picture day ${last}` }),
    ).toBeVisible();
    await expect(
      schedule(page)
        .getByRole('listitem')
        .filter({ hasText: `Practice ${last}` }),
    ).toHaveCount(0);

    // The upload: its checks in order, then the template with one bad row added.
    const form = upload(page);
    await form.getByRole('button', { name: 'Upload schedule' }).click();
    await expect(form.getByRole('alert')).toHaveText('Select a season to upload into.');
    const juniorSeason = await uploadSeason(form.getByLabel('Season'));
    await form.getByLabel('Season').selectOption(juniorSeason);
    await form.getByRole('button', { name: 'Upload schedule' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose a CSV file first.');

    const downloading = page.waitForEvent('download');
    await form.getByRole('link', { name: 'Download the CSV template' }).click();
    const template = await downloading;
    expect(template.suggestedFilename()).toBe('season-schedule-template.csv');
    // This test's own team keeps its games apart from any earlier upload (a retry, another run); the
    // upload takes only the season's teams (issue 38), so staff add it first.
    const storm = `Southaven Storm ${last}`;
    const added = await request.post('/api/office/teams/', {
      headers: { Authorization: `Bearer ${await staffAccess(request)}` },
      data: { season: Number(juniorSeason), name: storm, colour: '', assistants: [], head_coach: null },
    });
    expect(added.status(), await added.text()).toBe(201);
    const rows = (await readFile((await template.path())!, 'utf8')).replaceAll('Southaven Storm', storm);
    const csv = `${rows}\r\nnot a date,Tupelo Titans,Oxford Owls,,,SCHEDULED,,,,\r\n`;
    const file = { name: 'schedule.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
    await form.getByLabel('Schedule file (CSV)').setInputFiles(file);
    await form.getByRole('button', { name: 'Upload schedule' }).click();
    await expect(
      form.getByText('Schedule uploaded. Created 2 and updated 0 games', { exact: false }),
    ).toHaveText(
      'Schedule uploaded. Created 2 and updated 0 games. 1 row was not imported; see the errors below.',
    );
    await expect(form.getByRole('list', { name: 'Rows not imported' }).getByRole('listitem')).toHaveText([
      'Row 4: kickoff "not a date" is not a date and time like 2026-09-12 09:00.',
    ]);

    // The season's calendar feed now carries the uploaded games, and the portal offers it.
    const season = await form.getByLabel('Season').locator('option:checked').textContent();
    const subscribe = page
      .getByRole('region', { name: 'Calendars and standings' })
      .getByRole('link', { name: `Subscribe to the ${season} calendar` });
    const webcal = await subscribe.getAttribute('href');
    expect(webcal).toMatch(/^webcal:\/\/localhost:\d+\/api\/events\/seasons\/\d+\/calendar\.ics$/);
    const feed = await request.get(webcal!.replace(/^webcal:/, 'http:'));
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain(`SUMMARY:${storm} vs Horn Lake Hawks`);
    expect(ics).toContain(`SUMMARY:Hernando Tigers vs ${storm}`);

    // The same file again updates the two games it created.
    await form.getByLabel('Schedule file (CSV)').setInputFiles(file);
    await form.getByRole('button', { name: 'Upload schedule' }).click();
    await expect(form.getByText('Schedule uploaded.', { exact: false })).toHaveText(
      'Schedule uploaded. Created 0 and updated 2 games. 1 row was not imported; see the errors below.',
    );
  });
});

test.describe('revoking a program', () => {
  test('staff revoke an approved request in the queue, and that program closes in the coach portal', async ({
    browser,
    page,
    request,
  }) => {
    const last = uniqueName('Revoked');
    const coach = await signUpAs(page, request, 'coach', { first_name: 'Jamie', last_name: last });
    await grantCalendarRights(request, coach.access);
    await openPortal(page);
    await expect(accessCard(page)).toContainText('Granted');

    const staff = await openQueueAsStaff(browser, request);
    await queue(staff.page).getByLabel('Include decided items').check();
    const item = queue(staff.page).getByRole('article', { name: `Jamie ${last} · ${COACH_PROGRAM.name}` });
    await expect(item).toContainText('Approved by Angela Brooks');
    await item.getByLabel('Note to the coach').fill('Season over.');
    await item.getByRole('button', { name: /^Revoke access/ }).click();
    await expect(toast(staff.page, 'Access revoked.')).toBeVisible();
    await expect(item).toContainText('Denied by Angela Brooks');
    await staff.context.close();

    await openPortal(page);
    await expect(accessCard(page)).toContainText('Denied');
    await expect(accessCard(page)).toContainText('“Season over.”');
    await expect(schedule(page).getByRole('button', { name: 'Add event' })).toHaveCount(0);
    await expect(roster(page)).toContainText('Access to athlete profiles requires calendar editor approval.');
  });
});

test.describe('a coach who is not staff', () => {
  test('never sees the review queue, even with calendar rights, and the queue API answers 403', async ({
    page,
    request,
  }) => {
    const coach = await signUpAs(page, request, 'coach');
    await grantCalendarRights(request, coach.access);
    await putOnDemoTeam(request, coach.access);
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/staff/')) asked.push(req.url());
    });
    await openPortal(page);
    await expect(accessCard(page)).toContainText('Granted');
    await expect(schedule(page).getByRole('button', { name: 'Add event' })).toBeVisible();
    await expect(queue(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'League office' })).toHaveCount(0);
    expect(asked).toEqual([]);

    // Rights are per program (issue 17): the program it runs is offered first; another is not granted.
    const picker = page.getByLabel('Program you coach');
    await expect(picker.locator('optgroup[label="Programs you coach"] option')).toHaveText([
      COACH_PROGRAM.name,
    ]);
    await picker.selectOption('jr-nba');
    await expect(accessCard(page)).toContainText('Not granted');
    await expect(schedule(page).getByRole('button', { name: 'Add event' })).toHaveCount(0);
    await expect(roster(page)).toContainText('Access to athlete profiles requires calendar editor approval.');
    await accessCard(page).getByRole('button', { name: 'Request access' }).click();
    await expect(accessCard(page)).toContainText('Pending review');
    await expect(roster(page)).toContainText('Your request for this program is pending review by our staff.');
    await expect(picker.locator('option:checked')).toHaveText('Jr. NBA Basketball (request pending)');

    const headers = { Authorization: `Bearer ${coach.access}` };
    for (const path of [
      '/api/staff/queue/',
      '/api/staff/calendar-editor-requests/',
      '/api/staff/recruiter-access-requests/',
      '/api/staff/gallery-submissions/',
      '/api/staff/contact-messages/',
    ]) {
      expect((await request.get(path, { headers })).status(), path).toBe(403);
    }
    expect((await request.get('/api/staff/queue/')).status()).toBe(401);
    const asStaff = await request.get('/api/staff/queue/', {
      headers: { Authorization: `Bearer ${await staffAccess(request)}` },
    });
    expect(asStaff.status()).toBe(200);
  });
});

test.describe('what a coach is told (spec 3 §8)', () => {
  test('the portal that cannot load, and a non-coach answer', async ({ page, request }) => {
    await signUpAs(page, request, 'coach');
    await page.route('**/api/programs/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(PORTAL);
    await expect(page.getByRole('alert')).toContainText('Unable to load the coach portal right now.');

    await page.unroute('**/api/programs/**');
    await page.route('**/api/programs/**', (route) =>
      route.fulfill({ status: 403, json: { detail: 'You do not have permission to perform this action.' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Coach account required to access this portal.');
  });

  test('requests and refreshes that fail, then succeed', async ({ page, request }) => {
    await signUpAs(page, request, 'coach');
    await openPortal(page);
    const card = accessCard(page);
    await page.route('**/api/events/calendar-editor-requests/', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await card.getByRole('button', { name: 'Request access' }).click();
    await expect(card.getByRole('alert')).toHaveText('Unable to submit request right now.');
    await expect(card).toContainText('Not granted');
    await card.getByRole('button', { name: 'Refresh status' }).click();
    await expect(toast(page, 'Unable to refresh access status right now.')).toBeVisible();

    await page.unroute('**/api/events/calendar-editor-requests/');
    await card.getByRole('button', { name: 'Request access' }).click();
    await expect(toast(page, 'Access request submitted to staff for review.')).toBeVisible();
    await expect(card).toContainText('Pending review');
  });

  test('events and the roster that cannot load', async ({ page, request }) => {
    const coach = await signUpAs(page, request, 'coach');
    await grantCalendarRights(request, coach.access);
    await page.route('**/api/events/?*', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.route('**/api/auth/coach/athletes/?*', (route) => route.fulfill({ status: 500, body: '' }));
    await openPortal(page);
    await expect(schedule(page).getByRole('alert')).toContainText('Failed to load events');
    await expect(roster(page).getByRole('alert')).toContainText('Unable to load roster right now.');

    await page.unroute('**/api/events/?*');
    await schedule(page).getByRole('button', { name: 'Try again' }).click();
    await expect(schedule(page).getByRole('alert')).toHaveCount(0);
    // The program's events (other coaches' too) loaded: the hero counts them.
    await expect(page.locator('.metric').filter({ hasText: 'Team events' }).locator('dd')).toHaveText(
      /^\d+$/,
    );
  });

  test('an event that cannot be created or updated: the edit is shown at once, then put back', async ({
    page,
    request,
  }) => {
    const coach = await signUpAs(page, request, 'coach');
    await grantCalendarRights(request, coach.access);
    await putOnDemoTeam(request, coach.access);
    await openPortal(page);

    await page.route('**/api/events/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await schedule(page).getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team event' });
    await dialog.getByLabel('Title').fill('Team meeting');
    await dialog.getByLabel('Starts').fill('2031-04-01T18:00');
    await dialog.getByLabel('Ends').fill('2031-04-01T19:00');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to create event');
    await page.unroute('**/api/events/');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(toast(page, 'Event created.')).toBeVisible();
    const meeting = schedule(page).getByRole('listitem').filter({ hasText: 'Team meeting' });
    await expect(meeting).toBeVisible();

    // Hold the PATCH until the optimistic edit has been seen, then fail it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/events/*/', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await held;
      await route.fulfill({ status: 500, body: '' });
    });
    await meeting.getByRole('button', { name: 'Edit Team meeting' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await edit.getByLabel('Title').fill('Team meeting (moved)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      schedule(page).getByRole('listitem').filter({ hasText: 'Team meeting (moved)' }),
    ).toBeVisible();
    release();
    await expect(toast(page, 'Failed to update event')).toBeVisible();
    await expect(
      schedule(page).getByRole('listitem').filter({ hasText: 'Team meeting (moved)' }),
    ).toHaveCount(0);
    await expect(meeting).toBeVisible();
  });

  test('an upload and feedback that fail, and feedback saved', async ({ page, request }) => {
    const coach = await signUpAs(page, request, 'coach');
    await grantCalendarRights(request, coach.access);
    // Jordan's season has teams: the coach sees him once on his team (issue 19).
    await putOnDemoTeam(request, coach.access);
    await openPortal(page);

    await page.route('**/api/events/season-games/bulk-upload/', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    const form = upload(page);
    await form.getByLabel('Season').selectOption(await uploadSeason(form.getByLabel('Season')));
    await form.getByLabel('Schedule file (CSV)').setInputFiles({
      name: 'schedule.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('kickoff,home_team,away_team\r\n'),
    });
    await form.getByRole('button', { name: 'Upload schedule' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to upload schedule.');

    // Jordan Ellis (athlete@demo.test) is registered and paid for the program, on the Southaven Storm.
    const jordan = roster(page).getByRole('form', { name: 'Feedback on Jordan Ellis' });
    await jordan.getByRole('button', { name: 'Save feedback on Jordan Ellis' }).click();
    await expect(jordan.getByRole('alert')).toHaveText('Add feedback before saving.');
    await jordan.getByLabel('Your feedback').fill('Reads the field well; work on flag pulls.');
    await page.route('**/api/auth/coach/athletes/*/feedback/', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await jordan.getByRole('button', { name: 'Save feedback on Jordan Ellis' }).click();
    await expect(jordan.getByRole('alert')).toHaveText('Unable to save feedback right now.');
    await page.unroute('**/api/auth/coach/athletes/*/feedback/');
    await jordan.getByRole('button', { name: 'Save feedback on Jordan Ellis' }).click();
    await expect(toast(page, 'Feedback saved.')).toBeVisible();
    await page.reload();
    await page.getByLabel('Program you coach').selectOption(COACH_PROGRAM.id);
    await expect(jordan.getByLabel('Your feedback')).toHaveValue('Reads the field well; work on flag pulls.');
  });
});

test.describe('who an event reaches (issue 41 item 6)', () => {
  test('a coach of one team posts to that team only, whatever program they hold; staff may post to every team', async ({
    page,
    request,
    browser,
  }) => {
    // The demo coach holds NFL FLAG Boys and is head coach of the Southaven Storm.
    const { access } = await signInAs(page, request, 'coach@demo.test');
    await openPortal(page);
    await page.getByLabel('Program you coach').selectOption(COACH_PROGRAM.id);
    await schedule(page).getByRole('button', { name: 'Add event' }).click();
    const team = page.getByRole('dialog', { name: 'Add team event' }).getByLabel('Team', { exact: true });
    await expect(team.locator('option')).toHaveText([/^Southaven Storm/]);
    // Nor can it be asked of the API.
    const wide = await request.post('/api/events/', {
      headers: { Authorization: `Bearer ${access}` },
      data: {
        program_id: COACH_PROGRAM.id,
        title: 'Every team, from a coach',
        starts_at: '2031-05-01T23:00:00Z',
        ends_at: '2031-05-02T00:00:00Z',
      },
    });
    expect(wide.status()).toBe(403);
    expect(await wide.json()).toEqual({
      detail: 'Only the league office posts to a whole program: choose one of your teams.',
    });

    const office = await browser.newContext({ viewport: page.viewportSize()! });
    try {
      const staff = await office.newPage();
      await signInAs(staff, request, 'staff@demo.test');
      await staff.goto('/portal/coach');
      await staff.getByLabel('Program you coach').selectOption(COACH_PROGRAM.id);
      await schedule(staff).getByRole('button', { name: 'Add event' }).click();
      await expect(
        staff
          .getByRole('dialog', { name: 'Add team event' })
          .getByLabel('Team', { exact: true })
          .locator('option')
          .first(),
      ).toHaveText('Whole program (every team)');
    } finally {
      await office.close();
    }
  });
});

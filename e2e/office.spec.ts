/**
 * The league office (issue 18) on a phone: staff create a venue, a program, a season with three
 * games (one scored), a news article and a gold sponsor through the office's forms, see each in
 * its list and in the Activity view with the fields before and after, and are told which
 * registrations stop a program from being deleted. Also: who reaches the office, and the staff
 * review queue that moved here from the coach portal. Each flow uses its own records and accounts;
 * staff@demo.test is shared but only changes what its own test created.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  field,
  openSection,
  runSeasonInOffice,
  seasonRecords,
  section,
  toast,
  uniqueName,
} from './support/office';
import { lastMailTo } from './support/outbox';
import { signInAs, signUpAs } from './support/session';
import { onMobileOnly } from './support/projects';

// Flows, not layouts: each runs once, on the phone (the axe sweep covers the desktop layout).
onMobileOnly('office flows');

const PORTAL = '/portal/office#queue';

const queue = (page: Page) => page.getByRole('region', { name: 'Review queue' });

/** A second tab signed in as staff@demo.test, on the review queue. */
async function openQueueAsStaff(browser: Browser, request: Parameters<typeof signInAs>[1]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, request, 'staff@demo.test');
  await page.goto(PORTAL);
  await expect(queue(page).getByRole('tablist', { name: 'Review queue' })).toBeVisible();
  return { context, page };
}

test.describe('who reaches the office', () => {
  test('staff find it from the header and from /portal/coach; a coach is sent to /login', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'staff@demo.test');
    await page.goto('/portal/coach');
    const office = page.getByRole('region', { name: 'League office' });
    await expect(office.getByRole('link', { name: 'Open the review queue' })).toHaveAttribute(
      'href',
      '/portal/office#queue',
    );
    // The Dashboard of staff stays the coach portal (spec 1 §6); the header adds the office.
    const header = page.locator('[data-auth]');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/portal/coach');
    await header.getByRole('link', { name: 'Office' }).click();
    await expect(page).toHaveURL(/\/portal\/office$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Angela');
    // The office opens at a glance (issue 20); the queue is a section away.
    await expect(page.getByRole('region', { name: 'At a glance', exact: true })).toBeVisible();

    const other = await page.context().browser()!.newContext();
    const coachPage = await other.newPage();
    await signUpAs(coachPage, request, 'coach');
    await coachPage.goto('/');
    await expect(coachPage.locator('[data-auth]').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(coachPage.locator('[data-auth]').getByRole('link', { name: 'Office' })).toBeHidden();
    await coachPage.goto('/portal/office');
    await expect(coachPage).toHaveURL(`/login?next=${encodeURIComponent('/portal/office')}`);
    await other.close();
  });
});

test.describe('running a season from the office', () => {
  test('staff add a venue, a program, a season with three games, a news article and a gold sponsor, and see each change in Activity', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const records = seasonRecords({ street: '1 River Rd', city: 'Tupelo', state: 'MS', zip: '38801' });
    const { venue, program, season, article, sponsor } = records;
    await signInAs(page, request, 'staff@demo.test');
    await page.goto('/portal/office');
    await runSeasonInOffice(page, records);

    // Deleting a program that families registered for is refused, naming the registrations.
    await openSection(page, 'Programs');
    await section(page, 'Programs').getByLabel('Search programs').fill('NFL FLAG Football Boys');
    await section(page, 'Programs').getByRole('button', { name: 'Edit NFL FLAG Football Boys' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit NFL FLAG Football Boys' });
    await dialog.getByRole('button', { name: 'Delete…' }).click();
    await dialog.getByRole('button', { name: 'Delete program' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('NFL FLAG Football Boys cannot be deleted:');
    await expect(refusal).toContainText('Marcus Whitfield');
    await expect(refusal).toContainText('Archive it instead: untick Active and save.');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Activity: every change above, by Angela Brooks, with the fields before and after.
    await openSection(page, 'Activity');
    const activity = section(page, 'Activity');
    await activity.getByLabel('Who (name or e-mail)').fill('Angela');
    await activity.getByLabel('Record', { exact: true }).selectOption({ label: 'Game' });
    const scored = activity.getByRole('article').filter({ hasText: 'Changed · Game' }).first();
    await expect(scored).toContainText('Angela Brooks');
    await expect(scored.getByRole('row', { name: /^status/ })).toHaveText(/statusSCHEDULEDCOMPLETED/);
    await expect(scored.getByRole('row', { name: /^home_score/ })).toHaveText(/home_score\(empty\)21/);
    for (const [record, name] of [
      ['Venue', venue],
      ['Program', program],
      ['Season', season],
      ['News article', article],
      ['Sponsor or partner', sponsor],
    ] as const) {
      await activity.getByLabel('Record', { exact: true }).selectOption({ label: record });
      const created = activity
        .getByRole('article')
        .filter({ hasText: `Created · ${record}` })
        .filter({ hasText: name });
      await expect(created, record).toBeVisible();
      await expect(created.getByRole('row', { name: /^(name|title)/ })).toContainText(name);
    }
    // The news picture and the sponsor's logo, uploaded in the forms.
    await activity.getByLabel('Record', { exact: true }).selectOption({ label: 'Uploaded image' });
    const uploads = activity.getByRole('article').filter({ hasText: 'Created · Uploaded image' });
    for (const name of [`kickoff-${records.tag}.png`, `delta-logo-${records.tag}.png`]) {
      await expect(uploads.filter({ hasText: name })).toHaveCount(1);
    }
  });
});

test.describe('what the office shows and says', () => {
  test('the Markdown preview keeps both Markdown and markup, as the article page does; a refused delete names the remedy that fits', async ({
    page,
    request,
  }) => {
    // Issue 41 item 14: one <em> in a Markdown body used to turn the whole preview into plain text.
    const { access } = await signInAs(page, request, 'staff@demo.test');
    await page.goto('/portal/office');
    await openSection(page, 'News');
    await section(page, 'News').getByRole('button', { name: 'Add article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New article' });
    const body = '## Game day\n\nBring **water** and <em>sunscreen</em>.\n- Cleats\n- Flags';
    await dialog.getByRole('textbox', { name: /^Article/ }).fill(body);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: /^Preview of Article/ });
    await expect(preview.getByRole('heading', { name: 'Game day', level: 3 })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('water');
    await expect(preview.locator('em')).toHaveText('sunscreen');
    await expect(preview.getByRole('listitem')).toHaveText(['Cleats', 'Flags']);
    await expect(preview).not.toContainText('**');
    await page.keyboard.press('Escape');

    // The page an article published after the build renders the same text the same way.
    const title = `Preview check ${uniqueName('')}`;
    const saved = await request.post('/api/office/news/', {
      headers: { Authorization: `Bearer ${access}` },
      data: { title, content: body, published_at: new Date().toISOString() },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    await page.goto(`/news/${id}`);
    const article = page.locator('.news-article-body');
    await expect(article.getByRole('heading', { name: 'Game day' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('water');
    await expect(article.locator('em')).toHaveText('sunscreen');

    // A team with an event and no players: the refusal names the event, not the players.
    const teamName = `Byhalia Bolts ${uniqueName('')}`;
    const season = (
      (await (
        await request.get('/api/office/seasons/?search=Junior%20League&page_size=50', {
          headers: { Authorization: `Bearer ${access}` },
        })
      ).json()) as { results: { id: number; program: string }[] }
    ).results.find((item) => item.program === 'nfl-flag-boys')!;
    const team = await request.post('/api/office/teams/', {
      headers: { Authorization: `Bearer ${access}` },
      data: { season: season.id, name: teamName },
    });
    expect(team.status(), await team.text()).toBe(201);
    const event = await request.post('/api/events/', {
      headers: { Authorization: `Bearer ${access}` },
      data: {
        program_id: 'nfl-flag-boys',
        team_id: ((await team.json()) as { id: number }).id,
        title: 'Bolts practice',
        starts_at: '2031-05-02T17:00:00Z',
        ends_at: '2031-05-02T18:00:00Z',
      },
    });
    expect(event.status(), await event.text()).toBe(201);
    await page.goto('/portal/office');
    await openSection(page, 'Teams');
    await section(page, 'Teams').getByLabel('Search teams').fill(teamName);
    await section(page, 'Teams')
      .getByRole('button', { name: `Edit ${teamName}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Edit ${teamName}` });
    await edit.getByRole('button', { name: 'Delete…' }).click();
    await edit.getByRole('button', { name: 'Delete team' }).click();
    await expect(edit.getByRole('alert')).toHaveText(
      `${teamName} cannot be deleted: 1 team event (Bolts practice) refers to it. Delete its events first (an event keeps its team).`,
    );
  });
});

test.describe('the office’s people (issue 41 item 15)', () => {
  test('an admin invites staff by e-mail, who sets a password and comes in as staff; the last admin stays; the admin removes them', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueName('');
    const email = `robin.${tag}@league.example`;
    await signInAs(page, request, 'staff@demo.test');
    await page.goto('/portal/office');
    await openSection(page, 'Office people');
    const people = section(page, 'Office people');
    await expect(people.getByRole('rowheader', { name: 'Marcus Tate' })).toBeVisible();
    await people.getByRole('button', { name: 'Invite person' }).click();
    let dialog = page.getByRole('dialog', { name: 'New person' });
    await field(dialog, 'First name').fill('Robin');
    await field(dialog, 'Last name').fill(`Lane${tag}`);
    await field(dialog, 'E-mail').fill('parent@demo.test');
    await dialog.getByRole('button', { name: 'Invite person' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'That e-mail address already has an account on the league site: invite another address.',
    );
    await field(dialog, 'E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Invite person' }).click();
    await expect(toast(page, 'Invitation sent.')).toBeVisible();
    const row = people.getByRole('row', { name: new RegExp(`Robin Lane${tag}`) });
    await expect(row).toContainText('Invited');

    // Robin follows the mailed link, chooses a password, signs in and finds the office, as staff.
    await expect.poll(() => lastMailTo(email)?.subject).toBe('You are invited to the league office');
    const link = /\/reset-password\?uid=[\w-]+&token=[\w-]+/.exec(lastMailTo(email)!.text)![0];
    const robinContext = await browser.newContext({ viewport: page.viewportSize()! });
    try {
      const robin = await robinContext.newPage();
      await robin.goto(link);
      await robin.getByLabel('New password', { exact: true }).fill('Office-pass-41!');
      await robin.getByLabel('Confirm new password', { exact: true }).fill('Office-pass-41!');
      await robin.getByRole('button', { name: 'Reset password' }).click();
      await expect(robin.getByText('Your password has been reset.')).toBeVisible();
      await robin.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await robin.getByLabel('Email').fill(email);
      await robin.getByLabel('Password', { exact: true }).fill('Office-pass-41!');
      await robin.getByRole('button', { name: 'Sign in' }).click();
      await expect(robin).toHaveURL(/\/profile$/);
      await robin.goto('/portal/office#people');
      const seen = section(robin, 'Office people');
      await expect(seen.getByRole('rowheader', { name: `Robin Lane${tag}` })).toBeVisible();
      // Staff read the list; inviting, roles and removal are an admin's.
      await expect(seen.getByRole('button', { name: 'Invite person' })).toHaveCount(0);
      await expect(seen.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    } finally {
      await robinContext.close();
    }
    await page.reload();
    await expect(row).toContainText('Active');

    // The office's only admin cannot be removed.
    await people.getByRole('button', { name: 'Edit Angela Brooks' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Angela Brooks' });
    await dialog.getByRole('button', { name: 'Remove…' }).click();
    await dialog.getByRole('button', { name: 'Remove person' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Angela Brooks is the office’s last admin: make someone else an admin first.',
    );
    await page.keyboard.press('Escape');

    // Robin is removed: gone from the list, on record in Activity.
    await people.getByRole('button', { name: `Edit Robin Lane${tag}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit Robin Lane${tag}` });
    await dialog.getByRole('button', { name: 'Remove…' }).click();
    await dialog.getByRole('button', { name: 'Remove person' }).click();
    await expect(toast(page, 'Removed from the office.')).toBeVisible();
    await expect(people.getByRole('rowheader', { name: `Robin Lane${tag}` })).toHaveCount(0);
    const login = await request.post('/api/auth/login/', { data: { email, password: 'Office-pass-41!' } });
    expect(login.status()).toBe(401);
    await openSection(page, 'Activity');
    const activity = section(page, 'Activity');
    await activity.getByLabel('Record', { exact: true }).selectOption({ label: 'Office person' });
    await expect(
      activity.getByRole('article').filter({ hasText: 'Deleted · Office person' }).first(),
    ).toBeVisible();
  });
});

test.describe('the staff review queue', () => {
  test('staff preview a highlight sent from /gallery, approve it, and it appears in the gallery', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const title = `Pick six ${uniqueName('by')}`;
    const photo = await readFile('server/seed/media/touchdown-photo.png');
    await page.goto('/gallery#submit');
    const form = page.getByRole('form', { name: 'Submit a highlight' });
    await expect(form.getByRole('button', { name: 'Submit highlight' })).toBeEnabled();
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Photo or video')
      .setInputFiles({ name: 'pick.png', mimeType: 'image/png', buffer: photo });
    await form.getByRole('button', { name: 'Submit highlight' }).click();
    await expect(page.getByText('Thanks! Your highlight was submitted for review.')).toBeVisible();

    const staff = await openQueueAsStaff(browser, request);
    await queue(staff.page)
      .getByRole('tab', { name: /^Gallery/ })
      .click();
    const item = queue(staff.page).getByRole('article', { name: title });
    await item.getByRole('button', { name: `Show photo “${title}”` }).click();
    const preview = item.getByRole('img', { name: `Preview of ${title}` });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await item.getByRole('button', { name: `Approve and publish “${title}”` }).click();
    await expect(toast(staff.page, 'Highlight published in the gallery.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await staff.context.close();

    await page.goto('/gallery');
    const published = page.locator('.gallery-grid').getByRole('link', { name: new RegExp(title) });
    await expect(published).toBeVisible();
    const image = published.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('staff approve a recruiter’s access request and mark a contact message handled', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const last = uniqueName('Scout');
    const recruiter = await signUpAs(page, request, 'recruiter', { first_name: 'Robin', last_name: last });
    const asked = await request.post('/api/auth/recruiter/access-requests/', {
      headers: { Authorization: `Bearer ${recruiter.access}` },
      data: { message: 'Recruiting coordinator, Delta State.' },
    });
    expect(asked.ok()).toBe(true);
    const subject = `Carpool question ${last}`;
    const sent = await request.post('/api/contact/', {
      data: {
        name: 'Morgan Family',
        email: 'morgan@example.com',
        subject,
        message: 'Any carpools from Olive Branch?',
      },
    });
    expect(sent.ok()).toBe(true);

    const staff = await openQueueAsStaff(browser, request);
    const tabs = queue(staff.page);
    await tabs.getByRole('tab', { name: /^Recruiter access/ }).click();
    const ask = tabs.getByRole('article', { name: `Robin ${last}` });
    await expect(ask).toContainText('“Recruiting coordinator, Delta State.”');
    await ask.getByRole('button', { name: /^Approve/ }).click();
    await expect(toast(staff.page, 'Request approved.')).toBeVisible();
    await expect(ask).toHaveCount(0);

    await tabs.getByRole('tab', { name: /^Messages/ }).click();
    const message = tabs.getByRole('article', { name: subject });
    await expect(message).toContainText('Any carpools from Olive Branch?');
    await expect(message.getByRole('link', { name: 'morgan@example.com' })).toHaveAttribute(
      'href',
      'mailto:morgan@example.com',
    );
    await message.getByRole('button', { name: `Mark handled “${subject}”` }).click();
    await expect(toast(staff.page, 'Message marked handled.')).toBeVisible();
    await expect(message).toHaveCount(0);
    await tabs.getByLabel('Include decided items').check();
    await expect(message).toContainText('Handled by Angela Brooks');
    await staff.context.close();

    // The recruiter sees the decision.
    await page.goto('/portal/recruiter');
    await expect(page.getByRole('region', { name: 'Access status' })).toContainText('Approved');
  });

  test('tabs show what waits and lists page five at a time', async ({ page, request }) => {
    await page.route('**/api/staff/queue/', (route) =>
      route.fulfill({
        json: {
          calendar_editor_requests: 0,
          recruiter_access_requests: 2,
          gallery_submissions: 7,
          contact_messages: 12,
          refund_requests: 1,
        },
      }),
    );
    await signInAs(page, request, 'staff@demo.test');
    await page.goto(PORTAL);
    const tabs = queue(page).getByRole('tab');
    await expect(tabs).toHaveText([
      'Calendar editors0 waiting',
      'Recruiter access2 waiting',
      'Gallery7 waiting',
      'Messages12 waiting',
      'Refund requests1 waiting',
    ]);

    const messages = Array.from({ length: 5 }, (_, index) => ({
      id: 9000 + index,
      name: 'Parent',
      email: `parent${index}@example.com`,
      phone: '',
      subject: `Question ${index + 1}`,
      message: 'Hello',
      created_at: '2026-09-01T15:00:00Z',
      status: 'pending_review',
      handled_at: null,
      handled_by_name: null,
    }));
    const pages: string[] = [];
    await page.route('**/api/staff/contact-messages/?*', (route) => {
      const query = new URL(route.request().url()).searchParams;
      pages.push(query.get('page') ?? '1');
      const offset = (Number(query.get('page') ?? '1') - 1) * 5;
      return route.fulfill({
        json: {
          count: 12,
          next: null,
          previous: null,
          results: messages.map((m) => ({ ...m, subject: `Question ${offset + m.id - 8999}` })),
        },
      });
    });
    await queue(page)
      .getByRole('tab', { name: /^Messages/ })
      .click();
    const pager = queue(page).getByRole('navigation', { name: 'Pages' });
    await expect(pager).toContainText('Page 1 of 3');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(queue(page).getByRole('article')).toHaveCount(5);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of 3');
    await expect(queue(page).getByRole('article').first()).toHaveAccessibleName('Question 6');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 3 of 3');
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pages).toEqual(['1', '2', '3']);
  });
});

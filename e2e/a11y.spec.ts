import { expect, test, type Page } from '@playwright/test';
import routes from './routes.json' with { type: 'json' };
import { bornYearsAgo, createProfileByApi } from './support/athletes';
import { addChildByApi } from './support/payments';
import { axeViolations } from './support/axe';
import { staffAccess } from './support/coach';
import { mailedToken } from './support/outbox';
import { uniqueName } from './support/office';
import { joinWaitlist, takePlace, waitlistProgram } from './support/waitlist';
import { confirmEmailByApi, GATED_AS, signInAs, signUpAs } from './support/session';
import { registrationBody } from '../server/test/registrations';
import { leagueToday, registrationWindow, type SeasonChoice } from '../src/domain/season-registration';

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await axeViolations(page), `axe violations on ${path}`).toEqual([]);
}

/** Runs axe on the page as it is now (dialogs open, problems shown). */
async function expectClean(page: Page, what: string) {
  expect(await axeViolations(page), `axe violations with ${what}`).toEqual([]);
}

test.describe('axe sweep, signed out', () => {
  for (const path of routes.public) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }
});

test.describe('axe sweep, signed in', () => {
  for (const path of [...routes.public, ...Object.keys(GATED_AS)]) {
    test(`${path} has no WCAG 2.2 AA violations when signed in`, async ({ page, request }, testInfo) => {
      // A public page signed in differs from the signed-out sweep only in its header and forms: that
      // runs once, on the phone; the wide header signed in is swept on every gated route.
      test.skip(
        !(path in GATED_AS) && testInfo.project.name !== 'mobile',
        'signed-in public pages are swept on the mobile project',
      );
      await signInAs(page, request, GATED_AS[path] ?? 'parent@demo.test');
      await expectNoViolations(page, path);
    });
  }
});

test.describe('axe sweep, the receipt page', () => {
  test('the printable receipt of a paid registration has no WCAG 2.2 AA violations', async ({
    page,
    request,
  }) => {
    const { access } = await signInAs(page, request, 'parent@demo.test');
    const mine = (await (
      await request.get('/api/registrations/', { headers: { Authorization: `Bearer ${access}` } })
    ).json()) as { results: { id: number; payment_status: string }[] };
    const paid = mine.results.find((registration) => registration.payment_status === 'paid')!;
    await expectNoViolations(page, `/receipt?registration=${paid.id}`);
    await expect(page.getByRole('article', { name: 'Payment receipt' })).toContainText('Marcus');
  });
});

test.describe('axe sweep, the team roster page', () => {
  test('the printable roster of a team has no WCAG 2.2 AA violations (issue 41 item 5)', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'coach@demo.test');
    await page.goto('/portal/coach');
    await page
      .getByRole('region', { name: 'Roster and family contacts' })
      .getByRole('link', { name: /^Printable roster and CSV/ })
      .first()
      .click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
  });
});

test.describe('axe sweep, parent portal with its dialogs open', () => {
  test('the list of who has read a player’s emergency and medical notes has no WCAG 2.2 AA violations', async ({
    page,
    request,
  }) => {
    // A staff member reads the roster with Marcus's notes: a read the family sees (issue 36).
    const staff = await staffAccess(request);
    const roster = await request.get('/api/auth/coach/athletes/?program=nfl-flag-boys', {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(roster.status()).toBe(200);
    await signInAs(page, request, 'parent@demo.test');
    await page.goto('/portal/parent');
    const card = page.getByRole('article', { name: 'Marcus Whitfield' });
    await card.getByRole('button', { name: 'Who has read these notes' }).click();
    await expect(
      card.getByRole('listitem').filter({ hasText: 'Angela Brooks (staff admin)' }).first(),
    ).toBeVisible();
    await expectClean(page, 'the list of who has read the notes open');
  });

  test('the portal, the edit form, the waiver, review, card and keep-records dialogs have no WCAG 2.2 AA violations', async ({
    page,
    request,
  }) => {
    // Nine full axe runs, one across the five card-field frames.
    test.setTimeout(120_000);
    // A new account: the portal shows its unconfirmed-address notice too.
    const { access } = await signUpAs(page, request, 'parent_guardian');
    await addChildByApi(request, access, 'Axe', { waiver: 'pending' });
    await page.goto('/portal/parent');
    const card = page.getByRole('article', { name: 'Axe Rivers' });
    await expect(card).toBeVisible();
    // Issue 39: who is coming and the notification settings, loaded when the page is idle.
    await expect(page.getByRole('button', { name: 'Save notification settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who is coming' })).toBeVisible();
    await expectClean(page, 'the portal');

    await card.getByRole('button', { name: 'Edit Axe Rivers' }).click();
    await expectClean(page, 'the edit form');
    await card.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Add emergency info for Axe Rivers' }).click();
    const emergency = page.getByRole('dialog', {
      name: 'Emergency contact and medical notes for Axe Rivers',
    });
    await emergency.getByLabel('Emergency contact phone').fill('call me');
    await emergency.getByRole('button', { name: 'Save' }).click();
    await expect(emergency.getByRole('alert')).toHaveText('Enter a valid phone number.');
    await expectClean(page, 'the emergency notes dialog with a problem shown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await card.getByRole('button', { name: 'Sign waiver for Axe Rivers' }).click();
    await expect(page.getByRole('dialog').getByLabel('Waiver text')).toBeVisible();
    await expectClean(page, 'the waiver dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Sign waiver for Axe Rivers' })).toBeFocused();

    await card.getByRole('button', { name: /for a program$/ }).click();
    await card.getByLabel('Program', { exact: true }).selectOption('nfl-flag-boys');
    await expectClean(page, 'the registration form');
    const venue = card.getByLabel('Location');
    if (await venue.count()) await venue.selectOption({ index: 1 });
    for (const [label, value] of [
      ['Shirt size', 'M'],
      ['Shorts size', 'M'],
      ['Glove size', 'M'],
      ['Age group', 'Junior: U-12 and U-13'],
      ['Grade', '8'],
      ['County', 'DESOTO'],
    ] as const) {
      await card.getByLabel(label).selectOption(value);
    }
    await card.getByLabel('Shoe size').fill('8');
    await card.getByLabel('Shipping contact name').fill('Pat Parent');
    await card.getByLabel('Address line 1').fill('1 Main St');
    await card.getByLabel('City').fill('Tupelo');
    await card.getByLabel('State').fill('MS');
    await card.getByLabel('ZIP or postal code').fill('38801');
    await card.getByRole('button', { name: 'Review & Register' }).click();
    // The pending waiver is signed inside the registration first.
    const waiver = page.getByRole('dialog', { name: 'Participation Waiver and Release' });
    await expect(waiver.getByLabel('Waiver text')).toBeVisible();
    await expectClean(page, 'the waiver inside the registration');
    await waiver.getByLabel(/I have read this waiver/).check();
    await waiver.getByRole('button', { name: 'Sign and continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Register Axe?' })).toBeVisible();
    await expectClean(page, 'the review dialog');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    const pay = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(pay.frameLocator('iframe[title="Card number"]').locator('input')).toBeVisible();
    await expectClean(page, 'the card dialog');
    await pay.getByRole('button', { name: 'Cancel' }).click();

    // Axe now has a registration waiting for payment: removing explains and offers to archive.
    await expect(card.getByRole('region', { name: 'Registrations for Axe Rivers' })).toContainText(
      'Payment pending',
    );
    await card.getByRole('button', { name: 'Remove Axe Rivers' }).click();
    await expect(page.getByRole('dialog', { name: "Axe can't be removed" })).toBeVisible();
    await expectClean(page, 'the keep-records dialog');
  });
});

test.describe('axe sweep, athlete and recruiter portals with their dialogs open', () => {
  test('the athlete portal of a minor: the guardian block, enrollment by a guardian, the profile form open', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { access } = await signUpAs(page, request, 'athlete', { first_name: 'Axe', last_name: 'Athlete' });
    await createProfileByApi(request, access, { name: 'Axe Athlete', date_of_birth: bornYearsAgo(15) });
    await page.goto('/portal/athlete');
    await expect(page.getByRole('region', { name: 'Parent/Guardian Permission' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Program Enrollment' })).toContainText(
      'parent or guardian',
    );
    await expectClean(page, 'the portal');

    await page.getByRole('button', { name: 'Expand' }).click();
    const form = page.getByRole('form', { name: 'Athlete profile' });
    await form.getByLabel('I play or played middle or high school sports').check();
    await form.getByRole('checkbox', { name: 'Track and Field', exact: true }).check();
    await form.getByLabel('Years playing').fill('many');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByRole('alert')).toHaveText('Years playing must be a number.');
    await expectClean(page, 'the profile form open, with a problem shown');
  });

  test('the athlete portal of an adult: the waiver inside the registration, review and card dialogs', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { access } = await signUpAs(page, request, 'athlete', { first_name: 'Axe', last_name: 'Adult' });
    await createProfileByApi(request, access, { name: 'Axe Adult', date_of_birth: bornYearsAgo(19) });
    await page.goto('/portal/athlete');
    await expect(page.getByRole('region', { name: 'Recruiter Visibility' })).toBeVisible();

    const enrollment = page.getByRole('region', { name: 'Program Enrollment' });
    await enrollment.getByLabel('Program', { exact: true }).selectOption('jr-nba');
    const venue = enrollment.getByLabel('Location');
    if (await venue.count()) await venue.selectOption({ index: 1 });
    for (const [label, value] of [
      ['Shirt size', 'M'],
      ['Shorts size', 'M'],
      ['Glove size', 'M'],
      ['Age group', 'Elite: U-16 and U-17'],
      ['Grade', '10'],
      ['County', 'DESOTO'],
    ] as const) {
      await enrollment.getByLabel(label).selectOption(value);
    }
    await enrollment.getByLabel('Shoe size').fill('9');
    await enrollment.getByLabel('Shipping contact name').fill('Axe Adult');
    await enrollment.getByLabel('Address line 1').fill('1 Main St');
    await enrollment.getByLabel('City').fill('Tupelo');
    await enrollment.getByLabel('State').fill('MS');
    await enrollment.getByLabel('ZIP or postal code').fill('38801');
    await enrollment.getByRole('button', { name: 'Review and Register' }).click();
    const waiver = page.getByRole('dialog', { name: 'Participation Waiver and Release' });
    await expect(waiver.getByLabel('Waiver text')).toBeVisible();
    await expectClean(page, 'the waiver inside the registration');
    await waiver.getByLabel('I am 18 or over, I have read this waiver, and I agree to it.').check();
    await waiver.getByRole('button', { name: 'Sign and continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your registration' })).toBeVisible();
    await expectClean(page, 'the review dialog');
    await page.getByRole('button', { name: 'Confirm and Pay' }).click();
    const pay = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(pay.frameLocator('iframe[title="Card number"]').locator('input')).toBeVisible();
    await expectClean(page, 'the card dialog');
  });

  test('the parent portal with Pending approvals and the approve dialog open', async ({ page, request }) => {
    const parent = await signUpAs(page, request, 'parent_guardian');
    // Only a parent who confirmed the address sees who named it.
    await confirmEmailByApi(request, parent);
    const athlete = await request.post('/api/auth/register/', {
      data: {
        email: `axe-minor-${Date.now()}@e2e.example`,
        password: 'a-Strong-pass-1',
        role: 'athlete',
        first_name: 'Axe',
        last_name: 'Minor',
      },
    });
    const { access } = (await athlete.json()) as { access: string };
    await createProfileByApi(request, access, {
      name: 'Axe Minor',
      date_of_birth: bornYearsAgo(14),
      guardian_email: parent.email,
    });
    await page.goto('/portal/parent');
    const approvals = page.getByRole('region', { name: 'Pending approvals' });
    await expect(approvals.getByRole('listitem', { name: 'Axe Minor' })).toBeVisible();
    await expectClean(page, 'Pending approvals');
    await approvals.getByRole('button', { name: 'Approve Axe Minor' }).click();
    await expect(page.getByRole('dialog', { name: "Approve Axe Minor's recruiting profile?" })).toBeVisible();
    await expectClean(page, 'the approve dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(approvals.getByRole('button', { name: 'Approve Axe Minor' })).toBeFocused();
  });

  test('the confirmation page of a link, signed out, with “This wasn’t me” open (issue 36)', async ({
    page,
    request,
  }) => {
    const email = `axe-confirm-${Date.now()}@e2e.example`;
    const asked = await request.post('/api/auth/register/', {
      data: {
        email,
        password: 'a-Strong-pass-1',
        role: 'parent_guardian',
        first_name: 'Axe',
        last_name: 'Asker',
      },
    });
    expect(asked.status()).toBe(201);
    await page.goto(`/verify-email?token=${mailedToken(email, '/verify-email')}`);
    await expect(page.getByRole('button', { name: 'Sign in and confirm' })).toBeVisible();
    await expectClean(page, 'the confirmation page asking for the password');
    await page.getByRole('button', { name: 'This wasn’t me' }).click();
    await expect(page.getByRole('button', { name: 'Yes, release my address' })).toBeVisible();
    await expectClean(page, '“This wasn’t me” open');
  });

  test('the recruiter portal before approval, with the access form and a problem shown', async ({
    page,
    request,
  }) => {
    await signUpAs(page, request, 'recruiter');
    await page.route('**/api/auth/recruiter/access-requests/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.goto('/portal/recruiter');
    const card = page.getByRole('region', { name: 'Access status' });
    await card.getByRole('button', { name: 'Request access' }).click();
    await expect(card.getByRole('alert')).toHaveText('Unable to submit your request right now.');
    await expectClean(page, 'the access form');
  });
});

test.describe('axe sweep, coach portal with its dialogs open', () => {
  test('staff: the way to the office, the event dialog with a problem, the edit dialog and the delete confirmation', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAs(page, request, 'staff@demo.test');
    await page.goto('/portal/coach');
    await expect(page.getByRole('region', { name: 'League office' })).toBeVisible();
    await expectClean(page, 'the coach portal of staff');

    const schedule = page.getByRole('region', { name: 'Team schedule' });
    await schedule.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team event' });
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Title, start and end are required.');
    await expectClean(page, 'the event dialog with a problem shown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(schedule.getByRole('button', { name: 'Add event' })).toBeFocused();

    // An event of this test's own to edit.
    const title = `Axe check ${testInfo.project.name} ${Date.now()}`;
    await schedule.getByRole('button', { name: 'Add event' }).click();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Starts').fill('2031-05-02T17:00');
    await dialog.getByLabel('Ends').fill('2031-05-02T18:00');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog).toHaveCount(0);
    await schedule.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
    await expectClean(page, 'the edit dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Deleting asks first; the event then leaves the list.
    await schedule.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectClean(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete event' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(schedule.getByText(title)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Team schedule' })).toBeFocused();
  });

  test('a coach of a team (issue 39): who is coming, the names, the team message and weekly practices with a problem shown', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'coach@demo.test');
    await page.goto('/portal/coach');
    const gameDay = page.getByRole('region', { name: 'Southaven Storm: who is coming' });
    await expect(gameDay.getByRole('button', { name: 'Send to Southaven Storm' })).toBeVisible();
    const names = gameDay.locator('summary').filter({ hasText: /^Names/ });
    if ((await names.count()) > 0) await names.first().click();
    await gameDay.getByRole('button', { name: 'Send to Southaven Storm' }).click();
    const problem = gameDay.locator('.team-messages').getByRole('alert');
    await expect(problem).toBeVisible();
    // The field at fault takes the focus and is read with the problem.
    const subject = gameDay.getByLabel('Subject');
    await expect(subject).toBeFocused();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription((await problem.textContent())!);
    await gameDay.getByText('Add weekly practices').click();
    await gameDay.getByRole('button', { name: 'Add practices' }).click();
    const practiceProblem = gameDay.locator('.practice-form').getByRole('alert');
    await expect(practiceProblem).toBeVisible();
    const from = gameDay.getByLabel('From');
    await expect(from).toBeFocused();
    await expect(from).toHaveAccessibleDescription((await practiceProblem.textContent())!);
    await expectClean(page, 'a coach’s game day with problems shown');
  });

  test('a coach without rights: the access form with a problem shown', async ({ page, request }) => {
    await signUpAs(page, request, 'coach');
    await page.route('**/api/events/calendar-editor-requests/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.goto('/portal/coach');
    const card = page.getByRole('region', { name: 'Calendar editor access' });
    await card.getByRole('button', { name: 'Request access' }).click();
    await expect(card.getByRole('alert')).toHaveText('Unable to submit request right now.');
    await expectClean(page, 'the access form');
  });
});

test.describe('axe sweep, league office with its dialogs open', () => {
  test('staff: each queue tab with a preview, a list, the form with a problem, the refusal to delete, the map, the preview with an image, the athletes list and correction form, the activity log, the money views and the teams, rosters (auto-fill open), divisions and counties', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { access } = await signInAs(page, request, 'staff@demo.test');
    // A change of this test's own for the activity log (a content item no page reads).
    const made = await request.post('/api/office/content/', {
      headers: { Authorization: `Bearer ${access}` },
      data: { title: `Axe check ${testInfo.project.name} ${Date.now()}`, content: 'Checked.' },
    });
    expect(made.status()).toBe(201);
    await page.goto('/portal/office#queue');
    const queue = page.getByRole('region', { name: 'Review queue' });
    await expect(queue.getByRole('tab', { name: /^Calendar editors/ })).toHaveText(/\d+ waiting$/);
    await expect(queue.getByRole('article').first()).toBeVisible();
    await expectClean(page, 'the review queue');

    for (const name of ['Recruiter access', 'Gallery', 'Messages', 'Refund requests']) {
      await queue.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      await expect(queue.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(queue.getByRole('status')).toHaveCount(0);
      if (name === 'Gallery') {
        await queue
          .getByRole('button', { name: /^Show photo/ })
          .first()
          .click();
        await expect(queue.getByRole('img', { name: /^Preview of/ }).first()).toBeVisible();
        // The page has scrolled to the photo: on a wide screen the sections stay in view below the
        // site's sticky header, never half under it.
        if (testInfo.project.name === 'desktop') {
          const header = (await page.getByRole('banner').boundingBox())!;
          const first = (await page
            .getByRole('navigation', { name: 'Office sections' })
            .getByRole('link', { name: 'Review queue' })
            .boundingBox())!;
          expect(first.y).toBeGreaterThanOrEqual(header.y + header.height);
        }
      }
      await expectClean(page, `the ${name} tab`);
    }

    // The sections' menu, open on a phone.
    const nav = page.getByRole('navigation', { name: 'Office sections' });
    const toggle = nav.getByRole('button', { name: /^Section:/ });
    if (await toggle.isVisible()) {
      await toggle.click();
      await expect(nav.getByRole('link', { name: 'Programs' })).toBeVisible();
      await expectClean(page, 'the sections menu open');
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
    }

    await page.goto('/portal/office#programs');
    const programs = page.getByRole('region', { name: 'Programs', exact: true });
    await expect(programs.getByRole('rowheader', { name: 'NFL FLAG Football Boys' })).toBeVisible();
    await expectClean(page, 'the programs list');
    await programs.getByRole('button', { name: 'Add program' }).click();
    let dialog = page.getByRole('dialog', { name: 'New program' });
    await dialog.getByRole('button', { name: 'Add program' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter the program name.');
    await expectClean(page, 'the program form with a problem shown');
    await page.keyboard.press('Escape');
    await expect(programs.getByRole('button', { name: 'Add program' })).toBeFocused();
    await programs.getByRole('button', { name: 'Edit NFL FLAG Football Boys' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit NFL FLAG Football Boys' });
    await dialog.getByRole('button', { name: 'Delete…' }).click();
    await dialog.getByRole('button', { name: 'Delete program' }).click();
    await expect(dialog.getByRole('alert')).toContainText('cannot be deleted');
    await expectClean(page, 'the refusal to delete a program');
    await page.keyboard.press('Escape');

    await page.goto('/portal/office#venues');
    const venues = page.getByRole('region', { name: 'Venues', exact: true });
    await venues.getByRole('button', { name: 'Add venue' }).click();
    dialog = page.getByRole('dialog', { name: 'New venue' });
    await dialog.getByRole('button', { name: 'Find on map' }).click();
    await expect(dialog.locator('.leaflet-marker-pane')).toBeAttached();
    await expectClean(page, 'the venue form with its map');
    await page.keyboard.press('Escape');

    await page.goto('/portal/office#news');
    const news = page.getByRole('region', { name: 'News', exact: true });
    await news.getByRole('button', { name: 'Add article' }).click();
    dialog = page.getByRole('dialog', { name: 'New article' });
    await dialog.getByRole('textbox', { name: 'Article (Markdown)' }).fill('## Heading\n\n**Bold** text');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(
      dialog.getByRole('region', { name: 'Preview of Article (Markdown)' }).locator('strong'),
    ).toHaveText('Bold');
    await dialog.getByRole('textbox', { name: 'Image', exact: true }).fill('/programs/logos/generic.svg');
    await expect(dialog.getByRole('img', { name: 'Preview of the image' })).toBeVisible();
    await expectClean(page, 'the article form with its preview and its image');
    await page.keyboard.press('Escape');

    // Athletes: the list with consent states, and the correction form saying what saving does.
    await page.goto('/portal/office#athletes');
    const athletes = page.getByRole('region', { name: 'Athletes', exact: true });
    await athletes.getByLabel('Search name, school or guardian e-mail').fill('Jordan Ellis');
    await expect(athletes.getByRole('rowheader', { name: 'Jordan Ellis' })).toBeVisible();
    await expectClean(page, 'the athletes list');
    await athletes.getByRole('button', { name: 'Edit Jordan Ellis' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Jordan Ellis' });
    await dialog.getByLabel('School').fill('Northwest Mississippi CC');
    await expect(dialog.getByText('Saving this change puts consent back to')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Write a note saying why (the activity log keeps it).',
    );
    await expectClean(page, 'the athlete form with a problem and the consent warning');
    await page.keyboard.press('Escape');

    await page.goto('/portal/office#activity');
    const activity = page.getByRole('region', { name: 'Activity', exact: true });
    await expect(activity.getByRole('article').first()).toBeVisible();
    await expectClean(page, 'the activity log');

    // Issue 37: the prices (league list, season prices, promo codes) and the promo form with a problem.
    await page.goto('/portal/office#prices');
    const prices = page.getByRole('region', { name: 'Prices and promo codes', exact: true });
    await expect(prices.getByRole('cell', { name: '$250.00' }).first()).toBeVisible();
    await expectClean(page, 'the prices and promo codes');
    await prices.getByRole('button', { name: 'Add promo code' }).click();
    dialog = page.getByRole('dialog', { name: 'New promo code' });
    await dialog.getByRole('button', { name: 'Add promo code' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectClean(page, 'the promo code form with a problem shown');
    await page.keyboard.press('Escape');
    await expect(prices.getByRole('button', { name: 'Add promo code' })).toBeFocused();

    // The money views (issue 20): the first screen, registrations with a record open, waivers, messages.
    await page.goto('/portal/office');
    const glance = page.getByRole('region', { name: 'At a glance', exact: true });
    await expect(glance.getByRole('heading', { name: 'Money', exact: true })).toBeVisible();
    await expect(glance.getByRole('heading', { name: 'Money per season' })).toBeVisible();
    await expectClean(page, 'the office at a glance');

    await page.goto('/portal/office#registrations');
    const registrations = page.getByRole('region', { name: 'Registrations', exact: true });
    // Found by search: the newest registrations come first, and other flows add many meanwhile.
    await registrations.getByLabel('Search by child, parent or e-mail').fill('Zion Okafor');
    await registrations.getByRole('button', { name: 'Details of Zion Okafor' }).click();
    dialog = page.getByRole('dialog', { name: 'Registration of Zion Okafor' });
    await expect(dialog.getByRole('button', { name: /^Refund \$/ })).toBeVisible();
    // Issue 37: the office's recorded payments and the form to record one, in the record.
    await expect(dialog.getByRole('button', { name: 'Record payment' })).toBeVisible();
    await expectClean(page, 'a registration’s record with its refund form');
    await page.keyboard.press('Escape');
    // The search applied, as a removable chip (issue 41 item 8).
    await expect(registrations.getByRole('button', { name: 'Remove Search: “Zion Okafor”' })).toBeVisible();
    await expectClean(page, 'the registrations with their filter chips');

    // Issue 39: game day (a day's games with their actions, the one action for a field, attendance).
    await page.goto('/portal/office#game-day');
    const gameDay = page.getByRole('region', { name: 'Game day', exact: true });
    await expect(gameDay.getByRole('button', { name: 'Change the games and tell everyone' })).toBeVisible();
    await gameDay.getByRole('button', { name: 'Change the games and tell everyone' }).click();
    await expect(gameDay.getByRole('alert')).toBeVisible();
    await expectClean(page, 'game day with a problem shown');

    await page.goto('/portal/office#waivers');
    const waivers = page.getByRole('region', { name: 'Waivers', exact: true });
    await expect(waivers.getByRole('rowheader', { name: 'Maya Herrera' })).toBeVisible();
    await expectClean(page, 'the missing waivers');

    await page.goto('/portal/office#messages');
    const messages = page.getByRole('region', { name: 'Messages', exact: true });
    await messages.getByRole('button', { name: 'Add message' }).click();
    dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Games **move** to 10 am.');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.locator('strong').filter({ hasText: 'move' })).toBeVisible();
    await expectClean(page, 'the message form with its preview');
    await page.keyboard.press('Escape');

    // Teams (issue 19): the list, the team form with a problem, a roster with its auto-fill dialog
    // (opened, never run: the sweep changes no team), and the league's divisions and counties.
    await page.goto('/portal/office#teams');
    const teams = page.getByRole('region', { name: 'Teams', exact: true });
    await expect(teams.getByRole('rowheader', { name: 'Horn Lake Hawks' }).first()).toBeVisible();
    await expectClean(page, 'the teams list');
    await teams.getByRole('button', { name: 'Add team' }).click();
    dialog = page.getByRole('dialog', { name: 'New team' });
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose the season.');
    await expectClean(page, 'the team form with a problem shown');
    await page.keyboard.press('Escape');
    await teams
      .getByRole('button', { name: /^Roster \([1-9]\d*\) of / })
      .first()
      .click();
    const rosters = page.getByRole('region', { name: 'Rosters', exact: true });
    await expect(rosters.getByRole('list', { name: 'Players per team' })).toBeVisible();
    await expectClean(page, 'a season’s roster with its team pickers');
    await rosters.getByRole('button', { name: 'Auto-fill…' }).click();
    dialog = page.getByRole('dialog', { name: 'Auto-fill teams' });
    await expect(dialog.getByLabel('Keep siblings together')).toBeChecked();
    await expectClean(page, 'the auto-fill dialog');
    await page.keyboard.press('Escape');
    await expect(rosters.getByRole('button', { name: 'Auto-fill…' })).toBeFocused();

    await page.goto('/portal/office#geography');
    const counties = page.getByRole('region', { name: 'Counties', exact: true });
    await expect(counties.getByRole('rowheader', { name: 'DeSoto' })).toBeVisible();
    await expectClean(page, 'the divisions and counties');
    await counties.getByRole('button', { name: 'Add county' }).click();
    dialog = page.getByRole('dialog', { name: 'New county' });
    await dialog.getByRole('button', { name: 'Add county' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectClean(page, 'the county form with a problem shown');
    await page.keyboard.press('Escape');

    // The office's people (issue 41 item 15): the list and the invitation with a problem shown.
    await page.goto('/portal/office#people');
    const people = page.getByRole('region', { name: 'Office people', exact: true });
    await expect(people.getByRole('rowheader', { name: 'Marcus Tate' })).toBeVisible();
    await expectClean(page, 'the office people');
    await people.getByRole('button', { name: 'Invite person' }).click();
    dialog = page.getByRole('dialog', { name: 'New person' });
    await dialog.getByRole('button', { name: 'Invite person' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectClean(page, 'the invitation form with a problem shown');
    await page.keyboard.press('Escape');
  });

  test('staff: the Capacity part of a program’s form, the Waitlists section and its Move, Offer now and Remove dialogs', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { access } = await signInAs(page, request, 'staff@demo.test');
    // A program of the sweep's own with its one place taken and a family waiting.
    const tag = uniqueName('');
    const program = await waitlistProgram(request, access, tag);
    const limited = await request.patch(`/api/office/programs/${program.id}/`, {
      headers: { Authorization: `Bearer ${access}` },
      data: { capacities: [{ venue: program.venue.id, division: program.division.name, capacity: 1 }] },
    });
    expect(limited.status(), await limited.text()).toBe(200);
    await takePlace(request, browser, program, `Axe${tag}`);
    const waiting = await joinWaitlist(request, browser, program, `Wren${tag}`, `Axe${tag}`);
    await page.goto('/portal/office#programs');
    const programs = page.getByRole('region', { name: 'Programs', exact: true });
    await programs.getByLabel('Search programs').fill(tag);
    await programs.getByRole('button', { name: `Edit ${program.name}` }).click();
    let dialog = page.getByRole('dialog', { name: `Edit ${program.name}` });
    await expect(dialog.getByRole('group', { name: 'Capacity' })).toContainText('1 family waiting');
    await expectClean(page, 'the program form with its Capacity part');
    await page.keyboard.press('Escape');

    await page.goto('/portal/office#waitlists');
    const waitlists = page.getByRole('region', { name: 'Waitlists', exact: true });
    await waitlists.getByLabel('Program').selectOption({ label: program.name });
    await expect(waitlists.getByRole('rowheader', { name: waiting.name })).toBeVisible();
    await expectClean(page, 'the waitlists');
    for (const [action, title] of [
      ['Move', `Move ${waiting.name} on the waitlist`],
      ['Offer now', `Offer a place to ${waiting.name}`],
      ['Remove', `Remove ${waiting.name} from the waitlist`],
    ] as const) {
      const opener = waitlists.getByRole('button', { name: `${action} ${waiting.name}`, exact: true });
      await opener.click();
      dialog = page.getByRole('dialog', { name: title });
      // Each with its problem shown: the reason (or the position) is required.
      await dialog
        .getByRole('button', { name: action === 'Offer now' ? 'Offer the place' : action, exact: true })
        .click();
      await expect(dialog.getByRole('alert')).not.toBeEmpty();
      await expectClean(page, `the ${action} dialog with a problem shown`);
      await page.keyboard.press('Escape');
      await expect(opener).toBeFocused();
    }
  });
});

test.describe('axe sweep, a family on a waitlist', () => {
  test('the parent portal with a waitlist offer, the leave dialog, and the full division in the form', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Jr. NBA at its last venue, which no other flow registers at: full (capacity 0).
    const staffContext = await browser.newContext();
    const staff = await signInAs(await staffContext.newPage(), request, 'staff@demo.test');
    const asStaff = { Authorization: `Bearer ${staff.access}` };
    const program = (await (await request.get('/api/programs/jr-nba/')).json()) as {
      locations: { id: number }[];
    };
    const venue = program.locations.at(-1)!.id;
    const capacities = (list: unknown[]) =>
      request.patch('/api/office/programs/jr-nba/', { headers: asStaff, data: { capacities: list } });
    expect((await capacities([{ venue, division: null, capacity: 0 }])).status()).toBe(200);
    try {
      const { access, email } = await signUpAs(page, request, 'parent_guardian');
      await confirmEmailByApi(request, { email, access });
      const child = await addChildByApi(request, access, 'Axe');
      const joined = await request.post('/api/waitlist/', {
        headers: { Authorization: `Bearer ${access}` },
        data: registrationBody(child, { program: 'jr-nba', location: venue }),
      });
      expect(joined.status(), await joined.text()).toBe(201);
      const entry = (await joined.json()) as { id: number };
      const offered = await request.post(`/api/office/waitlist/${entry.id}/offer/`, {
        headers: asStaff,
        data: { reason: 'Axe sweep' },
      });
      expect(offered.status()).toBe(200);

      await page.goto(`/portal/parent?waitlist=${entry.id}`);
      const waitlists = page.getByRole('region', { name: 'Waitlists' });
      await expect(
        waitlists.getByRole('button', { name: 'Register and pay $250.00 for Axe Rivers' }),
      ).toBeFocused();
      await expectClean(page, 'the waitlist offer');
      await waitlists.getByRole('button', { name: 'Leave the waitlist for Axe Rivers' }).click();
      await expect(page.getByRole('dialog', { name: 'Leave the waitlist' })).toBeVisible();
      await expectClean(page, 'the leave dialog');
      await page.keyboard.press('Escape');

      const card = page.getByRole('article', { name: 'Axe Rivers' });
      await card.getByRole('button', { name: /for a program$/ }).click();
      await card.getByLabel('Program', { exact: true }).selectOption('jr-nba');
      await card.getByLabel('Location').selectOption(String(venue));
      await expect(card.getByText('Full — join the waitlist')).toBeVisible();
      // Offered at once (issue 41 item 11).
      await expect(card.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
      await expectClean(page, 'the registration form of a full division');
    } finally {
      await capacities([]);
      await staffContext.close();
    }
  });
});

test.describe('axe sweep, financial aid', () => {
  test('the application dialog with a problem shown, the parent aid section, the office aid section and its decision dialog', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { access, email } = await signUpAs(page, request, 'parent_guardian');
    const child = await addChildByApi(request, access, 'Axe');
    await page.goto(`/portal/parent?aid=apply&child=${child}`);
    const dialog = page.getByRole('dialog', { name: 'Apply for financial aid' });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await expectClean(page, 'the aid application with a problem shown');
    await page.keyboard.press('Escape');

    // An application of the family's, listed in its section and waiting in the office.
    const seasons = (await (await request.get('/api/events/seasons/?page_size=100')).json()) as {
      results: SeasonChoice[];
    };
    const season = seasons.results.find(
      (s) => s.program?.id === 'nfl-flag-boys' && registrationWindow(s, leagueToday()) === 'open',
    )!;
    const applied = await request.post('/api/aid/', {
      headers: { Authorization: `Bearer ${access}` },
      data: { child, season: season.id, household_size: 3, statement: 'Axe sweep.', consent: true },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Financial aid' }).getByText('Pending review', { exact: true }),
    ).toBeVisible();
    await expectClean(page, 'the parent aid section');

    const staffContext = await browser.newContext({ viewport: page.viewportSize()! });
    try {
      const staff = await staffContext.newPage();
      await signInAs(staff, request, 'staff@demo.test');
      await staff.goto('/portal/office#aid');
      const office = staff.getByRole('region', { name: 'Financial aid', exact: true });
      await office.getByLabel('Search by child, parent or e-mail').fill(email);
      // Other runs' families have an Axe Rivers too: the search leaves this family's alone.
      await expect(office.getByRole('button', { name: /^Review for Axe Rivers/ })).toHaveCount(1);
      await expectClean(staff, 'the office aid section');
      await office.getByRole('button', { name: /^Review for Axe Rivers/ }).click();
      const decision = staff.getByRole('dialog', { name: 'Aid for Axe Rivers' });
      await decision.getByLabel('Percentage (1–100)').fill('60');
      await expect(decision.locator('.aid-preview')).toHaveText('Fee $250.00 — aid −$150.00 — total $100.00');
      await expectClean(staff, 'the aid decision dialog');
      await decision.getByLabel('Decision').selectOption('decline');
      await decision.getByRole('button', { name: 'Decline application' }).click();
      await expect(decision.getByRole('alert')).not.toBeEmpty();
      await expectClean(staff, 'the aid decision dialog with a problem shown');
    } finally {
      await staffContext.close();
    }
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  bornYearsAgo,
  createProfileByApi,
  rosterNames,
  separatePage,
  signOwnWaiverByApi,
} from './support/athletes';
import { lastMailTo, mailedToken, mailsTo } from './support/outbox';
import { CARDS, payWith } from './support/payments';
import { DEMO_PASSWORD, signInAs, signUpAs } from './support/session';
import { onMobileOnly } from './support/projects';

// Flows, not layouts: each runs once, on the phone athletes mostly use.
onMobileOnly('portal flows');

const PORTAL = '/portal/athlete';

const profileForm = (page: Page) => page.getByRole('form', { name: 'Athlete profile' });
const guardianBlock = (page: Page) => page.getByRole('region', { name: 'Parent/Guardian Permission' });
const enrollment = (page: Page) => page.getByRole('region', { name: 'Program Enrollment' });

async function recruiterToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login/', {
    data: { email: 'recruiter@demo.test', password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { access: string }).access;
}

/** Fills the enrollment form completely: Jr. NBA Basketball at its first venue, shipped to Jackson. */
async function fillEnrollment(page: Page): Promise<Locator> {
  const card = enrollment(page);
  await card.getByLabel('Program', { exact: true }).selectOption('jr-nba');
  await card.getByLabel('Location').selectOption({ index: 1 });
  await card.getByLabel('Shirt size').selectOption('L');
  await card.getByLabel('Shorts size').selectOption('L');
  await card.getByLabel('Glove size').selectOption('M');
  await card.getByLabel('Shoe size').fill('10.5');
  await card.getByLabel('Age group').selectOption({ label: 'Elite: U-16 and U-17' });
  await card.getByLabel('Grade').selectOption('12');
  await card.getByLabel('County').selectOption('HARRISON');
  await card.getByLabel('Shipping contact name').fill('Quinn Payer');
  await card.getByLabel('Address line 1').fill('500 E Capitol St');
  await card.getByLabel('City').fill('Jackson');
  await card.getByLabel('State').fill('MS');
  await card.getByLabel('ZIP or postal code').fill('39201');
  return card;
}

async function confirmAndPay(page: Page) {
  await enrollment(page).getByRole('button', { name: 'Review and Register' }).click();
  const review = page.getByRole('dialog', { name: 'Confirm your registration' });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Confirm and Pay' }).click();
}

test.describe('the recruiting profile', () => {
  test('a new athlete creates a profile by the save rules, then sees the guardian block', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'athlete', { first_name: 'Avery', last_name: 'Cole' });
    await page.goto(PORTAL);
    const form = profileForm(page);
    await expect(form.getByLabel('Full name')).toHaveValue('Avery Cole');

    await form.getByLabel('Years playing').fill('six');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expect(form.getByRole('alert')).toHaveText('Years playing must be a number.');
    await expect(form.getByLabel('Years playing')).toBeFocused();

    await form.getByLabel('Years playing').fill('6');
    await form.getByLabel('Date of birth').fill(bornYearsAgo(16));
    await form.getByLabel('Positions').fill('QB,\nS');
    await form.getByLabel('I play or played middle or high school sports').check();
    await form.getByRole('checkbox', { name: 'Football', exact: true }).check();
    await form.getByLabel('Football team mascot').fill('Jaguars');
    await form.getByRole('checkbox', { name: 'Wrestling', exact: true }).check();
    await form.getByLabel('X (Twitter)').fill('https://x.com/avery');
    await form
      .getByLabel('Other links')
      .fill('YouTube: https://youtube.com/@avery\nyoutube: https://youtube.com/@avery2');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.getByText('Profile created.')).toBeVisible();

    const stored = await request.get('/api/auth/athlete-profiles/?page_size=1', {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(((await stored.json()) as { results: unknown[] }).results[0]).toMatchObject({
      name: 'Avery Cole',
      years_playing: 6,
      positions: ['QB', 'S'],
      date_of_birth: bornYearsAgo(16),
      guardian_email: '',
      hs_sports_enabled: true,
      hs_sports: { football: { team_mascot: 'Jaguars' }, wrestling: {} },
      social_links: {
        x: 'https://x.com/avery',
        twitter: 'https://x.com/avery',
        youtube: 'https://youtube.com/@avery',
        youtube_2: 'https://youtube.com/@avery2',
      },
    });

    const guardian = guardianBlock(page);
    await guardian.getByRole('button', { name: 'Request approval' }).click();
    await expect(guardian.getByRole('alert')).toHaveText(
      'Add a parent or guardian email above to request approval.',
    );
    await expect(page.getByRole('switch')).toHaveCount(0);

    await form.getByLabel('Parent or guardian email').fill('  guardian.avery@e2e.example ');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated.')).toBeVisible();
    await expect(guardian).toContainText('Guardian email: guardian.avery@e2e.example');
    // The league mails the guardian; the spec's mailto stays for families who prefer their own mail.
    await expect(guardian.getByRole('link', { name: 'Write to them yourself' })).toHaveAttribute(
      'href',
      /^mailto:guardian\.avery%40e2e\.example\?subject=Please%20approve%20Avery%20Cole's%20recruiting%20profile&body=/,
    );
    // The birth date is on file now: the league office corrects it, not the athlete.
    await expect(form.getByLabel('Date of birth')).toHaveAttribute('readonly', '');
  });

  test('the form collapses and expands, and Reset brings back the saved values', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'athlete');
    await createProfileByApi(request, access, { name: 'Rae Reset', school: 'Oxford High' });
    await page.goto(PORTAL);
    const toggle = page.getByRole('button', { name: 'Expand' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(profileForm(page)).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    const school = profileForm(page).getByLabel('School', { exact: true });
    await school.fill('Somewhere Else');
    await profileForm(page).getByRole('button', { name: 'Reset' }).click();
    await expect(school).toHaveValue('Oxford High');
  });

  test.describe('a failed save shows the first value of the answer, else the fallback', () => {
    for (const [status, body, message] of [
      [500, {}, 'Unable to save profile.'],
      [
        400,
        { gpa: ['Ensure this field has no more than 20 characters.'] },
        'Ensure this field has no more than 20 characters.',
      ],
    ] as const) {
      test(`${status} ${JSON.stringify(body)} shows '${message}'`, async ({ page, request }) => {
        await signUpAs(page, request, 'athlete');
        await page.route('**/api/auth/athlete-profiles/', (route) =>
          route.request().method() === 'POST' ? route.fulfill({ status, json: body }) : route.continue(),
        );
        await page.goto(PORTAL);
        await profileForm(page).getByRole('button', { name: 'Create profile' }).click();
        await expect(profileForm(page).getByRole('alert')).toHaveText(message);
      });
    }
  });
});

test.describe('guardian approval', () => {
  test('the minor requests approval, the parent approves in the parent portal, and recruiter@demo.test then sees her', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const recruiter = await recruiterToken(page);
    expect(await rosterNames(request, recruiter)).not.toContain('Jasmine Whitfield');

    await signInAs(page, request, 'minor@demo.test');
    await page.goto(PORTAL);
    const guardian = guardianBlock(page);
    await expect(guardian).toContainText('Guardian email: parent@demo.test');
    await expect(guardian.getByRole('link', { name: 'Write to them yourself' })).toHaveAttribute(
      'href',
      /^mailto:parent%40demo\.test\?/,
    );
    // A minor is registered by a parent or guardian: the enrollment card says so instead of a form.
    await expect(enrollment(page)).toContainText('Athletes under 18 are registered by a parent or guardian');
    // One message: the league's mail (issue 22 item 6); no mail draft opens.
    const before = mailsTo('parent@demo.test').length;
    await guardian.getByRole('button', { name: 'Request approval' }).click();
    await expect(
      page.getByText('We e-mailed parent@demo.test a link to approve your profile.'),
    ).toBeVisible();
    await expect.poll(() => mailsTo('parent@demo.test').length).toBe(before + 1);
    expect(lastMailTo('parent@demo.test')?.subject).toBe(
      'Jasmine asks you to approve their recruiting profile',
    );
    expect(lastMailTo('parent@demo.test')?.text).toContain('/portal/parent');
    expect(page.url()).toMatch(/\/portal\/athlete$/);

    const parentPage = await separatePage(browser, testInfo);
    await signInAs(parentPage, request, 'parent@demo.test');
    await parentPage.goto('/portal/parent');
    const approvals = parentPage.getByRole('region', { name: 'Pending approvals' });
    const athlete = approvals.getByRole('listitem', { name: 'Jasmine Whitfield' });
    await expect(athlete).toContainText('Waiting for you');
    await athlete.getByRole('button', { name: 'Approve Jasmine Whitfield' }).click();
    const dialog = parentPage.getByRole('dialog', {
      name: "Approve Jasmine Whitfield's recruiting profile?",
    });
    await expect(dialog).toContainText('They never see the birth date');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(
      parentPage.getByText("You approved Jasmine Whitfield's recruiting profile. Recruiters can now see it."),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(athlete).toContainText('Approved');
    // The Approve button is gone; focus waits on what replaced it.
    await expect(
      athlete.getByRole('button', { name: 'Withdraw approval for Jasmine Whitfield' }),
    ).toBeFocused();

    const recruiterPage = await separatePage(browser, testInfo);
    await signInAs(recruiterPage, request, 'recruiter@demo.test');
    await recruiterPage.goto('/portal/recruiter');
    const roster = recruiterPage.getByRole('region', { name: 'Consented athletes' });
    await expect(roster.getByRole('article', { name: 'Jasmine Whitfield' })).toBeVisible();

    await page.reload();
    await expect(guardianBlock(page)).toContainText('approved your profile');
    await parentPage.context().close();
    await recruiterPage.context().close();
  });
});

test.describe('the approval link mailed to the guardian', () => {
  test('opens without an account, shows the athlete and approves once; recruiters then see her', async ({
    page,
    request,
  }) => {
    const guardian = `guardian-${Date.now()}@e2e.example`;
    const athlete = await request.post('/api/auth/register/', {
      data: { email: `minor-${Date.now()}@e2e.example`, password: 'a-Strong-pass-1', role: 'athlete' },
    });
    const { access } = (await athlete.json()) as { access: string };
    const id = await createProfileByApi(request, access, {
      name: 'Link Minor',
      date_of_birth: bornYearsAgo(15),
      guardian_email: guardian,
      school: 'Tupelo High',
    });
    const asked = await request.post(`/api/auth/athlete-profiles/${id}/request-approval/`, {
      headers: { Authorization: `Bearer ${access}` },
      data: {},
    });
    expect(asked.status()).toBe(200);
    const recruiter = await recruiterToken(page);
    expect(await rosterNames(request, recruiter)).not.toContain('Link Minor');

    await page.goto(`/guardian-approval?token=${mailedToken(guardian, '/guardian-approval')}`);
    await expect(page.getByRole('heading', { name: 'Link Minor' })).toBeVisible();
    await expect(page.getByText('Tupelo High')).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: "Thank you. You approved Link's recruiting profile." }),
    ).toBeFocused();
    expect(await rosterNames(request, recruiter)).toContain('Link Minor');

    // The link is used up.
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(
      'This approval link is invalid, used or expired. Ask the athlete to send a new request.',
    );
  });
});

test.describe('recruiter visibility', () => {
  test('an adult switches visibility off and disappears from the roster, then back on', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const { access } = await signUpAs(page, request, 'athlete');
    await createProfileByApi(request, access, {
      name: 'Taylor Toggle',
      date_of_birth: bornYearsAgo(20),
      recruiter_visible: true,
    });
    const recruiter = await recruiterToken(page);
    expect(await rosterNames(request, recruiter)).toContain('Taylor Toggle');

    await page.goto(PORTAL);
    await expect(guardianBlock(page)).toHaveCount(0);
    const toggle = page.getByRole('switch', { name: 'Show my profile to approved recruiters' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Recruiter access disabled.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('Your profile is hidden from recruiters.')).toBeVisible();
    expect(await rosterNames(request, recruiter)).not.toContain('Taylor Toggle');

    const recruiterPage = await separatePage(browser, testInfo);
    await signInAs(recruiterPage, request, 'recruiter@demo.test');
    await recruiterPage.goto('/portal/recruiter');
    const roster = recruiterPage.getByRole('region', { name: 'Consented athletes' });
    await expect(roster.getByRole('article', { name: 'Jordan Ellis' })).toBeVisible();
    await expect(roster.getByRole('article', { name: 'Taylor Toggle' })).toHaveCount(0);
    await recruiterPage.context().close();

    await toggle.click();
    await expect(page.getByText('Recruiter access enabled.')).toBeVisible();
    await expect(toggle).toBeChecked();
    expect(await rosterNames(request, recruiter)).toContain('Taylor Toggle');
  });

  test("a failed switch says 'Unable to update recruiter visibility right now.' and stays as it was", async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'athlete');
    await createProfileByApi(request, access, { name: 'Stuck Toggle', date_of_birth: bornYearsAgo(22) });
    await page.route('**/api/auth/athlete-profiles/*/', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.goto(PORTAL);
    const toggle = page.getByRole('switch', { name: 'Show my profile to approved recruiters' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText('Unable to update recruiter visibility right now.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
  });
});

test.describe('program enrollment', () => {
  test('an athlete registers and pays with the sandbox success card', async ({ page, request }) => {
    const { access } = await signUpAs(page, request, 'athlete');
    // 18: old enough to sign their own waiver, still in the high-school age group (15–18).
    await createProfileByApi(request, access, { name: 'Quinn Payer', date_of_birth: bornYearsAgo(18) });
    await page.goto(PORTAL);
    // The age group starts from the profile's date of birth.
    await expect(enrollment(page).getByLabel('Age group')).toHaveValue('HIGH_SCHOOL');
    await fillEnrollment(page);

    // An adult signs their own waiver inside the registration, before Confirm and Pay.
    const review = enrollment(page).getByRole('button', { name: 'Review and Register' });
    await review.click();
    const waiver = page.getByRole('dialog', { name: 'Participation Waiver and Release' });
    await expect(waiver).toContainText('For Quinn Payer');
    await waiver.getByLabel('I am 18 or over, I have read this waiver, and I agree to it.').check();
    await waiver.getByRole('button', { name: 'Sign and continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your registration' });
    await expect(dialog).toContainText('Jr. NBA Basketball');
    await expect(dialog).toContainText('$250.00');
    // Go back closes the dialog and returns focus to the button that opened it.
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(review).toBeFocused();

    await confirmAndPay(page);
    await payWith(page, CARDS.approved);
    await expect(page.getByText('Payment received! You are officially registered.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const panel = enrollment(page).getByRole('status').filter({ hasText: 'Registered for' });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(
      // A new account's address is not confirmed yet: the receipt waits for it, and the panel says so.
      /^Registered for Jr\. NBA Basketball, (Spring|Summer|Fall|Winter) \d{4}\. Your receipt will be e-mailed to athlete-[^ ]+@e2e\.example once you confirm that address\./,
    );
    const mine = page.getByRole('region', { name: 'My registrations' });
    await expect(mine).toContainText('Jr. NBA Basketball');
    await expect(
      mine.getByRole('link', { name: /^View receipt for Quinn Payer, Jr\. NBA Basketball/ }),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await expect(panel).toHaveCount(0);
    await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.locator('.metric').filter({ hasText: 'Paid registrations' })).toContainText('1');
  });

  test('without a saved profile the first check stops the registration', async ({ page, request }) => {
    await signUpAs(page, request, 'athlete');
    await page.goto(PORTAL);
    const card = await fillEnrollment(page);
    await card.getByRole('button', { name: 'Review and Register' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'Create and save your athlete profile before registering.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a checkout that cannot start says so; a canceled payment says it can be restarted', async ({
    page,
    request,
  }) => {
    const { access } = await signUpAs(page, request, 'athlete');
    await createProfileByApi(request, access, { name: 'Quinn Payer', date_of_birth: bornYearsAgo(19) });
    await signOwnWaiverByApi(request, access);
    await page.route('**/api/payments/checkout/', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(PORTAL);
    const card = await fillEnrollment(page);
    await confirmAndPay(page);
    await expect(card.getByRole('alert')).toHaveText('We could not start the registration checkout.');

    await page.unroute('**/api/payments/checkout/');
    await confirmAndPay(page);
    const pay = page.getByRole('dialog', { name: 'Secure card payment' });
    await expect(pay).toBeVisible();
    await pay.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByText('Checkout canceled. You can restart payment from this portal.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'My registrations' })).toContainText('Payment pending');
  });

  test('a payment whose reload fails says to refresh', async ({ page, request }) => {
    const { access } = await signUpAs(page, request, 'athlete');
    await createProfileByApi(request, access, { name: 'Quinn Payer', date_of_birth: bornYearsAgo(19) });
    await signOwnWaiverByApi(request, access);
    await page.goto(PORTAL);
    await fillEnrollment(page);
    await confirmAndPay(page);
    await expect(page.getByRole('dialog', { name: 'Secure card payment' })).toBeVisible();
    await page.route('**/api/registrations/', (route) => route.fulfill({ status: 503, body: '' }));
    await payWith(page, CARDS.approved);
    await expect(page.getByText('Payment received! You are officially registered.')).toBeVisible();
    await expect(
      page.getByText('Registration successful! Refresh the page to see the latest updates.'),
    ).toBeVisible();
  });
});

test.describe('access and loading', () => {
  for (const [status, body, message] of [
    [500, '', 'Failed to load athlete portal.'],
    [
      503,
      JSON.stringify({ detail: 'The league database is being upgraded.' }),
      'The league database is being upgraded.',
    ],
    [403, JSON.stringify({ detail: 'Nope.' }), 'Athlete account required to access this portal.'],
  ] as const) {
    test(`a ${status} portal load shows '${message}'`, async ({ page, request }) => {
      await signUpAs(page, request, 'athlete');
      await page.route('**/api/auth/athlete-profiles/**', (route) =>
        route.fulfill({ status, body, contentType: 'application/json' }),
      );
      await page.goto(PORTAL);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  }

  test('staff open the athlete portal; a coach is sent to login', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    await signInAs(page, request, 'staff@demo.test');
    await page.goto(PORTAL);
    await expect(page).toHaveURL(/\/portal\/athlete$/);
    await expect(page.getByRole('heading', { name: 'Athlete Profile' })).toBeVisible();

    const coachPage = await separatePage(browser, testInfo);
    await signInAs(coachPage, request, 'coach@demo.test');
    await coachPage.goto(PORTAL);
    await expect(coachPage).toHaveURL(`/login?next=${encodeURIComponent(PORTAL)}`);
    await coachPage.context().close();
  });
});

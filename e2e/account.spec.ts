import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, gotoHydrated, signInAs } from './support/session';
import { lastMailTo, mailedToken } from './support/outbox';
import routes from './routes.json' with { type: 'json' };
import { onMobileOnly } from './support/projects';

const INVALID_LINK =
  'This reset link is missing or invalid. Request a new one from the forgot password page.';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('login and dashboard', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} signs in, lands on /profile and Dashboard goes to ${account.dashboard}`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/login');
      await fillLogin(page, account.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText(account.email).first()).toBeVisible();
      const header = page.locator('[data-site-header]');
      const dashboard = header.getByRole('link', { name: 'Dashboard' });
      await expect(dashboard).toHaveAttribute('href', account.dashboard);
      await dashboard.click();
      await expect(page).toHaveURL(new RegExp(`${account.dashboard}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('honours next after login', async ({ page }) => {
    await gotoHydrated(page, '/login?next=/portal/parent');
    await fillLogin(page, 'parent@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/portal\/parent$/);
  });

  test('shows the server message for a wrong password and keeps what was typed', async ({ page }) => {
    await gotoHydrated(page, '/login');
    await fillLogin(page, 'parent@demo.test', 'wrong-Pass-9');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByLabel('Email')).toHaveValue('parent@demo.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-Pass-9');
  });

  test("falls back to 'Login failed' when the answer has no message", async ({ page }) => {
    await page.route('**/api/auth/login/', (route) => route.fulfill({ status: 500, body: '' }));
    await gotoHydrated(page, '/login');
    await fillLogin(page, 'parent@demo.test', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await gotoHydrated(page, '/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});

test.describe('gates', () => {
  // Forms and redirects, not layouts: they run once, on the phone (the desktop project keeps the
  // demo sign-ins above, whose Dashboard link sits in the wide header).
  onMobileOnly('account forms');

  for (const path of Object.keys(routes.gated)) {
    test(`${path} sends a visitor to /login?next=${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    });
  }

  test('a signed-in user of another role is sent to login', async ({ page, request }) => {
    await signInAs(page, request, 'recruiter@demo.test');
    await page.goto('/portal/parent');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/portal/parent')}`);
  });

  test('staff open the coach portal', async ({ page, request }) => {
    await signInAs(page, request, 'staff@demo.test');
    await page.goto('/portal/coach');
    await expect(page).toHaveURL(/\/portal\/coach$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('unknown paths redirect to /', async ({ page }) => {
    await page.goto('/no-such-page/here');
    await expect(page).toHaveURL(/\/$/);
  });

  test('profile shows the user, refreshes and logs out', async ({ page, request }) => {
    const { refresh } = await signInAs(page, request, 'referee@demo.test');
    await page.goto('/profile');
    await expect(page.getByText('referee@demo.test')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /dashboard/i })).toHaveAttribute(
      'href',
      '/referee',
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('referee@demo.test')).toBeVisible();
    // The logout request outlives the page (keepalive), so its answer is read here, where it is sent
    // on, rather than from the page's events, which stop with the navigation.
    let loggedOut: number | undefined;
    await page.route('**/api/auth/logout/', async (route) => {
      const response = await route.fetch();
      loggedOut = response.status();
      await route.fulfill({ response });
    });
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The server ended the session too: the tab's refresh token no longer renews it.
    await expect.poll(() => loggedOut).toBe(204);
    expect((await request.post('/api/auth/refresh/', { data: { refresh } })).status()).toBe(401);
  });
});

test.describe('register', () => {
  // Forms and redirects, not layouts: they run once, on the phone (the desktop project keeps the
  // demo sign-ins above, whose Dashboard link sits in the wide header).
  onMobileOnly('account forms');

  test('coaching county is only for coaches, required, and cleared when the role changes', async ({
    page,
  }) => {
    await gotoHydrated(page, '/register');
    const county = page.getByLabel('Coaching county');
    await expect(county).toHaveCount(0);
    await page.getByLabel('Role').selectOption('coach');
    await expect(county).toBeVisible();
    await page.getByLabel('Email').fill(`coach-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('new-Pass-1');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose your coaching county.');

    await county.selectOption({ index: 1 });
    await page.getByLabel('Role').selectOption('referee');
    await expect(county).toHaveCount(0);
    await page.getByLabel('Role').selectOption('coach');
    await expect(page.getByLabel('Coaching county')).toHaveValue('');
  });

  test('shows the password hint and the fee table of the chosen role', async ({ page }) => {
    await gotoHydrated(page, '/register');
    await expect(page.getByText('At least 8 characters with letters, numbers and symbols.')).toBeVisible();
    await page.getByLabel('Role').selectOption('parent_guardian');
    await expect(page.getByRole('region', { name: 'Fees' })).toContainText('$250.00');
    // Issue 37: the league's fee as the page was built from the price list (the seed's $250.00).
    await expect(
      page.getByRole('table', { name: 'Parent / Guardian fees' }).getByRole('row', { name: /Registration/ }),
    ).toContainText('$250.00');
    await page.getByLabel('Role').selectOption('coach');
    await expect(page.getByRole('region', { name: 'Fees' })).toContainText('$12.00');
    await page.getByLabel('Role').selectOption('referee');
    await expect(page.getByRole('region', { name: 'Fees' })).toContainText('$125.00');
    await page.getByLabel('Role').selectOption('recruiter');
    await expect(page.getByRole('region', { name: 'Fees' })).toContainText('$0.00');
  });

  test('?sport preselects the sport', async ({ page }) => {
    await gotoHydrated(page, '/register?sport=BASKETBALL');
    await expect(page.getByLabel('Sport')).toHaveValue('BASKETBALL');
  });

  test("creates an account, signs in and lands in the role's portal; a duplicate email shows the field message", async ({
    page,
  }) => {
    const email = `family-${Date.now()}@example.test`;
    await gotoHydrated(page, '/register?role=PARENT_GUARDIAN');
    await page.getByLabel('First name').fill('Rae');
    await page.getByLabel('Email').fill(email);
    await expect(page.getByLabel('Role')).toHaveValue('parent_guardian');
    await page.getByLabel('Password', { exact: true }).fill('new-Pass-1');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page).toHaveURL(/\/portal\/parent$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Rae' })).toBeVisible();

    await page.locator('[data-site-header]').getByRole('button', { name: 'Logout' }).click();
    await gotoHydrated(page, '/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role').selectOption('parent_guardian');
    await page.getByLabel('Password', { exact: true }).fill('new-Pass-1');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });
});

test.describe('confirming the e-mail address', () => {
  onMobileOnly('account forms');

  test('a new account is asked to confirm, can ask for a new link, and the mailed link confirms it once', async ({
    page,
  }) => {
    const email = `confirm-${Date.now()}@example.test`;
    await gotoHydrated(page, '/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role').selectOption('parent_guardian');
    await page.getByLabel('Password', { exact: true }).fill('new-Pass-1');
    await page.getByRole('button', { name: /create account/i }).click();
    // A new parent lands in the parent portal, whose hero carries the notice.
    await expect(page).toHaveURL(/\/portal\/parent$/);
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(notice).toContainText(
      `Please confirm your e-mail address: open the link we sent to ${email}.`,
    );
    await gotoHydrated(page, '/profile');
    await expect(page.getByText('Not confirmed yet')).toBeVisible();
    await notice.getByRole('button', { name: 'Send a new link' }).click();
    await expect(notice.getByRole('status')).toHaveText(`We sent a new link to ${email}.`);

    const link = `/verify-email?token=${mailedToken(email, '/verify-email')}`;
    await gotoHydrated(page, link);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you: your e-mail address is confirmed.' }),
    ).toBeFocused();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/portal\/parent$/);
    await expect(page.getByRole('heading', { name: 'Add an athlete' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    await gotoHydrated(page, link);
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is invalid, used or expired. Sign in and send a new one.',
    );
  });

  test('a link opened by the address’s owner names the account that asked, and “This wasn’t me” frees the address (issue 36)', async ({
    page,
    request,
  }) => {
    // A stranger signs up with the owner's address; the owner opens the genuine mail, signed out.
    const email = `squatted-${Date.now()}@example.test`;
    const stranger = await request.post('/api/auth/register/', {
      data: {
        email,
        password: 'Squat-pass-1',
        first_name: 'Sly',
        last_name: 'Stranger',
        role: 'parent_guardian',
      },
    });
    expect(stranger.status()).toBe(201);
    await gotoHydrated(page, `/verify-email?token=${mailedToken(email, '/verify-email')}`);
    await expect(page.getByText(`Sly Stranger, created on`)).toContainText(`asks to use ${email}`);
    // Confirming would need the stranger's password, which the owner does not have.
    await expect(page.getByRole('button', { name: 'Sign in and confirm' })).toBeVisible();
    await page.getByRole('button', { name: 'This wasn’t me' }).click();
    await page.getByRole('button', { name: 'Yes, release my address' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Thank you. ${email} no longer belongs` }),
    ).toBeFocused();
    await page.getByRole('link', { name: 'Create your account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('password reset', () => {
  // Forms and redirects, not layouts: they run once, on the phone (the desktop project keeps the
  // demo sign-ins above, whose Dashboard link sits in the wide header).
  onMobileOnly('account forms');

  test('a link without uid or token shows the invalid-link message', async ({ page }) => {
    for (const query of ['', '?uid=1', '?token=abc']) {
      await page.goto(`/reset-password${query}`);
      await expect(page.getByText(INVALID_LINK)).toBeVisible();
      await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    }
  });

  test('checks length and matching before calling the API', async ({ page }) => {
    await page.goto('/reset-password?uid=1&token=abc');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password', { exact: true }).fill('short');
    await page.getByRole('button', { name: /reset password/i }).click();
    await expect(page.getByRole('alert')).toContainText('8 characters');
    await page.getByLabel('New password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('long-enough-2');
    await page.getByRole('button', { name: /reset password/i }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  });

  test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
    const email = `reset-${Date.now()}@example.test`;
    const created = await request.post('/api/auth/register/', {
      data: {
        email,
        password: 'first-Pass-1',
        first_name: '',
        last_name: '',
        role: 'athlete',
        coach_county: '',
      },
    });
    expect(created.status()).toBe(201);

    await gotoHydrated(page, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('status')).toContainText(/if an account exists/i);

    await expect.poll(() => lastMailTo(email)?.text ?? '').toContain('/reset-password?');
    const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(lastMailTo(email)!.text)![0];
    const { search } = new URL(link);
    await page.goto(`/reset-password${search}`);
    await page.getByLabel('New password', { exact: true }).fill('second-Pass-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('second-Pass-2');
    await page.getByRole('button', { name: /reset password/i }).click();
    await expect(
      page.getByText('Your password has been reset. You can now sign in with your new password.'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );

    const login = await request.post('/api/auth/login/', { data: { email, password: 'second-Pass-2' } });
    expect(login.status()).toBe(200);

    // The link is single-use.
    await page.goto(`/reset-password${search}`);
    await page.getByLabel('New password', { exact: true }).fill('third-Pass-3');
    await page.getByLabel('Confirm new password', { exact: true }).fill('third-Pass-3');
    await page.getByRole('button', { name: /reset password/i }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
  });
});

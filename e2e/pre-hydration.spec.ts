/**
 * Every form island keeps what a visitor typed before its script ran (a phone on a slow network):
 * the island's code is held back while the test types into the built form, then released; the
 * values must survive hydration and reach the server when the form is sent.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/session';

/** A real 1×1 PNG, so the server's type check sees an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface FormCase {
  path: string;
  /** The island's component file name (its built script is /_astro/<component>.<hash>.js). */
  component: string;
  form: string;
  submit: string;
  /** Exact field labels and what the visitor types (or picks) there before hydration. */
  fields: [label: string, value: string][];
  /** A file picked before hydration, by its field label. */
  file?: string;
  /** What the visitor sees once the form was sent with those values. */
  sent: (page: Page) => Promise<void>;
}

const stamp = Date.now();

const FORMS: FormCase[] = [
  {
    path: '/login',
    component: 'LoginForm',
    form: 'Sign in',
    submit: 'Sign in',
    fields: [
      ['Email', 'parent@demo.test'],
      ['Password', DEMO_PASSWORD],
    ],
    sent: (page) => expect(page).toHaveURL(/\/profile$/),
  },
  {
    path: '/register',
    component: 'RegisterForm',
    form: 'Create an account',
    submit: 'Create account',
    fields: [
      ['First name', 'Rae'],
      ['Email', `early-${stamp}@example.test`],
      ['Password', 'early-Pass-1'],
    ],
    sent: async (page) => {
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText(`early-${stamp}@example.test`).first()).toBeVisible();
    },
  },
  {
    path: '/forgot-password',
    component: 'ForgotPasswordForm',
    form: 'Request a password reset',
    submit: 'Send reset instructions',
    fields: [['Email', 'parent@demo.test']],
    sent: (page) =>
      expect(page.getByRole('status')).toContainText(
        "If an account exists for that email, we've sent instructions to reset your password.",
      ),
  },
  {
    path: '/gallery#submit',
    component: 'GallerySubmitForm',
    form: 'Submit a highlight',
    submit: 'Submit highlight',
    fields: [
      ['Title (required)', 'Pick six in the fourth'],
      ['Home team', 'Hawks'],
      ['Description', 'Interception returned 60 yards.'],
    ],
    file: 'Photo or video (required)',
    sent: (page) =>
      expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toHaveText(
        'Thanks! Your highlight was submitted for review.',
      ),
  },
  {
    path: '/contact',
    component: 'ContactForm',
    form: 'Send us a message',
    submit: 'Send message',
    fields: [
      ['Email (required)', 'tasha.green@example.com'],
      ['Message', 'Is there still room on a U-12 girls team?'],
    ],
    sent: (page) =>
      expect(page.getByRole('status')).toHaveText(
        'Thanks! We received your message and will reply within one business day.',
      ),
  },
];

for (const item of FORMS) {
  test(`${item.path}: what is typed before the form hydrates is kept and sent`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/_astro/${item.component}.*.js`, async (route) => {
      await held;
      await route.continue();
    });
    const sentBody = page.waitForRequest((request) => request.method() === 'POST');

    await page.goto(item.path);
    const form = page.getByRole('form', { name: item.form });
    await form.scrollIntoViewIfNeeded();
    const island = page.locator(`astro-island[component-url*="/${item.component}."]`);
    await expect(island).toHaveAttribute('ssr', '');
    await expect(form.getByRole('button', { name: item.submit })).toBeDisabled();

    for (const [label, value] of item.fields) await form.getByLabel(label, { exact: true }).fill(value);
    if (item.file) {
      await form
        .getByLabel(item.file, { exact: true })
        .setInputFiles({ name: 'play.png', mimeType: 'image/png', buffer: PNG });
    }

    release();
    await expect(island).not.toHaveAttribute('ssr');
    await expect(form.getByRole('button', { name: item.submit })).toBeEnabled();
    for (const [label, value] of item.fields) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    }

    await form.getByRole('button', { name: item.submit }).click();
    const body = (await sentBody).postDataBuffer()?.toString('utf8') ?? '';
    for (const [, value] of item.fields) expect(body).toContain(value);
    await item.sent(page);
  });
}

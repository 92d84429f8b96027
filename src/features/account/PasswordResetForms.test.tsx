// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, hydrate, render } from '../../lib/testing/render';
import ForgotPasswordForm from './ForgotPasswordForm';
import ResetPasswordForm from './ResetPasswordForm';

beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
});
afterEach(cleanup);

const alertText = (page: HTMLElement) => page.querySelector('[role="alert"]')?.textContent;

describe('ForgotPasswordForm', () => {
  it('requires the email', async () => {
    const server = fakeFetch({});
    const page = await render(<ForgotPasswordForm />);
    await click(button(page, 'Send reset instructions'));
    expect(alertText(page)).toBe('Please enter your email address.');
    expect(document.activeElement).toBe(field(page, 'Email'));
    expect(server.sent).toHaveLength(0);
  });

  it('keeps an email typed before the form hydrated and sends it', async () => {
    const server = fakeFetch({ 'POST /auth/password/reset/': () => json({}) });
    const page = await hydrate(<ForgotPasswordForm />, (html) => {
      expect(button(html, 'Send reset instructions').disabled).toBe(true);
      field(html, 'Email').value = 'parent@demo.test';
    });
    await click(button(page, 'Send reset instructions'));
    expect(server.calls('POST /auth/password/reset/')[0]?.body).toEqual({ email: 'parent@demo.test' });
  });

  it('sends the email and shows the neutral success message', async () => {
    const server = fakeFetch({ 'POST /auth/password/reset/': () => json({ detail: 'On its way.' }) });
    const page = await render(<ForgotPasswordForm />);
    await fill(field(page, 'Email'), 'parent@demo.test');

    await click(button(page, 'Send reset instructions'));

    expect(server.calls('POST /auth/password/reset/')[0]!.body).toEqual({ email: 'parent@demo.test' });
    const status = page.querySelector<HTMLElement>('[role="status"]');
    expect(status?.textContent).toContain(
      "If an account exists for that email, we've sent instructions to reset your password.",
    );
    expect(document.activeElement).toBe(status);
  });

  it('shows the detail of a failure, else the fallback, keeping the email', async () => {
    fakeFetch({
      'POST /auth/password/reset/': [() => json({ detail: 'Mail is down.' }, 503), () => json({}, 500)],
    });
    const page = await render(<ForgotPasswordForm />);
    await fill(field(page, 'Email'), 'parent@demo.test');

    await click(button(page, 'Send reset instructions'));
    expect(alertText(page)).toBe('Mail is down.');

    await click(button(page, 'Send reset instructions'));
    expect(alertText(page)).toBe('Unable to send reset instructions. Please try again.');
    expect(field(page, 'Email').value).toBe('parent@demo.test');
  });
});

describe('ResetPasswordForm', () => {
  it.each([['?uid=MQ'], ['?token=abc'], ['']])(
    'with link %j explains it is invalid and shows no form',
    async (search) => {
      window.history.replaceState(null, '', `/reset-password${search}`);
      const page = await render(<ResetPasswordForm />);
      expect(alertText(page)).toBe(
        'This reset link is missing or invalid. Request a new one from the forgot password page.',
      );
      expect(page.querySelector('a[href="/forgot-password"]')).not.toBeNull();
      expect(page.querySelector('form')).toBeNull();
    },
  );

  describe('with uid and token', () => {
    beforeEach(() => {
      window.history.replaceState(null, '', '/reset-password?uid=MQ&token=tok-123');
    });

    it('needs at least 8 characters', async () => {
      const page = await render(<ResetPasswordForm />);
      await fill(field(page, 'New password'), 'short');
      await fill(field(page, 'Confirm new password'), 'short');
      await click(button(page, 'Reset password'));
      expect(alertText(page)).toBe('Password must be at least 8 characters.');
      expect(document.activeElement).toBe(field(page, 'New password'));
    });

    it('needs both passwords to match', async () => {
      const page = await render(<ResetPasswordForm />);
      await fill(field(page, 'New password'), 'Brand-New-1');
      await fill(field(page, 'Confirm new password'), 'Brand-New-2');
      await click(button(page, 'Reset password'));
      expect(alertText(page)).toBe('Passwords do not match.');
      expect(document.activeElement).toBe(field(page, 'Confirm new password'));
    });

    it('sends uid, token and password, then shows success with a link to sign in', async () => {
      const server = fakeFetch({ 'POST /auth/password/reset/confirm/': () => json({ detail: 'Done.' }) });
      const page = await render(<ResetPasswordForm />);
      await fill(field(page, 'New password'), 'Brand-New-1');
      await fill(field(page, 'Confirm new password'), 'Brand-New-1');

      await click(button(page, 'Reset password'));

      expect(server.calls('POST /auth/password/reset/confirm/')[0]!.body).toEqual({
        uid: 'MQ',
        token: 'tok-123',
        password: 'Brand-New-1',
      });
      expect(page.querySelector('[role="status"]')?.textContent).toContain('Your password has been reset.');
      expect(page.querySelector('[role="status"] a')?.getAttribute('href')).toBe('/login');
    });

    it.each([
      [
        { token: ['This reset link is invalid or has expired. Request a new one.'] },
        'This reset link is invalid or has expired. Request a new one.',
      ],
      [
        { password: ['Password must include letters, numbers and symbols.'] },
        'Password must include letters, numbers and symbols.',
      ],
      [{}, 'Unable to reset password. Try requesting a new link.'],
    ])('shows the error of %j and keeps the passwords', async (body, message) => {
      fakeFetch({ 'POST /auth/password/reset/confirm/': () => json(body, 400) });
      const page = await render(<ResetPasswordForm />);
      await fill(field(page, 'New password'), 'Brand-New-1');
      await fill(field(page, 'Confirm new password'), 'Brand-New-1');

      await click(button(page, 'Reset password'));

      expect(alertText(page)).toBe(message);
      expect(field(page, 'New password').value).toBe('Brand-New-1');
    });
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render } from '../../lib/testing/render';
import ChangePasswordForm from './ChangePasswordForm';

beforeEach(() => setApiBaseResolver(() => 'https://league.test/api'));
afterEach(cleanup);

describe('ChangePasswordForm (issue 36)', () => {
  it('sends the current and the new password, then says every other device was signed out', async () => {
    const detail =
      'Your password has been changed. Every other device signed in to your account has been signed out.';
    const server = fakeFetch({ 'POST /auth/password/change/': () => json({ detail }) });
    const page = await render(<ChangePasswordForm />);
    await fill(field(page, 'Current password'), 'Old-pass-1');
    await fill(field(page, 'New password'), 'N3w-pass-!');
    await click(button(page, 'Change password'));
    expect(server.calls('POST /auth/password/change/')[0]!.body).toEqual({
      current_password: 'Old-pass-1',
      new_password: 'N3w-pass-!',
    });
    expect(page.querySelector('[role="status"]')?.textContent).toContain(detail);
    expect(field(page, 'Current password').value).toBe('');
  });

  it('shows the server’s field message and keeps what was typed', async () => {
    fakeFetch({
      'POST /auth/password/change/': () =>
        json({ current_password: ['Your current password is not correct.'] }, 400),
    });
    const page = await render(<ChangePasswordForm />);
    await fill(field(page, 'Current password'), 'Wrong-pass-1');
    await fill(field(page, 'New password'), 'N3w-pass-!');
    await click(button(page, 'Change password'));
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Your current password is not correct.');
    expect(field(page, 'New password').value).toBe('N3w-pass-!');
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, render, settle } from '../../lib/testing/render';
import { logout } from '../../stores/session';
import VerifyEmail from './VerifyEmail';

const REQUEST = {
  email: 'real.guardian@test.example',
  account: { name: 'Sly Stranger', created_at: '2026-11-20T15:00:00.000Z' },
  expires_at: '2026-11-22T15:00:00.000Z',
};
const owner = { id: 7, email: 'real.guardian@test.example', role: 'parent_guardian', name: 'Real Guardian' };

beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  window.history.replaceState(null, '', '/verify-email?token=tok-123');
  logout();
});
afterEach(cleanup);

const text = (page: HTMLElement) => page.textContent ?? '';

describe('the confirmation page (issue 36)', () => {
  it('names the account that asked, then confirms only after signing in to it', async () => {
    const server = fakeFetch({
      'POST /auth/email/verify/lookup/': () => json(REQUEST),
      'POST /auth/login/': () => json({ access: 'a', refresh: 'r' }),
      'GET /auth/me/': () => json(owner),
      'POST /auth/email/verify/': () =>
        json({ detail: 'Thank you: your e-mail address is confirmed.', email: owner.email }),
    });
    const page = await render(<VerifyEmail />);
    await settle();
    expect(text(page)).toContain(
      'Sly Stranger, created on Nov 20, 2026, asks to use real.guardian@test.example',
    );
    expect(server.calls('POST /auth/email/verify/')).toHaveLength(0);

    await click(button(page, 'Sign in and confirm'));
    expect(page.querySelector('form [role="alert"]')?.textContent).toBe('Please enter your password.');
    await fill(field(page, 'Password'), 'Owner-pass-1');
    await click(button(page, 'Sign in and confirm'));
    await settle();

    expect(server.calls('POST /auth/login/')[0]!.body).toEqual({
      email: 'real.guardian@test.example',
      password: 'Owner-pass-1',
    });
    expect(server.calls('POST /auth/email/verify/')[0]!.body).toEqual({ token: 'tok-123' });
    expect(page.querySelector('[role="status"]')?.textContent).toContain(
      'Thank you: your e-mail address is confirmed.',
    );
  });

  it('releases the address after “This wasn’t me” is confirmed, and points to sign-up', async () => {
    const detail = 'Thank you. real.guardian@test.example no longer belongs to that account.';
    const server = fakeFetch({
      'POST /auth/email/verify/lookup/': () => json(REQUEST),
      'POST /auth/email/verify/disown/': () => json({ detail, email: REQUEST.email }),
    });
    const page = await render(<VerifyEmail />);
    await settle();
    await click(button(page, 'This wasn’t me'));
    expect(text(page)).toContain('We will take real.guardian@test.example away from that account');
    expect(server.calls('POST /auth/email/verify/disown/')).toHaveLength(0);
    await click(button(page, 'Yes, release my address'));
    await settle();
    expect(server.calls('POST /auth/email/verify/disown/')[0]!.body).toEqual({ token: 'tok-123' });
    expect(page.querySelector('[role="status"]')?.textContent).toContain(detail);
    expect(page.querySelector<HTMLAnchorElement>('a[href="/register"]')?.textContent).toBe(
      'Create your account',
    );
  });

  it('says a used or expired link is so, from the lookup', async () => {
    fakeFetch({
      'POST /auth/email/verify/lookup/': () =>
        json(
          { detail: 'This confirmation link is invalid, used or expired. Sign in and send a new one.' },
          400,
        ),
    });
    const page = await render(<VerifyEmail />);
    await settle();
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'This confirmation link is invalid, used or expired. Sign in and send a new one.',
    );
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { goTo } from '../../lib/navigation';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { act } from 'react';
import { button, cleanup, click, render, settle } from '../../lib/testing/render';
import { $session, $tokens, $user, TOKENS_KEY } from '../../stores/session';
import ProfileCard from './ProfileCard';

vi.mock('../../lib/navigation', () => ({ goTo: vi.fn(), replaceWith: vi.fn() }));

const staff = { id: 4, email: 'staff@demo.test', first_name: 'Sam', last_name: 'Reed', role: 'staff_admin' };
const shown = (page: HTMLElement) =>
  Object.fromEntries(
    [...page.querySelectorAll('dl div')].map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]),
  );

beforeEach(() => {
  vi.clearAllMocks();
  setApiBaseResolver(() => 'https://league.test/api');
  $tokens.set({ access: 'A', refresh: 'R' });
  $user.set(staff);
});
afterEach(cleanup);

describe('ProfileCard', () => {
  it('shows name, email, the role in words and the dashboard for the role', async () => {
    const page = await render(<ProfileCard />);
    expect(shown(page)).toEqual({ Name: 'Sam Reed', Email: 'staff@demo.test', Role: 'Staff / Admin' });
    expect(page.querySelector('a[href="/portal/coach"]')?.textContent).toBe('Go to your dashboard');
  });

  it('reloads the user on Refresh, showing progress meanwhile', async () => {
    let answer!: (response: Response) => void;
    const server = fakeFetch({
      'GET /auth/me/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const page = await render(<ProfileCard />);

    await click(button(page, 'Refresh'));
    expect(button(page, 'Refreshing…').disabled).toBe(true);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => answer(json({ ...staff, first_name: 'Samantha' })));
    await settle();

    expect(shown(page)['Name']).toBe('Samantha Reed');

    expect(server.calls('GET /auth/me/')[0]!.headers.get('authorization')).toBe('Bearer A');
    expect(button(page, 'Refresh').disabled).toBe(false);
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Profile refreshed.');
  });

  it('logs out (tokens and user cleared) and goes home', async () => {
    const page = await render(<ProfileCard />);
    await click(button(page, 'Logout'));
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect($session.get().signedIn).toBe(false);
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('sends a referee to /referee', async () => {
    $user.set({ ...staff, role: 'referee' });
    const page = await render(<ProfileCard />);
    expect(page.querySelector('a[href="/referee"]')).not.toBeNull();
  });

  it('asks an unconfirmed account to confirm its address, and mails a new link on request', async () => {
    $user.set({ ...staff, email_verified: false });
    const server = fakeFetch({
      'POST /auth/email/verify/resend/': () => json({ detail: 'We sent a new link to staff@demo.test.' }),
    });
    const page = await render(<ProfileCard />);
    expect(shown(page)['Email']).toBe('staff@demo.test Not confirmed yet');
    expect(page.textContent).toContain(
      'Please confirm your e-mail address: open the link we sent to staff@demo.test.',
    );
    await click(button(page, 'Send a new link'));
    await settle();
    expect(server.calls('POST /auth/email/verify/resend/')).toHaveLength(1);
    expect(page.querySelector('[role="status"].verify-notice-status')?.textContent).toBe(
      'We sent a new link to staff@demo.test.',
    );
  });

  it('shows no notice once the address is confirmed', async () => {
    $user.set({ ...staff, email_verified: true });
    const page = await render(<ProfileCard />);
    expect(shown(page)['Email']).toBe('staff@demo.test Confirmed');
    expect(page.textContent).not.toContain('Please confirm');
  });
});

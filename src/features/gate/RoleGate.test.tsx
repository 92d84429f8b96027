// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceWith } from '../../lib/navigation';
import { cleanup, render } from '../../lib/testing/render';
import { $loggedOut, $sessionLoading, $user, logout, startSession } from '../../stores/session';
import RoleGate from './RoleGate';

vi.mock('../../lib/navigation', () => ({ goTo: vi.fn(), replaceWith: vi.fn() }));

const content = <h1>Parent portal</h1>;

beforeEach(async () => {
  // Start the session once (no tokens stored), so each test sets the state it needs.
  await startSession();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/portal/parent');
  $user.set(null);
  $sessionLoading.set(false);
  $loggedOut.set(false);
});
afterEach(cleanup);

describe('RoleGate', () => {
  it('renders nothing and sends no one anywhere while the session loads', async () => {
    $sessionLoading.set(true);
    const page = await render(<RoleGate path="/portal/parent">{content}</RoleGate>);
    expect(page.innerHTML).toBe('');
    expect(replaceWith).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to /login?next=<path>', async () => {
    const page = await render(<RoleGate path="/portal/parent">{content}</RoleGate>);
    expect(page.innerHTML).toBe('');
    expect(replaceWith).toHaveBeenCalledWith('/login?next=%2Fportal%2Fparent');
  });

  it('keeps the query of the page in next', async () => {
    window.history.replaceState(null, '', '/profile?tab=1');
    await render(<RoleGate path="/profile">{content}</RoleGate>);
    expect(replaceWith).toHaveBeenCalledWith('/login?next=%2Fprofile%3Ftab%3D1');
  });

  it('sends a user of another role to /login?next=<path>', async () => {
    $user.set({ role: 'coach' });
    const page = await render(<RoleGate path="/portal/parent">{content}</RoleGate>);
    expect(page.innerHTML).toBe('');
    expect(replaceWith).toHaveBeenCalledWith('/login?next=%2Fportal%2Fparent');
  });

  it('renders the page for the right role once the session has loaded', async () => {
    $sessionLoading.set(true);
    $user.set({ role: 'PARENT_GUARDIAN' });
    const page = await render(<RoleGate path="/portal/parent">{content}</RoleGate>);
    expect(page.innerHTML).toBe('');

    await (await import('react')).act(async () => $sessionLoading.set(false));

    expect(page.querySelector('h1')?.textContent).toBe('Parent portal');
    expect(replaceWith).not.toHaveBeenCalled();
  });

  it('hides the page without sending it to /login when the user logs out on it', async () => {
    $user.set({ role: 'parent' });
    const page = await render(<RoleGate path="/portal/parent">{content}</RoleGate>);
    expect(page.querySelector('h1')).not.toBeNull();

    await (await import('react')).act(async () => logout());

    expect(page.innerHTML).toBe('');
    expect(replaceWith).not.toHaveBeenCalled();
  });

  it('sends the page to /login when the session ends otherwise (a failed refresh)', async () => {
    $user.set({ role: 'parent' });
    await render(<RoleGate path="/portal/parent">{content}</RoleGate>);

    await (await import('react')).act(async () => $user.set(null));

    expect(replaceWith).toHaveBeenCalledWith('/login?next=%2Fportal%2Fparent');
  });

  it('admits any signed-in user to /profile', async () => {
    $user.set({ role: 'referee' });
    const page = await render(<RoleGate path="/profile">{content}</RoleGate>);
    expect(page.querySelector('h1')).not.toBeNull();
  });
});

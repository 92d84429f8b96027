// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { goTo } from '../../lib/navigation';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { button, cleanup, click, field, fill, hydrate, render } from '../../lib/testing/render';
import { $user, logout } from '../../stores/session';
import LoginForm from './LoginForm';

vi.mock('../../lib/navigation', () => ({ goTo: vi.fn(), replaceWith: vi.fn() }));

const parent = { id: 1, email: 'parent@demo.test', role: 'parent_guardian', name: 'Tanya Whitfield' };

beforeEach(() => {
  vi.clearAllMocks();
  setApiBaseResolver(() => 'https://league.test/api');
  window.history.replaceState(null, '', '/login');
  logout();
});
afterEach(cleanup);

async function signIn(page: HTMLElement, email = 'parent@demo.test', password = 'demo-Pass-1') {
  await fill(field(page, 'Email'), email);
  await fill(field(page, 'Password'), password);
  await click(button(page, 'Sign in'));
}

describe('LoginForm', () => {
  it('asks for the email first and focuses it, without calling the API', async () => {
    const server = fakeFetch({});
    const page = await render(<LoginForm />);

    await click(button(page, 'Sign in'));

    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Please enter your email address.');
    expect(document.activeElement).toBe(field(page, 'Email'));
    expect(field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toHaveLength(0);
  });

  it("shows the server's detail, keeps what the user typed and moves focus to the message", async () => {
    fakeFetch({ 'POST /auth/login/': () => json({ detail: 'Invalid email or password.' }, 401) });
    const page = await render(<LoginForm />);

    await signIn(page, 'parent@demo.test', 'wrong-Pass-1');

    const alert = page.querySelector<HTMLElement>('[role="alert"]');
    expect(alert?.textContent).toBe('Invalid email or password.');
    expect(document.activeElement).toBe(alert);
    expect(field(page, 'Email').value).toBe('parent@demo.test');
    expect(field(page, 'Password').value).toBe('wrong-Pass-1');
    expect(goTo).not.toHaveBeenCalled();
  });

  it("says 'Login failed' when the answer carries no detail", async () => {
    fakeFetch({
      'POST /auth/login/': () => new Response('<html><body>Bad gateway</body></html>', { status: 502 }),
    });
    const page = await render(<LoginForm />);
    await signIn(page);
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Login failed');
  });

  it('signs in and goes to /profile when there is no next', async () => {
    const server = fakeFetch({
      'POST /auth/login/': () => json({ access: 'A', refresh: 'R', user: parent }),
      'GET /auth/me/': () => json(parent),
    });
    const page = await render(<LoginForm />);

    await signIn(page);

    expect(server.calls('POST /auth/login/')[0]!.body).toEqual({
      email: 'parent@demo.test',
      password: 'demo-Pass-1',
    });
    expect(goTo).toHaveBeenCalledWith('/profile');
  });

  it('keeps what the visitor typed before the form hydrated; the static form cannot be sent before then', async () => {
    const server = fakeFetch({
      'POST /auth/login/': () => json({ access: 'A', refresh: 'R', user: parent }),
      'GET /auth/me/': () => json(parent),
    });
    const page = await hydrate(<LoginForm />, (html) => {
      expect(html.querySelector('form')?.getAttribute('method')).toBe('post');
      expect(button(html, 'Sign in').disabled).toBe(true);
      field(html, 'Email').value = 'parent@demo.test';
      field(html, 'Password').value = 'demo-Pass-1';
    });

    await click(button(page, 'Sign in'));

    expect(field(page, 'Email').value).toBe('parent@demo.test');
    expect(server.calls('POST /auth/login/')[0]!.body).toEqual({
      email: 'parent@demo.test',
      password: 'demo-Pass-1',
    });
  });

  it('honours next when the user may open it', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fportal%2Fparent');
    fakeFetch({
      'POST /auth/login/': () => json({ access: 'A', refresh: 'R' }),
      'GET /auth/me/': () => json(parent),
    });
    const page = await render(<LoginForm />);
    await signIn(page);
    expect(goTo).toHaveBeenCalledWith('/portal/parent');
  });

  it('ignores a next that leaves the site', async () => {
    window.history.replaceState(null, '', '/login?next=%2F%2Fevil.test');
    fakeFetch({
      'POST /auth/login/': () => json({ access: 'A', refresh: 'R' }),
      'GET /auth/me/': () => json(parent),
    });
    const page = await render(<LoginForm />);
    await signIn(page);
    expect(goTo).toHaveBeenCalledWith('/profile');
  });

  it('shows a busy, disabled button while signing in', async () => {
    fakeFetch({ 'POST /auth/login/': () => new Promise<Response>(() => {}) });
    const page = await render(<LoginForm />);
    await signIn(page);
    const submit = page.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toBe('Signing in…');
  });

  it('shows and hides the password with a pressed toggle whose label follows', async () => {
    const page = await render(<LoginForm />);
    const toggle = button(page, 'Show password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(field(page, 'Password').type).toBe('password');

    await click(toggle);

    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    expect(field(page, 'Password').type).toBe('text');
  });

  it('links to forgot password and to registration', async () => {
    const page = await render(<LoginForm />);
    const links = [...page.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Forgot password?', '/forgot-password'],
        ['Create an account', '/register'],
      ]),
    );
  });

  it('carries the page asked for to registration, so a new account lands there too', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fportal%2Fathlete');
    const page = await render(<LoginForm />);
    const create = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Create an account');
    expect(create?.getAttribute('href')).toBe('/register?next=%2Fportal%2Fathlete');
  });

  it('tells a signed-in visitor so, with a link to their dashboard', async () => {
    $user.set({ ...parent, role: 'coach' });
    const page = await render(<LoginForm />);
    expect(page.querySelector('h2')?.textContent).toBe('You’re signed in');
    expect(page.querySelector('a[href="/portal/coach"]')?.textContent).toBe('Go to your dashboard');
  });
});

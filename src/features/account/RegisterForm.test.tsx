// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseResolver } from '../../lib/api-client';
import { goTo } from '../../lib/navigation';
import { mutateCache } from '../../lib/query';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { SPEC_GEOGRAPHY } from '../../lib/testing/league-geography';
import { button, cleanup, click, field, fill, hydrate, render } from '../../lib/testing/render';
import { GEOGRAPHY_KEY } from '../../stores/league';
import { $session, logout } from '../../stores/session';
import { roleFees } from '../../domain/account';
import RegisterForm from './RegisterForm';

/** The fees the page is built with: the league's price list as seeded ($250.00). */
const FEES = roleFees();

vi.mock('../../lib/navigation', () => ({ goTo: vi.fn(), replaceWith: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  setApiBaseResolver(() => 'https://league.test/api');
  window.history.replaceState(null, '', '/register');
  logout();
  // The counties are the league's data (issue 19 item 4), loaded with the page: the spec's 32.
  const geography = { count: SPEC_GEOGRAPHY.length, next: null, previous: null, results: SPEC_GEOGRAPHY };
  fakeFetch({ 'GET /league/divisions/': () => json(geography) });
  mutateCache(GEOGRAPHY_KEY, geography);
});
afterEach(cleanup);

const select = (page: HTMLElement, label: string) => field<HTMLSelectElement>(page, label);
const hasCounty = (page: HTMLElement) =>
  [...page.querySelectorAll('label')].some((l) => l.textContent === 'Coaching county');
const feeRows = (page: HTMLElement) =>
  [...page.querySelectorAll('.fee-table tbody tr')].map((row) => [
    row.querySelector('th')?.firstChild?.textContent,
    row.querySelector('td')?.textContent,
  ]);

async function fillAccount(page: HTMLElement) {
  await fill(field(page, 'Email'), 'new.coach@demo.test');
  await fill(field(page, 'Password'), 'Strong-Pass-9');
}

describe('RegisterForm', () => {
  it('offers the five registration roles', async () => {
    const page = await render(<RegisterForm fees={FEES} />);
    expect([...select(page, 'Role').options].map((o) => [o.value, o.textContent])).toEqual([
      ['parent_guardian', 'Parent / Guardian'],
      ['athlete', 'Athlete'],
      ['coach', 'Coach'],
      ['referee', 'Referee'],
      ['recruiter', 'Recruiter'],
    ]);
  });

  it('shows the coaching county only for coaches, with the 32 league counties', async () => {
    const page = await render(<RegisterForm fees={FEES} />);
    expect(hasCounty(page)).toBe(false);

    await fill(select(page, 'Role'), 'coach');

    expect(hasCounty(page)).toBe(true);
    const county = select(page, 'Coaching county');
    // Grouped by state (the spec's counties are all in Mississippi).
    await vi.waitFor(() =>
      expect([...county.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Mississippi']),
    );
    expect(county.querySelectorAll('option[value]:not([value=""])')).toHaveLength(32);
  });

  it("requires a coach's county with the spec's message and focuses the county", async () => {
    const server = fakeFetch({});
    const page = await render(<RegisterForm fees={FEES} />);
    await fill(select(page, 'Role'), 'coach');
    await fillAccount(page);

    await click(button(page, 'Create account'));

    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Please choose your coaching county.');
    expect(document.activeElement).toBe(select(page, 'Coaching county'));
    expect(server.sent).toHaveLength(0);
  });

  it('clears the county when the role changes away from coach', async () => {
    const page = await render(<RegisterForm fees={FEES} />);
    await fill(select(page, 'Role'), 'coach');
    await fill(select(page, 'Coaching county'), 'DESOTO');
    expect(select(page, 'Coaching county').value).toBe('DESOTO');

    await fill(select(page, 'Role'), 'referee');
    await fill(select(page, 'Role'), 'coach');

    expect(select(page, 'Coaching county').value).toBe('');
  });

  it('requires the email, then the password, and nothing more of the password', async () => {
    const server = fakeFetch({ 'POST /auth/register/': () => json({}, 201) });
    const page = await render(<RegisterForm fees={FEES} />);

    await click(button(page, 'Create account'));
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Please enter your email address.');

    await fill(field(page, 'Email'), 'a@b.test');
    await click(button(page, 'Create account'));
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Please enter a password.');
    expect(document.activeElement).toBe(field(page, 'Password'));

    await fill(field(page, 'Password'), 'x');
    await click(button(page, 'Create account'));
    expect(server.calls('POST /auth/register/')).toHaveLength(1);
  });

  it('keeps what the visitor typed and chose before the form hydrated and sends it', async () => {
    const server = fakeFetch({ 'POST /auth/register/': () => json({ id: 9 }, 201) });
    const page = await hydrate(<RegisterForm fees={FEES} />, (html) => {
      expect(button(html, 'Create account').disabled).toBe(true);
      field(html, 'First name').value = 'Dana';
      field(html, 'Email').value = 'dana@example.test';
      select(html, 'Role').value = 'referee';
      field(html, 'Password').value = 'Strong-Pass-9';
    });

    expect(select(page, 'Role').value).toBe('referee');
    await click(button(page, 'Create account'));

    expect(server.calls('POST /auth/register/')[0]?.body).toMatchObject({
      first_name: 'Dana',
      email: 'dana@example.test',
      role: 'referee',
      password: 'Strong-Pass-9',
    });
  });

  it('shows the fee table of the chosen role (§9 amounts)', async () => {
    const page = await render(<RegisterForm fees={FEES} />);
    expect(feeRows(page)).toEqual([['Registration', '$250.00']]);

    await fill(select(page, 'Role'), 'referee');
    expect(feeRows(page)).toEqual([
      ['Referee training', '$250.00'],
      ['Game pay', '$125.00'],
    ]);

    await fill(select(page, 'Role'), 'coach');
    expect(feeRows(page)).toEqual([
      ['Background check', '$12.00'],
      ['Coach certification', 'TBD'],
    ]);

    await fill(select(page, 'Role'), 'recruiter');
    expect(feeRows(page)).toEqual([['Recruiter access', '$0.00']]);

    await fill(select(page, 'Role'), 'athlete');
    expect(feeRows(page)).toEqual([
      ['Membership', 'Included'],
      ['Uniform', 'Included'],
    ]);
  });

  it('shows the prices the page was built with: the office’s list and a season priced apart (issue 37)', async () => {
    const fees = roleFees({ fee_cents: 27_500, referee_training_cents: 26_000 }, [
      { item: 'Winter 2027 Jr. WNBA Basketball', cents: 18_000, note: 'Per child.' },
    ]);
    const page = await render(<RegisterForm fees={fees} />);
    expect(feeRows(page)).toEqual([
      ['Registration', '$275.00'],
      ['Winter 2027 Jr. WNBA Basketball', '$180.00'],
    ]);
    await fill(select(page, 'Role'), 'referee');
    expect(feeRows(page)).toEqual([
      ['Referee training', '$260.00'],
      ['Game pay', '$125.00'],
    ]);
  });

  it('preselects the sport from ?sport=', async () => {
    window.history.replaceState(null, '', '/register?sport=soccer');
    const page = await render(<RegisterForm fees={FEES} />);
    expect(select(page, 'Sport').value).toBe('SOCCER');
  });

  it('shows the password hint', async () => {
    const page = await render(<RegisterForm fees={FEES} />);
    const hintId = field(page, 'Password').getAttribute('aria-describedby');
    expect(document.getElementById(hintId!)?.textContent).toBe(
      'At least 8 characters with letters, numbers and symbols.',
    );
  });

  it("sends the account, and with tokens signs in and lands in the role's portal", async () => {
    const coach = { id: 9, email: 'new.coach@demo.test', role: 'coach' };
    const server = fakeFetch({
      'POST /auth/register/': () => json({ access: 'A', refresh: 'R', user: coach }, 201),
      'GET /auth/me/': () => json(coach),
    });
    const page = await render(<RegisterForm fees={FEES} />);
    await fill(field(page, 'First name'), 'Casey');
    await fill(select(page, 'Role'), 'coach');
    await fill(select(page, 'Coaching county'), 'TATE');
    await fillAccount(page);

    await click(button(page, 'Create account'));

    expect(server.calls('POST /auth/register/')[0]!.body).toEqual({
      first_name: 'Casey',
      last_name: '',
      email: 'new.coach@demo.test',
      role: 'coach',
      coach_county: 'TATE',
      sport: '',
      password: 'Strong-Pass-9',
    });
    expect(goTo).toHaveBeenCalledWith('/portal/coach');
  });

  it('preselects the role of the call to action (?role=, or the portal in ?next=) and comes back to next', async () => {
    window.history.replaceState(null, '', '/register?role=REFEREE');
    let page = await render(<RegisterForm fees={FEES} />);
    expect(select(page, 'Role').value).toBe('referee');

    window.history.replaceState(null, '', '/register?next=%2Fportal%2Frecruiter');
    const recruiter = { id: 11, email: 'new.coach@demo.test', role: 'recruiter' };
    fakeFetch({
      'POST /auth/register/': () => json({ access: 'A', refresh: 'R', user: recruiter }, 201),
      'GET /auth/me/': () => json(recruiter),
    });
    page = await render(<RegisterForm fees={FEES} />);
    expect(select(page, 'Role').value).toBe('recruiter');
    await fillAccount(page);
    await click(button(page, 'Create account'));
    expect(goTo).toHaveBeenCalledWith('/portal/recruiter');
  });

  it('without tokens stays signed out and asks the user to sign in', async () => {
    fakeFetch({ 'POST /auth/register/': () => json({ id: 10, email: 'new.coach@demo.test' }, 201) });
    const page = await render(<RegisterForm fees={FEES} />);
    await fillAccount(page);

    await click(button(page, 'Create account'));

    expect(page.querySelector('[role="status"]')?.textContent).toContain('Your account has been created.');
    expect(page.querySelector('[role="status"] a')?.getAttribute('href')).toBe('/login');
    expect($session.get().signedIn).toBe(false);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows the first field error of the answer and keeps what the user typed', async () => {
    fakeFetch({
      'POST /auth/register/': () =>
        json({ email: ['An account with this email already exists.'], password: ['Too weak.'] }, 400),
    });
    const page = await render(<RegisterForm fees={FEES} />);
    await fill(field(page, 'Last name'), 'Ng');
    await fillAccount(page);

    await click(button(page, 'Create account'));

    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'An account with this email already exists.',
    );
    expect(field(page, 'Email').value).toBe('new.coach@demo.test');
    expect(field(page, 'Last name').value).toBe('Ng');
    expect(field(page, 'Password').value).toBe('Strong-Pass-9');
  });

  it("says 'Registration failed' when the answer explains nothing", async () => {
    fakeFetch({ 'POST /auth/register/': () => json({}, 500) });
    const page = await render(<RegisterForm fees={FEES} />);
    await fillAccount(page);
    await click(button(page, 'Create account'));
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Registration failed');
  });
});

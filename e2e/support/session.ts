import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/users';
import { TOKENS_KEY } from '../../src/stores/session-key';
import { mailedToken } from './outbox';

export { DEMO_PASSWORD, TOKENS_KEY };

/** The seeded demo accounts and where §6 sends each one's Dashboard. */
export const DEMO_ACCOUNTS = [
  { email: 'parent@demo.test', role: 'parent_guardian', dashboard: '/portal/parent' },
  { email: 'athlete@demo.test', role: 'athlete', dashboard: '/portal/athlete' },
  { email: 'coach@demo.test', role: 'coach', dashboard: '/portal/coach' },
  { email: 'staff@demo.test', role: 'staff_admin', dashboard: '/portal/coach' },
  { email: 'recruiter@demo.test', role: 'recruiter', dashboard: '/portal/recruiter' },
  { email: 'referee@demo.test', role: 'referee', dashboard: '/referee' },
  { email: 'minor@demo.test', role: 'athlete', dashboard: '/portal/athlete' },
  { email: 'recruiter2@demo.test', role: 'recruiter', dashboard: '/portal/recruiter' },
  { email: 'office@demo.test', role: 'staff', dashboard: '/portal/coach' },
] as const;

export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

/** Who may open each gated route (a demo account of an admitted role). */
export const GATED_AS: Record<string, DemoEmail> = {
  '/profile': 'parent@demo.test',
  '/portal/parent': 'parent@demo.test',
  '/portal/athlete': 'athlete@demo.test',
  '/portal/coach': 'coach@demo.test',
  '/portal/recruiter': 'recruiter@demo.test',
  '/portal/office': 'staff@demo.test',
};

/** Tokens a sign-in or sign-up answered. */
export interface Tokens {
  access: string;
  refresh: string;
}

/** Stores tokens in the tab before any page script runs (only on its first page, so a later logout sticks). */
export async function storeTokens(page: Page, tokens: Tokens): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Card fields run in sandboxed frames without storage; only the page itself signs in.
      if (window.top !== window) return;
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem(key, value);
    },
    [TOKENS_KEY, JSON.stringify(tokens)] as const,
  );
}

/** Signs in through the API and stores the tokens before any page script runs. */
export async function signInAs(page: Page, request: APIRequestContext, email: DemoEmail): Promise<Tokens> {
  const response = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  if (!response.ok())
    throw new Error(`Login for ${email} failed: ${response.status()} ${await response.text()}`);
  const { access, refresh } = (await response.json()) as Tokens;
  await storeTokens(page, { access, refresh });
  return { access, refresh };
}

let accounts = 0;

/** Creates a fresh account of this role through the API and signs the tab in with it. */
export async function signUpAs(
  page: Page,
  request: APIRequestContext,
  role: string,
  names: { first_name: string; last_name: string } = { first_name: 'Pat', last_name: 'Parent' },
): Promise<Tokens & { email: string }> {
  accounts += 1;
  const email = `${role}-${Date.now()}-${accounts}-${Math.random().toString(36).slice(2, 7)}@e2e.example`;
  const response = await request.post('/api/auth/register/', {
    data: {
      email,
      password: 'a-Strong-pass-1',
      role,
      coach_county: role === 'coach' ? 'DESOTO' : '',
      ...names,
    },
  });
  if (!response.ok()) throw new Error(`Sign-up failed: ${response.status()} ${await response.text()}`);
  const { access, refresh } = (await response.json()) as Tokens;
  await storeTokens(page, { access, refresh });
  return { email, access, refresh };
}

/** Opens a page and waits until every island on it has hydrated (Astro drops `ssr` then). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/**
 * Follows the confirmation link mailed to `account.email` on sign-up, through the API, as its owner
 * would: inside the account's session (its access token), where alone the link confirms (issue 36).
 */
export async function confirmEmailByApi(
  request: APIRequestContext,
  account: { email: string; access: string },
): Promise<void> {
  const token = mailedToken(account.email, '/verify-email');
  expect(token, `a confirmation link mailed to ${account.email}`).toBeTruthy();
  const response = await request.post('/api/auth/email/verify/', {
    data: { token },
    headers: { authorization: `Bearer ${account.access}` },
  });
  expect(response.status()).toBe(200);
}

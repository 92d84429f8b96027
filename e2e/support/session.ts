import type { APIRequestContext, Page } from '@playwright/test';

/** Must match src/stores/session.ts. */
export const TOKENS_KEY = 'midsouth-league.tokens.v1';
export const DEMO_PASSWORD = 'demo-Pass-1';

/** The seeded demo accounts and where §6 sends each one's Dashboard. */
export const DEMO_ACCOUNTS = [
  { email: 'parent@demo.test', role: 'parent_guardian', dashboard: '/portal/parent' },
  { email: 'athlete@demo.test', role: 'athlete', dashboard: '/portal/athlete' },
  { email: 'coach@demo.test', role: 'coach', dashboard: '/portal/coach' },
  { email: 'staff@demo.test', role: 'staff_admin', dashboard: '/portal/coach' },
  { email: 'recruiter@demo.test', role: 'recruiter', dashboard: '/portal/recruiter' },
  { email: 'referee@demo.test', role: 'referee', dashboard: '/referee' },
] as const;

export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

/** Signs in through the API and stores the tokens before any page script runs. */
export async function signInAs(page: Page, request: APIRequestContext, email: DemoEmail): Promise<void> {
  const response = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  if (!response.ok())
    throw new Error(`Login for ${email} failed: ${response.status()} ${await response.text()}`);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  // Only on the first page of the tab: a later logout must not be undone by the next navigation.
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem(key, value);
    },
    [TOKENS_KEY, JSON.stringify({ access, refresh })] as const,
  );
}

/** Opens a page and waits until every island on it has hydrated (Astro drops `ssr` then). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

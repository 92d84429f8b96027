import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';

/** A birth date `years` years before today, as YYYY-MM-DD (a week earlier, so no birthday is near). */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 7);
  return date.toISOString().slice(0, 10);
}

/** Creates the signed-up athlete's recruiting profile through the API; returns its id. */
export async function createProfileByApi(
  request: APIRequestContext,
  access: string,
  profile: Record<string, unknown>,
): Promise<number> {
  const response = await request.post('/api/auth/athlete-profiles/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { primary_sport: 'FOOTBALL', ...profile },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Signs the current waiver as the signed-up athlete (18 or over) for themselves, through the API. */
export async function signOwnWaiverByApi(request: APIRequestContext, access: string): Promise<void> {
  const headers = { Authorization: `Bearer ${access}` };
  const { version } = (await (await request.get('/api/waivers/current/', { headers })).json()) as {
    version: string;
  };
  const response = await request.post('/api/waivers/self/', {
    headers,
    data: { signer_name: 'Quinn Payer', agree: true, version },
  });
  expect(response.status()).toBe(201);
}

/** The names the roster shows a recruiter (GET /auth/recruiter/athletes/). */
export async function rosterNames(request: APIRequestContext, access: string): Promise<string[]> {
  const response = await request.get('/api/auth/recruiter/athletes/?page_size=100', {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: { name: string }[] }).results.map((athlete) => athlete.name);
}

/**
 * A page in a context of its own (its own storage, so its own session), with the project's base URL
 * and viewport: another person in the same test. Close its context when done.
 */
export async function separatePage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({
    ...(baseURL === undefined ? {} : { baseURL }),
    ...(viewport === undefined ? {} : { viewport }),
  });
  return context.newPage();
}

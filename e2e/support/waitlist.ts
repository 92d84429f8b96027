/**
 * A program of a test's own with a limited offering and families on its waitlist (issue 21), made
 * through the API as the office and the families would: e2e/office-waitlist.spec.ts and the
 * office's axe sweep. The program is named to sort after the demo programs (the recruiter portal
 * lists programs by sport and name, and its test expects NFL FLAG Football Boys first), and no
 * other test registers for it.
 */
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { registrationBody } from '../../server/test/registrations';
import { addChildByApi, payByApi } from './payments';
import { confirmEmailByApi, signUpAs } from './session';

const auth = (access: string) => ({ Authorization: `Bearer ${access}` });

/** A day `days` from today, as an API date. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The test's program: its venue and division (the offering limited) and its open season. */
export interface WaitlistProgram {
  id: string;
  name: string;
  venue: { id: number; name: string };
  division: { id: number; name: string };
  season: { id: number; title: string };
}

/** Calls the API as staff; the call must succeed. */
async function post(request: APIRequestContext, access: string, path: string, data: object) {
  const response = await request.post(`/api/${path}`, { headers: auth(access), data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Staff add a program at one venue with one division, and a season of it open for registration. */
export async function waitlistProgram(
  request: APIRequestContext,
  access: string,
  tag: string,
): Promise<WaitlistProgram> {
  const venues = (await (
    await request.get('/api/office/venues/?page_size=1&ordering=name&active=true', { headers: auth(access) })
  ).json()) as { results: { id: number; name: string }[] };
  const venue = venues.results[0]!;
  const program = (await post(request, access, 'office/programs/', {
    name: `Youth Waitlist 7v7 ${tag}`,
    sport: 'FOOTBALL',
    active: true,
    divisions: ['Juniors'],
    venues: [venue.id],
  })) as { id: string; name: string; divisions: { id: number; name: string }[] };
  const season = (await post(request, access, 'office/seasons/', {
    title: `Waitlist League ${tag}`,
    status: 'SCHEDULED',
    program: program.id,
    location: venue.id,
    start_date: day(40),
    end_date: day(100),
    registration_opens_on: day(-1),
    registration_closes_on: day(30),
  })) as { id: number; title: string };
  return {
    id: program.id,
    name: program.name,
    venue: { id: venue.id, name: venue.name },
    division: program.divisions[0]!,
    season: { id: season.id, title: season.title },
  };
}

/** A family with a child (its waiver signed), signed up in a context of its own. */
async function familyOf(request: APIRequestContext, browser: Browser, first: string, last: string) {
  const context = await browser.newContext();
  const family = await signUpAs(await context.newPage(), request, 'parent_guardian', {
    first_name: 'Dana',
    last_name: last,
  });
  await context.close();
  await confirmEmailByApi(request, family);
  const child = await addChildByApi(request, family.access, first);
  return { ...family, child, name: `${first} Rivers` };
}

const bodyFor = (program: WaitlistProgram, child: number) =>
  registrationBody(child, {
    program: program.id,
    season: program.season.id,
    location: program.venue.id,
    division: program.division.id,
  });

/** A family registers and pays for a place of the program's offering. */
export async function takePlace(
  request: APIRequestContext,
  browser: Browser,
  program: WaitlistProgram,
  first: string,
) {
  const family = await familyOf(request, browser, first, 'Placed');
  await payByApi(request, family.access, bodyFor(program, family.child));
  return family;
}

/** A family joins the full offering's waitlist; answers the family and its entry. */
export async function joinWaitlist(
  request: APIRequestContext,
  browser: Browser,
  program: WaitlistProgram,
  first: string,
  last: string,
) {
  const family = await familyOf(request, browser, first, last);
  const joined = await request.post('/api/waitlist/', {
    headers: auth(family.access),
    data: bodyFor(program, family.child),
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return { ...family, entry: (await joined.json()) as { id: number; position: number } };
}

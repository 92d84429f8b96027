/** Fixtures for the office's money tests: seasons with dates, paid registrations, staff accounts. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/auth';
import { games, seasons } from '../db/schema/league';
import type { TestContext } from './harness';
import { registerAndPay, signWaiverFor } from './registrations';
import { verifiedSignUp } from './verification';

const DAY = 24 * 60 * 60 * 1000;

/** The league-time day `days` from now (YYYY-MM-DD). */
export function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + days * DAY),
  );
}

/**
 * A season of `program` whose registration closes `closesIn` days from today (league time) and whose
 * first game kicks off `firstGameInHours` from now (no game when null); answers its id.
 */
export async function seasonWithDates(
  t: TestContext,
  program: string,
  closesIn: number,
  firstGameInHours: number | null,
): Promise<number> {
  const [season] = await t.handle.db
    .insert(seasons)
    .values({
      title: `Test season ${program} ${Math.random().toString(36).slice(2, 7)}`,
      status: 'SCHEDULED',
      seasonLabel: 'Test season',
      programId: program,
      registrationOpensOn: dayFromNow(-30),
      registrationClosesOn: dayFromNow(closesIn),
    })
    .returning();
  if (firstGameInHours !== null) {
    await t.handle.db.insert(games).values({
      seasonId: season!.id,
      kickoff: new Date(Date.now() + firstGameInHours * 60 * 60 * 1000),
      homeTeam: 'Home',
      awayTeam: 'Away',
    });
  }
  return season!.id;
}

/** Moves a season's closing day and first game (null: no games). */
export async function moveSeason(
  t: TestContext,
  season: number,
  closesIn: number | null,
  firstGameInHours: number | null,
): Promise<void> {
  await t.handle.db
    .update(seasons)
    .set({ registrationClosesOn: closesIn === null ? null : dayFromNow(closesIn) })
    .where(eq(seasons.id, season));
  await t.handle.db.delete(games).where(eq(games.seasonId, season));
  if (firstGameInHours !== null) {
    await t.handle.db.insert(games).values({
      seasonId: season,
      kickoff: new Date(Date.now() + firstGameInHours * 60 * 60 * 1000),
      homeTeam: 'Home',
      awayTeam: 'Away',
    });
  }
}

/** A parent who confirmed their address (unless `confirmed` is false). */
export async function newParent(t: TestContext, confirmed = true) {
  return confirmed ? verifiedSignUp(t, 'parent_guardian') : t.signUp('parent_guardian');
}

/** A season of `program` this file made (label 'Test season'), else a new one open for a month. */
async function testSeasonOf(t: TestContext, program: string): Promise<number> {
  const [known] = await t.handle.db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.programId, program), eq(seasons.seasonLabel, 'Test season')))
    .orderBy(seasons.id)
    .limit(1);
  return known?.id ?? seasonWithDates(t, program, 30, null);
}

/**
 * A child of `parent` registered and paid by card for `program` (NFL FLAG Boys unless named), in
 * `season` (else a test season of the program), chosen at checkout as the registration form does;
 * answers the registration id. The season's window is opened for the checkout and put back after,
 * so a test may hold a registration of a season that has closed since (as families do).
 */
export async function paidRegistration(
  t: TestContext,
  parent: { token: string },
  options: { season?: number; program?: string; first?: string; last?: string } = {},
): Promise<number> {
  const program = options.program ?? 'nfl-flag-boys';
  const season = options.season ?? (await testSeasonOf(t, program));
  const child = await t.call('POST', '/api/auth/children/', {
    token: parent.token,
    body: {
      first_name: options.first ?? 'Sam',
      last_name: options.last ?? 'Rivers',
      date_of_birth: '2013-04-02',
      gender: 'Male',
    },
  });
  expect(child.status).toBe(201);
  expect((await signWaiverFor(t, parent.token, child.body.id)).status).toBe(201);
  const venues = (await t.call('GET', `/api/programs/${program}/`)).body.locations as { id: number }[];
  const [window] = await t.handle.db
    .select({ opens: seasons.registrationOpensOn, closes: seasons.registrationClosesOn })
    .from(seasons)
    .where(eq(seasons.id, season));
  await t.handle.db
    .update(seasons)
    .set({ registrationOpensOn: dayFromNow(-30), registrationClosesOn: dayFromNow(30) })
    .where(eq(seasons.id, season));
  try {
    return await registerAndPay(t, parent.token, child.body.id, {
      program,
      season,
      location: venues[0]?.id ?? null,
    });
  } finally {
    await t.handle.db
      .update(seasons)
      .set({ registrationOpensOn: window!.opens, registrationClosesOn: window!.closes })
      .where(eq(seasons.id, season));
  }
}
/** A new account with a stored role (e.g. 'staff', 'admin'), signed in; answers its access token. */
export async function accountWithRole(t: TestContext, role: string): Promise<string> {
  const { user } = await t.signUp('coach');
  await t.handle.db.update(users).set({ role }).where(eq(users.id, user.id));
  // The role is read from the account on each request; a fresh sign-in keeps the test honest.
  const res = await t.call('POST', '/api/auth/login/', {
    body: { email: user.email, password: 'a-Strong-pass-1' },
    headers: {
      'X-Forwarded-For': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(res.status).toBe(200);
  return res.body.access as string;
}

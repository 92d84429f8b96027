/** Fixtures for the athlete and recruiter API tests: accounts with profiles of a given age and consent. */
import { eq } from 'drizzle-orm';
import { adultBirthCutoff } from '../../src/domain/athlete-profile';
import { athleteProfiles } from '../db/schema/athletes';
import type { TestContext } from './harness';

/** A birth date `years` years (and `days` days) before today in UTC, as YYYY-MM-DD. */
export function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days));
  return date.toISOString().slice(0, 10);
}

/** The day after the adult cut-off: someone born then turns 18 tomorrow (league time). */
export function turnsEighteenTomorrow(): string {
  const cutoff = new Date(`${adultBirthCutoff()}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() + 1);
  return cutoff.toISOString().slice(0, 10);
}

/** A new athlete account with a profile; answers its token, user and profile. */
export async function athleteWithProfile(t: TestContext, profile: Record<string, unknown>) {
  const { token, user } = await t.signUp('athlete');
  const res = await t.call('POST', '/api/auth/athlete-profiles/', {
    token,
    body: { primary_sport: 'FOOTBALL', ...profile },
  });
  if (res.status !== 201) throw new Error(`profile failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token, user, profile: res.body as { id: number; name: string } };
}

/** A new recruiter account whose access request has this status (staff decide through the API). */
export async function recruiterWith(t: TestContext, status: 'PENDING' | 'APPROVED' | 'DENIED' | null) {
  const recruiter = await t.signUp('recruiter');
  if (status === null) return recruiter;
  const res = await t.call('POST', '/api/auth/recruiter/access-requests/', {
    token: recruiter.token,
    body: { message: 'Scout for a college program.' },
  });
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (status !== 'PENDING') {
    const staff = await t.signIn('staff@demo.test');
    const review = await t.call('PATCH', `/api/staff/recruiter-access-requests/${res.body.id}/`, {
      token: staff,
      body: { status },
    });
    if (review.status !== 200)
      throw new Error(`review failed: ${review.status} ${JSON.stringify(review.body)}`);
  }
  return recruiter;
}

/** The stored row of a profile. */
export async function storedProfile(t: TestContext, id: number) {
  const [row] = await t.handle.db.select().from(athleteProfiles).where(eq(athleteProfiles.id, id));
  if (!row) throw new Error(`no athlete profile ${id}`);
  return row;
}

/** The roster entry of the athlete named `name` that the recruiter holding `token` gets, or undefined. */
export async function rosterEntry(
  t: TestContext,
  token: string,
  name: string,
): Promise<Record<string, unknown> | undefined> {
  const res = await t.call('GET', '/api/auth/recruiter/athletes/?page_size=100', { token });
  if (res.status !== 200) throw new Error(`roster read failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results.find((athlete: { name: string }) => athlete.name === name);
}

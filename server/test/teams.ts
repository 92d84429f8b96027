/** Team fixtures for server tests: the seeded teams, and putting a coach on one as staff do. */
import { and, eq } from 'drizzle-orm';
import { seasons } from '../db/schema/league';
import { teams } from '../db/schema/teams';
import type { TestContext } from './harness';

/** The seeded Southaven Storm of the NFL FLAG Boys season under way (Marcus and Jordan play on it). */
export async function runningStorm(t: TestContext): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(and(eq(teams.name, 'Southaven Storm'), eq(seasons.status, 'IN_PROGRESS')));
  if (!row) throw new Error('the seeded Southaven Storm is missing');
  return row.id;
}

/** Staff add a coach to a team's assistants (PATCH /office/teams/{id}/, as the office form does). */
export async function addAssistant(t: TestContext, staffToken: string, team: number, coach: number) {
  const current = await t.call('GET', `/api/office/teams/${team}/`, { token: staffToken });
  const res = await t.call('PATCH', `/api/office/teams/${team}/`, {
    token: staffToken,
    body: { assistants: [...(current.body.assistants as number[]), coach] },
  });
  if (res.status !== 200)
    throw new Error(`adding the coach failed: ${res.status} ${JSON.stringify(res.body)}`);
}

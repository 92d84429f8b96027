/**
 * Demo teams (issue 19): the NFL FLAG Boys season under way has the six teams its games name, each
 * in its colours at its season's venue; coach@demo.test is head coach of the Southaven Storm, whose
 * players are the demo household's Marcus and athlete@demo.test (Jordan). The upcoming Junior League
 * (registration open) has four teams with no coach or players yet, for staff to fill from the
 * office (by hand or with auto-fill) as families register.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { games, seasons } from '../db/schema/league';
import { registrations } from '../db/schema/registrations';
import { teamCoaches, teamPlayers, teams } from '../db/schema/teams';
import { DEMO_COACH_PROGRAM, UPLOAD_SEASON_SUBTITLE } from './coach-staff';
import { seasonWithUpcomingGames } from './families';

/** Team colours by name (the demo schedule's teams). */
const COLOURS: Record<string, string> = {
  'Southaven Storm': '#1d4ed8',
  'Horn Lake Hawks': '#b91c1c',
  'Olive Branch Blaze': '#ea580c',
  'Hernando Tigers': '#ca8a04',
  'Walls Wolverines': '#15803d',
  'Lewisburg Lightning': '#7c3aed',
};

/** The upcoming Junior League's teams. */
export const JUNIOR_TEAMS = ['Southaven Storm', 'Horn Lake Hawks', 'Hernando Tigers', 'Olive Branch Blaze'];

/** The team coach@demo.test is head coach of, in the season under way. */
export const DEMO_COACH_TEAM = 'Southaven Storm';

/** Seeds the demo teams when there are none yet; returns the number of teams created. */
export async function seedTeams(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(teams);
  if ((existing?.n ?? 0) > 0) return 0;
  let created = 0;

  const running = await seasonWithUpcomingGames(db, now, DEMO_COACH_PROGRAM);
  if (running) {
    const names = await db
      .selectDistinct({ home: games.homeTeam, away: games.awayTeam })
      .from(games)
      .where(eq(games.seasonId, running.id));
    const teamNames = [...new Set(names.flatMap((row) => [row.home, row.away]))].sort();
    const rows = await db
      .insert(teams)
      .values(
        teamNames.map((name) => ({
          seasonId: running.id,
          divisionId: running.divisionId,
          name,
          colour: COLOURS[name] ?? '',
          locationId: running.locationId,
        })),
      )
      .returning();
    created += rows.length;
    const storm = rows.find((row) => row.name === DEMO_COACH_TEAM);
    const [coach] = await db.select().from(users).where(eq(users.email, 'coach@demo.test'));
    if (storm && coach) {
      await db.insert(teamCoaches).values({ teamId: storm.id, userId: coach.id, role: 'head' });
      const players = await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.seasonId, running.id),
            eq(registrations.paymentStatus, 'paid'),
            inArray(registrations.kind, ['parent_registration', 'athlete_registration']),
          ),
        );
      if (players.length > 0) {
        await db
          .insert(teamPlayers)
          .values(players.map((row) => ({ registrationId: row.id, teamId: storm.id })));
      }
    }
  }

  const [junior] = await db.select().from(seasons).where(eq(seasons.subtitle, UPLOAD_SEASON_SUBTITLE));
  if (junior) {
    const rows = await db
      .insert(teams)
      .values(
        JUNIOR_TEAMS.map((name) => ({
          seasonId: junior.id,
          divisionId: junior.divisionId,
          name,
          colour: COLOURS[name] ?? '',
          locationId: junior.locationId,
        })),
      )
      .returning();
    created += rows.length;
  }
  return created;
}

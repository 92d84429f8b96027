/**
 * GET /auth/teams/ (issue 19 item 3): the caller's teams: those a parent's children or the athlete
 * play on (registered, paid and put on a team by the office) and those the caller coaches, each
 * with its coaches, next games, next events and calendar feed; `players` are only the caller's own
 * players. Everyone else's children stay out of this answer.
 */
import { and, eq } from 'drizzle-orm';
import type { MyTeam } from '../../../src/domain/teams';
import { registrations } from '../../db/schema/registrations';
import { teamCoaches, teamPlayers } from '../../db/schema/teams';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import { onRoster } from '../../registrations/on-roster';
import { myTeamsJson } from '../../teams/team-data';
import { teamCalendar } from '../seasons/calendar-feed';
import { keptForCaller } from '../../http/kept-answers';

export const myTeamRoutes = routes('/auth/teams').get('/', keptForCaller(), async (c) => {
  const { db } = c.var.deps;
  const user = c.var.user;
  const [placed, coached] = await Promise.all([
    db
      .select({ teamId: teamPlayers.teamId, registration: registrations })
      .from(teamPlayers)
      .innerJoin(registrations, eq(registrations.id, teamPlayers.registrationId))
      .where(and(eq(registrations.userId, user.id), onRoster())),
    db.select({ teamId: teamCoaches.teamId }).from(teamCoaches).where(eq(teamCoaches.userId, user.id)),
  ]);
  const playersOf = (teamId: number): MyTeam['players'] =>
    placed
      .filter((row) => row.teamId === teamId)
      .map(({ registration }) => ({
        registration: registration.id,
        child: registration.childId,
        athlete_profile: registration.athleteProfileId,
        name: registration.participantName,
      }));
  const teams = await myTeamsJson(
    db,
    [...placed.map((row) => row.teamId), ...coached.map((row) => row.teamId)],
    playersOf,
  );
  return c.json(paginateArray(c, teams, { defaultSize: 50, maxSize: 100 }));
});

/** A team's calendar feed (public games and events; with its key, its private events too). */
export const teamFeedRoutes = routes('/events/teams').get('/:id/calendar.ics', teamCalendar);

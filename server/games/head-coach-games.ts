/**
 * The games of a head coach's teams: a game belongs to a team of its season whose name is its home
 * or away team's (any case). The ownership rule of a game and the coach's scores to report read it.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { games } from '../db/schema/league';
import { teamCoaches, teams } from '../db/schema/teams';

/** The games (one row per coached team of the game) of `coachId`'s teams that meet `conditions`. */
export function headCoachGames(db: Db, coachId: number, ...conditions: (SQL | undefined)[]) {
  return db
    .select({ game: games })
    .from(games)
    .innerJoin(
      teams,
      and(
        eq(teams.seasonId, games.seasonId),
        sql`lower(${teams.name}) in (lower(${games.homeTeam}), lower(${games.awayTeam}))`,
      ),
    )
    .innerJoin(teamCoaches, and(eq(teamCoaches.teamId, teams.id), eq(teamCoaches.role, 'head')))
    .where(and(eq(teamCoaches.userId, coachId), ...conditions))
    .$dynamic();
}

/**
 * A season's stored standings, computed again from its games after every result (issue 38): every
 * team of the season (or, for a season without teams, every name its games use), the final regular
 * games counted, each division ranked by the league's tiebreakers with the coin tosses staff
 * recorded (src/domain/standings.ts). A season with no final game keeps no table (the calendar
 * then says standings appear once games are under way).
 */
import { asc, eq } from 'drizzle-orm';
import { computeStandings, rankStandings, type StandingGame } from '../../src/domain/standings';
import type { Db } from '../db/client';
import { divisions, games, standings } from '../db/schema/league';
import { coinTosses } from '../db/schema/schedule';
import { teams } from '../db/schema/teams';

/** The season's games as the standings read them (a game without a type is a regular one). */
export async function standingGames(db: Db, seasonId: number): Promise<StandingGame[]> {
  const rows = await db
    .select()
    .from(games)
    .where(eq(games.seasonId, seasonId))
    .orderBy(asc(games.kickoff), asc(games.id));
  return rows.map((row) => ({
    status: row.status,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    gameType: row.gameType && row.gameType.toUpperCase() !== 'REGULAR' ? row.gameType : 'Regular',
  }));
}

/** Computes the season's standings again and stores them (in the caller's transaction). */
export async function recomputeStandings(db: Db, seasonId: number): Promise<void> {
  const [played, seasonTeams, tosses] = await Promise.all([
    standingGames(db, seasonId),
    db
      .select({ name: teams.name, division: divisions.name })
      .from(teams)
      .leftJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(eq(teams.seasonId, seasonId))
      .orderBy(asc(teams.name)),
    db.select().from(coinTosses).where(eq(coinTosses.seasonId, seasonId)),
  ]);
  await db.delete(standings).where(eq(standings.seasonId, seasonId));
  if (!played.some((game) => game.status === 'COMPLETED')) return;
  const names =
    seasonTeams.length > 0
      ? seasonTeams.map((team) => team.name)
      : [...new Set(played.flatMap((game) => [game.homeTeam, game.awayTeam]))];
  const divisionOf = new Map(seasonTeams.map((team) => [team.name, team.division ?? '']));
  const table = computeStandings(names, played);
  const rows = [...new Set(names.map((name) => divisionOf.get(name) ?? ''))].flatMap((division) =>
    rankStandings(
      table.filter((row) => (divisionOf.get(row.teamName) ?? '') === division),
      played,
      tosses.map((toss) => ({ order: toss.order })),
    ).map((row) => ({ ...row, division })),
  );
  if (rows.length > 0) await db.insert(standings).values(rows.map((row) => ({ ...row, seasonId })));
}

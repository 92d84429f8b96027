/**
 * Playoff brackets (issue 38): made from the standings by staff, drawn from their seeds and games
 * (src/domain/bracket.ts). After every result the next games whose two teams are known are created
 * (game type PLAYOFF, dated from the bracket's first kickoff, a round every `round_days` days).
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { drawBracket, gamesToCreate, type Bracket, type BracketGame } from '../../src/domain/bracket';
import type { Db } from '../db/client';
import { games } from '../db/schema/league';
import { playoffBrackets } from '../db/schema/schedule';

type BracketRow = typeof playoffBrackets.$inferSelect;
type GameRow = typeof games.$inferSelect;

/** A bracket as the public calendar, the portals and the office show it. */
export interface BracketJson {
  id: number;
  title: string;
  bracket: Bracket;
}

const bracketGame = (row: GameRow): BracketGame => ({
  id: row.id,
  round: row.bracketRound ?? 0,
  slot: row.bracketSlot ?? 0,
  home: row.homeTeam,
  away: row.awayTeam,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  status: row.status,
  kickoff: row.kickoff.toISOString(),
});

/** The brackets of some seasons, drawn, by season id. */
export async function bracketsOf(db: Db, seasonIds: readonly number[]): Promise<Map<number, BracketJson[]>> {
  const result = new Map<number, BracketJson[]>();
  if (seasonIds.length === 0) return result;
  const rows = await db
    .select()
    .from(playoffBrackets)
    .where(inArray(playoffBrackets.seasonId, [...seasonIds]))
    .orderBy(asc(playoffBrackets.id));
  if (rows.length === 0) return result;
  const played = await db
    .select()
    .from(games)
    .where(
      inArray(
        games.bracketId,
        rows.map((row) => row.id),
      ),
    );
  for (const row of rows) {
    const list = result.get(row.seasonId) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      bracket: drawBracket(row.seeds, played.filter((game) => game.bracketId === row.id).map(bracketGame)),
    });
    result.set(row.seasonId, list);
  }
  return result;
}

/** Creates the games a bracket can play next (both teams known, no game yet). */
export async function advanceBracket(db: Db, bracket: BracketRow): Promise<number> {
  const played = await db.select().from(games).where(eq(games.bracketId, bracket.id));
  const next = gamesToCreate(drawBracket(bracket.seeds, played.map(bracketGame)));
  for (const match of next) {
    const kickoff = new Date(
      bracket.startsAt.getTime() +
        match.round * bracket.roundDays * 86_400_000 +
        match.slot * bracket.gameMinutes * 60_000,
    );
    await db
      .insert(games)
      .values({
        seasonId: bracket.seasonId,
        kickoff,
        status: 'SCHEDULED',
        homeTeam: match.home!.team,
        awayTeam: match.away!.team,
        venue: bracket.venue || null,
        gameType: 'PLAYOFF',
        notes: `${bracket.title}: #${match.home!.seed} ${match.home!.team} v #${match.away!.seed} ${match.away!.team}`,
        bracketId: bracket.id,
        bracketRound: match.round,
        bracketSlot: match.slot,
      })
      .onConflictDoNothing();
  }
  return next.length;
}

/** Advances every bracket of a season (after a result). */
export async function advanceBrackets(db: Db, seasonId: number): Promise<void> {
  const rows = await db.select().from(playoffBrackets).where(eq(playoffBrackets.seasonId, seasonId));
  for (const row of rows) await advanceBracket(db, row);
}

/** Whether any game of a bracket has a result (then the bracket stays). */
export async function bracketHasResults(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.bracketId, id), isNotNull(games.homeScore)))
    .limit(1);
  return rows.length > 0;
}

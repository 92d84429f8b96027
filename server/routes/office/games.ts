/**
 * /office/games/: a season's games. Staff add, reschedule, cancel (status CANCELLED) and score
 * them (issue 38: a result only once a game has started; staff decide when the head coaches'
 * reports differ, and correct a final score, audited like every write); the season's standings
 * (server/games/standings.ts) and playoff brackets follow after every change.
 */
import { eq } from 'drizzle-orm';
import { gameInputSchema, type GameInput, type OfficeGame } from '../../../src/domain/office/games';
import { GAME_STATES } from '../../../src/domain/game-states';
import type { Db } from '../../db/client';
import { games, seasons } from '../../db/schema/league';
import { advanceBrackets } from '../../games/brackets';
import { announceGameChange } from '../../games/state';
import { assertResultAllowed, reportsByGame } from '../../games/scores';
import { recomputeStandings } from '../../games/standings';
import { choiceFilter, dayFilter, idFilter, type ListConfig, type RowQuery } from '../../http/list';
import { fieldError } from '../../http/errors';
import { parseId } from '../../http/query';
import { resourceRoutes } from '../../http/resource';

import { assertExists, type WriteConfig } from '../../http/write';

interface GameRow {
  game: typeof games.$inferSelect;
  seasonTitle: string;
}

const gameJson = ({ game, seasonTitle }: GameRow) =>
  ({
    id: game.id,
    season: game.seasonId,
    season_title: seasonTitle,
    kickoff: game.kickoff.toISOString(),
    status: game.status as OfficeGame['status'],
    home_team: game.homeTeam,
    away_team: game.awayTeam,
    home_score: game.homeScore,
    away_score: game.awayScore,
    venue: game.venue ?? '',
    game_type: game.gameType ?? '',
    officials: game.officials ?? '',
    notes: game.notes ?? '',
  }) satisfies OfficeGame;

function gameRows(db: Db, query: RowQuery) {
  return db
    .select({ game: games, seasonTitle: seasons.title })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

const columnsOf = (input: GameInput) => ({
  seasonId: input.season,
  kickoff: new Date(input.kickoff),
  status: input.status,
  homeTeam: input.home_team,
  awayTeam: input.away_team,
  homeScore: input.home_score,
  awayScore: input.away_score,
  venue: input.venue || null,
  gameType: input.game_type || null,
  officials: input.officials || null,
  notes: input.notes || null,
});

async function readGame(db: Db, id: number) {
  const [row] = await gameRows(db, { where: eq(games.id, id), orderBy: [], limit: 1, offset: 0 });
  return row ? gameJson(row) : null;
}

export const gameWrites: WriteConfig<number, GameInput, OfficeGame> = {
  entity: 'game',
  parseId,
  schema: gameInputSchema,
  read: readGame,
  toInput: (game) => game as unknown as Record<string, unknown>,
  check: async (db, input) => {
    await assertExists(db, seasons, seasons.id, input.season, 'season', 'Choose a season from the list.');
    // Issue 38: a result (a score, under way or final) only once the game has started.
    const result =
      input.status === 'COMPLETED' || input.status === 'IN_PROGRESS' || input.home_score !== null;
    if (result) {
      try {
        assertResultAllowed({ kickoff: new Date(input.kickoff), status: input.status }, new Date());
      } catch (error) {
        throw fieldError({ status: [(error as Error).message] });
      }
    }
  },
  insert: async (db, input) => {
    const [row] = await db.insert(games).values(columnsOf(input)).returning({ id: games.id });
    return row!.id;
  },
  update: async (db, id, input) => {
    await db.update(games).set(columnsOf(input)).where(eq(games.id, id));
  },
  remove: async (db, id) => {
    await db.delete(games).where(eq(games.id, id));
  },
  name: (game) => `${game.home_team} vs ${game.away_team}`,
  after: async (db, { before, after }, { actor, deps }) => {
    // Issue 39: a new kickoff, field or state reaches both teams' families, coaches and officials.
    if (before && after) {
      const was = { kickoff: new Date(before.kickoff), status: before.status, venue: before.venue || null };
      await announceGameChange(db, deps, was, after.id, actor);
    }
    const touched = new Set([before?.season, after?.season].filter((id): id is number => id !== undefined));
    for (const seasonId of touched) {
      await recomputeStandings(db, seasonId);
      await advanceBrackets(db, seasonId);
    }
  },
};

const gameList: ListConfig<GameRow, OfficeGame> = {
  table: games,
  search: [games.homeTeam, games.awayTeam, games.venue],
  filters: {
    season: idFilter(games.seasonId),
    status: choiceFilter(games.status, GAME_STATES),
    from: dayFilter(games.kickoff, 'from'),
    to: dayFilter(games.kickoff, 'to'),
  },
  sort: { kickoff: games.kickoff, home_team: games.homeTeam, status: games.status },
  defaultOrdering: 'kickoff',
  tiebreak: games.id,
  limits: { defaultSize: 20, maxSize: 200 },
  rows: gameRows,
  // Each game with its head coaches' score reports (issue 38: staff decide when they differ).
  json: async (db, rows) => {
    const reports = await reportsByGame(
      db,
      rows.map((row) => row.game.id),
    );
    return rows.map((row) => ({ ...gameJson(row), reports: reports.get(row.game.id) ?? [] }));
  },
};

export const officeGameRoutes = resourceRoutes('/office/games', gameList, gameWrites);

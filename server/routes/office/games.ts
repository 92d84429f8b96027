/**
 * /office/games/: a season's games. Staff add, reschedule, cancel (status CANCELLED) and score
 * them; the season's standings are computed again from its final regular games after every change.
 */
import { asc, eq } from 'drizzle-orm';
import { gameInputSchema, type GameInput, type OfficeGame } from '../../../src/domain/office/games';
import { GAME_STATUSES } from '../../../src/domain/schedule-csv';
import type { Db } from '../../db/client';
import { games, seasons, standings } from '../../db/schema/league';
import { computeStandings } from '../../seed/schedule';
import {
  choiceFilter,
  dayFilter,
  idFilter,
  listHandler,
  type ListConfig,
  type RowQuery,
} from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import {
  assertExists,
  createRecord,
  deleteRecord,
  readRecord,
  updateRecord,
  type WriteConfig,
} from '../../http/write';

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

/**
 * The season's standings, computed again from its games: every team that plays in it, with the
 * final regular games (a game without a type is a regular one) counted. A season with no final
 * game keeps no table (the calendar then says standings appear once games are under way).
 */
export async function recomputeStandings(db: Db, seasonId: number): Promise<void> {
  const rows = await db
    .select()
    .from(games)
    .where(eq(games.seasonId, seasonId))
    .orderBy(asc(games.kickoff), asc(games.id));
  const played = rows.map((row) => ({
    kickoff: row.kickoff,
    status: row.status as 'SCHEDULED' | 'COMPLETED' | 'CANCELLED',
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    gameType: row.gameType || 'Regular',
    notes: row.notes,
  }));
  const teams = [...new Set(rows.flatMap((row) => [row.homeTeam, row.awayTeam]))];
  const table = played.some((game) => game.status === 'COMPLETED') ? computeStandings(teams, played) : [];
  await db.delete(standings).where(eq(standings.seasonId, seasonId));
  if (table.length > 0) await db.insert(standings).values(table.map((row) => ({ ...row, seasonId })));
}

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
  after: async (db, { before, after }) => {
    const touched = new Set([before?.season, after?.season].filter((id): id is number => id !== undefined));
    for (const seasonId of touched) await recomputeStandings(db, seasonId);
  },
};

const gameList: ListConfig<GameRow, OfficeGame> = {
  table: games,
  search: [games.homeTeam, games.awayTeam, games.venue],
  filters: {
    season: idFilter(games.seasonId),
    status: choiceFilter(games.status, GAME_STATUSES),
    from: dayFilter(games.kickoff, 'from'),
    to: dayFilter(games.kickoff, 'to'),
  },
  sort: { kickoff: games.kickoff, home_team: games.homeTeam, status: games.status },
  defaultOrdering: 'kickoff',
  tiebreak: games.id,
  limits: { defaultSize: 20, maxSize: 200 },
  rows: gameRows,
  json: (_db, rows) => rows.map(gameJson),
};

export const officeGameRoutes = routes('/office/games')
  .get('/', listHandler(gameList))
  .post('/', (c) => createRecord(c, gameWrites))
  .get('/:id', (c) => readRecord(c, gameWrites))
  .patch('/:id', (c) => updateRecord(c, gameWrites))
  .delete('/:id', (c) => deleteRecord(c, gameWrites));

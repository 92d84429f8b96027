/**
 * Scores you can trust (issue 38): a result only once a game has started; each team's head coach
 * reports the score (one report per side, changed until the game is final); when the two agree the
 * game becomes final; when they differ staff decide in the office (or here), and staff can always
 * correct a final score there (audited like every office write). The game row is locked while a
 * report is taken, so two coaches reporting at once, or twenty identical requests, settle once.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  hasStarted,
  NOT_PLAYED,
  reportState,
  SCORE_MESSAGES,
  type ReportState,
  type ScoreReport,
} from '../../src/domain/games';
import { policyRole } from '../auth/policy';
import { personName, recordAudit } from '../audit/log';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { games } from '../db/schema/league';
import { scoreReports } from '../db/schema/schedule';
import { teamCoaches, teams } from '../db/schema/teams';
import { detailError, notFound } from '../http/errors';
import { advanceBrackets } from './brackets';
import { headCoachGames } from './head-coach-games';
import { recomputeStandings } from './standings';

type GameRow = typeof games.$inferSelect;

/** A game with its reports, as the coach portal and the office show it. */
export interface GameScores {
  id: number;
  season: number;
  kickoff: string;
  status: string;
  home_team: string;
  away_team: string;
  home_score: number | null;
  away_score: number | null;
  venue: string;
  game_type: string;
  reports: ScoreReport[];
  state: ReportState;
  /** The side(s) the caller reports for ('home', 'away'), empty for staff. */
  sides: ('home' | 'away')[];
}

/** The refusal when a result is entered before a game has started (the office's game form too). */
export function assertResultAllowed(game: { kickoff: Date; status: string }, now: Date): void {
  if (NOT_PLAYED.includes(game.status)) {
    throw detailError(400, game.status === 'POSTPONED' ? SCORE_MESSAGES.postponed : SCORE_MESSAGES.cancelled);
  }
  if (!hasStarted(game.kickoff, now)) {
    throw detailError(400, SCORE_MESSAGES.notStarted(game.kickoff.toISOString()));
  }
}

/** The sides of a game whose head coach the user is. */
async function sidesOf(db: Db, user: UserRow, game: GameRow): Promise<('home' | 'away')[]> {
  const rows = await db
    .select({ name: teams.name })
    .from(teamCoaches)
    .innerJoin(teams, eq(teams.id, teamCoaches.teamId))
    .where(
      and(eq(teamCoaches.userId, user.id), eq(teamCoaches.role, 'head'), eq(teams.seasonId, game.seasonId)),
    );
  const names = new Set(rows.map((row) => row.name.toLowerCase()));
  return (['home', 'away'] as const).filter((side) =>
    names.has((side === 'home' ? game.homeTeam : game.awayTeam).toLowerCase()),
  );
}

/** A game's reports with who made them. */
async function reportsOf(db: Db, gameIds: readonly number[]) {
  if (gameIds.length === 0) return [];
  return db
    .select({ report: scoreReports, first: users.firstName, last: users.lastName, email: users.email })
    .from(scoreReports)
    .leftJoin(users, eq(users.id, scoreReports.userId))
    .where(inArray(scoreReports.gameId, [...gameIds]))
    .orderBy(asc(scoreReports.id));
}

function scoresJson(
  game: GameRow,
  reports: Awaited<ReturnType<typeof reportsOf>>,
  sides: ('home' | 'away')[],
): GameScores {
  const mine = reports
    .filter((row) => row.report.gameId === game.id)
    .map((row): ScoreReport => ({
      side: row.report.side as 'home' | 'away',
      home_score: row.report.homeScore,
      away_score: row.report.awayScore,
      by: row.email
        ? personName({ firstName: row.first ?? '', lastName: row.last ?? '', email: row.email })
        : '',
      at: row.report.updatedAt.toISOString(),
    }));
  return {
    id: game.id,
    season: game.seasonId,
    kickoff: game.kickoff.toISOString(),
    status: game.status,
    home_team: game.homeTeam,
    away_team: game.awayTeam,
    home_score: game.homeScore,
    away_score: game.awayScore,
    venue: game.venue ?? '',
    game_type: game.gameType ?? '',
    reports: mine,
    state: reportState(mine),
    sides,
  };
}

/** The games a user reports scores for: a head coach's teams' games that have started, latest first. */
export async function gamesToReport(db: Db, user: UserRow, now: Date): Promise<GameScores[]> {
  const rows = await headCoachGames(
    db,
    user.id,
    sql`${games.kickoff} <= ${now}`,
    notInArray(games.status, [...NOT_PLAYED]),
  )
    .orderBy(sql`${games.kickoff} desc`)
    .limit(20);
  const unique = [...new Map(rows.map((row) => [row.game.id, row.game])).values()];
  const reports = await reportsOf(
    db,
    unique.map((game) => game.id),
  );
  const result: GameScores[] = [];
  for (const game of unique) result.push(scoresJson(game, reports, await sidesOf(db, user, game)));
  return result;
}

/** Makes a game final with a score (in the caller's transaction) and lets the standings and brackets follow. */
async function makeFinal(
  db: Db,
  game: GameRow,
  score: { home_score: number; away_score: number },
  actor: UserRow | null,
  note: string,
  ip: string | undefined,
) {
  const [after] = await db
    .update(games)
    .set({ status: 'COMPLETED', homeScore: score.home_score, awayScore: score.away_score })
    .where(eq(games.id, game.id))
    .returning();
  await recomputeStandings(db, game.seasonId);
  await advanceBrackets(db, game.seasonId);
  await recordAudit(db, {
    actor,
    action: 'update',
    entity: 'game',
    entityId: game.id,
    before: { status: game.status, home_score: game.homeScore, away_score: game.awayScore },
    after: { status: after!.status, home_score: after!.homeScore, away_score: after!.awayScore },
    note,
    ...(ip === undefined ? {} : { ip }),
  });
  return after!;
}

/**
 * A head coach's (or staff's) report of a game's score. Staff decide at once; a coach's report waits
 * for the other team's, and the game is final when they agree.
 */
export async function reportScore(
  db: Db,
  user: UserRow,
  gameId: number,
  score: { home_score: number; away_score: number },
  now: Date,
  ip?: string,
): Promise<GameScores> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
    if (!game) throw notFound();
    const staff = policyRole(user.role) === 'staff';
    const sides = staff ? [] : await sidesOf(tx, user, game);
    // Someone else's game answers as one that does not exist.
    if (!staff && sides.length === 0) throw notFound();
    assertResultAllowed(game, now);
    if (game.gameType?.toUpperCase() === 'PLAYOFF' && score.home_score === score.away_score) {
      throw detailError(400, SCORE_MESSAGES.playoffTie);
    }
    if (staff) {
      const after = await makeFinal(tx, game, score, user, 'Staff decided the score.', ip);
      return scoresJson(after, await reportsOf(tx, [game.id]), []);
    }
    if (game.status === 'COMPLETED') throw detailError(409, SCORE_MESSAGES.final);
    for (const side of sides) {
      await tx
        .insert(scoreReports)
        .values({
          gameId: game.id,
          side,
          userId: user.id,
          homeScore: score.home_score,
          awayScore: score.away_score,
        })
        .onConflictDoUpdate({
          target: [scoreReports.gameId, scoreReports.side],
          set: { userId: user.id, homeScore: score.home_score, awayScore: score.away_score, updatedAt: now },
        });
    }
    const reports = await reportsOf(tx, [game.id]);
    const view = scoresJson(game, reports, sides);
    if (view.state === 'agreed') {
      const after = await makeFinal(tx, game, score, null, 'Both head coaches reported the same score.', ip);
      return scoresJson(after, reports, sides);
    }
    return view;
  });
}

/** The reports of some games (the office's games list shows them). */
export async function reportsByGame(db: Db, gameIds: readonly number[]): Promise<Map<number, ScoreReport[]>> {
  const rows = await reportsOf(db, gameIds);
  const map = new Map<number, ScoreReport[]>();
  for (const row of rows) {
    const list = map.get(row.report.gameId) ?? [];
    list.push({
      side: row.report.side as 'home' | 'away',
      home_score: row.report.homeScore,
      away_score: row.report.awayScore,
      by: row.email
        ? personName({ firstName: row.first ?? '', lastName: row.last ?? '', email: row.email })
        : '',
      at: row.report.updatedAt.toISOString(),
    });
    map.set(row.report.gameId, list);
  }
  return map;
}

/**
 * What the office's schedule work reads of a season (issue 38): its teams with their coaches and
 * blackouts, its stored games, settings and draft, and the view staff see with the rule check of
 * the draft and of the games stored now. The writes live in schedule.ts.
 */
import { asc, eq } from 'drizzle-orm';
import { checkSchedule } from '../../src/domain/schedule/check';
import { planOf, type DraftGame, type ScheduleView, type StoredDraft } from '../../src/domain/schedule/draft';
import {
  dayNumber,
  dayOf,
  scheduleSettingsSchema,
  teamBlackouts,
  weekdayOf,
  type PlanGame,
  type PlanTeam,
  type ScheduleSettings,
} from '../../src/domain/schedule/model';
import { leagueDay } from '../../src/domain/league-games';
import { NOT_PLAYED } from '../../src/domain/game-played';
import * as v from 'valibot';
import { personName } from '../audit/log';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { divisions, games, locations, seasons } from '../db/schema/league';
import { seasonSchedules } from '../db/schema/schedule';
import { teamCoaches, teams } from '../db/schema/teams';
import { notFound } from '../http/errors';

export type GameRow = typeof games.$inferSelect;

/** A regular game (not a playoff game): what the generator schedules. */
export const isRegular = (game: GameRow) =>
  game.bracketId === null && (game.gameType ?? '').toUpperCase() !== 'PLAYOFF';

/**
 * Whether a stored game is played (or under way) by `now`: never moved or removed. A postponed
 * game (issue 39) is not, whatever its kickoff: it waits for a new time.
 */
export const isPlayed = (game: GameRow, now: Date) =>
  game.homeScore !== null ||
  game.status === 'COMPLETED' ||
  game.status === 'IN_PROGRESS' ||
  (game.kickoff <= now && !NOT_PLAYED.includes(game.status));

/** Settings for a season that has none yet: its dates (else ten Saturdays from the next), four times, its venue. */
export function suggestedSettings(
  season: typeof seasons.$inferSelect,
  venue: string | null,
  now: Date,
): ScheduleSettings {
  const today = dayNumber(leagueDay(now));
  const nextSaturday = today + ((6 - weekdayOf(dayOf(today)) + 7) % 7 || 7);
  const start =
    season.startDate && dayNumber(season.startDate) > today ? season.startDate : dayOf(nextSaturday);
  const end =
    season.endDate && season.endDate > start ? season.endDate : dayOf(dayNumber(start) + 7 * 10 - 1);
  return {
    start_date: start,
    end_date: end,
    weekly_slots: ['09:00', '10:30', '12:00', '13:30'].map((time) => ({ weekday: 6, time })),
    venues: [{ name: venue ?? 'Main field', fields: 2 }],
    game_minutes: 60,
    rounds: 'single',
    blackouts: [],
  };
}

export interface Context {
  season: typeof seasons.$inferSelect;
  teams: { name: string; division: string; coachIds: number[]; coachNames: string[] }[];
  settings: ScheduleSettings | null;
  draft: StoredDraft | null;
  games: GameRow[];
  venue: string | null;
}

/** Everything the schedule screen and its actions read for a season (404 when there is none). */
export async function contextOf(db: Db, seasonId: number, lock = false): Promise<Context> {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw notFound();
  const scheduleQuery = db.select().from(seasonSchedules).where(eq(seasonSchedules.seasonId, seasonId));
  const [[schedule], teamRows, coachRows, gameRows, venueRows] = await Promise.all([
    lock ? scheduleQuery.for('update') : scheduleQuery,
    db
      .select({ id: teams.id, name: teams.name, division: divisions.name })
      .from(teams)
      .leftJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(eq(teams.seasonId, seasonId))
      .orderBy(asc(teams.name)),
    db
      .select({
        teamId: teamCoaches.teamId,
        userId: users.id,
        first: users.firstName,
        last: users.lastName,
        email: users.email,
      })
      .from(teamCoaches)
      .innerJoin(teams, eq(teams.id, teamCoaches.teamId))
      .innerJoin(users, eq(users.id, teamCoaches.userId))
      .where(eq(teams.seasonId, seasonId)),
    db.select().from(games).where(eq(games.seasonId, seasonId)).orderBy(asc(games.kickoff), asc(games.id)),
    season.locationId
      ? db.select({ name: locations.name }).from(locations).where(eq(locations.id, season.locationId))
      : Promise.resolve([]),
  ]);
  const settings = schedule ? v.safeParse(scheduleSettingsSchema, schedule.settings) : null;
  return {
    season,
    teams: teamRows.map((team) => {
      const coaches = coachRows.filter((row) => row.teamId === team.id);
      return {
        name: team.name,
        division: team.division ?? '',
        coachIds: coaches.map((row) => row.userId),
        coachNames: coaches.map((row) =>
          personName({ firstName: row.first, lastName: row.last, email: row.email }),
        ),
      };
    }),
    settings: settings?.success ? settings.output : null,
    draft: (schedule?.draft as StoredDraft | null) ?? null,
    games: gameRows,
    venue: venueRows[0]?.name ?? null,
  };
}

/** The season's teams as the rules see them (coaches by account, blackouts from the settings). */
export function planTeams(context: Context): PlanTeam[] {
  return context.teams.map((team) => ({
    name: team.name,
    coaches: team.coachIds.map(String),
    blackouts: context.settings ? teamBlackouts(context.settings, team.name) : [],
  }));
}

/** A stored game as the rules see it. */
export function storedPlan(game: GameRow, minutes: number, now: Date): PlanGame {
  return {
    key: `game-${game.id}`,
    home: game.homeTeam,
    away: game.awayTeam,
    start: game.kickoff.getTime(),
    end: game.kickoff.getTime() + minutes * 60_000,
    venue: game.venue ?? '',
    locked: game.locked,
    played: isPlayed(game, now),
  };
}

export const draftGame = (game: PlanGame, gameId: number | null, moved = false): DraftGame => ({
  key: game.key,
  game_id: gameId,
  home_team: game.home,
  away_team: game.away,
  kickoff: new Date(game.start).toISOString(),
  ends_at: new Date(game.end).toISOString(),
  venue: game.venue,
  locked: game.locked ?? false,
  played: game.played ?? false,
  moved,
});

/** The schedule screen of a season. */
export async function scheduleView(db: Db, seasonId: number, now = new Date()): Promise<ScheduleView> {
  return viewOf(db, await contextOf(db, seasonId), now);
}

export async function viewOf(db: Db, context: Context, now: Date): Promise<ScheduleView> {
  const venues = await db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.active, true))
    .orderBy(asc(locations.name));
  const settings = context.settings ?? suggestedSettings(context.season, context.venue, now);
  const rulesContext = { teams: planTeams({ ...context, settings }), blackouts: settings.blackouts };
  const minutes = settings.game_minutes;
  const current = context.games.filter((game) => isRegular(game) && game.status !== 'CANCELLED');
  const statuses = new Map(context.games.map((game) => [game.id, game.status]));
  return {
    season: { id: context.season.id, title: context.season.title },
    teams: context.teams.map((team) => ({
      name: team.name,
      division: team.division,
      coaches: team.coachNames,
    })),
    settings,
    saved: context.settings !== null,
    draft: context.draft
      ? {
          ...context.draft,
          // Issue 39: each stored game's state now (a delayed or postponed game says so).
          games: context.draft.games.map((game) => {
            const stored = game.game_id === null ? undefined : statuses.get(game.game_id);
            return stored ? { ...game, status: stored } : game;
          }),
          report: checkSchedule(context.draft.games.map(planOf), rulesContext),
        }
      : null,
    current: {
      games: current.length,
      report: checkSchedule(
        current.map((game) => storedPlan(game, minutes, now)),
        rulesContext,
      ),
    },
    venues: venues.map((venue) => venue.name),
  };
}

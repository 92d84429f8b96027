/**
 * A season's schedule work, scores and playoffs (issue 38).
 *
 * - season_schedules: one row per season that staff have scheduled with the generator: the
 *   settings (src/domain/schedule/model.ts ScheduleSettings: dates, weekly slots, venues and fields,
 *   game length, single or double round robin, blackouts) and, while staff preview it, the draft:
 *   { games: DraftGame[], seed, made: 'generated' | 'replanned', closure?, unplaced: [...] } (see
 *   src/domain/schedule/draft.ts). Publishing writes the draft into games and clears it; the
 *   settings stay, so the rule check and re-planning read the same blackouts later.
 * - score_reports: each head coach's (side 'home' or 'away') report of a game's score, one per
 *   side, changed until the game is final; kept afterwards as the record of who said what. Staff
 *   decisions go through the game itself (audited).
 * - coin_tosses: the order staff drew for teams level on every tiebreaker (teams_key: their names,
 *   lower case, sorted, joined with |), one per season and set of teams.
 * - playoff_brackets: a season's (or one division's) single-elimination bracket: the seeds (team
 *   names, best first) drawn from the standings when it was made, and how its games are dated.
 *   Its games are rows of games with bracket_id, bracket_round and bracket_slot.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games, seasons } from './league';

export const seasonSchedules = pgTable('season_schedules', {
  seasonId: integer('season_id')
    .primaryKey()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  draft: jsonb('draft'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

export const scoreReports = pgTable(
  'score_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** 'home' or 'away': the team whose head coach reported. */
    side: text('side').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    homeScore: integer('home_score').notNull(),
    awayScore: integer('away_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('score_reports_game_side_unique').on(table.gameId, table.side),
    check('score_reports_side', sql`${table.side} in ('home', 'away')`),
  ],
);

export const coinTosses = pgTable(
  'coin_tosses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamsKey: text('teams_key').notNull(),
    order: text('order').array().notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coin_tosses_season_teams_unique').on(table.seasonId, table.teamsKey)],
);

export const playoffBrackets = pgTable(
  'playoff_brackets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Team names, best seed first. */
    seeds: text('seeds').array().notNull(),
    /** The first round's first kickoff; each later round `round_days` days on. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    roundDays: integer('round_days').notNull().default(7),
    gameMinutes: integer('game_minutes').notNull().default(60),
    venue: text('venue').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('playoff_brackets_season_idx').on(table.seasonId)],
);

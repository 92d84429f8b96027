/**
 * Teams (issue 19): a season's teams, their coaches and their players.
 *
 * - teams: one row per team of a season (season_id; deleting a season with teams is refused), in
 *   one of its program's divisions (division_id, optional), with a name unique within the season
 *   (any case), a colour (#rrggbb or ''), a home venue (location_id). Games name teams by these
 *   names (games.home_team / away_team are the names; renaming a team renames its games).
 *   calendar_key: the secret of the team's iCalendar link (families and coaches get it in their
 *   portals); with it the feed lists the team's private events too.
 * - team_coaches: who coaches a team: one 'head' coach at most (a partial unique index) and any
 *   number of 'assistant's, each a coach account. Being on a team is what a coach's scope narrows to
 *   (server/auth/coach-scope.ts).
 * - team_players: which team a registration (a child or athlete registered and paid for the
 *   season) plays on; one team per registration (primary key). Removed with the registration or
 *   the team.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { divisions, locations, seasons } from './league';
import { registrations } from './registrations';

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'restrict' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    colour: text('colour').notNull().default(''),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    calendarKey: text('calendar_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('teams_season_name_unique').on(table.seasonId, sql`lower(${table.name})`)],
);

export const teamCoaches = pgTable(
  'team_coaches',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'head' or 'assistant'. */
    role: text('role').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    uniqueIndex('team_coaches_one_head')
      .on(table.teamId)
      .where(sql`${table.role} = 'head'`),
    index('team_coaches_user_idx').on(table.userId),
  ],
);

export const teamPlayers = pgTable(
  'team_players',
  {
    registrationId: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_players_team_idx').on(table.teamId)],
);

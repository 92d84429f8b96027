/**
 * Who is coming (issue 39 item 3) and recurring practices (item 4).
 *
 * - availability: one row per occasion (a game, or a team event such as a practice) and player
 *   (the registration that put the child or athlete on the team), for the team they play on:
 *   the family's (or athlete's) answer 'going', 'not_going' or 'maybe' (who answered, when, and
 *   whether from the portal or the mailed link), and once the coach takes attendance, whether the
 *   player was there (present; who marked it, when). A row exists once either is given.
 * Recurring practices are practice_series (server/db/schema/events.ts), whose occurrences are team
 * events families answer like games.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { events } from './events';
import { games } from './league';
import { registrations } from './registrations';
import { teams } from './teams';

export const availability = pgTable(
  'availability',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** going, not_going or maybe; null until answered. */
    answer: text('answer'),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** portal or link. */
    answeredVia: text('answered_via'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    present: boolean('present'),
    attendanceById: integer('attendance_by_id').references(() => users.id, { onDelete: 'set null' }),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('availability_game_player_unique')
      .on(table.gameId, table.registrationId)
      .where(sql`${table.gameId} is not null`),
    uniqueIndex('availability_event_player_unique')
      .on(table.eventId, table.registrationId)
      .where(sql`${table.eventId} is not null`),
    index('availability_team_idx').on(table.teamId),
    check('availability_one_occasion', sql`(${table.gameId} is null) <> (${table.eventId} is null)`),
  ],
);

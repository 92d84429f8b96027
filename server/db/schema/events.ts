/**
 * League events (spec 3 §3 "Event"): team events of a program, showcases and league-wide sessions
 * such as referee training. `category` tells them apart: 'team' (the default), 'showcase' (the
 * recruiter portal) or 'referee_training' (listed on /referee). program_id is null for league-wide
 * events. starts_at / ends_at are instants (ends_at never before starts_at); created_by is the
 * coach or staff member who added it, when one did.
 *
 * Team events (issue 19) belong to a team (team_id; its program in program_id) and reach that
 * team's families and calendar feed; one without a team is the program's. A team event is private
 * unless is_public: only public ones are listed to everyone (the public calendar, GET /events/
 * without a sign-in, the season feed). Showcases and referee sessions are always listed.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { programs } from './league';
import { teams } from './teams';

/**
 * A coach's weekly practice (issue 39 item 4): a weekday, a start time in league time and a length,
 * from one date until another, with dates left out (exceptions). Its occurrences are team events
 * (events.series_id) that families see and answer like games; editing the series rewrites the
 * occurrences that have not started.
 */
export const practiceSeries = pgTable('practice_series', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** 0 Sunday … 6 Saturday. */
  weekday: smallint('weekday').notNull(),
  /** 'HH:MM' in league time. */
  startTime: text('start_time').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  startsOn: date('starts_on').notNull(),
  until: date('until').notNull(),
  exceptions: date('exceptions')
    .array()
    .notNull()
    .default(sql`'{}'::date[]`),
  locationText: text('location_text').notNull().default(''),
  notes: text('notes').notNull().default(''),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    programId: text('program_id').references(() => programs.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('team'),
    isPublic: boolean('is_public').notNull().default(false),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    locationText: text('location_text').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The recurring practice this event is one occurrence of (issue 39), if any. */
    seriesId: integer('series_id').references(() => practiceSeries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_starts_idx').on(table.startsAt),
    index('events_program_idx').on(table.programId, table.startsAt),
    index('events_team_idx').on(table.teamId, table.startsAt),
    check('events_ends_after_start', sql`${table.endsAt} >= ${table.startsAt}`),
  ],
);

/**
 * Coaches' requests for calendar-editor rights (spec 3 §3, §4): one row per request, naming the
 * program the coach runs. PENDING, then APPROVED or DENIED by staff (reviewed_by, reviewed_at,
 * review_note). At most one PENDING request per coach and program (a partial unique index); a
 * DENIED one stays as history and the coach may ask again. A decision grants or takes away that
 * program in coach_program_grants (below); the requests are the history, the grants the right.
 */
export const calendarEditorRequests = pgTable(
  'calendar_editor_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: text('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    /** PENDING, APPROVED or DENIED. */
    status: text('status').notNull().default('PENDING'),
    message: text('message').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_editor_requests_pending_unique')
      .on(table.userId, table.programId)
      .where(sql`${table.status} = 'PENDING'`),
    index('calendar_editor_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * The programs a coach may run (issue 17 item 5): the one source of a coach's calendar-editor
 * rights — team events, schedule uploads, the roster with family contacts and feedback — program
 * by program (server/auth/coach-scope.ts reads it). A row exists while the right holds: staff
 * approving a calendar-editor request inserts its program (request_id, granted_by, granted_at say
 * which decision), denying or revoking a request deletes the coach's row for that program. Staff
 * and admin hold no rows: their rights are league-wide by role.
 */
export const coachProgramGrants = pgTable(
  'coach_program_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: text('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    /** The approved request this grant came from (null if that row is ever removed). */
    requestId: integer('request_id').references(() => calendarEditorRequests.id, { onDelete: 'set null' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.programId] })],
);

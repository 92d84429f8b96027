/**
 * League events (spec 3 §3 "Event"): team events of a program, showcases and league-wide sessions
 * such as referee training. `category` tells them apart: 'team' (the default), 'showcase' (the
 * recruiter portal) or 'referee_training' (listed on /referee). program_id is null for league-wide
 * events. starts_at / ends_at are instants (ends_at never before starts_at); created_by is the
 * coach or staff member who added it, when one did.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { programs } from './league';

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    programId: text('program_id').references(() => programs.id, { onDelete: 'set null' }),
    category: text('category').notNull().default('team'),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    locationText: text('location_text').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_starts_idx').on(table.startsAt),
    index('events_program_idx').on(table.programId, table.startsAt),
    check('events_ends_after_start', sql`${table.endsAt} >= ${table.startsAt}`),
  ],
);

/**
 * Coaches' requests for calendar-editor rights (spec 3 §3, §4): one row per request, naming the
 * program the coach runs. PENDING, then APPROVED or DENIED by staff (reviewed_by, reviewed_at,
 * review_note). At most one PENDING request per coach and program (a partial unique index); a
 * DENIED one stays as history and the coach may ask again. Approving sets the coach's
 * users.can_edit_calendar.
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

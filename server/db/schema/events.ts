/**
 * League events (spec 3 §3 Event): showcases, combines and team events, each optionally of a
 * program. starts_at / ends_at are instants; GET /events/ lists those overlapping a start–end range.
 * Only the listing exists so far; coaches create and edit events with the coach portal.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { programs } from './league';

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: text('program_id').references(() => programs.id, { onDelete: 'set null' }),
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
  ],
);

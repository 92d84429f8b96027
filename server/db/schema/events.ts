/**
 * Calendar events (spec 3 §3 "Event"): team events of a program and league-wide sessions such as
 * referee training. `category` tells them apart: 'team' (the default), 'referee_training' (listed
 * on /referee) or 'showcase'. program_id is null for league-wide events.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { programs } from './league';

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    programId: text('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('team'),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    locationText: text('location_text').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_starts_idx').on(table.startsAt),
    index('events_program_idx').on(table.programId, table.startsAt),
    check('events_ends_after_start', sql`${table.endsAt} >= ${table.startsAt}`),
  ],
);

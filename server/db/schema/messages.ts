/**
 * Messages from the league office to families (or coaches), and waiver reminders.
 *
 * - family_messages: what staff sent (subject, Markdown body), to whom in words and as the audience
 *   key they chose ('program:<id>', 'season:<id>', 'division:<id>', 'team:<id>', 'game:<id>', 'this-season',
 *   'coaches', 'officials';
 *   src/domain/office/messages.ts), who sent it and when. Never deleted.
 * - Who a message reached and how is the notification path's (server/db/schema/notifications.ts):
 *   a notification per message (notifications.message_id), its recipients and a delivery per
 *   person and channel. Messages of a coach to a team are family_messages too (audience 'team:<id>').
 * - waiver_reminders: one row per reminder mailed to a household (the account that registered the
 *   children) about registered children without the current waiver; at most one a day per household
 *   (counted in rate_limits, server/http/rate-limit.ts). Kept as the record of what was sent.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const familyMessages = pgTable(
  'family_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: text('audience').notNull(),
    audienceLabel: text('audience_label').notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('family_messages_created_idx').on(table.createdAt)],
);

export const waiverReminders = pgTable(
  'waiver_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    householdId: integer('household_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The waiver version the household was reminded to sign. */
    version: text('version').notNull(),
    /** Who the reminder named, as shown then ('Marcus, Aaliyah'). */
    participants: text('participants').notNull().default(''),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('waiver_reminders_household_idx').on(table.householdId, table.sentAt)],
);

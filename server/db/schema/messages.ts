/**
 * Messages from the league office to families (or coaches), and waiver reminders.
 *
 * - family_messages: what staff sent (subject, Markdown body), to whom in words and as the audience
 *   key they chose ('program:<id>', 'season:<id>', 'division:<id>', 'this-season', 'coaches';
 *   src/domain/office/messages.ts), who sent it and when. Never deleted.
 * - message_deliveries: one row per recipient account of a message, with the address it was sent to.
 *   status: 'pending' (not tried yet) → 'sent' (sent_at) or 'failed' (last_error; tried again after
 *   next_attempt_at, at most MESSAGE_DELIVERY_MAX_ATTEMPTS times). The delivery loop of any API
 *   replica claims due rows with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so each row is
 *   mailed by one replica at a time and a replica that dies mid-send leaves it to the next run.
 * - waiver_reminders: one row per reminder mailed to a household (the account that registered the
 *   children) about registered children without the current waiver; at most one a day per household
 *   (counted in rate_limits, server/http/rate-limit.ts). Kept as the record of what was sent.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => familyMessages.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** pending, sent or failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('message_deliveries_recipient_unique').on(table.messageId, table.userId),
    index('message_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('message_deliveries_user_idx').on(table.userId, table.messageId),
  ],
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

/**
 * The referee page's editable lists (spec 3 §3: metrics, highlights, FAQs; shown in `position`
 * order) and the leads its sign-up form sends (POST /notifications/leads/).
 *
 * leads: what a visitor asked for. source is where the form was ('referee_training'); level is the
 * interest chosen (spec 3 §9 options); preferred_date is a day or null; ip_address is kept so
 * submissions per address can be limited across API replicas, as for the contact form.
 */
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const refereeMetrics = pgTable('referee_metrics', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  label: text('label').notNull(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const refereeHighlights = pgTable('referee_highlights', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  icon: text('icon').notNull().default(''),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const refereeFaqs = pgTable('referee_faqs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
});

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    level: text('level').notNull().default(''),
    preferredDate: date('preferred_date'),
    notes: text('notes').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leads_ip_idx').on(table.ipAddress, table.createdAt)],
);

/**
 * State of the local Clover sandbox (server/sandbox/clover/), the default payment provider while
 * developing and testing. It lives in the database so it behaves like a real provider across
 * restarts and replicas. No card number is stored: a token keeps only brand, first six and last four
 * digits, expiry and which test-card behaviour it carries.
 *
 * - sandbox_clover_tokens: single-use card tokens ('clv_…'); used_at is set by the first charge.
 * - sandbox_clover_charges: one row per idempotency key; a retry with the key gets this charge back.
 *   outcome: a test card's behaviour (server/sandbox/clover/cards.ts: 'approved', 'slow', or a
 *   refusal such as 'declined' or 'expired'). A slow charge answers only after the gateway's time
 *   limit and reads as pending until settles_at.
 * - sandbox_clover_refunds: refunds of those charges (POST /v1/refunds), one per idempotency key
 *   when one is sent; the charge's refunded amount is the sum of its refunds, never more than it.
 * - sandbox_clover_customers: card-on-file customers (POST /v1/customers with a token, PUT
 *   /v1/customers/<id> with a new one): the saved card's brand, digits shown and test behaviour;
 *   a charge whose source is the customer's id charges that card as often as asked (charges: how
 *   many were approved, for the card that declines after its first).
 */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the sandbox keeps of a card (a token's or a customer's saved one): never its number. */
const cardColumns = () => ({
  brand: text('brand').notNull(),
  first6: text('first6').notNull(),
  last4: text('last4').notNull(),
  expMonth: text('exp_month').notNull(),
  expYear: text('exp_year').notNull(),
  outcome: text('outcome').notNull(),
});

export const sandboxCloverTokens = pgTable('sandbox_clover_tokens', {
  id: text('id').primaryKey(),
  ...cardColumns(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCloverCharges = pgTable('sandbox_clover_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  source: text('source').notNull(),
  outcome: text('outcome').notNull(),
  /** The answer the sandbox gives for this charge (Clover's charge object or error body). */
  status: integer('status').notNull(),
  body: jsonb('body').notNull(),
  settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCloverRefunds = pgTable('sandbox_clover_refunds', {
  id: text('id').primaryKey(),
  /** Null when the caller sent no idempotency key (Clover makes the key optional for refunds). */
  idempotencyKey: text('idempotency_key').unique(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCloverCharges.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  /** The refund object the sandbox answered. */
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCloverCustomers = pgTable('sandbox_clover_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull().default(''),
  sourceId: text('source_id').notNull(),
  ...cardColumns(),
  charges: integer('charges').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

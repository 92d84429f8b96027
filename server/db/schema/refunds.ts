/**
 * Refunds of registration payments (server/registrations/refund.ts) and families' requests for one.
 * Both are records: never deleted (registrations and payments they name cannot be deleted either).
 *
 * - refunds: one row per refund asked of the payment gateway. idempotency_key (unique) is made by the
 *   office page for one refund (a double click, a retry or parallel requests carry the same key) and
 *   is sent to the gateway, so repeating the gateway call never refunds twice. status: 'processing'
 *   (the row was claimed and the gateway is being asked, or its answer is not known yet) →
 *   'succeeded' or 'failed'. At most one refund of a registration is processing at a time (a partial
 *   unique index), so refunds of one registration are settled one after another and their sum
 *   cannot pass what was paid (registrations.refunded_cents has a check too).
 *   policy_rule / policy_cents: what the published refund policy allowed in total on the day
 *   ('full', 'partial', 'none' or 'unknown'; src/domain/refund-policy.ts); over_policy: the amount
 *   went beyond it (an admin with a written reason). reason: the written reason, if any.
 *   receipt_sent_at: when the refund receipt went out (only to a confirmed address; held until then,
 *   the rule of payment receipts in server/registrations/receipts.ts).
 * - refund_requests: a family's request from its portal (reason required), waiting in the staff
 *   review queue ('PENDING') until staff refund ('APPROVED', refund_id) or deny it ('DENIED', with a
 *   note). At most one request of a registration waits at a time. policy_rule / policy_cents: the
 *   policy's figure on the day it was asked.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { payments } from './payments';
import { registrations } from './registrations';

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'restrict' }),
    /** The family account that asked (kept, set null, if the account goes). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** PENDING, APPROVED or DENIED. */
    status: text('status').notNull().default('PENDING'),
    policyRule: text('policy_rule').notNull(),
    policyCents: integer('policy_cents').notNull(),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note').notNull().default(''),
    refundId: integer('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refund_requests_status_idx').on(table.status, table.createdAt),
    uniqueIndex('refund_requests_one_pending')
      .on(table.registrationId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** processing, succeeded or failed. */
    status: text('status').notNull().default('processing'),
    providerRefundId: text('provider_refund_id'),
    policyRule: text('policy_rule').notNull(),
    policyCents: integer('policy_cents').notNull(),
    overPolicy: boolean('over_policy').notNull().default(false),
    reason: text('reason').notNull().default(''),
    requestId: integer('request_id').references(() => refundRequests.id, { onDelete: 'restrict' }),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull().default(''),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** When the gateway was last asked (a stale processing refund is asked again with its key). */
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key_unique').on(table.idempotencyKey),
    index('refunds_registration_idx').on(table.registrationId, table.createdAt),
    uniqueIndex('refunds_one_processing_per_registration')
      .on(table.registrationId)
      .where(sql`${table.status} = 'processing'`),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Payment plans and payments the office records (issue 37). Both are records: never deleted.
 *
 * - payment_plans: a registration paid on a plan (one row per registration). The deposit is the
 *   checkout's card payment (payments); the card is kept with the provider as a customer with a
 *   saved source (Clover's card-on-file; the local sandbox does the same): customer_id, with the
 *   brand and last four digits to show. status: 'active' until every installment is settled
 *   ('completed'), or 'canceled' by a refund (what is left is canceled with it).
 * - plan_installments: the installments of a plan, charged on their day by the job in
 *   server/registrations/plan-charges.ts. status: 'scheduled' → 'processing' (claimed by one API
 *   process with FOR UPDATE SKIP LOCKED, charged with idempotency_key plus its attempt number)
 *   → 'paid', or back to 'scheduled' with next_attempt_at later after a decline (the retry rule),
 *   and 'failed' once the attempts are used up (overdue until the family puts in another card or
 *   the office settles it). Staff may move one (a new day), skip it (its amount moves onto the next
 *   installment) or waive it (its amount is forgiven), each with a reason, audited. A refund
 *   cancels those not charged ('canceled').
 * - office_payments: cash, a check or an amount waived, recorded by staff against a registration
 *   (who recorded it, how, the reference, a note). They count like card payments everywhere money
 *   is counted; a receipt is mailed (receipt_sent_at). idempotency_key: the form's key, so a double
 *   click records one payment.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { registrations } from './registrations';

export const paymentPlans = pgTable(
  'payment_plans',
  {
    registrationId: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    totalCents: integer('total_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'payment_plans_amounts',
      sql`${table.depositCents} >= 0 and ${table.totalCents} >= ${table.depositCents}`,
    ),
  ],
);

export const planInstallments = pgTable(
  'plan_installments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => paymentPlans.registrationId, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    dueOn: date('due_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('scheduled'),
    /** When the job may charge it next (its day's start in league time, later after a decline). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id'),
    failureCode: text('failure_code'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The reason staff gave when they moved, skipped or waived it. */
    note: text('note').notNull().default(''),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_installments_number_unique').on(table.registrationId, table.number),
    uniqueIndex('plan_installments_key_unique').on(table.idempotencyKey),
    index('plan_installments_due_idx').on(table.status, table.nextAttemptAt),
    check(
      'plan_installments_amount',
      sql`${table.amountCents} >= 0 and ${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);

export const officePayments = pgTable(
  'office_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'restrict' }),
    /** 'cash', 'check' or 'waived'. */
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('office_payments_key_unique').on(table.idempotencyKey),
    index('office_payments_registration_idx').on(table.registrationId),
    check('office_payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

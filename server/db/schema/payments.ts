/**
 * Card payments through the gateway (server/payments/; recorded by server/registrations/). One row per checkout.
 *
 * - idempotency_key: made by the server at checkout, unique; the provider receives it with the
 *   charge, so repeating a charge with it never charges twice.
 * - status: 'pending' (checkout started, no charge tried) → 'processing' (a confirm claimed the row
 *   and is charging, or the provider did not answer in time) → 'succeeded' or 'failed'. Only one
 *   confirm can move a row out of 'pending' (a conditional UPDATE), so concurrent confirms make one
 *   charge. At most one payment per registration can be processing or succeeded at a time (a partial
 *   unique index), so two checkouts of one registration can never both charge.
 * - 'canceled': a newer checkout of the same registration replaced this one before it was tried.
 * - source_token: the provider's single-use card token (never card data); kept so verification can
 *   repeat the same charge request.
 * - charge_id, card_brand, card_last4: from the provider's answer, for the receipt.
 * - failure_code / failure_message: the provider's error code and the message shown to the payer.
 * - receipt_sent_at: when the e-mail receipt went out. Receipts go only to a confirmed address: a
 *   payer who has not confirmed theirs gets it when they do (server/registrations/receipts.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { registrations } from './registrations';

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    portal: text('portal').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('pending'),
    sourceToken: text('source_token'),
    chargeId: text('charge_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    payerIp: text('payer_ip').notNull().default(''),
    confirmStartedAt: timestamp('confirm_started_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_idempotency_key_unique').on(table.idempotencyKey),
    index('payments_registration_idx').on(table.registrationId),
    uniqueIndex('payments_one_live_per_registration')
      .on(table.registrationId)
      .where(sql`${table.status} in ('processing', 'succeeded')`),
  ],
);

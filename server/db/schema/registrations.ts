/**
 * Program registrations of every kind, and the referee training sign-up, each paid through the
 * shared checkout (spec 2 §7, spec 3 §7).
 *
 * - kind: parent_registration (a parent registers a child), athlete_registration (an athlete
 *   registers themselves) or referee_training (a referee's one-time training fee).
 * - participant_name: who takes part (the child's or athlete's name when registering), so the
 *   history still reads right after a child is removed.
 * - subject: what is being registered, e.g. 'child:12|program:nfl-flag-boys|season:7' (the season's
 *   id; rows from before seasons were chosen carry the label, 'season:Fall 2026'). At most one
 *   registration not refunded in full exists per subject (a partial unique index), so the same child
 *   cannot be registered and charged twice for one program and season; a new checkout reuses the
 *   unpaid one, and a registration refunded in full stays on record without blocking a new one
 *   (server/registrations/subject-holder.ts).
 * - season / season_id: the season chosen among those open for registration (issue 19): its label
 *   as the spec's screens show it, and the season row (server/registrations/season-of.ts).
 * - payment_status: 'unpaid' until a successful charge sets 'paid' (with paid_at); nothing else
 *   makes a registration paid. It stays 'paid' after refunds (the charge happened).
 * - amount_cents / currency: what is charged: the price list's fee when checkout started, less any
 *   financial aid (issue 21 item 3): fee_cents is the fee, aid_cents the aid (0 without), and
 *   aid_application_id the award that gave it (server/db/schema/aid.ts). price_lines is the
 *   whole quote (issue 37: fee or early-bird/late price, sibling, promo, aid; src/domain/pricing.ts)
 *   and discount_cents what the sibling discount and a promo code took off; a price changed later
 *   never changes them. On a payment plan (server/db/schema/plans.ts) amount_cents is the plan's
 *   total and the checkout's card payment is its deposit.
 * - refunded_cents: the sum of the registration's succeeded refunds (server/registrations/refund.ts adds
 *   to it in the transaction that settles a refund); never more than amount_cents (a check).
 * - status: derived by the database from payment_status and refunded_cents (a stored generated
 *   column, so lists filter and count on it): 'pending_payment', 'paid', 'partly_refunded' or
 *   'refunded' (src/domain/registration-status.ts has the words). A later 'waitlisted' is one more
 *   branch of the same expression.
 * - shipping_address: { address1, address2, city, state, postal_code, country } normalised by
 *   src/domain/registration.ts; shipping_address_confirmed_at is when the payer confirmed it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PriceLine } from '../../../src/domain/pricing';
import type { ShippingAddress } from '../../../src/domain/shipping';
import { aidApplications } from './aid';
import { athleteProfiles } from './athletes';
import { users } from './auth';
import { children } from './families';
import { divisions, locations, programs, seasons } from './league';

export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    season: text('season').notNull(),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'restrict' }),
    /** Kept when the child is removed (set null), with the name registered in participant_name. */
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    participantName: text('participant_name').notNull().default(''),
    /** The athlete's own profile for athlete_registration (kept, set null, if the profile goes). */
    athleteProfileId: integer('athlete_profile_id').references(() => athleteProfiles.id, {
      onDelete: 'set null',
    }),
    programId: text('program_id').references(() => programs.id, { onDelete: 'restrict' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    shirtSize: text('shirt_size'),
    shortsSize: text('shorts_size'),
    gloveSize: text('glove_size'),
    shoeSize: numeric('shoe_size', { precision: 4, scale: 1, mode: 'number' }),
    grade: text('grade'),
    ageGroup: text('age_group'),
    leagueDivision: text('league_division'),
    leagueCounty: text('league_county'),
    shippingName: text('shipping_name').notNull().default(''),
    shippingPhone: text('shipping_phone').notNull().default(''),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    shippingAddressConfirmedAt: timestamp('shipping_address_confirmed_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents'),
    aidCents: integer('aid_cents').notNull().default(0),
    /** Issue 37: the quote as it stood when the checkout started (src/domain/pricing.ts PriceLine[]). */
    priceLines: jsonb('price_lines').$type<PriceLine[]>(),
    /** What the sibling discount and a promo code took off (aid apart). */
    discountCents: integer('discount_cents').notNull().default(0),
    aidApplicationId: integer('aid_application_id').references(() => aidApplications.id, {
      onDelete: 'set null',
    }),
    currency: text('currency').notNull().default('USD'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status')
      .notNull()
      .generatedAlwaysAs(
        sql`case when payment_status <> 'paid' then 'pending_payment' when refunded_cents = 0 then 'paid' when refunded_cents >= amount_cents then 'refunded' else 'partly_refunded' end`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('registrations_user_idx').on(table.userId, table.createdAt),
    index('registrations_child_idx').on(table.childId),
    // One live registration per subject; those refunded in full stay on record beside it (issue 36).
    uniqueIndex('registrations_subject_unique')
      .on(table.subject)
      .where(sql`${table.status} <> 'refunded'`),
    index('registrations_status_idx').on(table.status),
    index('registrations_program_idx').on(table.programId, table.season),
    check(
      'registrations_refunded_within_amount',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);

/**
 * The league's prices as office data (issue 37; README: Prices, discounts, plans and recorded
 * payments). The rules that turn them into a checkout's price are src/domain/pricing.ts.
 *
 * - league_prices: one row (id 1): the fee and uniform and equipment cost of a season without a
 *   price of its own, and the referee training fee. Seeded with the price list's figures ($250.00,
 *   $85.00, $250.00).
 * - season_prices: a season's own price (one row per season, deleted with the season): the fee, the
 *   uniform and equipment cost a partial refund keeps back, an early-bird price through a day, a
 *   late fee from a day, the sibling discounts (second child, third and later), a fee per program
 *   division (division_fees: [{division, fee_cents}], instead of the season's fee), and what the
 *   office offers as ways to pay: pay in full and/or a plan (plan_deposit_cents now, then equal
 *   installments on plan_dates, YYYY-MM-DD). Changing it never changes a checkout already started:
 *   the registration keeps its quote (registrations.price_lines).
 * - promo_codes: a code (upper case, unique) taking an amount or a percentage off, for a season or
 *   a program (or both, or neither: every registration), until expires_on (inclusive), at most
 *   max_uses times (null: no limit). uses counts the registrations holding it; the check
 *   uses <= max_uses makes the database refuse the use past the limit, whoever asks at once.
 * - promo_redemptions: a registration's use of a code, one per registration and one per code and
 *   child (child_key 'child:<id>' or 'athlete:<profile>'). Taken at checkout, in its transaction;
 *   given back when the same registration checks out again without it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { programs, seasons } from './league';
import { registrations } from './registrations';

export const leaguePrices = pgTable(
  'league_prices',
  {
    id: integer('id').primaryKey().default(1),
    feeCents: integer('fee_cents').notNull(),
    uniformCents: integer('uniform_cents').notNull(),
    refereeTrainingCents: integer('referee_training_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('league_prices_one_row', sql`${table.id} = 1`),
    check(
      'league_prices_amounts',
      sql`${table.feeCents} >= 0 and ${table.uniformCents} >= 0 and ${table.refereeTrainingCents} >= 0`,
    ),
  ],
);

/** A division's own fee within a season's price. */
export interface DivisionFee {
  division: number;
  fee_cents: number;
}

export const seasonPrices = pgTable(
  'season_prices',
  {
    seasonId: integer('season_id')
      .primaryKey()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    feeCents: integer('fee_cents').notNull(),
    uniformCents: integer('uniform_cents').notNull(),
    earlyBirdCents: integer('early_bird_cents'),
    earlyBirdUntil: date('early_bird_until'),
    lateFeeCents: integer('late_fee_cents'),
    lateFeeFrom: date('late_fee_from'),
    siblingSecondCents: integer('sibling_second_cents').notNull().default(0),
    siblingLaterCents: integer('sibling_later_cents').notNull().default(0),
    divisionFees: jsonb('division_fees').$type<DivisionFee[]>().notNull().default([]),
    payInFull: boolean('pay_in_full').notNull().default(true),
    planDepositCents: integer('plan_deposit_cents'),
    planDates: jsonb('plan_dates').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'season_prices_amounts',
      sql`${table.feeCents} >= 0 and ${table.uniformCents} >= 0 and coalesce(${table.earlyBirdCents}, 0) >= 0 and coalesce(${table.lateFeeCents}, 0) >= 0 and ${table.siblingSecondCents} >= 0 and ${table.siblingLaterCents} >= 0 and coalesce(${table.planDepositCents}, 0) >= 0`,
    ),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    /** 'amount' (cents) or 'percent' (1–100). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    programId: text('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresOn: date('expires_on'),
    active: boolean('active').notNull().default(true),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_unique').on(table.code),
    check(
      'promo_codes_uses_within_limit',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
    check('promo_codes_value', sql`${table.value} > 0`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    childKey: text('child_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_redemptions_registration_unique').on(table.registrationId),
    uniqueIndex('promo_redemptions_one_per_child').on(table.promoCodeId, table.childKey),
  ],
);

/**
 * The price of a registration, in one place: the checkout charges it, the availability answer and a
 * waitlist offer show it. The season's prices are office data (league_prices, season_prices;
 * server/db/schema/prices.ts); the rules that turn them and the discounts a checkout has into a
 * quote are src/domain/pricing.ts (fee or early-bird/late → sibling → promo → aid). A checkout keeps
 * its quote (registrations.price_lines), so a price changed later never changes it.
 */
import { eq } from 'drizzle-orm';
import { CURRENCY } from '../../src/domain/fees';
import type { SeasonPriceJson } from '../../src/domain/office/prices';
import {
  planSchedule,
  quotePrice,
  type Discount,
  type PlannedInstallment,
  type PriceLine,
  type SeasonPriceRules,
} from '../../src/domain/pricing';
import type { CheckoutKind } from '../../src/domain/registration';
import { leagueToday } from '../../src/domain/season-registration';
import type { Db } from '../db/client';
import { leaguePrices, seasonPrices } from '../db/schema/prices';
import { invalidFields } from '../errors';
import { usableAward } from './aid';
import { siblingPosition } from './household';
import { findPromo } from './promo';

/** What the price depends on. */
export interface PricedRegistration {
  kind: CheckoutKind;
  childId: number | null;
  seasonId: number | null;
  /** The registration's subject when it exists or is being made (a checkout again may reuse its own award). */
  subject: string | null;
  /** The account registering (its household counts for the sibling discount). */
  userId?: number | null;
  programId?: string | null;
  divisionId?: number | null;
  /** Who the promo code's one use per child is counted for ('child:<id>' or 'athlete:<profile>'). */
  childKey?: string | null;
  /** A promo code typed in the form ('' or undefined: none). */
  promoCode?: string | undefined;
  /** True when the family chose the season's payment plan. */
  plan?: boolean | undefined;
}

/** The league's own price list (the one row of league_prices; the migration seeds it). */
export async function leaguePriceList(db: Db) {
  const [row] = await db.select().from(leaguePrices).where(eq(leaguePrices.id, 1));
  return {
    feeCents: row?.feeCents ?? 25_000,
    uniformCents: row?.uniformCents ?? 8_500,
    refereeTrainingCents: row?.refereeTrainingCents ?? 25_000,
  };
}

/** A season's price as the rules, uniform cost and ways to pay (the league's list without its own). */
export interface SeasonPrice {
  rules: SeasonPriceRules;
  uniformCents: number;
  payInFull: boolean;
  plan: { deposit_cents: number; dates: string[] } | null;
  /** Whether the season has a price of its own. */
  own: boolean;
}

type SeasonPriceRow = typeof seasonPrices.$inferSelect;

/** A season price row (or the league's list) as its rules; a division's own fee replaces the fee. */
export function seasonPriceOf(
  row: SeasonPriceRow | undefined,
  league: { feeCents: number; uniformCents: number },
  divisionId: number | null = null,
): SeasonPrice {
  if (!row) {
    return {
      rules: {
        fee_cents: league.feeCents,
        early_bird_cents: null,
        early_bird_until: null,
        late_fee_cents: null,
        late_fee_from: null,
        sibling_second_cents: 0,
        sibling_later_cents: 0,
      },
      uniformCents: league.uniformCents,
      payInFull: true,
      plan: null,
      own: false,
    };
  }
  const divisionFee = row.divisionFees.find((item) => item.division === divisionId)?.fee_cents;
  return {
    rules: {
      fee_cents: divisionFee ?? row.feeCents,
      early_bird_cents: row.earlyBirdCents,
      early_bird_until: row.earlyBirdUntil,
      late_fee_cents: row.lateFeeCents,
      late_fee_from: row.lateFeeFrom,
      sibling_second_cents: row.siblingSecondCents,
      sibling_later_cents: row.siblingLaterCents,
    },
    uniformCents: row.uniformCents,
    payInFull: row.payInFull,
    plan:
      row.planDepositCents !== null && row.planDates.length > 0
        ? { deposit_cents: row.planDepositCents, dates: row.planDates }
        : null,
    own: true,
  };
}

/** The price of a season (null: the league's list), for a division when it has its own fee. */
export async function seasonPrice(db: Db, seasonId: number | null, divisionId: number | null = null) {
  const [row, league] = await Promise.all([
    seasonId === null
      ? Promise.resolve(undefined)
      : db
          .select()
          .from(seasonPrices)
          .where(eq(seasonPrices.seasonId, seasonId))
          .then((rows) => rows[0]),
    leaguePriceList(db),
  ]);
  return seasonPriceOf(row, league, divisionId);
}

/** A season's price as the public answers carry it. */
export function seasonPriceJson(price: SeasonPrice): SeasonPriceJson {
  return {
    ...price.rules,
    uniform_cents: price.uniformCents,
    pay_in_full: price.payInFull,
    plan: price.plan,
  };
}

/** The price as a registration row stores it, with the plan chosen (if any). */
export interface RegistrationPrice {
  feeCents: number;
  aidCents: number;
  aidApplicationId: number | null;
  discountCents: number;
  amountCents: number;
  currency: string;
  priceLines: PriceLine[];
  promoCodeId: number | null;
  /** The payment plan chosen: the deposit charged now and the installments after it. */
  plan: { depositCents: number; installments: PlannedInstallment[] } | null;
}

const PLAN_MESSAGES = {
  notOffered: 'This season does not offer a payment plan.',
  required: 'This season is paid on its payment plan: choose the plan.',
  over: 'The payment plan’s installment days have passed: pay in full.',
} as const;

/**
 * Prices a registration on `now` (league day): the season's rules with the sibling discount, a promo
 * code and the child's aid. In a checkout's transaction, `lock` locks the aid award's row so
 * concurrent checkouts decide one at a time. A promo code or a plan that cannot be used is refused
 * with a field error (`promo_code`, `payment_plan`).
 */
export async function registrationPrice(
  db: Db,
  registration: PricedRegistration,
  options: { lock?: boolean; now?: Date } = {},
): Promise<RegistrationPrice> {
  const now = options.now ?? new Date();
  const today = leagueToday(now);
  if (registration.kind === 'referee_training') {
    const league = await leaguePriceList(db);
    const quote = quotePrice(
      seasonPriceOf(undefined, { ...league, feeCents: league.refereeTrainingCents }).rules,
      today,
      [],
    );
    return {
      feeCents: quote.fee_cents,
      aidCents: 0,
      aidApplicationId: null,
      discountCents: 0,
      amountCents: quote.total_cents,
      currency: CURRENCY,
      priceLines: quote.lines,
      promoCodeId: null,
      plan: null,
    };
  }
  const price = await seasonPrice(db, registration.seasonId, registration.divisionId ?? null);
  const discounts: Discount[] = [];
  if (registration.childId !== null && registration.seasonId !== null && registration.userId) {
    const position = await siblingPosition(db, {
      userId: registration.userId,
      childId: registration.childId,
      seasonId: registration.seasonId,
    });
    discounts.push({ kind: 'sibling', position });
  }
  let promoCodeId: number | null = null;
  if (registration.promoCode) {
    const promo = await findPromo(db, registration.promoCode, {
      seasonId: registration.seasonId,
      programId: registration.programId ?? null,
      childKey: registration.childKey ?? null,
      subject: registration.subject,
      today,
    });
    promoCodeId = promo.id;
    discounts.push(
      promo.kind === 'percent'
        ? { kind: 'promo', code: promo.code, type: 'percent', value: promo.value }
        : { kind: 'promo', code: promo.code, type: 'amount', value: promo.value },
    );
  }
  const award = await usableAward(
    db,
    registration.childId,
    registration.seasonId,
    registration.subject,
    options.lock ? { lock: true } : {},
  );
  if (award) discounts.push({ kind: 'aid', type: award.award.kind, value: award.award.value });
  const quote = quotePrice(price.rules, today, discounts);
  let plan: RegistrationPrice['plan'] = null;
  if (registration.plan) {
    if (!price.plan) throw invalidFields({ payment_plan: [PLAN_MESSAGES.notOffered] });
    const dates = price.plan.dates.filter((day) => day > today);
    if (dates.length === 0) throw invalidFields({ payment_plan: [PLAN_MESSAGES.over] });
    const schedule = planSchedule(quote.total_cents, { deposit_cents: price.plan.deposit_cents, dates });
    if (schedule.installments.some((item) => item.cents > 0)) {
      plan = { depositCents: schedule.deposit_cents, installments: schedule.installments };
    }
  } else if (!price.payInFull && price.plan && quote.total_cents > 0) {
    throw invalidFields({ payment_plan: [PLAN_MESSAGES.required] });
  }
  return {
    feeCents: quote.fee_cents,
    aidCents: quote.aid_cents,
    aidApplicationId: award && quote.aid_cents > 0 ? award.applicationId : null,
    discountCents: quote.discount_cents,
    amountCents: quote.total_cents,
    currency: CURRENCY,
    priceLines: quote.lines,
    promoCodeId,
    plan,
  };
}

/** The price as the availability answer and the review dialog show it. */
export function priceAnswer(price: RegistrationPrice) {
  return {
    fee_cents: price.feeCents,
    aid_cents: price.aidCents,
    discount_cents: price.discountCents,
    total_cents: price.amountCents,
    lines: price.priceLines,
    plan: price.plan
      ? {
          deposit_cents: price.plan.depositCents,
          installments: price.plan.installments.map((item) => ({
            due_on: item.due_on,
            amount_cents: item.cents,
          })),
        }
      : null,
  };
}

/**
 * Prices as the league office edits them (issue 37): the league's price list, each season's price
 * and ways to pay, and promo codes. Amounts are typed in dollars ("180", "180.00", "$1,250.50") and
 * stored in cents; the office answers them as dollars ("180.00") so a form shows what was typed.
 */
import * as v from 'valibot';
import { dollarsText as refundDollarsText } from './refunds';
import { isIsoDay, optionalDay, optionalText, optionalWholeNumber, flag, reference } from './fields';

/** Cents as the office types them: "180.00". */
export const dollarsText = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : refundDollarsText(cents);

/** A dollar amount typed as text or sent as a number, read as cents (null when blank and optional). */
function money(label: string, required: boolean, max = 1_000_000) {
  const message = `Enter the ${label} in dollars, e.g. 180.00.`;
  return v.pipe(
    v.optional(v.nullable(v.union([v.string(message), v.number(message)])), null),
    v.transform((value) => (value === null || value === undefined ? '' : String(value).trim())),
    v.transform((text) => text.replace(/^\$/, '').replace(/,/g, '')),
    v.check((text) => (text === '' ? !required : /^\d+(\.\d{1,2})?$/.test(text)), message),
    v.transform((text) => (text === '' ? null : Math.round(Number(text) * 100))),
    v.check(
      (cents) => cents === null || cents <= max * 100,
      `The ${label} can be at most $${max.toLocaleString('en-US')}.00.`,
    ),
  );
}

const requiredMoney = (label: string) =>
  v.pipe(
    money(label, true),
    v.transform((cents) => cents ?? 0),
  );

/** The league's price list: what a season without its own price costs, and referee training. */
export const leaguePriceInputSchema = v.object({
  fee: requiredMoney('registration fee'),
  uniform: requiredMoney('uniform and equipment cost'),
  referee_training: requiredMoney('referee training fee'),
});
export type LeaguePriceInput = v.InferOutput<typeof leaguePriceInputSchema>;

/** The league's price list as the office lists it (one row). */
export interface OfficeLeaguePrice {
  id: 1;
  fee: string;
  uniform: string;
  referee_training: string;
}

/** The league's prices the public pages show (GET /league/prices/), in cents. */
export interface LeaguePrices {
  fee_cents: number;
  uniform_cents: number;
  referee_training_cents: number;
}

/** A list of days, one per line or comma (the plan's installment days). */
const dayList = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.array(v.string())])), []),
  v.transform((value) =>
    (Array.isArray(value) ? value : String(value ?? '').split(/[\s,]+/))
      .map((day) => day.trim())
      .filter(Boolean),
  ),
  v.check((days) => days.every(isIsoDay), 'Give each installment day as a date like 2026-09-15.'),
  v.check((days) => new Set(days).size === days.length, 'Each installment day can be given only once.'),
  v.maxLength(12, 'A plan can have at most 12 installments.'),
  v.transform((days) => [...days].sort()),
);

export const seasonPriceInputSchema = v.pipe(
  v.object({
    season: v.pipe(
      reference('season'),
      v.check((id) => id !== null, 'Choose the season.'),
    ),
    fee: requiredMoney('registration fee'),
    uniform: requiredMoney('uniform and equipment cost'),
    early_bird: money('early-bird price', false),
    early_bird_until: optionalDay('early-bird end date'),
    late_fee: money('late fee', false),
    late_fee_from: optionalDay('late fee start date'),
    sibling_second: requiredMoney('second child discount'),
    sibling_later: requiredMoney('third and later child discount'),
    pay_in_full: flag('offering pay in full', true),
    plan_deposit: money('plan deposit', false),
    plan_dates: dayList,
    /** Program divisions with a fee of their own, instead of the season's (the API's; in cents). */
    division_fees: v.optional(
      v.array(v.object({ division: v.number(), fee_cents: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
      [],
    ),
  }),
  v.forward(
    v.check(
      (price) => (price.early_bird === null) === (price.early_bird_until === null),
      'Give the early-bird price and the day it ends, or neither.',
    ),
    ['early_bird_until'],
  ),
  v.forward(
    v.check(
      (price) => price.early_bird === null || price.early_bird <= price.fee,
      'The early-bird price must not be above the registration fee.',
    ),
    ['early_bird'],
  ),
  v.forward(
    v.check(
      (price) => (price.late_fee === null) === (price.late_fee_from === null),
      'Give the late fee and the day it starts, or neither.',
    ),
    ['late_fee_from'],
  ),
  v.forward(
    v.check(
      (price) =>
        price.early_bird_until === null ||
        price.late_fee_from === null ||
        price.late_fee_from > price.early_bird_until,
      'The late fee must start after the early-bird price ends.',
    ),
    ['late_fee_from'],
  ),
  v.forward(
    v.check(
      (price) => (price.plan_deposit === null) === (price.plan_dates.length === 0),
      'A plan needs its deposit and at least one installment day (or leave both empty).',
    ),
    ['plan_dates'],
  ),
  v.forward(
    v.check(
      (price) => price.plan_deposit === null || price.plan_deposit <= price.fee,
      'The deposit must not be above the registration fee.',
    ),
    ['plan_deposit'],
  ),
  v.forward(
    v.check(
      (price) => price.pay_in_full || price.plan_dates.length > 0,
      'Offer pay in full, a plan, or both.',
    ),
    ['pay_in_full'],
  ),
);
export type SeasonPriceInput = v.InferOutput<typeof seasonPriceInputSchema>;

/** A season's price as the office lists and edits it (id: the season's id). */
export interface OfficeSeasonPrice {
  id: number;
  season: number;
  season_title: string;
  program_name: string | null;
  fee: string;
  uniform: string;
  early_bird: string;
  early_bird_until: string | null;
  late_fee: string;
  late_fee_from: string | null;
  sibling_second: string;
  sibling_later: string;
  pay_in_full: boolean;
  plan_deposit: string;
  plan_dates: string[];
  division_fees: { division: number; fee_cents: number }[];
}

/** A season's price as the public answers carry it (cents; null when the season has none of its own). */
export interface SeasonPriceJson {
  fee_cents: number;
  uniform_cents: number;
  early_bird_cents: number | null;
  early_bird_until: string | null;
  late_fee_cents: number | null;
  late_fee_from: string | null;
  sibling_second_cents: number;
  sibling_later_cents: number;
  pay_in_full: boolean;
  plan: { deposit_cents: number; dates: string[] } | null;
}

export const PROMO_KINDS = ['amount', 'percent'] as const;

/** What the registration form and the office say about promo codes. */
export const PROMO_MESSAGES = {
  unknown: 'This promo code is not valid.',
  expired: 'This promo code has expired.',
  elsewhere: 'This promo code is not for this program or season.',
  usedUp: 'This promo code has been used up.',
  usedForChild: 'This promo code was already used for this child.',
  codeTaken: 'Another promo code already has this code.',
} as const;

export const promoInputSchema = v.pipe(
  v.object({
    code: v.pipe(
      v.string('Enter the code.'),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-Z0-9-]{3,30}$/, 'A code is 3 to 30 letters, digits or dashes.'),
    ),
    kind: v.picklist(PROMO_KINDS, 'Choose amount or percentage.'),
    amount: money('amount off', false, 10_000),
    percent: optionalWholeNumber('percentage off', 1, 100),
    season: reference('season'),
    program: v.optional(v.nullable(v.pipe(v.string('Choose a valid program.'), v.trim())), null),
    max_uses: optionalWholeNumber('uses limit', 1, 100_000),
    expires_on: optionalDay('expiry date'),
    active: flag('active', true),
    note: optionalText('note', 500),
  }),
  v.forward(
    v.check(
      (promo) => (promo.kind === 'amount' ? (promo.amount ?? 0) > 0 : promo.percent !== null),
      'Give the amount off, or the percentage off, as the kind says.',
    ),
    ['amount'],
  ),
);
export type PromoInput = v.InferOutput<typeof promoInputSchema>;

/** A promo code as the office lists and edits it. */
export interface OfficePromoCode {
  id: number;
  code: string;
  kind: (typeof PROMO_KINDS)[number];
  amount: string;
  percent: number | null;
  season: number | null;
  season_title: string | null;
  program: string | null;
  program_name: string | null;
  max_uses: number | null;
  uses: number;
  expires_on: string | null;
  active: boolean;
  note: string;
}

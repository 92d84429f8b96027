/**
 * A season's price and the discounts on it, in one pure function the server charges and the forms
 * show (issue 37). The order of application is stated here once:
 *
 *   the fee, or the early-bird price (until its day) or the fee plus the late fee (from its day)
 *   → the sibling discount (second child, third and later)
 *   → a promo code (an amount, or a percentage of what is left)
 *   → financial aid (a percentage of what is left, or an amount)
 *
 * Each discount takes at most what is left, so a total is never negative and never above the fee
 * plus the late fee; the discounts are applied in this order whatever order they are given in.
 */
import { formatUsd } from './fees';

/** What a season costs (cents; days are league-time YYYY-MM-DD, inclusive). */
export interface SeasonPriceRules {
  fee_cents: number;
  /** The early-bird price (instead of the fee) through `early_bird_until`. */
  early_bird_cents: number | null;
  early_bird_until: string | null;
  /** Added to the fee from `late_fee_from` on. */
  late_fee_cents: number | null;
  late_fee_from: string | null;
  /** Taken off the second child of a household, and off each later one. */
  sibling_second_cents: number;
  sibling_later_cents: number;
}

/** An amount in cents or a whole percentage (1–100). */
export type DiscountValue = { type: 'amount'; value: number } | { type: 'percent'; value: number };

/** One discount a checkout qualifies for. */
export type Discount =
  /** The child's place among the household's children registered this season (1 = the first). */
  | { kind: 'sibling'; position: number }
  | ({ kind: 'promo'; code: string } & DiscountValue)
  | ({ kind: 'aid' } & DiscountValue);

/** The order discounts are applied in (after the fee, early-bird or late price). */
export const DISCOUNT_ORDER = ['sibling', 'promo', 'aid'] as const;

export type PriceLineKind = 'fee' | 'early_bird' | 'late_fee' | (typeof DISCOUNT_ORDER)[number];

/** One line of a quote: what it is, its words and its cents (discounts negative). */
export interface PriceLine {
  kind: PriceLineKind;
  label: string;
  cents: number;
}

/**
 * A checkout's quote, fixed when the checkout starts (registrations.price_lines): the lines in the
 * order they apply and the figures the lists show.
 */
export interface PriceQuote {
  lines: PriceLine[];
  /** The fee before anything (the season's registration fee). */
  fee_cents: number;
  /** What the sibling discount and promo code took off (aid apart). */
  discount_cents: number;
  aid_cents: number;
  total_cents: number;
}

/** The rules of a season without a price of its own. */
export function flatPrice(feeCents: number): SeasonPriceRules {
  return {
    fee_cents: feeCents,
    early_bird_cents: null,
    early_bird_until: null,
    late_fee_cents: null,
    late_fee_from: null,
    sibling_second_cents: 0,
    sibling_later_cents: 0,
  };
}

/** A league day as the prices say it: 2026-09-01 → "Sep 1, 2026" (no Intl: islands load this). */
export const priceDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${months[(m ?? 1) - 1]} ${d}, ${y}`;
};

/** Whether the early-bird price applies on `day`. */
export function isEarlyBird(rules: SeasonPriceRules, day: string): boolean {
  return rules.early_bird_cents !== null && rules.early_bird_until !== null && day <= rules.early_bird_until;
}

/** Whether the late fee applies on `day` (never together with the early-bird price). */
export function isLate(rules: SeasonPriceRules, day: string): boolean {
  return (
    !isEarlyBird(rules, day) &&
    rules.late_fee_cents !== null &&
    rules.late_fee_cents > 0 &&
    rules.late_fee_from !== null &&
    day >= rules.late_fee_from
  );
}

const ordinal = (position: number) =>
  position === 2 ? 'Second child' : position === 3 ? 'Third child' : `Child ${position}`;

/** What a discount takes off `left` cents (never more than is left, never less than nothing). */
function discountCents(rules: SeasonPriceRules, discount: Discount, left: number): number {
  let cents: number;
  if (discount.kind === 'sibling') {
    cents =
      discount.position >= 3
        ? rules.sibling_later_cents
        : discount.position === 2
          ? rules.sibling_second_cents
          : 0;
  } else if (discount.type === 'percent') {
    cents = Math.round((left * Math.min(100, Math.max(0, discount.value))) / 100);
  } else {
    cents = discount.value;
  }
  return Math.max(0, Math.min(Math.round(cents), left));
}

function discountLabel(discount: Discount): string {
  if (discount.kind === 'sibling') return `${ordinal(discount.position)} discount`;
  const share = discount.type === 'percent' ? ` (${discount.value} %)` : '';
  return discount.kind === 'promo' ? `Promo code ${discount.code}${share}` : `Financial aid${share}`;
}

/** A stable order for discounts of one kind (codes A–Z), so the input's order never matters. */
const discountKey = (discount: Discount) =>
  `${DISCOUNT_ORDER.indexOf(discount.kind)}|${JSON.stringify(Object.entries(discount).sort())}`;

/** The quote for a season's rules on `day` (league time) with the discounts the checkout has. */
export function quotePrice(rules: SeasonPriceRules, day: string, discounts: readonly Discount[]): PriceQuote {
  const fee = Math.max(0, rules.fee_cents);
  const lines: PriceLine[] = [{ kind: 'fee', label: 'Registration fee', cents: fee }];
  let left = fee;
  if (isEarlyBird(rules, day)) {
    const price = Math.max(0, Math.min(fee, rules.early_bird_cents!));
    if (price < fee) {
      lines.push({
        kind: 'early_bird',
        label: `Early-bird price ${formatUsd(price)} until ${priceDay(rules.early_bird_until!)}`,
        cents: price - fee,
      });
    }
    left = price;
  } else if (isLate(rules, day)) {
    lines.push({
      kind: 'late_fee',
      label: `Late fee from ${priceDay(rules.late_fee_from!)}`,
      cents: rules.late_fee_cents!,
    });
    left = fee + rules.late_fee_cents!;
  }
  let discount = 0;
  let aid = 0;
  const ordered = [...discounts].sort((a, b) =>
    discountKey(a) < discountKey(b) ? -1 : discountKey(a) > discountKey(b) ? 1 : 0,
  );
  for (const item of ordered) {
    const off = discountCents(rules, item, left);
    if (off === 0) continue;
    left -= off;
    if (item.kind === 'aid') aid += off;
    else discount += off;
    lines.push({ kind: item.kind, label: discountLabel(item), cents: -off });
  }
  return { lines, fee_cents: fee, discount_cents: discount, aid_cents: aid, total_cents: left };
}

/** A price as the availability answer carries it to the review dialog: the total and its lines. */
export interface QuotedPrice {
  fee_cents: number;
  aid_cents: number;
  total_cents: number;
  lines?: readonly PriceLine[];
}

/** A line's amount as shown: "$180.00", "−$25.00" (a minus sign), "+$20.00" for a late fee. */
export function lineAmount(line: PriceLine): string {
  if (line.kind === 'fee') return formatUsd(line.cents);
  return line.cents < 0 ? `−${formatUsd(-line.cents)}` : `+${formatUsd(line.cents)}`;
}

/**
 * A quote in one line, as the receipt and the lists show it: "Fee $250.00 — aid −$150.00 — total
 * $100.00"; each line after the fee by its words; a quote of the fee alone is "Fee $250.00".
 */
export function quoteLine(quote: Pick<PriceQuote, 'lines' | 'total_cents'>): string {
  const [fee, ...rest] = quote.lines;
  const head = `Fee ${formatUsd(fee?.cents ?? quote.total_cents)}`;
  if (rest.length === 0) return head;
  return [
    head,
    ...rest.map((line) => `${shortWords(line)} ${lineAmount(line)}`),
    `total ${formatUsd(quote.total_cents)}`,
  ].join(' — ');
}

/** A line's name in the one-line form: "early-bird", "late fee", "sibling", "promo FALL10", "aid". */
function shortWords(line: PriceLine): string {
  if (line.kind === 'promo') return `promo ${line.label.replace(/^Promo code /, '').replace(/ \(.*\)$/, '')}`;
  return { fee: 'fee', early_bird: 'early-bird', late_fee: 'late fee', sibling: 'sibling', aid: 'aid' }[
    line.kind
  ];
}

/** A payment plan the office offers for a season: the deposit at checkout, then installments. */
export interface PaymentPlanRules {
  deposit_cents: number;
  /** The installments' days (YYYY-MM-DD), in order. */
  dates: string[];
}

/** One installment of a plan. */
export interface PlannedInstallment {
  number: number;
  due_on: string;
  cents: number;
}

/**
 * How a total is paid on a plan: the deposit (at most the total) now, and what is left split
 * evenly over the installments' days (the last takes the odd cents), so the parts add up to the
 * total exactly.
 */
export function planSchedule(
  totalCents: number,
  plan: PaymentPlanRules,
): { deposit_cents: number; installments: PlannedInstallment[] } {
  const deposit = Math.max(0, Math.min(plan.deposit_cents, totalCents));
  const rest = totalCents - deposit;
  const dates = [...plan.dates].sort();
  if (dates.length === 0) return { deposit_cents: totalCents, installments: [] };
  const each = Math.floor(rest / dates.length);
  return {
    deposit_cents: deposit,
    installments: dates.map((due_on, index) => ({
      number: index + 1,
      due_on,
      cents: index === dates.length - 1 ? rest - each * (dates.length - 1) : each,
    })),
  };
}

/**
 * A fee with its financial aid (issue 21 item 3): what an award takes off and the price line the
 * review, the registration lists and the receipt show. Re-exported by src/domain/aid-terms.ts.
 */
import { formatUsd } from './fees';

export const AID_AWARD_KINDS = ['percent', 'amount'] as const;
export type AidAwardKind = (typeof AID_AWARD_KINDS)[number];

/** An award: a percentage (1–100) of the fee, or an amount in cents. */
export interface AidAward {
  kind: AidAwardKind;
  value: number;
}

/**
 * What an award takes off a fee, in cents: a percentage rounds to the cent, an amount never takes
 * more than the fee. No award takes nothing.
 */
export function aidAmountCents(feeCents: number, award: AidAward | null | undefined): number {
  if (!award) return 0;
  const aid = award.kind === 'percent' ? Math.round((feeCents * award.value) / 100) : award.value;
  return Math.max(0, Math.min(aid, feeCents));
}

/** A price with its aid: what the checkout, the review dialog and the receipt show. */
export interface AidPrice {
  fee_cents: number;
  aid_cents: number;
  total_cents: number;
}

/** The price of a fee with an award (total = fee − aid). */
export function aidPrice(feeCents: number, award: AidAward | null | undefined): AidPrice {
  const aid = aidAmountCents(feeCents, award);
  return { fee_cents: feeCents, aid_cents: aid, total_cents: feeCents - aid };
}

/**
 * The price in one line: "Fee $250.00 — aid −$150.00 — total $100.00" (em dashes, a minus sign);
 * without aid only "Fee $250.00". The review dialog and the receipt (mail and portal) use it, so the
 * text is the same everywhere.
 */
export function priceLine(price: AidPrice): string {
  const fee = `Fee ${formatUsd(price.fee_cents)}`;
  if (!price.aid_cents) return fee;
  return `${fee} — aid −${formatUsd(price.aid_cents)} — total ${formatUsd(price.total_cents)}`;
}

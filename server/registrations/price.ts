/**
 * The price of a registration, in one place: the checkout charges it, the availability answer and a
 * waitlist offer show it. The fee is the price list's for the kind (src/domain/fees.ts); a child's
 * award of financial aid for the season comes off it (./aid.ts). Season prices, discounts and
 * payment plans change `registrationFee` and this step, nothing else.
 */
import { CURRENCY, PRICE_LIST } from '../../src/domain/fees';
import type { CheckoutKind } from '../../src/domain/registration';
import type { Db } from '../db/client';
import { priceFor } from './aid';

/** What the price depends on: the kind, the child (aid is per child and season) and the season. */
export interface PricedRegistration {
  kind: CheckoutKind;
  childId: number | null;
  seasonId: number | null;
  /** The registration's subject when it exists or is being made (a checkout again may reuse its own award). */
  subject: string | null;
}

/** The fee before aid: today the price list's fixed fee for the kind. */
export function registrationFee(registration: Pick<PricedRegistration, 'kind'>): number {
  return PRICE_LIST[registration.kind];
}

/** The price as a registration row stores it. */
export interface RegistrationPrice {
  feeCents: number;
  aidCents: number;
  aidApplicationId: number | null;
  amountCents: number;
  currency: string;
}

/**
 * The fee less the child's award for the season (when not spent by another registration). In a
 * checkout's transaction, `lock` locks the award's row so concurrent checkouts decide one at a time.
 */
export async function registrationPrice(
  db: Db,
  registration: PricedRegistration,
  options: { lock?: boolean } = {},
): Promise<RegistrationPrice> {
  const price = await priceFor(db, registration.childId, registration.seasonId, registration.subject, {
    feeCents: registrationFee(registration),
    ...(options.lock ? { lock: true } : {}),
  });
  return {
    feeCents: price.fee_cents,
    aidCents: price.aid_cents,
    aidApplicationId: price.applicationId,
    amountCents: price.total_cents,
    currency: CURRENCY,
  };
}

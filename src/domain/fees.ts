/**
 * The league's price list in cents (spec 1 §9, spec 2 §9, spec 3 §9). The server charges these
 * amounts and nothing a request says; the register page's fee table reads the same numbers.
 */
import type { CheckoutKind } from './registration';

/** What each checkout kind costs. */
export const PRICE_LIST: Readonly<Record<CheckoutKind, number>> = {
  /** Per child, per season: participation, uniforms and flags. */
  parent_registration: 25_000,
  /** An athlete registering themselves: the same season fee. */
  athlete_registration: 25_000,
  /** Referee training, one time. */
  referee_training: 25_000,
};

export const CURRENCY = 'USD';

/** Formats cents as US dollars: 25000 → "$250.00". */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

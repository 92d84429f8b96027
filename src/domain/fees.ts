/**
 * The league's price list in cents (spec 1 §9, spec 2 §9, spec 3 §9). The server charges these
 * amounts and nothing a request says; the register page's fee table reads the same numbers.
 */
import type { CheckoutKind } from './checkout-kind';
import type { LeaguePrices } from './office/prices';

/** What each checkout kind costs. */
export const PRICE_LIST: Readonly<Record<CheckoutKind, number>> = {
  /** Per child, per season: participation, uniforms and flags. */
  parent_registration: 25_000,
  /** An athlete registering themselves: the same season fee. */
  athlete_registration: 25_000,
  /** Referee training, one time. */
  referee_training: 25_000,
};

/**
 * What the uniform and equipment in each fee cost the league, in cents: kept back by a partial
 * refund (the published refund policy, src/domain/refund-policy.ts). The referee training fee
 * carries none.
 */
export const UNIFORM_EQUIPMENT_COST: Readonly<Record<CheckoutKind, number>> = {
  /** Jersey, shorts, flag belt and gloves, shipped before the season. */
  parent_registration: 8_500,
  athlete_registration: 8_500,
  referee_training: 0,
};

/**
 * The league's price list as the public pages show it before the API was ever read (the built-in
 * default of the prices snapshot): the figures above, which the migration seeds into league_prices.
 * The office edits the list; the pages are built from the API's (GET /league/prices/).
 */
export const DEFAULT_LEAGUE_PRICES: LeaguePrices = {
  fee_cents: PRICE_LIST.parent_registration,
  uniform_cents: UNIFORM_EQUIPMENT_COST.parent_registration,
  referee_training_cents: PRICE_LIST.referee_training,
};

export const CURRENCY = 'USD';

/**
 * What a referee is paid per game weekend, in cents: not charged, only shown. The spec has two
 * readings (spec 3 §9: the referee page says $75.00; spec 1 §9: the register page's fee table says
 * $125.00). Both live here, side by side, so whoever settles the rate changes one file and both
 * pages follow.
 */
export const REFEREE_GAME_PAY_CENTS = {
  /** Shown on /referee (pay table and the fallback metric). */
  refereePage: 7_500,
  /** Shown in the register page's referee fee table. */
  registerPage: 12_500,
} as const;

/**
 * Formats cents as US dollars: 25000 → "$250.00", 123456 → "$1,234.56", -500 → "-$5.00" (as
 * `Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'})` writes them). Written out rather
 * than through Intl: the first Intl formatter a page makes loads the browser's locale data, which
 * was the largest piece of script work on /register's first screen (170 ms of a 4×-slowed phone's
 * main thread, more than React's hydration of the form).
 */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

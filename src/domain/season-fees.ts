/**
 * Registration fees as the public pages show them (issue 37): the league's price list and each
 * season's own price are office data, read from the API when the site is built (the prices and
 * seasons snapshots) — /programs, each program page and the /register fee table. Pure; called in
 * the pages' frontmatter (build time), so none of it is page script.
 *
 * A season is listed while families can register for it or will soon (its registration window is
 * open or upcoming on the build day). Its line is its fee, with its early-bird price and the day
 * that price ends (while it has not ended) and its late fee and the day that starts.
 */
import { registrationLine, type FeeLine } from './account';
import { formatUsd } from './fees';
import type { LeaguePrices, SeasonPriceJson } from './office/prices';
import { isEarlyBird, priceDay } from './pricing';
import { programSeasons, registrationWindow, type SeasonChoice } from './season-registration';

/** A season as these rules read it (GET /events/seasons/ answers it with its price). */
export type PricedSeason = SeasonChoice & { price?: SeasonPriceJson | null };

/**
 * A season price's early-bird and late fee in words, '' when it has neither: "Early-bird price
 * $150.00 until Sep 1, 2026. Late fee +$20.00 from Sep 20, 2026." An early-bird price that ended
 * before `today` (or is not below the fee) is left out.
 */
export function seasonPriceNote(price: SeasonPriceJson, today: string): string {
  const parts: string[] = [];
  if (isEarlyBird(price, today) && price.early_bird_cents! < price.fee_cents) {
    parts.push(
      `Early-bird price ${formatUsd(price.early_bird_cents!)} until ${priceDay(price.early_bird_until!)}.`,
    );
  }
  if (price.late_fee_cents && price.late_fee_cents > 0 && price.late_fee_from) {
    parts.push(`Late fee +${formatUsd(price.late_fee_cents)} from ${priceDay(price.late_fee_from)}.`);
  }
  return parts.join(' ');
}

/** The seasons a page lists on `today`: registration open or upcoming, soonest first. */
export function listedSeasons<S extends PricedSeason>(seasons: readonly S[], today: string): S[] {
  return seasons
    .filter((season) => ['open', 'upcoming'].includes(registrationWindow(season, today)))
    .sort(
      (a, b) => (a.start_date ?? '9999').localeCompare(b.start_date ?? '9999') || Number(a.id) - Number(b.id),
    );
}

/** A season's line: its title, its fee (the league's without a price), its early-bird and late fee. */
export function seasonFeeLine(season: PricedSeason, league: LeaguePrices, today: string): FeeLine {
  const note = season.price ? seasonPriceNote(season.price, today) : '';
  return {
    item: season.title,
    cents: season.price?.fee_cents ?? league.fee_cents,
    note: note ? `Per child. ${note}` : 'Per child.',
  };
}

/**
 * The seasons priced apart from the league's list (their own fee, or an early-bird or late fee),
 * as lines under the league's registration line (/register, /programs).
 */
export function seasonsPricedApart(
  seasons: readonly PricedSeason[],
  league: LeaguePrices,
  today: string,
): FeeLine[] {
  return listedSeasons(seasons, today)
    .filter(
      (season) =>
        season.price && (season.price.fee_cents !== league.fee_cents || seasonPriceNote(season.price, today)),
    )
    .map((season) => seasonFeeLine(season, league, today));
}

/** The league's registration line, then the seasons priced apart from it (/programs' table). */
export function registrationFeeLines(
  seasons: readonly PricedSeason[],
  league: LeaguePrices,
  today: string,
): FeeLine[] {
  return [registrationLine(league.fee_cents), ...seasonsPricedApart(seasons, league, today)];
}

/**
 * A program page's fees: each of the program's listed seasons with its price, or the league's
 * registration line when none is listed.
 */
export function programFeeLines(
  seasons: readonly PricedSeason[],
  program: string | undefined,
  league: LeaguePrices,
  today: string,
): FeeLine[] {
  const listed = listedSeasons(programSeasons(seasons, program), today);
  return listed.length
    ? listed.map((season) => seasonFeeLine(season, league, today))
    : [registrationLine(league.fee_cents)];
}

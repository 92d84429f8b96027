/**
 * The league's published refund policy (/privacy#refunds) as a rule the server applies on the day:
 *
 * - before registration closes (through the season's registration_closes_on, league time): a full
 *   refund of what was paid;
 * - after that and before the first game: a partial refund, the fee less the uniform and equipment
 *   cost (the season's own price, else the league's price list: office data, issue 37);
 * - once the first game is played (its kickoff has passed; issue 38: a game typed as final before
 *   its kickoff no longer counts, and no result can be entered before it): none.
 *
 * A season without a closing date counts as still open; a season without games counts as not yet
 * played. A registration whose season is not on record has no figure ('unknown'): the policy cannot
 * say, so only an admin, with a written reason, may refund it. The figure is for the registration
 * as a whole: refunds already made count against it.
 */
import { LEAGUE_TIME_ZONE, leagueDay } from './league-games';
import { formatUsd } from './fees';
import { wasPlayed } from './game-played';
import { lazyDateFormat } from './intl';
import type { LeaguePrices } from './office/prices';
import type { RefundPolicy, RefundRule } from './types';

export type { RefundPolicy, RefundRule } from './types';

/** What the policy looks at. */
export interface RefundFacts {
  /** What was charged, and what of it was refunded already (cents). */
  paidCents: number;
  refundedCents: number;
  /** The uniform and equipment cost a partial refund keeps back (cents). */
  uniformCents: number;
  /** Whether the registration's season is known at all. */
  seasonKnown: boolean;
  /** The last day families may register (YYYY-MM-DD, inclusive), or null when none is set. */
  registrationClosesOn: string | null;
  /** The season's first game that was not called off, or null when none is scheduled. */
  firstGame: { kickoff: string; status: string } | null;
}

/** How each rule is named in the office. */
export const REFUND_RULE_LABELS: Record<RefundRule, string> = {
  full: 'Full refund',
  partial: 'Partial refund',
  none: 'No refund',
  unknown: 'Not covered by the policy',
};

const dayFormat = lazyDateFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const kickoffFormat = lazyDateFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LEAGUE_TIME_ZONE,
});

/** A YYYY-MM-DD day as 'Sep 6, 2026'. */
const showDay = (day: string) => dayFormat().format(new Date(`${day}T12:00:00Z`));

/** Whether a game has been played on `now`: started and not called off (src/domain/game-played.ts). */
const played = (game: { kickoff: string; status: string }, now: Date) => wasPlayed(game, now);

/** The policy's figure for a registration on `now`. */
export function refundPolicy(facts: RefundFacts, now: Date): RefundPolicy {
  const remaining = Math.max(0, facts.paidCents - facts.refundedCents);
  const figure = (rule: RefundRule, cents: number, explanation: string): RefundPolicy => ({
    rule,
    policy_cents: cents,
    allowed_cents: Math.min(remaining, Math.max(0, cents - facts.refundedCents)),
    remaining_cents: remaining,
    explanation,
  });
  if (!facts.seasonKnown) {
    return figure(
      'unknown',
      0,
      'The policy cannot say: this registration’s season is not on record. An admin may refund it with a written reason.',
    );
  }
  const game = facts.firstGame;
  if (game && played(game, now)) {
    return figure(
      'none',
      0,
      `No refund: the season’s first game was played (${kickoffFormat().format(new Date(game.kickoff))}).`,
    );
  }
  const closes = facts.registrationClosesOn;
  if (!closes || leagueDay(now) <= closes) {
    return figure(
      'full',
      facts.paidCents,
      closes
        ? `Full refund: registration is open until ${showDay(closes)}.`
        : 'Full refund: the season has no registration closing date and no game has been played.',
    );
  }
  const partial = partialRefundCents(facts.paidCents, facts.uniformCents);
  const until = game
    ? `until the first game (${kickoffFormat().format(new Date(game.kickoff))})`
    : 'until the first game';
  return figure(
    'partial',
    partial,
    `Partial refund: registration closed on ${showDay(closes)}; ${until} the fee is refunded less the uniform and equipment cost (${formatUsd(facts.uniformCents)}).`,
  );
}

/** The partial refund's figure: what was paid less the uniform and equipment cost, never below zero. */
export function partialRefundCents(paidCents: number, uniformCents: number): number {
  return Math.max(0, paidCents - uniformCents);
}

/**
 * The figures the published policy's built-in text quotes (/privacy#refunds), by the name it writes
 * them under in braces (content/policies/refunds.md): the league's registration fee, the uniform and
 * equipment cost a partial refund keeps back, and what a partial refund of that fee comes to.
 */
export function refundTermFigures(prices: LeaguePrices): Record<string, string> {
  return {
    registration_fee: formatUsd(prices.fee_cents),
    uniform_cost: formatUsd(prices.uniform_cents),
    partial_refund: formatUsd(partialRefundCents(prices.fee_cents, prices.uniform_cents)),
  };
}

/**
 * The policy's built-in text with the price list's figures in place of `{registration_fee}`,
 * `{uniform_cost}` and `{partial_refund}` (issue 37: the text follows an office price edit when the
 * site is rebuilt). A name in braces that is not one of these is a mistake in the copy: it throws,
 * so the build fails rather than publish it.
 */
export function refundTermsText(text: string, prices: LeaguePrices): string {
  const figures = refundTermFigures(prices);
  return text.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(figures, name)) {
      throw new Error(`The refund policy text names an unknown figure {${name}}.`);
    }
    return figures[name]!;
  });
}

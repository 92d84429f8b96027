/**
 * What the published refund policy (src/domain/refund-policy.ts) allows for a registration on a
 * day: from its season's closing date, first game and uniform and equipment cost (its price). The office's refund, the family's refund
 * request and the registration lists all read it here.
 */
import { inArray } from 'drizzle-orm';
import { refundPolicy, type RefundPolicy } from '../../src/domain/refund-policy';
import type { Db } from '../db/client';
import { seasonPrices } from '../db/schema/prices';
import type { registrations } from '../db/schema/registrations';
import { firstGamesOf } from '../games/first-games';
import { leaguePriceList } from './price';
import { seasonOf, type SeasonRow } from './season-of';

/**
 * The uniform and equipment cost a partial refund keeps back, per season (issue 37): the season's
 * own price, else the league's list. A referee's training fee keeps none back.
 */
async function uniformCosts(db: Db, seasonIds: readonly number[]): Promise<(seasonId: number) => number> {
  const [own, league] = await Promise.all([
    seasonIds.length
      ? db
          .select({ seasonId: seasonPrices.seasonId, cents: seasonPrices.uniformCents })
          .from(seasonPrices)
          .where(inArray(seasonPrices.seasonId, [...seasonIds]))
      : [],
    leaguePriceList(db),
  ]);
  return (seasonId) => own.find((row) => row.seasonId === seasonId)?.cents ?? league.uniformCents;
}

type RegistrationRow = typeof registrations.$inferSelect;

/** The policy's figure for a registration today: its season's closing date and first game. */
export async function policyFor(
  db: Db,
  registration: RegistrationRow,
  now = new Date(),
): Promise<RefundPolicy> {
  const season = registration.kind === 'referee_training' ? null : await seasonOf(db, registration);
  return (await policiesFor(db, [registration], new Map(season ? [[registration.id, season]] : []), now)).get(
    registration.id,
  )!;
}

/**
 * The policy's figure today for each registration (by id), given the season of each (seasonsOf;
 * referee fees have none): one read of the first game of all those seasons.
 */
export async function policiesFor(
  db: Db,
  rows: readonly RegistrationRow[],
  seasonOfRow: ReadonlyMap<number, SeasonRow>,
  now = new Date(),
): Promise<Map<number, RefundPolicy>> {
  const seasonOfRegistration = (row: RegistrationRow) =>
    row.kind === 'referee_training' ? null : (seasonOfRow.get(row.id) ?? null);
  const seasonIds = [...new Set(rows.flatMap((row) => seasonOfRegistration(row)?.id ?? []))];
  const [firstGames, uniformCost] = await Promise.all([
    firstGamesOf(db, seasonIds),
    uniformCosts(db, seasonIds),
  ]);
  return new Map(
    rows.map((row) => {
      const season = seasonOfRegistration(row);
      const first = season ? firstGames.find((game) => game.seasonId === season.id) : undefined;
      const policy = refundPolicy(
        {
          paidCents: row.paymentStatus === 'paid' ? row.amountCents : 0,
          refundedCents: row.refundedCents,
          uniformCents: season ? uniformCost(season.id) : 0,
          seasonKnown: season !== null,
          registrationClosesOn: season?.registrationClosesOn ?? null,
          firstGame: first ? { kickoff: first.kickoff.toISOString(), status: first.status } : null,
        },
        now,
      );
      return [row.id, policy] as const;
    }),
  );
}

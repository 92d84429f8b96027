/**
 * The first game of each season that was not called off (issue 38): what the refund policy's "first
 * game" reads. Whether it was played is the policy's question (src/domain/refund-policy.ts, by
 * src/domain/games.ts wasPlayed: its kickoff has passed), so a game typed as final months ahead no
 * longer ends refunds.
 */
import { and, asc, inArray, notInArray } from 'drizzle-orm';
import { NOT_PLAYED } from '../../src/domain/games';
import type { Db } from '../db/client';
import { games } from '../db/schema/league';

/** The first game not called off of each season (by id): the earliest kickoff, then the lowest id. */
export async function firstGamesOf(
  db: Db,
  seasonIds: readonly number[],
): Promise<{ seasonId: number; kickoff: Date; status: string }[]> {
  if (seasonIds.length === 0) return [];
  return db
    .selectDistinctOn([games.seasonId], {
      seasonId: games.seasonId,
      kickoff: games.kickoff,
      status: games.status,
    })
    .from(games)
    .where(and(inArray(games.seasonId, [...seasonIds]), notInArray(games.status, [...NOT_PLAYED])))
    .orderBy(asc(games.seasonId), asc(games.kickoff), asc(games.id));
}

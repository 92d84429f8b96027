/**
 * The waitlist sweep (every WAITLIST_SWEEP_INTERVAL_MS in every API process): releases holds that
 * ran out, passes expired offers on and offers open places. Expired offers are claimed with FOR
 * UPDATE SKIP LOCKED, and offers are made with the offering's row locked, so replicas sweeping at
 * once handle each expiry once and never offer one place twice.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { placeHolds, waitlistEntries } from '../db/schema/capacity';
import { startLoop, type BackgroundLoop } from '../jobs/loop';
import { sweepClock } from '../jobs/test-clock';
import { offerWaitingLists } from './waitlist-offers';

/** Expired offers claimed per round. */
const BATCH = 50;

/** What one sweep did. */
export interface SweepReport {
  released: number;
  expired: number;
  offered: number;
}

/**
 * One sweep: holds that ran out are released, expired offers are claimed (FOR UPDATE SKIP LOCKED:
 * another replica's sweep skips the rows this one took) and marked expired, then every list with
 * families waiting is offered its open places.
 */
export async function sweepWaitlists(deps: AppDeps, now = new Date()): Promise<SweepReport> {
  const { db } = deps;
  // Writes only when there is something to write: every writing statement bumps the table's version
  // (a statement trigger), which would make the kept program answers be read again each round.
  const endedHold = and(eq(placeHolds.status, 'held'), lte(placeHolds.expiresAt, now));
  const expiredOffer = and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now));
  const [anyEnded] = await db.select({ id: placeHolds.id }).from(placeHolds).where(endedHold).limit(1);
  const released = anyEnded
    ? await db
        .update(placeHolds)
        .set({ status: 'released', releasedAt: now })
        .where(endedHold)
        .returning({ id: placeHolds.id })
    : [];
  let expired = 0;
  const [anyExpired] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(expiredOffer)
    .limit(1);
  if (anyExpired) {
    for (;;) {
      const due = db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(expiredOffer)
        .orderBy(asc(waitlistEntries.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(waitlistEntries)
        .set({ status: 'expired', updatedAt: now })
        .where(and(inArray(waitlistEntries.id, due), eq(waitlistEntries.status, 'offered')))
        .returning({ id: waitlistEntries.id });
      expired += claimed.length;
      if (claimed.length < BATCH) break;
    }
  }
  const offered = await offerWaitingLists(deps, now);
  return { released: released.length, expired, offered };
}

/**
 * Starts the waitlist sweep every WAITLIST_SWEEP_INTERVAL_MS in this process, on real time (or the
 * test clock of an end-to-end test's own process: server/jobs/test-clock.ts).
 */
export function startWaitlistLoop(deps: AppDeps): BackgroundLoop {
  const now = sweepClock(deps.config.capacity);
  return startLoop('Waitlist sweep', deps.config.capacity.sweepIntervalMs, () => sweepWaitlists(deps, now()));
}

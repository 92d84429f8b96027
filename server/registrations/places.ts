/**
 * Places of limited program offerings (issue 21 item 1; README: Capacity and waitlists).
 *
 * An offering is a program at a venue in a division (server/db/schema/capacity.ts); its capacity
 * counts per season. A place is taken by a registration's hold (held from checkout, paid when the
 * charge succeeds) or kept for a waitlist offer. Every decision that takes a place locks the
 * offering's row first (SELECT … FOR UPDATE) and counts inside that transaction, so the database
 * serializes the last place across requests and replicas: it is taken exactly once.
 */
import { and, count, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { WAITLIST_TEXT } from '../../src/domain/waitlist';
import type { Db } from '../db/client';
import { placeHolds, programCapacities, waitlistEntries } from '../db/schema/capacity';
import { registrations } from '../db/schema/registrations';
import { conflict, invalidFields } from '../errors';
import { CHECKOUT_MESSAGES } from './messages';

export const CAPACITY_MESSAGES = {
  full: WAITLIST_TEXT.full,
} as const;

export type CapacityRow = typeof programCapacities.$inferSelect;

/** Where a registration takes part: the program, its venue and division (null when none), and season. */
export interface Offering {
  programId: string;
  locationId: number | null;
  divisionId: number | null;
  seasonId: number;
}

/**
 * The limited offering a registration takes a place of, or null when its places are unlimited:
 * the most specific capacity set for its program, venue and division (a capacity without a venue
 * or division covers them all), among its season's own capacities when the season has any (issue 41
 * item 8), else among those for every season. A registration naming no division of a program whose
 * divisions are limited one by one is asked for one (400), so no registration escapes the count.
 */
export async function limitedOffering(db: Db, offering: Offering): Promise<CapacityRow | null> {
  const set = await db
    .select()
    .from(programCapacities)
    .where(
      and(
        eq(programCapacities.programId, offering.programId),
        isNotNull(programCapacities.capacity),
        or(isNull(programCapacities.seasonId), eq(programCapacities.seasonId, offering.seasonId)),
      ),
    );
  const own = set.filter((row) => row.seasonId !== null);
  const rows = (own.length > 0 ? own : set).filter(
    (row) => row.locationId === null || row.locationId === offering.locationId,
  );
  if (offering.divisionId === null && rows.some((row) => row.divisionId !== null)) {
    throw invalidFields({ division: [CHECKOUT_MESSAGES.division] });
  }
  const matching = rows.filter((row) => row.divisionId === null || row.divisionId === offering.divisionId);
  const weight = (row: CapacityRow) => (row.locationId === null ? 0 : 2) + (row.divisionId === null ? 0 : 1);
  return matching.sort((a, b) => weight(b) - weight(a))[0] ?? null;
}

/**
 * After a program's capacities change (in the same transaction), each live hold and each waiting or
 * offered waitlist entry of the program moves to the offering that now counts it — a season given
 * places of its own (issue 41 item 8), or back to every season's — so places already taken stay
 * counted and the families waiting stay in line. One whose places became unlimited stays put.
 */
export async function rehomePlaces(db: Db, programId: string): Promise<void> {
  const [holds, entries] = await Promise.all([
    db
      .select({
        id: placeHolds.id,
        capacityId: placeHolds.capacityId,
        seasonId: placeHolds.seasonId,
        locationId: registrations.locationId,
        divisionId: registrations.divisionId,
      })
      .from(placeHolds)
      .innerJoin(registrations, eq(registrations.id, placeHolds.registrationId))
      .where(and(eq(registrations.programId, programId), inArray(placeHolds.status, ['held', 'paid']))),
    db
      .select({
        id: waitlistEntries.id,
        capacityId: waitlistEntries.capacityId,
        seasonId: waitlistEntries.seasonId,
        form: waitlistEntries.form,
      })
      .from(waitlistEntries)
      .innerJoin(programCapacities, eq(programCapacities.id, waitlistEntries.capacityId))
      .where(
        and(
          eq(programCapacities.programId, programId),
          inArray(waitlistEntries.status, ['waiting', 'offered']),
        ),
      ),
  ]);
  const found = new Map<string, Promise<CapacityRow | null>>();
  const offeringOf = (locationId: number | null, divisionId: number | null, seasonId: number) => {
    const key = `${locationId}|${divisionId}|${seasonId}`;
    if (!found.has(key)) {
      found.set(
        key,
        // A division now asked for (its divisions limited one by one) leaves the place where it is.
        limitedOffering(db, { programId, locationId, divisionId, seasonId }).catch(() => null),
      );
    }
    return found.get(key)!;
  };
  const idIn = (form: unknown, field: string) => {
    const value = Number((form as Record<string, unknown> | null)?.[field]);
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  for (const hold of holds) {
    const offering = await offeringOf(hold.locationId, hold.divisionId, hold.seasonId);
    if (offering && offering.id !== hold.capacityId) {
      await db.update(placeHolds).set({ capacityId: offering.id }).where(eq(placeHolds.id, hold.id));
    }
  }
  for (const entry of entries) {
    const offering = await offeringOf(
      idIn(entry.form, 'location'),
      idIn(entry.form, 'division'),
      entry.seasonId,
    );
    if (offering && offering.id !== entry.capacityId) {
      await db
        .update(waitlistEntries)
        .set({ capacityId: offering.id })
        .where(eq(waitlistEntries.id, entry.id));
    }
  }
}

/** A hold that takes a place on `now`: paid, or held and not run out (null: while charging). */
export const liveHold = (now: Date) =>
  or(
    eq(placeHolds.status, 'paid'),
    and(eq(placeHolds.status, 'held'), or(isNull(placeHolds.expiresAt), gt(placeHolds.expiresAt, now))),
  );

/** An offer that keeps a place on `now`. */
export const liveOffer = (now: Date) =>
  and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now));

/**
 * Places of an offering in a season that are taken on `now` (holds and live offers), leaving out
 * one registration's own hold when it asks again.
 */
export async function placesTaken(
  db: Db,
  capacityId: number,
  seasonId: number,
  now: Date,
  exceptRegistration?: number,
): Promise<number> {
  const [holds, offers] = await Promise.all([
    db
      .select({ n: count() })
      .from(placeHolds)
      .where(
        and(
          eq(placeHolds.capacityId, capacityId),
          eq(placeHolds.seasonId, seasonId),
          liveHold(now),
          exceptRegistration === undefined ? undefined : ne(placeHolds.registrationId, exceptRegistration),
        ),
      ),
    db
      .select({ n: count() })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.capacityId, capacityId),
          eq(waitlistEntries.seasonId, seasonId),
          liveOffer(now),
        ),
      ),
  ]);
  return (holds[0]?.n ?? 0) + (offers[0]?.n ?? 0);
}

/** How many families wait (not yet offered) for an offering in a season. */
export async function waitingCount(db: Db, capacityId: number, seasonId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.capacityId, capacityId),
        eq(waitlistEntries.seasonId, seasonId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    );
  return row?.n ?? 0;
}

/** Locks the offering's row for the rest of the transaction; answers it as it is now. */
export async function lockOffering(tx: Db, capacityId: number): Promise<CapacityRow> {
  const [row] = await tx
    .select()
    .from(programCapacities)
    .where(eq(programCapacities.id, capacityId))
    .for('update');
  return row!;
}

/**
 * Whether a newcomer may take a place now (the offering locked by the caller): a place is free,
 * and nobody waits for one (those who wait are offered places first).
 */
async function placeFree(
  tx: Db,
  capacity: CapacityRow,
  seasonId: number,
  now: Date,
  registrationId: number,
): Promise<boolean> {
  if (capacity.capacity === null) return true;
  const [taken, waiting] = await Promise.all([
    placesTaken(tx, capacity.id, seasonId, now, registrationId),
    waitingCount(tx, capacity.id, seasonId),
  ]);
  return taken < capacity.capacity && waiting === 0;
}

/** What a checkout takes a place for. */
export interface PlaceRequest {
  capacityId: number;
  seasonId: number;
  registrationId: number;
  /** The registration's subject (a waitlist offer to it turns into this hold). */
  subject: string;
  now: Date;
  holdMs: number;
}

/**
 * Takes (or keeps) the registration's place in the checkout's transaction: its own live hold is
 * extended; an offer to its subject becomes the hold (kept at least as long as the offer was);
 * otherwise a free place is held, or the checkout is refused with 409 (the transaction rolls back,
 * so nothing of the checkout is stored).
 */
export async function takePlace(tx: Db, request: PlaceRequest): Promise<void> {
  const { capacityId, seasonId, registrationId, subject, now, holdMs } = request;
  const capacity = await lockOffering(tx, capacityId);
  const holdUntil = new Date(now.getTime() + holdMs);
  const [own] = await tx.select().from(placeHolds).where(eq(placeHolds.registrationId, registrationId));
  if (
    own &&
    own.capacityId === capacityId &&
    own.seasonId === seasonId &&
    own.status === 'held' &&
    (own.expiresAt === null || own.expiresAt > now)
  ) {
    if (own.expiresAt !== null && own.expiresAt < holdUntil) {
      await tx.update(placeHolds).set({ expiresAt: holdUntil }).where(eq(placeHolds.id, own.id));
    }
    return;
  }
  const [offer] = await tx
    .update(waitlistEntries)
    .set({ status: 'accepted', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.subject, subject),
        eq(waitlistEntries.capacityId, capacityId),
        eq(waitlistEntries.seasonId, seasonId),
        liveOffer(now),
      ),
    )
    .returning();
  if (!offer && !(await placeFree(tx, capacity, seasonId, now, registrationId))) {
    throw conflict(CAPACITY_MESSAGES.full);
  }
  const expiresAt =
    offer?.offerExpiresAt && offer.offerExpiresAt > holdUntil ? offer.offerExpiresAt : holdUntil;
  await tx
    .insert(placeHolds)
    .values({ capacityId, seasonId, registrationId, status: 'held', expiresAt })
    .onConflictDoUpdate({
      target: placeHolds.registrationId,
      set: { capacityId, seasonId, status: 'held', expiresAt, releasedAt: null, createdAt: now },
    });
}

/**
 * When a confirm starts charging: the registration's hold is kept until the charge settles (no
 * expiry). A hold that ran out is taken again if a place is still free; otherwise 409 and no charge.
 * Registrations of unlimited programs have no hold and pass.
 */
export async function keepPlaceForCharge(tx: Db, registrationId: number, now: Date): Promise<void> {
  const [hold] = await tx.select().from(placeHolds).where(eq(placeHolds.registrationId, registrationId));
  if (!hold || hold.status === 'paid') return;
  const capacity = await lockOffering(tx, hold.capacityId);
  const [kept] = await tx
    .update(placeHolds)
    .set({ expiresAt: null })
    .where(
      and(
        eq(placeHolds.id, hold.id),
        eq(placeHolds.status, 'held'),
        or(isNull(placeHolds.expiresAt), gt(placeHolds.expiresAt, now)),
      ),
    )
    .returning();
  if (kept) return;
  if (!(await placeFree(tx, capacity, hold.seasonId, now, registrationId))) {
    throw conflict(CAPACITY_MESSAGES.full);
  }
  await tx
    .update(placeHolds)
    .set({ status: 'held', expiresAt: null, releasedAt: null })
    .where(eq(placeHolds.id, hold.id));
}

/**
 * The charge settled: the place is paid for, or released when the charge failed (answered then, so
 * the caller can offer it to the waitlist once the transaction is committed: ./waitlist-offers.ts).
 */
export async function settlePlace(
  tx: Db,
  registrationId: number,
  paid: boolean,
  now: Date,
): Promise<{ capacityId: number; seasonId: number } | null> {
  const [row] = await tx
    .update(placeHolds)
    .set(
      paid ? { status: 'paid', expiresAt: null } : { status: 'released', expiresAt: null, releasedAt: now },
    )
    .where(and(eq(placeHolds.registrationId, registrationId), eq(placeHolds.status, 'held')))
    .returning({ capacityId: placeHolds.capacityId, seasonId: placeHolds.seasonId });
  return paid ? null : (row ?? null);
}

/**
 * The registration gives its place up (refunded in full, or a checkout moved to an unlimited
 * offering); answers the offering and season whose place opened, if it held one.
 */
export async function releasePlace(
  tx: Db,
  registrationId: number,
  now: Date,
): Promise<{ capacityId: number; seasonId: number } | null> {
  const [row] = await tx
    .update(placeHolds)
    .set({ status: 'released', expiresAt: null, releasedAt: now })
    .where(and(eq(placeHolds.registrationId, registrationId), inArray(placeHolds.status, ['held', 'paid'])))
    .returning({ capacityId: placeHolds.capacityId, seasonId: placeHolds.seasonId });
  return row ?? null;
}

/** How a limited offering stands in a season on `now`. */
export interface OfferingPlaces {
  capacity: CapacityRow;
  seasonId: number;
  /** Places taken (paid, held and offered), and those a newcomer may take. */
  taken: number;
  left: number;
  /** Places paid for, held by a checkout under way, kept for a waitlist offer; families waiting. */
  paid: number;
  held: number;
  offered: number;
  waiting: number;
}

/** Places of each limited offering of these programs in each of their seasons, on `now`. */
export async function placesLeft(
  db: Db,
  programIds: readonly string[],
  now: Date,
): Promise<OfferingPlaces[]> {
  if (programIds.length === 0) return [];
  const rows = await db
    .select({
      capacity: programCapacities,
      seasonId: sql<number>`s.id`,
      paid: sql<number>`(select count(*)::int from place_holds h where h.capacity_id = program_capacities.id and h.season_id = s.id and h.status = 'paid')`,
      held: sql<number>`(select count(*)::int from place_holds h where h.capacity_id = program_capacities.id and h.season_id = s.id and h.status = 'held' and (h.expires_at is null or h.expires_at > ${now}))`,
      offers: sql<number>`(select count(*)::int from waitlist_entries w where w.capacity_id = program_capacities.id and w.season_id = s.id and w.status = 'offered' and w.offer_expires_at > ${now})`,
      waiting: sql<number>`(select count(*)::int from waitlist_entries w where w.capacity_id = program_capacities.id and w.season_id = s.id and w.status = 'waiting')`,
    })
    .from(programCapacities)
    .innerJoin(sql`seasons s`, sql`s.program_id = program_capacities.program_id`)
    .where(
      and(
        inArray(programCapacities.programId, [...programIds]),
        sql`${programCapacities.capacity} is not null`,
        // A season's own capacities, else (none of its own) those for every season (issue 41 item 8).
        sql`(${programCapacities.seasonId} = s.id or (${programCapacities.seasonId} is null and not exists (
          select 1 from program_capacities own
          where own.program_id = ${programCapacities.programId} and own.season_id = s.id and own.capacity is not null
        )))`,
      ),
    );
  return rows.map((row) => {
    const [paid, held, offered, waiting] = [row.paid, row.held, row.offers, row.waiting].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const taken = paid + held + offered;
    const capacity = row.capacity.capacity ?? 0;
    // While families wait, no place is free to a newcomer.
    const left = waiting > 0 ? 0 : Math.max(0, capacity - taken);
    return {
      capacity: row.capacity,
      seasonId: Number(row.seasonId),
      taken,
      left,
      paid,
      held,
      offered,
      waiting,
    };
  });
}

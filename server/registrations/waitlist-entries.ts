/**
 * Waitlists of full program offerings (issue 21 item 2; README: Capacity and waitlists). This file:
 * the entries as families and staff see them; joining and leaving are ./waitlist-family.ts, staff's
 * actions ./waitlist-staff.ts, offers ./waitlist-offers.ts, the sweep ./waitlist-sweep.ts.
 *
 *
 * - A family joins with the registration form it would check out with (a parent for a child, an
 *   athlete for themselves) once no place is free; it sees its position among those waiting.
 * - When a place opens (a refund in full, a failed or abandoned checkout, a family leaving with an
 *   offer, raised capacity), the first waiting entry is offered it: the place is kept for it for
 *   WAITLIST_OFFER_HOURS, the family is mailed a link to a checkout filled from the entry, and the
 *   portal shows the offer. The checkout turns the offer into its hold (./places.ts).
 * - The sweep (every WAITLIST_SWEEP_INTERVAL_MS in every API process) releases holds that ran out,
 *   passes expired offers on and offers open places. Expired offers are claimed with FOR UPDATE
 *   SKIP LOCKED, and offers are made with the offering's row locked, so replicas sweeping at once
 *   handle each expiry once and never offer one place twice.
 * - Staff list each waitlist, move entries, remove them with a reason, and make an offer by hand
 *   (which keeps a place for that family even when none is free: staff's decision). Each is audited.
 */
import { inArray, eq, sql } from 'drizzle-orm';
import { OFFICE_WAITLIST_MESSAGES } from '../../src/domain/office/waitlist';
import type { CheckoutKind } from '../../src/domain/registration';
import { seasonName } from '../../src/domain/season-registration';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { programCapacities, waitlistEntries } from '../db/schema/capacity';
import { divisions, locations, programs, seasons } from '../db/schema/league';
import { notFoundError } from '../errors';
import { registrationPrice } from './price';

export const WAITLIST_MESSAGES = {
  unlimited: 'This program has places for everyone: register now, no waitlist is needed.',
  placesLeft: 'There are places left in this division: register now.',
  already: 'This athlete is already on the waitlist for this program and season.',
  registered: 'This athlete is already registered for this program this season.',
  notLive: 'This waitlist entry is no longer waiting for a place.',
  reason: OFFICE_WAITLIST_MESSAGES.reason,
  position: OFFICE_WAITLIST_MESSAGES.position,
} as const;

export type EntryRow = typeof waitlistEntries.$inferSelect;

/** The portal a kind of entry belongs to (its checkout link opens there). */
const portalOf = (kind: string) => (kind === 'athlete_registration' ? 'athlete' : 'parent');

/** Where an offer's link goes: the family's portal, with the checkout filled from the entry. */
export function checkoutPath(entry: Pick<EntryRow, 'id' | 'kind'>): string {
  return `/portal/${portalOf(entry.kind)}?waitlist=${entry.id}`;
}

/** Position among the waiting entries of the same list (1 is next), or null when not waiting. */
async function positions(db: Db, entries: EntryRow[]): Promise<Map<number, number>> {
  const waiting = entries.filter((entry) => entry.status === 'waiting');
  const result = new Map<number, number>();
  if (waiting.length === 0) return result;
  const rows = await db
    .select({
      id: waitlistEntries.id,
      // The outer row by its table's name (drizzle leaves a one-table select's columns unqualified).
      position: sql<number>`(select count(*)::int from waitlist_entries w where w.capacity_id = waitlist_entries.capacity_id and w.season_id = waitlist_entries.season_id and w.status = 'waiting' and (w.rank < waitlist_entries.rank or (w.rank = waitlist_entries.rank and w.id <= waitlist_entries.id)))`,
    })
    .from(waitlistEntries)
    .where(
      inArray(
        waitlistEntries.id,
        waiting.map((entry) => entry.id),
      ),
    );
  for (const row of rows) result.set(row.id, Number(row.position));
  return result;
}

/** Entries as families and staff see them: what they wait for, where they stand, any offer. */
export async function entriesJson(db: Db, entries: EntryRow[]) {
  if (entries.length === 0) return [];
  const [places, offerings] = await Promise.all([
    positions(db, entries),
    db
      .select({
        id: programCapacities.id,
        programId: programCapacities.programId,
        programName: programs.name,
        venue: locations.name,
        division: divisions.name,
      })
      .from(programCapacities)
      .innerJoin(programs, eq(programs.id, programCapacities.programId))
      .leftJoin(locations, eq(locations.id, programCapacities.locationId))
      .leftJoin(divisions, eq(divisions.id, programCapacities.divisionId))
      .where(
        inArray(
          programCapacities.id,
          entries.map((entry) => entry.capacityId),
        ),
      ),
  ]);
  const seasonRows = await db
    .select({ id: seasons.id, title: seasons.title, season_label: seasons.seasonLabel })
    .from(seasons)
    .where(
      inArray(
        seasons.id,
        entries.map((entry) => entry.seasonId),
      ),
    );
  // What an offer's checkout will charge: the fee, less the child's award for that season (issue 21).
  const offerPrices = new Map<number, number>();
  for (const entry of entries) {
    if (entry.status !== 'offered') continue;
    const price = await registrationPrice(db, {
      kind: entry.kind as CheckoutKind,
      childId: entry.childId,
      seasonId: entry.seasonId,
      subject: null,
      userId: entry.userId,
    });
    offerPrices.set(entry.id, price.amountCents);
  }
  return entries.map((entry) => {
    const offering = offerings.find((row) => row.id === entry.capacityId);
    const season = seasonRows.find((row) => row.id === entry.seasonId);
    return {
      id: entry.id,
      kind: entry.kind,
      status: entry.status,
      participant_name: entry.participantName,
      child: entry.childId,
      program: offering?.programId ?? null,
      program_name: offering?.programName ?? '',
      venue: offering?.venue ?? null,
      division: offering?.division ?? null,
      season: entry.seasonId,
      season_label: season ? seasonName(season) : '',
      position: places.get(entry.id) ?? null,
      offered_at: entry.offeredAt?.toISOString() ?? null,
      offer_expires_at: entry.offerExpiresAt?.toISOString() ?? null,
      checkout_path: entry.status === 'offered' ? checkoutPath(entry) : null,
      amount_cents: offerPrices.get(entry.id) ?? null,
      form: entry.form,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    };
  });
}

export type WaitlistEntryJson = Awaited<ReturnType<typeof entriesJson>>[number];

/** GET /waitlist/: the caller's entries, newest first. */
export async function myEntries(deps: AppDeps, user: UserRow) {
  const rows = await deps.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, user.id))
    .orderBy(sql`${waitlistEntries.createdAt} desc`, sql`${waitlistEntries.id} desc`);
  return entriesJson(deps.db, rows);
}

/** Reads one entry by id (the policy has checked who may), or 404. */
export async function entryById(db: Db, id: number): Promise<EntryRow> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  if (!row) throw notFoundError();
  return row;
}

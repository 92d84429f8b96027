/**
 * Waitlists of full program offerings (issue 21 item 2; README: Capacity and waitlists).
 *
 * - A family joins with the registration form it would check out with (a parent for a child, an
 *   athlete for themselves) once no place is free; it sees its position among those waiting.
 * - When a place opens (a refund in full, a failed or abandoned checkout, a family leaving with an
 *   offer, raised capacity), the first waiting entry is offered it: the place is kept for it for
 *   WAITLIST_OFFER_HOURS, the family is mailed a link to a checkout filled from the entry, and the
 *   portal shows the offer. The checkout turns the offer into its hold (server/capacity/places.ts).
 * - The sweep (every WAITLIST_SWEEP_INTERVAL_MS in every API process) releases holds that ran out,
 *   passes expired offers on and offers open places. Expired offers are claimed with FOR UPDATE
 *   SKIP LOCKED, and offers are made with the offering's row locked, so replicas sweeping at once
 *   handle each expiry once and never offer one place twice.
 * - Staff list each waitlist, move entries, remove them with a reason, and make an offer by hand
 *   (which keeps a place for that family even when none is free: staff's decision). Each is audited.
 */
import { and, asc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import { PRICE_LIST } from '../../src/domain/fees';
import { OFFICE_WAITLIST_MESSAGES } from '../../src/domain/office/waitlist';
import { seasonName } from '../../src/domain/season-registration';
import { priceFor } from '../aid/aid';
import { recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { placeHolds, programCapacities, waitlistEntries } from '../db/schema/capacity';
import { divisions, locations, programs, seasons } from '../db/schema/league';
import { registrations } from '../db/schema/registrations';
import { isUniqueViolation } from '../db/errors';
import { detailError, notFound } from '../http/errors';
import { startLoop, type BackgroundLoop } from '../jobs/loop';
import { sweepClock } from './test-clock';
import { prepareCheckout } from '../payments/checkout';
import { limitedOffering, lockOffering, placesTaken, waitingCount } from './places';

export const WAITLIST_MESSAGES = {
  unlimited: 'This program has places for everyone: register now, no waitlist is needed.',
  placesLeft: 'There are places left in this division: register now.',
  already: 'This athlete is already on the waitlist for this program and season.',
  registered: 'This athlete is already registered for this program this season.',
  notLive: 'This waitlist entry is no longer waiting for a place.',
  reason: OFFICE_WAITLIST_MESSAGES.reason,
  position: OFFICE_WAITLIST_MESSAGES.position,
} as const;

type EntryRow = typeof waitlistEntries.$inferSelect;

/** An offering and season whose places may have opened. */
export interface OpenedPlace {
  capacityId: number;
  seasonId: number;
}

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
    const price = await priceFor(db, entry.childId, entry.seasonId, null, {
      feeCents: PRICE_LIST[entry.kind as keyof typeof PRICE_LIST],
    });
    offerPrices.set(entry.id, price.total_cents);
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

/**
 * POST /waitlist/: the caller joins the waitlist of a full offering with its registration form (a
 * parent for a child, an athlete for themselves), checked as a checkout checks it. 201 with the
 * entry and its position; 409 when a place is free (register instead), the offering is unlimited,
 * the athlete is already registered, or already on the list.
 */
export async function joinWaitlist(deps: AppDeps, user: UserRow, body: unknown, now = new Date()) {
  const prepared = await prepareCheckout(deps, user, body, now, [
    'parent_registration',
    'athlete_registration',
  ]);
  const { values } = prepared;
  const limited = await limitedOffering(deps.db, {
    programId: values.programId!,
    locationId: values.locationId ?? null,
    divisionId: values.divisionId ?? null,
  });
  if (!limited) throw detailError(409, WAITLIST_MESSAGES.unlimited);
  const seasonId = values.seasonId!;
  const form = { ...(body as Record<string, unknown>) };
  let row: EntryRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const capacity = await lockOffering(tx, limited.id);
      const [registered] = await tx
        .select({ status: registrations.paymentStatus })
        .from(registrations)
        .where(eq(registrations.subject, values.subject));
      if (registered?.status === 'paid') throw detailError(409, WAITLIST_MESSAGES.registered);
      const [taken, waiting] = await Promise.all([
        placesTaken(tx, capacity.id, seasonId, now),
        waitingCount(tx, capacity.id, seasonId),
      ]);
      if (waiting === 0 && taken < (capacity.capacity ?? Infinity)) {
        throw detailError(409, WAITLIST_MESSAGES.placesLeft);
      }
      const [last] = await tx
        .select({ rank: max(waitlistEntries.rank) })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.capacityId, capacity.id), eq(waitlistEntries.seasonId, seasonId)));
      const [entry] = await tx
        .insert(waitlistEntries)
        .values({
          capacityId: capacity.id,
          seasonId,
          userId: user.id,
          kind: prepared.kind,
          subject: values.subject,
          childId: values.childId ?? null,
          athleteProfileId: values.athleteProfileId ?? null,
          participantName: values.participantName ?? '',
          form,
          rank: (last?.rank ?? 0) + 1,
        })
        .returning();
      return entry!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw detailError(409, WAITLIST_MESSAGES.already);
    throw error;
  }
  return (await entriesJson(deps.db, [row]))[0]!;
}

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
  if (!row) throw notFound();
  return row;
}

/** How an entry leaves the list: the family leaves, or staff remove it. */
async function closeEntry(
  deps: AppDeps,
  id: number,
  status: 'left' | 'removed',
  audit: { actor: UserRow; reason: string; ip: string } | null,
  now: Date,
) {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'waiting' && before.status !== 'offered') {
      throw detailError(409, WAITLIST_MESSAGES.notLive);
    }
    const [after] = await tx
      .update(waitlistEntries)
      .set({ status, reason: audit?.reason ?? '', updatedAt: now })
      .where(eq(waitlistEntries.id, id))
      .returning();
    if (audit) {
      await recordAudit(tx, {
        actor: audit.actor,
        action: 'remove',
        entity: 'waitlist_entry',
        entityId: id,
        before: { status: before.status },
        after: { status },
        note: audit.reason,
        ip: audit.ip,
      });
    }
    return { before, after: after! };
  });
  // An offer given back opens its place for the next family.
  if (row.before.status === 'offered') {
    await offerOpenPlaces(
      deps,
      { capacityId: row.before.capacityId, seasonId: row.before.seasonId },
      now,
    ).catch((error: unknown) =>
      console.error('Offering a place given back failed (the sweep offers it):', error),
    );
  }
  return (await entriesJson(deps.db, [row.after]))[0]!;
}

/** DELETE /waitlist/{id}/: the family leaves the list (an offer it held passes on). */
export function leaveWaitlist(deps: AppDeps, id: number, now = new Date()) {
  return closeEntry(deps, id, 'left', null, now);
}

/** POST /office/waitlist/{id}/remove/: staff remove an entry, with a reason (audited). */
export function removeEntry(deps: AppDeps, actor: UserRow, id: number, reason: string, ip: string) {
  return closeEntry(deps, id, 'removed', { actor, reason, ip }, new Date());
}

/**
 * POST /office/waitlist/{id}/move/: staff put a waiting entry at `position` (1 is next) of its
 * list, with a reason (audited); the others keep their order around it.
 */
export async function moveEntry(
  deps: AppDeps,
  actor: UserRow,
  id: number,
  position: number,
  reason: string,
  ip: string,
) {
  const row = await deps.db.transaction(async (tx) => {
    const entry = await entryById(tx, id);
    await lockOffering(tx, entry.capacityId);
    const [current] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    if (current!.status !== 'waiting') throw detailError(409, WAITLIST_MESSAGES.notLive);
    const list = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.capacityId, entry.capacityId),
          eq(waitlistEntries.seasonId, entry.seasonId),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .orderBy(asc(waitlistEntries.rank), asc(waitlistEntries.id));
    if (position < 1 || position > list.length) {
      throw detailError(400, WAITLIST_MESSAGES.position);
    }
    const from = list.findIndex((item) => item.id === id) + 1;
    const order = list.filter((item) => item.id !== id);
    order.splice(position - 1, 0, current!);
    for (const [index, item] of order.entries()) {
      if (item.rank !== index + 1) {
        await tx
          .update(waitlistEntries)
          .set({ rank: index + 1, updatedAt: new Date() })
          .where(eq(waitlistEntries.id, item.id));
      }
    }
    await recordAudit(tx, {
      actor,
      action: 'move',
      entity: 'waitlist_entry',
      entityId: id,
      before: { position: from },
      after: { position },
      note: reason,
      ip,
    });
    return entryById(tx, id);
  });
  return (await entriesJson(deps.db, [row]))[0]!;
}

/** Mails the family of each new offer (after the offers are committed). */
async function mailOffers(deps: AppDeps, offered: EntryRow[]) {
  if (offered.length === 0) return;
  const json = await entriesJson(deps.db, offered);
  const accounts = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      inArray(
        users.id,
        offered.map((entry) => entry.userId),
      ),
    );
  for (const [index, entry] of offered.entries()) {
    const account = accounts.find((row) => row.id === entry.userId);
    const view = json[index]!;
    if (!account) continue;
    const where = [view.program_name, view.venue, view.division].filter(Boolean).join(' — ');
    const until = entry.offerExpiresAt!.toLocaleString('en-US', {
      timeZone: 'America/Chicago',
      dateStyle: 'full',
      timeStyle: 'short',
    });
    try {
      await deps.mailer.send({
        to: account.email,
        subject: `A place is open for ${entry.participantName}: ${view.program_name}`,
        text: [
          `Hello ${account.firstName || 'there'},`,
          '',
          `A place opened in ${where} (${view.season_label}), and it is kept for ${entry.participantName} until ${until} (Central time).`,
          '',
          `Register and pay here; the form is already filled from your waitlist entry:`,
          `${deps.config.siteUrl}${checkoutPath(entry)}`,
          '',
          'If you do not register by then, the place passes to the next family on the waitlist.',
          'The offer is also shown in your portal.',
        ].join('\n'),
      });
    } catch (error) {
      // The offer stands (the portal shows it); the mail failure is for operations to see.
      console.error(`Waitlist offer mail for entry ${entry.id} failed:`, error);
    }
  }
}

/**
 * Offers the open places of an offering in a season to the first waiting families, with the
 * offering's row locked (so two replicas never offer one place twice); mails each offer. An
 * offering whose capacity the office cleared has no limit: every waiting family is offered a place.
 */
export async function offerOpenPlaces(deps: AppDeps, opened: OpenedPlace, now = new Date()) {
  const offered = await deps.db.transaction(async (tx) => {
    const capacity = await lockOffering(tx, opened.capacityId);
    const free =
      capacity.capacity === null
        ? null
        : capacity.capacity - (await placesTaken(tx, capacity.id, opened.seasonId, now));
    if (free !== null && free <= 0) return [];
    const waiting = tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.capacityId, capacity.id),
          eq(waitlistEntries.seasonId, opened.seasonId),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .orderBy(asc(waitlistEntries.rank), asc(waitlistEntries.id));
    const next = free === null ? await waiting : await waiting.limit(free);
    if (next.length === 0) return [];
    return tx
      .update(waitlistEntries)
      .set({
        status: 'offered',
        offeredAt: now,
        offerExpiresAt: new Date(now.getTime() + deps.config.capacity.offerHoldMs),
        updatedAt: now,
      })
      .where(
        and(
          inArray(
            waitlistEntries.id,
            next.map((row) => row.id),
          ),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .returning();
  });
  offered.sort((a, b) => a.id - b.id);
  await mailOffers(deps, offered);
  return offered;
}

/**
 * POST /office/waitlist/{id}/offer/: staff offer a place to this entry now, whether or not it is
 * next or a place is free (audited with the reason); the family is mailed as for any offer.
 */
export async function offerByHand(deps: AppDeps, actor: UserRow, id: number, reason: string, ip: string) {
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const entry = await entryById(tx, id);
    await lockOffering(tx, entry.capacityId);
    const [after] = await tx
      .update(waitlistEntries)
      .set({
        status: 'offered',
        offeredAt: now,
        offerExpiresAt: new Date(now.getTime() + deps.config.capacity.offerHoldMs),
        reason,
        updatedAt: now,
      })
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
      .returning();
    if (!after) throw detailError(409, WAITLIST_MESSAGES.notLive);
    await recordAudit(tx, {
      actor,
      action: 'offer',
      entity: 'waitlist_entry',
      entityId: id,
      before: { status: 'waiting' },
      after: { status: 'offered', offer_expires_at: after.offerExpiresAt!.toISOString() },
      note: reason,
      ip,
    });
    return after;
  });
  await mailOffers(deps, [row]);
  return (await entriesJson(deps.db, [row]))[0]!;
}

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
 * Offers the open places of every list with families waiting (of one program when named), e.g.
 * right after staff raise its capacity; answers how many offers were made.
 */
export async function offerWaitingLists(
  deps: AppDeps,
  now = new Date(),
  programId?: string,
): Promise<number> {
  const lists = await deps.db
    .selectDistinct({ capacityId: waitlistEntries.capacityId, seasonId: waitlistEntries.seasonId })
    .from(waitlistEntries)
    .innerJoin(programCapacities, eq(programCapacities.id, waitlistEntries.capacityId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        programId === undefined ? undefined : eq(programCapacities.programId, programId),
      ),
    );
  let offered = 0;
  for (const list of lists) offered += (await offerOpenPlaces(deps, list, now)).length;
  return offered;
}

/**
 * Starts the waitlist sweep every WAITLIST_SWEEP_INTERVAL_MS in this process, on real time (or the
 * test clock of an end-to-end test's own process: ./test-clock.ts).
 */
export function startWaitlistLoop(deps: AppDeps): BackgroundLoop {
  const now = sweepClock(deps.config.capacity);
  return startLoop('Waitlist sweep', deps.config.capacity.sweepIntervalMs, () => sweepWaitlists(deps, now()));
}

/**
 * A family on a waitlist: it joins a full offering with the registration form it would check out
 * with (a parent for a child, an athlete for themselves), once no place is free, and may leave
 * (an offer it held passes on to the next family).
 */
import { and, eq, max } from 'drizzle-orm';
import { recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import { waitlistEntries } from '../db/schema/capacity';
import { registrations } from '../db/schema/registrations';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFoundError } from '../errors';
import type { RegistrationInput } from './checkout-input';
import { limitedOffering, lockOffering, placesTaken, waitingCount } from './places';
import { prepareCheckout } from './prepare';
import { entriesJson, WAITLIST_MESSAGES, type EntryRow } from './waitlist-entries';
import { afterPlacesOpened } from './waitlist-offers';
import { holdsSubject } from './subject-holder';

/**
 * POST /waitlist/: the caller joins the waitlist of a full offering with its registration form (a
 * parent for a child, an athlete for themselves), checked as a checkout checks it. 201 with the
 * entry and its position; 409 when a place is free (register instead), the offering is unlimited,
 * the athlete is already registered, or already on the list.
 */
export async function joinWaitlist(deps: AppDeps, user: UserRow, input: RegistrationInput, now = new Date()) {
  const prepared = await prepareCheckout(deps, user, input, now);
  const { values } = prepared;
  const limited = await limitedOffering(deps.db, {
    programId: values.programId!,
    locationId: values.locationId ?? null,
    divisionId: values.divisionId ?? null,
    seasonId: values.seasonId!,
  });
  if (!limited) throw conflict(WAITLIST_MESSAGES.unlimited);
  const seasonId = values.seasonId!;
  const form = { ...input.body };
  let row: EntryRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const capacity = await lockOffering(tx, limited.id);
      const [registered] = await tx
        .select({ status: registrations.paymentStatus })
        .from(registrations)
        .where(holdsSubject(values.subject));
      if (registered?.status === 'paid') throw conflict(WAITLIST_MESSAGES.registered);
      const [taken, waiting] = await Promise.all([
        placesTaken(tx, capacity.id, seasonId, now),
        waitingCount(tx, capacity.id, seasonId),
      ]);
      if (waiting === 0 && taken < (capacity.capacity ?? Infinity)) {
        throw conflict(WAITLIST_MESSAGES.placesLeft);
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
    if (isUniqueViolation(error)) throw conflict(WAITLIST_MESSAGES.already);
    throw error;
  }
  return (await entriesJson(deps.db, [row]))[0]!;
}

/** How an entry leaves the list: the family leaves, or staff remove it. */
export async function closeEntry(
  deps: AppDeps,
  id: number,
  status: 'left' | 'removed',
  audit: { actor: UserRow; reason: string; ip: string } | null,
  now: Date,
) {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
    if (!before) throw notFoundError();
    if (before.status !== 'waiting' && before.status !== 'offered') {
      throw conflict(WAITLIST_MESSAGES.notLive);
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
    await afterPlacesOpened(
      deps,
      { capacityId: row.before.capacityId, seasonId: row.before.seasonId },
      'Offering a place given back failed (the sweep offers it):',
      now,
    );
  }
  return (await entriesJson(deps.db, [row.after]))[0]!;
}

/** DELETE /waitlist/{id}/: the family leaves the list (an offer it held passes on). */
export function leaveWaitlist(deps: AppDeps, id: number, now = new Date()) {
  return closeEntry(deps, id, 'left', null, now);
}

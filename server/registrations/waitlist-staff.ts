/**
 * Staff's waitlist actions (the office): move an entry, remove it with a reason, offer a place by
 * hand (which keeps a place for that family even when none is free: staff's decision). Each is
 * audited with its reason.
 */
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import { waitlistEntries } from '../db/schema/capacity';
import { conflict, invalid } from '../errors';
import { lockOffering } from './places';
import { entriesJson, entryById, WAITLIST_MESSAGES } from './waitlist-entries';
import { closeEntry } from './waitlist-family';
import { mailOffers } from './waitlist-offers';

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
    if (current!.status !== 'waiting') throw conflict(WAITLIST_MESSAGES.notLive);
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
      throw invalid(WAITLIST_MESSAGES.position);
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
    if (!after) throw conflict(WAITLIST_MESSAGES.notLive);
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

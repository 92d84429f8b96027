/**
 * Waitlist offers: when places open (a refund in full, a failed or abandoned checkout, an offer
 * given back, raised capacity), the first families waiting are offered them, with the offering's
 * row locked so two replicas never offer one place twice; each family is mailed a link to a
 * checkout filled from its entry. `afterPlacesOpened` is the one step every path that opens places
 * calls once its own transaction is committed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { users } from '../db/schema/auth';
import { programCapacities, waitlistEntries } from '../db/schema/capacity';
import { lockOffering, placesTaken } from './places';
import { checkoutPath, entriesJson, type EntryRow } from './waitlist-entries';

/** An offering and season whose places may have opened. */
export interface OpenedPlace {
  capacityId: number;
  seasonId: number;
}

/** Places that opened: of one offering in a season, or of every list of a program (its capacity changed). */
export type OpenedPlaces = OpenedPlace | { programId: string };

/** Mails the family of each new offer (after the offers are committed). */
export async function mailOffers(deps: AppDeps, offered: EntryRow[]) {
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
 * Offers places that opened to the families waiting, after the change that opened them is
 * committed. The change stands whatever happens here: a failure is logged with `failure` (the
 * sweep offers the places on its next round). Nothing opened (null) offers nothing.
 */
export async function afterPlacesOpened(
  deps: AppDeps,
  opened: OpenedPlaces | null,
  failure: string,
  now = new Date(),
): Promise<void> {
  if (!opened) return;
  try {
    if ('programId' in opened) await offerWaitingLists(deps, now, opened.programId);
    else await offerOpenPlaces(deps, opened, now);
  } catch (error) {
    console.error(failure, error);
  }
}

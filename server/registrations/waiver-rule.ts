/**
 * The waiver a registration needs (issue 17 item 15): checkout and confirm both refuse a
 * registration whose participant has not signed the current waiver version, so no path (an old
 * checkout, a new waiver version) reaches a charge without it.
 */
import { and, eq } from 'drizzle-orm';
import { WAIVER_RULE_MESSAGES } from '../../src/domain/waiver';
import type { Db } from '../db/client';
import { children, waiverSignatures } from '../db/schema/families';
import type { registrations } from '../db/schema/registrations';
import { invalid } from '../errors';
import { currentWaiver } from './current-waiver';

type Participant = Pick<typeof registrations.$inferSelect, 'kind' | 'childId' | 'userId'>;

/** Throws the 400 that asks for the signature when the participant has not signed the current waiver. */
export async function assertWaiverSigned(db: Db, registration: Participant): Promise<void> {
  const { version } = currentWaiver();
  if (registration.kind === 'parent_registration') {
    const [child] = registration.childId
      ? await db.select().from(children).where(eq(children.id, registration.childId))
      : [];
    const signed = child
      ? await db
          .select({ id: waiverSignatures.id })
          .from(waiverSignatures)
          .where(and(eq(waiverSignatures.childId, child.id), eq(waiverSignatures.version, version)))
      : [];
    if (signed.length === 0) {
      throw invalid(WAIVER_RULE_MESSAGES.childUnsigned(child?.firstName || 'your athlete'));
    }
  } else if (registration.kind === 'athlete_registration') {
    const signed = await db
      .select({ id: waiverSignatures.id })
      .from(waiverSignatures)
      .where(
        and(eq(waiverSignatures.athleteUserId, registration.userId), eq(waiverSignatures.version, version)),
      );
    if (signed.length === 0) throw invalid(WAIVER_RULE_MESSAGES.ownUnsigned);
  }
}

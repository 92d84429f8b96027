/**
 * Promo codes at checkout (issue 37): a code is found and checked for the registration (active, not
 * expired, for its season or program, not used up, not used for this child by another
 * registration), then taken in the checkout's transaction: one conditional UPDATE counts the use
 * only while the limit allows it (and the database's check refuses a count past it), so 30
 * checkouts at once with the last use of a code get it once. A checkout again of the same
 * registration keeps its own use; without the code it gives the use back.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { PROMO_MESSAGES } from '../../src/domain/office/prices';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { promoCodes, promoRedemptions } from '../db/schema/prices';
import { registrations } from '../db/schema/registrations';
import { invalidFields } from '../errors';

type PromoRow = typeof promoCodes.$inferSelect;

const refuse = (message: string) => invalidFields({ promo_code: [message] });

/** The code as families type it: trimmed, upper case. */
export const normalCode = (code: string) => code.trim().toUpperCase();

/** The registration with this subject, if any (its own use of a code is its to keep). */
async function ownRegistration(db: Db, subject: string | null) {
  if (!subject) return null;
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.subject, subject));
  return row?.id ?? null;
}

/** Finds a usable code for a registration, or refuses with the promo field's message. */
export async function findPromo(
  db: Db,
  code: string,
  where: {
    seasonId: number | null;
    programId: string | null;
    childKey: string | null;
    subject: string | null;
    today: string;
  },
): Promise<PromoRow> {
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalCode(code)));
  if (!promo || !promo.active) throw refuse(PROMO_MESSAGES.unknown);
  if (promo.expiresOn !== null && promo.expiresOn < where.today) throw refuse(PROMO_MESSAGES.expired);
  if (
    (promo.seasonId !== null && promo.seasonId !== where.seasonId) ||
    (promo.programId !== null && promo.programId !== where.programId)
  ) {
    throw refuse(PROMO_MESSAGES.elsewhere);
  }
  const own = await ownRegistration(db, where.subject);
  const uses = await db
    .select({ registrationId: promoRedemptions.registrationId, childKey: promoRedemptions.childKey })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, promo.id));
  if (uses.some((use) => use.registrationId === own)) return promo;
  if (where.childKey && uses.some((use) => use.childKey === where.childKey)) {
    throw refuse(PROMO_MESSAGES.usedForChild);
  }
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) throw refuse(PROMO_MESSAGES.usedUp);
  return promo;
}

/** Gives back a registration's use of a code (a checkout again without it). */
async function giveBack(tx: Db, registrationId: number, keep: number | null) {
  const [held] = await tx
    .delete(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.registrationId, registrationId),
        keep === null ? undefined : sql`${promoRedemptions.promoCodeId} <> ${keep}`,
      ),
    )
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  if (held) {
    await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} - 1` })
      .where(eq(promoCodes.id, held.promoCodeId));
  }
}

/**
 * In a checkout's transaction: the registration holds `promoCodeId` (or none). A use past the
 * limit, or a second use for the child, is refused and the transaction stores nothing.
 */
export async function takePromo(
  tx: Db,
  registrationId: number,
  promoCodeId: number | null,
  childKey: string,
): Promise<void> {
  await giveBack(tx, registrationId, promoCodeId);
  if (promoCodeId === null) return;
  const [mine] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.registrationId, registrationId));
  if (mine) return;
  const [counted] = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (!counted) throw refuse(PROMO_MESSAGES.usedUp);
  try {
    await tx.transaction((savepoint) =>
      savepoint.insert(promoRedemptions).values({ promoCodeId, registrationId, childKey }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(PROMO_MESSAGES.usedForChild);
    throw error;
  }
}

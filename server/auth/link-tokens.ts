/**
 * The single-use links the API mails to prove who holds an address (server/db/schema/links.ts): the
 * link carries 256 random bits; only their SHA-256 is stored, so a copy of the database opens no
 * link. A link is live until it is used or expires; claiming it is one conditional UPDATE, so two
 * clicks at once cannot both use it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { linkTokens } from '../db/schema/links';

/** What a link is for. */
export type LinkPurpose = 'verify_email' | 'guardian_approval' | 'guardian_invite';

export type LinkTokenRow = typeof linkTokens.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mailed tokens are 43 base64url characters; anything else is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Stores a new link for `subject` and answers its token (put it in the mailed URL). */
export async function issueLinkToken(
  db: Db,
  purpose: LinkPurpose,
  subject: { email: string; userId?: number; athleteProfileId?: number },
  ttlMs: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(linkTokens).values({
    purpose,
    email: subject.email.trim().toLowerCase(),
    userId: subject.userId ?? null,
    athleteProfileId: subject.athleteProfileId ?? null,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

const live = (purpose: LinkPurpose, token: string, now: Date) =>
  and(
    eq(linkTokens.purpose, purpose),
    eq(linkTokens.tokenHash, hashToken(token)),
    isNull(linkTokens.usedAt),
    gt(linkTokens.expiresAt, now),
  );

/** The live link of this purpose with this token (unused, not expired), or null. */
export async function findLinkToken(
  db: Db,
  purpose: LinkPurpose,
  token: unknown,
  now = new Date(),
): Promise<LinkTokenRow | null> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select()
    .from(linkTokens)
    .where(live(purpose, token, now));
  return row ?? null;
}

/** Uses a live link up; false when it was used (or expired) meanwhile. Pass the transaction. */
export async function claimLinkToken(db: Db, row: LinkTokenRow, now = new Date()): Promise<boolean> {
  const claimed = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.id, row.id), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, now)))
    .returning({ id: linkTokens.id });
  return claimed.length > 0;
}

/** Uses up every live link of this purpose for an account (one was followed; the rest are spent). */
export async function spendUserLinks(db: Db, purpose: LinkPurpose, userId: number, now = new Date()) {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.purpose, purpose), eq(linkTokens.userId, userId), isNull(linkTokens.usedAt)));
}

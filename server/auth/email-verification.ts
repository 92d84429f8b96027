/**
 * Proving an account's e-mail address (issue 17 item 2, issue 36 item 1): a confirmation link mailed
 * on sign-up (and on request), single use, expiring after VERIFY_LINK_TTL_HOURS. Followed inside a
 * session of the account it was sent for, it sets users.email_verified_at (via 'session') and sends
 * the receipts kept until then; its holder may instead say the account is not theirs, which takes
 * the address over (server/auth/address-owner.ts).
 */
import { eq } from 'drizzle-orm';
import { VERIFY_MESSAGES } from '../../src/domain/email-verification';
import type { AppDeps, UserRow } from '../context';
import { users } from '../db/schema/auth';
import { detailError } from '../http/errors';
import { sendHeldReceipts } from '../registrations/receipts';
import { releaseAddress } from './address-owner';
import { claimLinkToken, findLinkToken, issueLinkToken, spendUserLinks } from './link-tokens';

const hours = (ms: number) => Math.round(ms / (60 * 60 * 1000));

/** Mails `user` a link that confirms their current address. */
export async function sendConfirmationMail(deps: AppDeps, user: UserRow, now = new Date()): Promise<void> {
  const { db, mailer, config } = deps;
  const ttl = config.consent.verifyLinkTtlMs;
  const token = await issueLinkToken(db, 'verify_email', { email: user.email, userId: user.id }, ttl, now);
  const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hi,';
  await mailer.send({
    to: user.email,
    subject: VERIFY_MESSAGES.subject,
    text: [
      greeting,
      '',
      'Please confirm that this is your e-mail address for your Mid-South Youth Sports League account.',
      `Open this link (it works once and expires in ${hours(ttl)} hours):`,
      '',
      `${config.siteUrl}/verify-email?token=${token}`,
      '',
      'Until you confirm it, we keep your payment receipts for you and you cannot approve an athlete as their parent or guardian.',
      'If you did not create an account, ignore this e-mail: nothing happens without the link.',
    ].join('\n'),
  });
}

/** The confirmation mail of a new account: a failure to send is logged (the owner can ask again). */
export async function mailNewAccountConfirmation(deps: AppDeps, user: UserRow): Promise<void> {
  try {
    await sendConfirmationMail(deps, user);
  } catch (error) {
    console.error(`Confirmation mail for account ${user.id} could not be sent:`, error);
  }
}

/** The live confirmation link of `token` and the account it was sent for, still holding that address; a 400 otherwise. */
async function openLink(deps: AppDeps, token: unknown, now: Date) {
  const { db } = deps;
  const link = await findLinkToken(db, 'verify_email', token, now);
  const [account] = link?.userId ? await db.select().from(users).where(eq(users.id, link.userId)) : [];
  // A link speaks only for the address it was sent to.
  if (!link || !account || account.email.toLowerCase() !== link.email) {
    throw detailError(400, VERIFY_MESSAGES.invalidLink);
  }
  return { link, account };
}

/**
 * What the landing page of a link shows before anything is decided: the address and which account
 * asked for it (its name and when it was created), so the mailbox holder can tell it is theirs.
 */
export async function lookupConfirmation(deps: AppDeps, token: unknown, now = new Date()) {
  const { link, account } = await openLink(deps, token, now);
  return {
    email: link.email,
    account: {
      name: `${account.firstName} ${account.lastName}`.trim(),
      created_at: account.createdAt.toISOString(),
    },
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * Confirms the address a live link was sent to, inside a session of the account it was sent for
 * (issue 36: neither the mailbox alone nor the password alone proves it); answers the account.
 * A used, expired or unknown link is a 400 with the page's message; another account's session 403.
 */
export async function confirmEmail(
  deps: AppDeps,
  token: unknown,
  caller: UserRow,
  now = new Date(),
): Promise<UserRow> {
  const { db } = deps;
  const { link, account } = await openLink(deps, token, now);
  if (account.id !== caller.id) throw detailError(403, VERIFY_MESSAGES.otherAccount);
  const confirmed = await db.transaction(async (tx) => {
    if (!(await claimLinkToken(tx, link, now))) return null;
    await spendUserLinks(tx, 'verify_email', account.id, now);
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: account.emailVerifiedAt ?? now, emailVerifiedVia: 'session' })
      .where(eq(users.id, account.id))
      .returning();
    return row ?? null;
  });
  if (!confirmed) throw detailError(400, VERIFY_MESSAGES.invalidLink);
  await sendHeldReceipts(deps, confirmed.id);
  return confirmed;
}

/**
 * "This wasn't me": the holder of the mailbox a live link reached says they did not create the
 * account that asked. The link is used up, the account loses the address and what it did under it
 * (server/auth/address-owner.ts); answers the address, now free for its owner to sign up with.
 */
export async function disownAddress(deps: AppDeps, token: unknown, ip: string, now = new Date()) {
  const { link, account } = await openLink(deps, token, now);
  const released = await deps.db.transaction(async (tx) => {
    if (!(await claimLinkToken(tx, link, now))) return null;
    await spendUserLinks(tx, 'verify_email', account.id, now);
    return releaseAddress(deps, tx, account, { now, ip });
  });
  if (!released) throw detailError(400, VERIFY_MESSAGES.invalidLink);
  return released;
}

/**
 * Proving an account's e-mail address (issue 17 item 2): a confirmation link mailed on sign-up (and
 * on request), single use, expiring after VERIFY_LINK_TTL_HOURS; following it sets
 * users.email_verified_at and sends the receipts kept until then.
 */
import { eq } from 'drizzle-orm';
import { VERIFY_MESSAGES } from '../../src/domain/email-verification';
import type { AppDeps, UserRow } from '../context';
import { users } from '../db/schema/auth';
import { detailError } from '../http/errors';
import { sendHeldReceipts } from '../registrations/receipts';
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

/**
 * Confirms the address a live link was sent to, if the account still has it; answers the account.
 * A used, expired or unknown link is a 400 with the page's message.
 */
export async function confirmEmail(deps: AppDeps, token: unknown, now = new Date()): Promise<UserRow> {
  const { db } = deps;
  const link = await findLinkToken(db, 'verify_email', token, now);
  const [user] = link?.userId ? await db.select().from(users).where(eq(users.id, link.userId)) : [];
  // A link confirms only the address it was sent to.
  if (!link || !user || user.email.toLowerCase() !== link.email) {
    throw detailError(400, VERIFY_MESSAGES.invalidLink);
  }
  const confirmed = await db.transaction(async (tx) => {
    if (!(await claimLinkToken(tx, link, now))) return null;
    await spendUserLinks(tx, 'verify_email', user.id, now);
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? now })
      .where(eq(users.id, user.id))
      .returning();
    return row ?? null;
  });
  if (!confirmed) throw detailError(400, VERIFY_MESSAGES.invalidLink);
  await sendHeldReceipts(deps, confirmed.id);
  return confirmed;
}

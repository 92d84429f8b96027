/**
 * Address ownership decides (issue 36 item 1). An account's e-mail address counts as its own only
 * once the address was proven by whoever holds the account's password: the confirmation link
 * followed inside a session of that account (server/auth/email-verification.ts), or a password
 * reset through the address (after which the mailbox holder chose the password).
 *
 * Whoever proves the address otherwise takes it over:
 * - "This wasn't me" on the confirmation page (the mailbox holder says another person signed up
 *   with their address): the account loses the address (`releasedEmail`), so the owner can sign up
 *   with it;
 * - a password reset of an account whose address its password holder never proved: the account is
 *   the mailbox holder's from now on.
 * Either way every session of the account ends, and what it did under the address is withdrawn, each
 * in the audit log: the guardian approvals it gave in the parent portal (the athlete is pending
 * again, so hidden from recruiters) and its recruiter-access and calendar-editor requests (denied as
 * withdrawn; the calendar rights an approved one granted are taken away).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { recordAudits, type AuditEntry } from '../audit/log';
import { athleteProfiles, CLEARED_APPROVAL, recruiterAccessRequests } from '../db/schema/athletes';
import { users } from '../db/schema/auth';
import { calendarEditorRequests, coachProgramGrants } from '../db/schema/events';

/** Why an address was taken over, as the audit log and the withdrawn requests say. */
export type Takeover = 'disowned' | 'reset';

const WITHDRAWN_NOTE: Record<Takeover, (email: string) => string> = {
  disowned: (email) =>
    `Withdrawn: the owner of ${email} said they did not create this account, and took the address back.`,
  reset: (email) =>
    `Withdrawn: ${email} was proven by a password reset, not by whoever held the account's password before.`,
};

/**
 * The address an account has while it holds none (a reserved name no mail reaches, unique per
 * account and moment).
 */
export const releasedEmail = (userId: number, now: Date) =>
  `released-${userId}-${now.getTime()}@address-released.invalid`;

/** Whether the account's password holder has proven its address (see the module comment). */
export const addressProven = (user: Pick<UserRow, 'emailVerifiedAt' | 'emailVerifiedVia'>) =>
  user.emailVerifiedAt !== null && user.emailVerifiedVia !== null;

/**
 * Withdraws what `account` did under its address and ends every session, in the transaction `tx`
 * (pass the one that takes the address over); the entries name `actor` (null: the mailbox holder,
 * who has no account) and the caller's `ip`.
 */
export async function withdrawUnderAddress(
  deps: AppDeps,
  tx: Db,
  account: UserRow,
  how: Takeover,
  at: { now: Date; ip: string; actor: UserRow | null },
): Promise<void> {
  const note = WITHDRAWN_NOTE[how](account.email);
  const entries: AuditEntry[] = [];
  const entry = (action: string, entity: string, entityId: number | string, after: Record<string, unknown>) =>
    entries.push({ actor: at.actor, action, entity, entityId, after, note, ip: at.ip, at: at.now });

  // Guardian approvals it gave as a parent: pending again, so hidden from recruiters.
  const approvals = await tx
    .update(athleteProfiles)
    .set({ ...CLEARED_APPROVAL, recruiterVisible: false, updatedAt: at.now })
    .where(
      and(
        eq(athleteProfiles.guardianApprovedBy, account.id),
        eq(athleteProfiles.guardianApprovedVia, 'portal'),
      ),
    )
    .returning({ id: athleteProfiles.id });
  for (const { id } of approvals) {
    entry('revoke', 'athlete_profile', id, { status: 'pending', withdrawn_approval_of: account.id });
  }

  const withdrawn = {
    status: 'DENIED',
    reviewNote: note,
    reviewedAt: at.now,
    reviewedBy: null,
  } as const;
  const recruiter = await tx
    .update(recruiterAccessRequests)
    .set({ ...withdrawn, updatedAt: at.now })
    .where(
      and(
        eq(recruiterAccessRequests.userId, account.id),
        inArray(recruiterAccessRequests.status, ['PENDING', 'APPROVED']),
      ),
    )
    .returning({ id: recruiterAccessRequests.id });
  for (const { id } of recruiter) entry('withdraw', 'recruiter_access_request', id, { status: 'DENIED' });

  const editor = await tx
    .update(calendarEditorRequests)
    .set(withdrawn)
    .where(
      and(
        eq(calendarEditorRequests.userId, account.id),
        inArray(calendarEditorRequests.status, ['PENDING', 'APPROVED']),
      ),
    )
    .returning({ id: calendarEditorRequests.id });
  for (const { id } of editor) entry('withdraw', 'calendar_editor_request', id, { status: 'DENIED' });
  const grants = await tx
    .delete(coachProgramGrants)
    .where(eq(coachProgramGrants.userId, account.id))
    .returning({ program: coachProgramGrants.programId });
  if (grants.length > 0) {
    entry('withdraw', 'coach_program_grants', account.id, { programs: grants.map((row) => row.program) });
  }

  await deps.tokens.revokeAll(account.id, tx);
  await recordAudits(tx, entries);
}

/**
 * The mailbox holder says they did not create `account` ("This wasn't me"): in `tx`, the account
 * loses the address (released, unconfirmed) and everything done under it is withdrawn. Answers the
 * address released.
 */
export async function releaseAddress(
  deps: AppDeps,
  tx: Db,
  account: UserRow,
  at: { now: Date; ip: string },
): Promise<string> {
  await withdrawUnderAddress(deps, tx, account, 'disowned', { ...at, actor: null });
  const released = releasedEmail(account.id, at.now);
  await tx
    .update(users)
    .set({ email: released, emailVerifiedAt: null, emailVerifiedVia: null })
    .where(eq(users.id, account.id));
  await recordAudits(tx, [
    {
      actor: null,
      action: 'release_address',
      entity: 'user',
      entityId: account.id,
      before: { email: account.email },
      after: { email: released },
      note: WITHDRAWN_NOTE.disowned(account.email),
      ip: at.ip,
      at: at.now,
    },
  ]);
  return account.email;
}

/**
 * POST /auth/athlete-profiles/:id/request-approval/ (issue 17 items 2, 3): the league mails the
 * profile's own guardian_email (never an address from the request) a fixed message carrying only
 * the athlete's first name, with a single-use approval link (GUARDIAN_LINK_TTL_DAYS). At most
 * APPROVAL_REQUEST_LIMIT requests per athlete a day, whatever the address, counted atomically.
 */
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { isAdult, PROFILE_MESSAGES, safeFirstName } from '../../../src/domain/athlete-profile';
import { issueLinkToken } from '../../auth/link-tokens';
import type { AppDeps, SignedInEnv } from '../../context';
import { athleteProfiles } from '../../db/schema/athletes';
import { detailError, fieldError } from '../../http/errors';
import { enforceLimit } from '../../http/rate-limit';
import type { ProfileRow } from './profile-json';

export const APPROVAL_REQUEST_MESSAGES = {
  adult: 'Athletes 18 or over choose their own recruiter visibility.',
  alreadyApproved: 'Your parent or guardian has already approved your profile.',
  ownAddress: 'Name your parent or guardian here, not your own e-mail address.',
  tooMany: 'You have sent the most approval requests allowed for today. Please try again tomorrow.',
  requested: (email: string) => `We e-mailed ${email} a link to approve your profile.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fixed request mail: the first name is the only thing the athlete chose. */
export function approvalRequestMail(firstName: string, link: string, site: string, days: number) {
  const who = firstName || 'An athlete';
  return {
    subject: `${who} asks you to approve their recruiting profile`,
    text: [
      'Hello,',
      '',
      `${who} named this e-mail address as their parent or guardian on the Mid-South Youth Sports League site and asks you to approve their recruiting profile. Recruiters cannot see it until you do.`,
      '',
      `Review the request and approve or decline it here (no account needed; the link works once and expires in ${days} days):`,
      link,
      '',
      'Or sign in to the parent portal with this e-mail address, once you have confirmed it, and find the request under Pending approvals:',
      `${site}/portal/parent`,
      '',
      'If you do not know this athlete, decline with the link above or ignore this message.',
    ].join('\n'),
  };
}

/** Mails the guardian a request with a fresh approval link. */
async function mailGuardian(deps: AppDeps, profile: ProfileRow, now: Date): Promise<void> {
  const { db, mailer, config } = deps;
  const ttl = config.consent.guardianLinkTtlMs;
  const subject = { email: profile.guardianEmail, athleteProfileId: profile.id };
  const token = await issueLinkToken(db, 'guardian_approval', subject, ttl, now);
  const link = `${config.siteUrl}/guardian-approval?token=${token}`;
  const mail = approvalRequestMail(
    safeFirstName(profile.name),
    link,
    config.siteUrl,
    Math.round(ttl / DAY_MS),
  );
  await mailer.send({ to: profile.guardianEmail, ...mail });
}

/** Asks the named guardian for approval (the handler of the route). */
export async function requestApproval(c: Context<SignedInEnv>) {
  const { deps } = c.var;
  const [profile] = await deps.db
    .select()
    .from(athleteProfiles)
    .where(eq(athleteProfiles.id, Number(c.req.param('id'))));
  if (!profile!.guardianEmail) throw fieldError({ guardian_email: [PROFILE_MESSAGES.guardianEmailMissing] });
  // The link would reach the athlete: their own address names no guardian (kept from before the rule).
  if (profile!.guardianEmail.trim().toLowerCase() === c.var.user.email.trim().toLowerCase()) {
    throw fieldError({ guardian_email: [APPROVAL_REQUEST_MESSAGES.ownAddress] });
  }
  const now = new Date();
  if (isAdult(profile!.dateOfBirth, now)) throw detailError(400, APPROVAL_REQUEST_MESSAGES.adult);
  if (profile!.guardianApprovedAt) throw detailError(400, APPROVAL_REQUEST_MESSAGES.alreadyApproved);
  // Counted per athlete account, so a new guardian_email starts no new count.
  // Worded per day ("try again tomorrow"): a calendar day's count.
  const rule = {
    bucket: 'approval-request',
    max: deps.config.consent.approvalRequestsPerDay,
    windowMs: DAY_MS,
    calendar: true,
  };
  await enforceLimit(deps.db, rule, `athlete:${profile!.userId}`, APPROVAL_REQUEST_MESSAGES.tooMany, now);
  const [asked] = await deps.db
    .update(athleteProfiles)
    .set({ approvalRequestedAt: now, guardianDeclinedAt: null })
    .where(eq(athleteProfiles.id, profile!.id))
    .returning();
  await mailGuardian(deps, asked!, now);
  return c.json({
    detail: APPROVAL_REQUEST_MESSAGES.requested(asked!.guardianEmail),
    approval_requested_at: now.toISOString(),
  });
}

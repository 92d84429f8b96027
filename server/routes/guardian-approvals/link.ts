/**
 * /guardian-consent/: the approval link mailed to an athlete's guardian (issue 17 item 2), for the
 * /guardian-approval landing page; no account needed, the link's token is the proof that its
 * holder reads the guardian's mailbox. POST lookup/ shows the athlete as the parent portal would;
 * POST decide/ approves or declines once (the link is then used up), recorded as 'link' with the
 * guardian's address and the caller's IP. A link decides only while the profile still names the
 * address it was sent to.
 */
import * as v from 'valibot';
import { GUARDIAN_MESSAGES, isAdult, safeFirstName } from '../../../src/domain/athlete-profile';
import { eq } from 'drizzle-orm';
import { claimLinkToken, findLinkToken } from '../../auth/link-tokens';
import { clientIp, type AppDeps } from '../../context';
import { athleteProfiles } from '../../db/schema/athletes';
import { detailError } from '../../http/errors';
import { routes } from '../../http/router';
import { readBody, requiredText } from '../../http/validation';
import { approvalJson, recordGuardianDecision } from './index';

const tokenSchema = v.object({ token: requiredText() });
const decisionSchema = v.object({
  token: requiredText(),
  decision: v.picklist(['approve', 'decline'], GUARDIAN_MESSAGES.decision),
});

/** The live link of this token and the profile it decides on; a 400 otherwise. */
async function openLink(deps: AppDeps, token: string, now: Date) {
  const link = await findLinkToken(deps.db, 'guardian_approval', token, now);
  const [profile] = link?.athleteProfileId
    ? await deps.db.select().from(athleteProfiles).where(eq(athleteProfiles.id, link.athleteProfileId))
    : [];
  if (!link || !profile || profile.guardianEmail.trim().toLowerCase() !== link.email) {
    throw detailError(400, GUARDIAN_MESSAGES.linkInvalid);
  }
  return { link, profile };
}

export const guardianLinkRoutes = routes('/guardian-consent')
  .post('/lookup', async (c) => {
    const { token } = await readBody(c, tokenSchema);
    const { link, profile } = await openLink(c.var.deps, token, new Date());
    return c.json({
      athlete: approvalJson(profile),
      first_name: safeFirstName(profile.name),
      guardian_email: link.email,
      expires_at: link.expiresAt.toISOString(),
    });
  })
  .post('/decide', async (c) => {
    const { deps } = c.var;
    const input = await readBody(c, decisionSchema);
    const now = new Date();
    const { link, profile } = await openLink(deps, input.token, now);
    const approve = input.decision === 'approve';
    if (approve && isAdult(profile.dateOfBirth, now)) throw detailError(400, GUARDIAN_MESSAGES.notNeeded);
    const decided = await deps.db.transaction(async (tx) => {
      if (!(await claimLinkToken(tx, link, now))) return null;
      const by = { via: 'link', email: link.email, user: null, ip: clientIp(c) } as const;
      return recordGuardianDecision(tx, profile, approve, by, now);
    });
    if (!decided) throw detailError(400, GUARDIAN_MESSAGES.linkInvalid);
    const first = safeFirstName(profile.name) || 'this athlete';
    return c.json({
      detail: approve
        ? `Thank you. You approved ${first}'s recruiting profile.`
        : `Thank you. You declined ${first}'s recruiting profile. Recruiters cannot see it.`,
      status: decided.status,
      athlete: decided,
    });
  });

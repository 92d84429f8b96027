/**
 * /auth/athlete-profiles/: the caller's own recruiting profile (spec 3 §3, §4, §7). GET answers a
 * page holding it (or none); POST creates it once; PATCH updates it, or only recruiter_visible;
 * POST …/request-approval/ e-mails the guardian a link to approve it in the parent portal.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { isAdult, PROFILE_MESSAGES } from '../../../src/domain/athlete-profile';
import type { AppDeps } from '../../context';
import { athleteProfiles } from '../../db/schema/athletes';
import { isUniqueViolation } from '../../db/errors';
import { detailError, fieldError } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { profileColumns, profileJson, type ProfileRow } from './profile-json';
import { athleteProfileInputSchema, athleteProfilePatchSchema } from './profile-schema';

export const ATHLETE_PROFILE_MESSAGES = {
  exists: 'You already have an athlete profile. Save your changes to it instead.',
  adult: 'Athletes 18 or over choose their own recruiter visibility.',
  alreadyApproved: 'Your parent or guardian has already approved your profile.',
  tooSoon: 'An approval request was sent a few minutes ago. Please wait before sending another.',
  requested: (email: string) => `We e-mailed ${email} a link to approve your profile.`,
} as const;

/** How long after one approval e-mail the next may be sent. */
export const APPROVAL_REQUEST_INTERVAL_MS = 10 * 60 * 1000;

async function profileById(deps: AppDeps, id: number): Promise<ProfileRow> {
  const [row] = await deps.db.select().from(athleteProfiles).where(eq(athleteProfiles.id, id));
  return row!;
}

/** E-mails the guardian that the athlete asks for approval, with the way to give it. */
async function mailGuardian(deps: AppDeps, profile: ProfileRow): Promise<void> {
  const site = deps.config.siteUrl;
  const name = profile.name || 'An athlete';
  await deps.mailer.send({
    to: profile.guardianEmail,
    subject: `${name} asks you to approve their recruiting profile`,
    text: [
      `${name} named you (${profile.guardianEmail}) as their parent or guardian on the Mid-South Youth Sports League site and asks you to approve their recruiting profile. Recruiters cannot see it until you do.`,
      '',
      'Sign in to the parent portal with this e-mail address and find the athlete under Pending approvals:',
      `${site}/portal/parent`,
      '',
      `No parent account yet? Create one with this e-mail address: ${site}/register`,
      '',
      'If you do not know this athlete, you can ignore this message or decline in the parent portal.',
    ].join('\n'),
  });
}

export const athleteProfileRoutes = routes('/auth/athlete-profiles')
  .get('/', async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, c.var.user.id));
    return c.json(paginateArray(c, rows.map(profileJson), { defaultSize: 1, maxSize: 1 }));
  })
  .post('/', async (c) => {
    const { db } = c.var.deps;
    const input = await readBody(c, athleteProfileInputSchema);
    try {
      const [row] = await db
        .insert(athleteProfiles)
        .values({ ...profileColumns(input), name: input.name, userId: c.var.user.id })
        .returning();
      return c.json(profileJson(row!), 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw detailError(400, ATHLETE_PROFILE_MESSAGES.exists);
      throw error;
    }
  })
  .patch('/:id', async (c) => {
    const { deps } = c.var;
    const current = await profileById(deps, Number(c.req.param('id')));
    const input = await readBody(c, athleteProfilePatchSchema);
    const newGuardian =
      input.guardian_email !== undefined &&
      input.guardian_email.toLowerCase() !== current.guardianEmail.toLowerCase();
    const [row] = await deps.db
      .update(athleteProfiles)
      .set({
        ...profileColumns(input),
        // An approval is the named guardian's: another guardian must decide afresh.
        ...(newGuardian
          ? {
              guardianApprovedAt: null,
              guardianApprovedBy: null,
              guardianDeclinedAt: null,
              approvalRequestedAt: null,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(athleteProfiles.id, current.id))
      .returning();
    return c.json(profileJson(row!));
  })
  .post('/:id/request-approval', async (c) => {
    const { deps } = c.var;
    const profile = await profileById(deps, Number(c.req.param('id')));
    if (!profile.guardianEmail) throw fieldError({ guardian_email: [PROFILE_MESSAGES.guardianEmailMissing] });
    const now = new Date();
    if (isAdult(profile.dateOfBirth, now)) throw detailError(400, ATHLETE_PROFILE_MESSAGES.adult);
    if (profile.guardianApprovedAt) throw detailError(400, ATHLETE_PROFILE_MESSAGES.alreadyApproved);
    // One e-mail per interval, claimed in the UPDATE itself so two clicks at once send one.
    const since = new Date(now.getTime() - APPROVAL_REQUEST_INTERVAL_MS);
    const [claimed] = await deps.db
      .update(athleteProfiles)
      .set({ approvalRequestedAt: now, guardianDeclinedAt: null })
      .where(
        and(
          eq(athleteProfiles.id, profile.id),
          or(isNull(athleteProfiles.approvalRequestedAt), lt(athleteProfiles.approvalRequestedAt, since)),
        ),
      )
      .returning();
    if (!claimed) throw detailError(429, ATHLETE_PROFILE_MESSAGES.tooSoon);
    await mailGuardian(deps, claimed);
    return c.json({
      detail: ATHLETE_PROFILE_MESSAGES.requested(claimed.guardianEmail),
      approval_requested_at: now.toISOString(),
    });
  });

/**
 * /auth/athlete-profiles/: the caller's own recruiting profile (spec 3 §3, §4, §7). GET answers a
 * page holding it (or none); POST creates it once; PATCH updates it, or only recruiter_visible;
 * POST …/request-approval/ e-mails the guardian a link to approve it (approval-request.ts).
 */
import { eq } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../context';
import { athleteProfiles, CLEARED_APPROVAL } from '../../db/schema/athletes';
import { isUniqueViolation } from '../../db/errors';
import { detailError, fieldError } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { APPROVAL_REQUEST_MESSAGES, requestApproval } from './approval-request';
import { consentReset } from './consent-reset';
import { profileColumns, profileJson, type ProfileRow } from './profile-json';
import { athleteProfileInputSchema, athleteProfilePatchSchema } from './profile-schema';
import { keptForCaller } from '../../http/kept-answers';

export const ATHLETE_PROFILE_MESSAGES = {
  exists: 'You already have an athlete profile. Save your changes to it instead.',
  birthDateLocked:
    'Your birth date is on file and only the league office can change it. Contact the league office to correct it.',
} as const;

/** Refuses the athlete's own account address as guardian: its approval link would reach the athlete. */
function assertNotOwnAddress(user: UserRow, guardianEmail: string | undefined): void {
  if (guardianEmail && guardianEmail.toLowerCase() === user.email.trim().toLowerCase()) {
    throw fieldError({ guardian_email: [APPROVAL_REQUEST_MESSAGES.ownAddress] });
  }
}

async function profileById(deps: AppDeps, id: number): Promise<ProfileRow> {
  const [row] = await deps.db.select().from(athleteProfiles).where(eq(athleteProfiles.id, id));
  return row!;
}

export const athleteProfileRoutes = routes('/auth/athlete-profiles')
  .get('/', keptForCaller(), async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, c.var.user.id));
    return c.json(paginateArray(c, rows.map(profileJson), { defaultSize: 1, maxSize: 1 }));
  })
  .post('/', async (c) => {
    const { db } = c.var.deps;
    const input = await readBody(c, athleteProfileInputSchema);
    assertNotOwnAddress(c.var.user, input.guardian_email);
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
    assertNotOwnAddress(c.var.user, input.guardian_email);
    // Once set, the birth date is the league office's to correct (sending it unchanged is fine).
    if (
      input.date_of_birth !== undefined &&
      current.dateOfBirth !== null &&
      input.date_of_birth !== current.dateOfBirth
    ) {
      throw fieldError({ date_of_birth: [ATHLETE_PROFILE_MESSAGES.birthDateLocked] });
    }
    const columns = profileColumns(input);
    const newGuardian =
      input.guardian_email !== undefined &&
      input.guardian_email.toLowerCase() !== current.guardianEmail.toLowerCase();
    const [row] = await deps.db
      .update(athleteProfiles)
      .set({
        ...columns,
        // An approval is the named guardian's: another guardian must decide afresh.
        ...(newGuardian ? { ...CLEARED_APPROVAL, guardianDeclinedAt: null, approvalRequestedAt: null } : {}),
        ...consentReset(current, columns),
        updatedAt: new Date(),
      })
      .where(eq(athleteProfiles.id, current.id))
      .returning();
    return c.json(profileJson(row!));
  })
  .post('/:id/request-approval', requestApproval);

/**
 * /auth/guardian-approvals/: the parent portal's Pending approvals (spec 3 §4). A parent whose
 * account e-mail an athlete under 18 (or without a birth date) named as guardian_email sees that
 * athlete and approves or declines; the policy's ownership rule answers anyone else with 404.
 */
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { adultBirthCutoff, guardianStatus } from '../../../src/domain/athlete-profile';
import type { Db } from '../../db/client';
import { athleteProfiles } from '../../db/schema/athletes';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import type { ProfileRow } from '../athlete-profiles/profile-json';

/** What a guardian sees of an athlete who asks for approval. */
export function approvalJson(row: ProfileRow) {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const approval = {
    guardian_approved_at: iso(row.guardianApprovedAt),
    guardian_declined_at: iso(row.guardianDeclinedAt),
  };
  return {
    id: row.id,
    name: row.name,
    date_of_birth: row.dateOfBirth,
    primary_sport: row.primarySport,
    school: row.school,
    current_team: row.currentTeam,
    status: guardianStatus(approval),
    ...approval,
    approval_requested_at: iso(row.approvalRequestedAt),
  };
}

/** Stores the guardian's decision and answers the athlete as the guardian now sees it. */
async function decide(db: Db, profileId: number, guardianId: number, approve: boolean) {
  const now = new Date();
  const [row] = await db
    .update(athleteProfiles)
    .set(
      approve
        ? { guardianApprovedAt: now, guardianApprovedBy: guardianId, guardianDeclinedAt: null }
        : { guardianApprovedAt: null, guardianApprovedBy: null, guardianDeclinedAt: now },
    )
    .where(eq(athleteProfiles.id, profileId))
    .returning();
  return approvalJson(row!);
}

export const guardianApprovalRoutes = routes('/auth/guardian-approvals')
  .get('/', async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(athleteProfiles)
      .where(
        and(
          ne(athleteProfiles.guardianEmail, ''),
          eq(sql`lower(${athleteProfiles.guardianEmail})`, c.var.user.email.trim().toLowerCase()),
          // Only athletes who need a guardian: under 18 or without a birth date.
          or(isNull(athleteProfiles.dateOfBirth), gt(athleteProfiles.dateOfBirth, adultBirthCutoff())),
        ),
      )
      .orderBy(asc(athleteProfiles.createdAt), asc(athleteProfiles.id));
    return c.json(paginateArray(c, rows.map(approvalJson), { defaultSize: 50, maxSize: 100 }));
  })
  .post('/:id/approve', async (c) =>
    c.json(await decide(c.var.deps.db, Number(c.req.param('id')), c.var.user.id, true)),
  )
  .post('/:id/decline', async (c) =>
    c.json(await decide(c.var.deps.db, Number(c.req.param('id')), c.var.user.id, false)),
  );

/**
 * /auth/guardian-approvals/: the parent portal's Pending approvals (spec 3 §4). A parent whose
 * account e-mail an athlete under 18 (or without a birth date) named as guardian_email sees that
 * athlete and approves or declines (or withdraws an approval); the policy's ownership rule answers
 * anyone else with 404. Only an account that confirmed its address may (issue 17 item 2): whoever
 * registers the guardian's address first proves nothing.
 */
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import {
  adultBirthCutoff,
  GUARDIAN_MESSAGES,
  guardianStatus,
  type ApprovalVia,
} from '../../../src/domain/athlete-profile';
import { recordAudit } from '../../audit/log';
import type { Context } from 'hono';
import { clientIp, type SignedInEnv, type UserRow } from '../../context';
import type { Db } from '../../db/client';
import { athleteProfiles, CLEARED_APPROVAL } from '../../db/schema/athletes';
import { detailError } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import type { ProfileRow } from '../athlete-profiles/profile-json';
import { keptForCaller } from '../../http/kept-answers';

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
    guardian_approved_via: row.guardianApprovedAt ? (row.guardianApprovedVia as ApprovalVia | null) : null,
    approval_requested_at: iso(row.approvalRequestedAt),
  };
}

/** Who decided, how and from where. */
export interface Decider {
  via: ApprovalVia;
  /** The guardian address that decided: the confirmed account's, or the one the link went to. */
  email: string;
  /** The parent account (portal); null for a link. */
  user: UserRow | null;
  ip: string;
}

/**
 * Stores a guardian's decision on a profile with who, when, how and from where, and its audit entry
 * (approve, decline, or revoke for a decline of an approval), in one transaction; answers the
 * athlete as the guardian now sees them.
 */
export async function recordGuardianDecision(
  db: Db,
  profile: ProfileRow,
  approve: boolean,
  by: Decider,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(athleteProfiles)
      .set(
        approve
          ? {
              guardianApprovedAt: now,
              guardianApprovedBy: by.user?.id ?? null,
              guardianApprovedVia: by.via,
              guardianApprovedEmail: by.email.trim().toLowerCase(),
              guardianApprovedIp: by.ip,
              guardianDeclinedAt: null,
            }
          : { ...CLEARED_APPROVAL, guardianDeclinedAt: now },
      )
      .where(eq(athleteProfiles.id, profile.id))
      .returning();
    const json = approvalJson(row!);
    await recordAudit(tx, {
      actor: by.user,
      action: approve ? 'approve' : profile.guardianApprovedAt ? 'revoke' : 'decline',
      entity: 'athlete_profile',
      entityId: profile.id,
      after: { status: json.status, via: by.via, email: by.email.trim().toLowerCase() },
      note: by.via === 'link' ? `Guardian decision through the link mailed to ${by.email}` : '',
      ip: by.ip,
      at: now,
    });
    return json;
  });
}

/** Refuses an account that has not confirmed its e-mail address. */
function assertConfirmed(user: UserRow): void {
  if (!user.emailVerifiedAt) throw detailError(403, GUARDIAN_MESSAGES.confirmFirst);
}

async function profileById(db: Db, id: number): Promise<ProfileRow> {
  const [row] = await db.select().from(athleteProfiles).where(eq(athleteProfiles.id, id));
  return row!;
}

/** The portal's approve or decline: a confirmed parent account decides as itself. */
const decideInPortal = (approve: boolean) => async (c: Context<SignedInEnv>) => {
  const { deps, user } = c.var;
  assertConfirmed(user);
  const profile = await profileById(deps.db, Number(c.req.param('id')));
  const by: Decider = { via: 'portal', email: user.email, user, ip: clientIp(c) };
  return c.json(await recordGuardianDecision(deps.db, profile, approve, by));
};

export const guardianApprovalRoutes = routes('/auth/guardian-approvals')
  .get('/', keptForCaller(), async (c) => {
    assertConfirmed(c.var.user);
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
  .post('/:id/approve', decideInPortal(true))
  .post('/:id/decline', decideInPortal(false));

/**
 * A child's second guardian (issue 37; src/domain/second-guardians.ts): the parent who added the
 * child invites another adult by e-mail (mailed), lists the invitations and links, and revokes one;
 * the invited address's account lists what it was invited to and accepts, once its address is
 * confirmed (a stranger who signed up with that address first cannot). Links are records: revoked,
 * never deleted; every change is audited. Accepted links make one household for the sibling
 * discount (server/registrations/household.ts).
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  guardianAddress,
  SECOND_GUARDIAN_TEXT,
  type SecondGuardian,
} from '../../../src/domain/second-guardians';
import { recordAudit } from '../../audit/log';
import { clientIp, type SignedInEnv } from '../../context';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { childGuardians, children } from '../../db/schema/families';
import { isUniqueViolation } from '../../db/errors';
import { detailError, fieldError, notFound } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';

const inviteSchema = v.object({
  email: v.pipe(
    v.string(SECOND_GUARDIAN_TEXT.invalidEmail),
    v.trim(),
    v.maxLength(254, SECOND_GUARDIAN_TEXT.invalidEmail),
    v.email(SECOND_GUARDIAN_TEXT.invalidEmail),
  ),
});

/** The audit entry of a change to a link, by the caller. */
function auditLink(
  tx: Db,
  c: Context<SignedInEnv>,
  action: 'create' | 'update',
  id: number,
  after: Record<string, unknown>,
) {
  return recordAudit(tx, {
    actor: c.var.user,
    action,
    entity: 'child_guardian',
    entityId: id,
    after,
    ip: clientIp(c),
  });
}

/** A path's id, or 404. */
function idOf(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

/** The links of some children (or one link), newest first, as the API answers them. */
async function linksOf(db: Db, where: SQL | undefined): Promise<SecondGuardian[]> {
  const rows = await db
    .select({ link: childGuardians, child: children, inviter: users })
    .from(childGuardians)
    .innerJoin(children, eq(children.id, childGuardians.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(where)
    .orderBy(desc(childGuardians.createdAt), desc(childGuardians.id));
  return rows.map(({ link, child, inviter }) => ({
    id: link.id,
    child: child.id,
    child_name: `${child.firstName} ${child.lastName}`.trim(),
    email: link.email,
    status: link.status as SecondGuardian['status'],
    invited_by: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email,
    created_at: link.createdAt.toISOString(),
    accepted_at: link.acceptedAt?.toISOString() ?? null,
    revoked_at: link.revokedAt?.toISOString() ?? null,
  }));
}

/** The parent's side, under /auth/children/:id/guardians (the child's ownership rule ran first). */
export const secondGuardianRoutes = routes('/auth/children')
  .get('/:id/guardians', async (c) => {
    const child = idOf(c.req.param('id'));
    return c.json({ results: await linksOf(c.var.deps.db, eq(childGuardians.childId, child)) });
  })
  .post('/:id/guardians', async (c) => {
    const { deps, user } = c.var;
    const child = idOf(c.req.param('id'));
    const email = guardianAddress((await readBody(c, inviteSchema)).email);
    if (email === guardianAddress(user.email)) throw fieldError({ email: [SECOND_GUARDIAN_TEXT.ownAddress] });
    let id: number;
    try {
      id = await deps.db.transaction(async (tx) => {
        const [link] = await tx
          .insert(childGuardians)
          .values({ childId: child, email, invitedById: user.id })
          .returning({ id: childGuardians.id });
        await auditLink(tx, c, 'create', link!.id, { child, email, status: 'pending' });
        return link!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError({ email: [SECOND_GUARDIAN_TEXT.alreadyInvited] });
      throw error;
    }
    const [answer] = await linksOf(deps.db, eq(childGuardians.id, id));
    await deps.mailer.send({
      to: email,
      subject: SECOND_GUARDIAN_TEXT.subject(answer!.child_name),
      text: [
        'Hello,',
        '',
        `${answer!.invited_by} invited you to be a guardian of ${answer!.child_name} in the Mid-South Youth Sports League.`,
        'Your household then counts as one for sibling discounts.',
        '',
        `Sign in (or create a parent account) with this address, confirm the address, and accept the invitation in your portal: ${deps.config.siteUrl}/portal/parent`,
        '',
        'If you do not know this family, ignore this message: nothing is linked until you accept.',
      ].join('\n'),
    });
    return c.json(answer, 201);
  })
  .delete('/:id/guardians/:link', async (c) => {
    const { deps } = c.var;
    const child = idOf(c.req.param('id'));
    const link = idOf(c.req.param('link'));
    const revoked = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(childGuardians)
        .set({ status: 'revoked', revokedAt: new Date() })
        .where(
          and(
            eq(childGuardians.id, link),
            eq(childGuardians.childId, child),
            inArray(childGuardians.status, ['pending', 'accepted']),
          ),
        )
        .returning();
      if (!row) return null;
      await auditLink(tx, c, 'update', row.id, { status: 'revoked' });
      return row;
    });
    if (!revoked) throw notFound();
    return c.body(null, 204);
  });

/** The invited account's side. */
export const guardianInvitationRoutes = routes('/auth/guardian-invitations')
  .get('/', async (c) => {
    const { user } = c.var;
    return c.json({
      results: await linksOf(
        c.var.deps.db,
        and(eq(childGuardians.email, guardianAddress(user.email)), eq(childGuardians.status, 'pending')),
      ),
    });
  })
  .post('/:id/accept', async (c) => {
    const { deps, user } = c.var;
    // Only the address's owner: an account that signed up with it but never confirmed it is refused.
    if (!user.emailVerifiedAt) throw detailError(403, SECOND_GUARDIAN_TEXT.confirmFirst);
    const id = idOf(c.req.param('id'));
    const accepted = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(childGuardians)
        .set({ status: 'accepted', userId: user.id, acceptedAt: new Date() })
        .where(
          and(
            eq(childGuardians.id, id),
            eq(childGuardians.status, 'pending'),
            eq(childGuardians.email, guardianAddress(user.email)),
          ),
        )
        .returning();
      if (!row) return null;
      await auditLink(tx, c, 'update', row.id, { status: 'accepted', user: user.id });
      return row;
    });
    if (!accepted) throw notFound();
    const [answer] = await linksOf(deps.db, eq(childGuardians.id, accepted.id));
    return c.json(answer);
  });

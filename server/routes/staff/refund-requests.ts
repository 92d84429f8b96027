/**
 * /staff/refund-requests/: families' refund requests in the staff review queue (staff and admin).
 * Each shows what the refund policy allowed when the family asked and what it allows today. Staff
 * approve a request by making the refund (POST /office/registrations/{id}/refunds/ naming the
 * request, which settles it in the refund's transaction); here they deny one, with a note the
 * family receives by mail. Every decision is in the audit log.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RefundRequestItem } from '../../../src/domain/office/refunds';
import type { RefundRule } from '../../../src/domain/refund-policy';
import { recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { programs } from '../../db/schema/league';
import { refundRequests } from '../../db/schema/refunds';
import { registrations } from '../../db/schema/registrations';
import { detailError, notFound } from '../../http/errors';
import { choiceFilter, listHandler, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { policyFor } from '../../registrations/refund-policy';
import { namesById, reviewBodySchema } from './decisions';

type RequestRow = typeof refundRequests.$inferSelect;

export const REFUND_REQUEST_MESSAGES = {
  denyOnly: 'Deny a refund request here; approve it by making the refund from the request.',
  decided: 'This refund request was already decided.',
} as const;

/** The requests as the queue shows them, with their registrations and today's policy figure. */
async function requestsJson(db: Db, rows: RequestRow[]): Promise<RefundRequestItem[]> {
  if (rows.length === 0) return [];
  const regRows = await db
    .select({ registration: registrations, program: programs.name })
    .from(registrations)
    .leftJoin(programs, eq(programs.id, registrations.programId))
    .where(
      inArray(
        registrations.id,
        rows.map((row) => row.registrationId),
      ),
    );
  const askers = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((row) => row.userId ?? 0),
      ),
    );
  const reviewers = await namesById(
    db,
    rows.map((row) => row.reviewedById),
  );
  return Promise.all(
    rows.map(async (row) => {
      const found = regRows.find((entry) => entry.registration.id === row.registrationId)!;
      const asker = askers.find((user) => user.id === row.userId);
      return {
        id: row.id,
        registration: row.registrationId,
        participant_name: found.registration.participantName,
        program_name: found.program,
        season: found.registration.season,
        requested_by: asker
          ? { name: `${asker.firstName} ${asker.lastName}`.trim() || asker.email, email: asker.email }
          : null,
        reason: row.reason,
        status: row.status as RefundRequestItem['status'],
        created_at: row.createdAt.toISOString(),
        reviewed_at: row.reviewedAt?.toISOString() ?? null,
        reviewed_by_name: row.reviewedById === null ? null : (reviewers.get(row.reviewedById) ?? null),
        review_note: row.reviewNote,
        asked_policy: { rule: row.policyRule as RefundRule, cents: row.policyCents },
        policy: await policyFor(db, found.registration),
        paid_cents: found.registration.paymentStatus === 'paid' ? found.registration.amountCents : 0,
        refunded_cents: found.registration.refundedCents,
      };
    }),
  );
}

const requestList: ListConfig<RequestRow, RefundRequestItem> = {
  table: refundRequests,
  filters: { status: choiceFilter(refundRequests.status, ['PENDING', 'APPROVED', 'DENIED'] as const) },
  sort: { created_at: refundRequests.createdAt },
  defaultOrdering: 'created_at',
  tiebreak: refundRequests.id,
  limits: { defaultSize: 5, maxSize: 50 },
  json: requestsJson,
};

const denySchema = reviewBodySchema(['DENIED'], REFUND_REQUEST_MESSAGES.denyOnly);

export const staffRefundRequestRoutes = routes('/staff/refund-requests')
  .get('/', listHandler(requestList))
  .patch('/:id', async (c) => {
    const { deps, user } = c.var;
    const { review_note } = await readBody(c, denySchema);
    const id = parseId(c.req.param('id'));
    const now = new Date();
    const row = await deps.db.transaction(async (tx) => {
      const [current] = id ? await tx.select().from(refundRequests).where(eq(refundRequests.id, id)) : [];
      if (!current) throw notFound();
      const [saved] = await tx
        .update(refundRequests)
        .set({ status: 'DENIED', reviewedById: user.id, reviewedAt: now, reviewNote: review_note })
        .where(and(eq(refundRequests.id, current.id), eq(refundRequests.status, 'PENDING')))
        .returning();
      if (!saved) throw detailError(409, REFUND_REQUEST_MESSAGES.decided);
      await recordAudit(tx, {
        actor: user,
        action: 'decide',
        entity: 'refund_request',
        entityId: saved.id,
        after: { status: 'DENIED' },
        note: review_note,
        ip: clientIp(c),
        at: now,
      });
      return saved;
    });
    const [item] = await requestsJson(deps.db, [row]);
    if (item?.requested_by) {
      // The family hears of the decision; a mail failure changes nothing of it.
      await deps.mailer
        .send({
          to: item.requested_by.email,
          subject: `Your refund request for ${item.participant_name}`,
          text: [
            `Hello ${item.requested_by.name},`,
            '',
            `The league office has reviewed your refund request for ${item.participant_name} (${item.program_name ?? 'program'}, ${item.season}) and cannot approve it.`,
            ...(review_note ? ['', `The office's note: ${review_note}`] : []),
            '',
            `The league refund policy: ${deps.config.siteUrl}/privacy#refunds`,
            'Questions? Reply to this message or call the league office.',
          ].join('\n'),
        })
        .catch((error: unknown) =>
          console.error(`Refund request ${row.id}: the decision mail failed:`, error),
        );
    }
    return c.json(item);
  });

/**
 * /staff/recruiter-access-requests/: staff decide on recruiter access (spec 3 §6 leaves who approves
 * unsaid; operations staff do). GET lists requests (optionally by status), PATCH approves or
 * denies one with an optional note, records who and when (also in the staff decision log), and
 * tells the recruiter by e-mail.
 */
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { ACCESS_STATUSES } from '../../../src/domain/recruiter';
import { recruiterAccessRequests } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { notFound } from '../../http/errors';
import type { Db } from '../../db/client';
import { choiceFilter, listHandler, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { optionalText, readBody } from '../../http/validation';
import { accessRequestsJson } from '../recruiter/access-requests';
import { recordDecision } from './decisions';

const reviewBodySchema = v.object({
  status: v.picklist(['APPROVED', 'DENIED'], 'Choose APPROVED or DENIED.'),
  review_note: v.pipe(
    optionalText(),
    v.maxLength(2000, 'Ensure this field has no more than 2000 characters.'),
  ),
});

type RequestRow = typeof recruiterAccessRequests.$inferSelect;

/** Requests as the queue shows them: with the recruiter who asked. */
async function requestsJson(db: Db, rows: RequestRow[]) {
  const recruiters = rows.length
    ? await db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((row) => row.userId),
          ),
        )
    : [];
  const json = await accessRequestsJson(db, rows);
  return rows.map((row, index) => {
    const recruiter = recruiters.find((user) => user.id === row.userId);
    return {
      ...json[index],
      review_note: row.reviewNote,
      recruiter: recruiter
        ? {
            id: recruiter.id,
            name: `${recruiter.firstName} ${recruiter.lastName}`.trim(),
            email: recruiter.email,
          }
        : null,
    };
  });
}

/** Oldest first, optionally by status. */
const requestList: ListConfig<RequestRow, Awaited<ReturnType<typeof requestsJson>>[number]> = {
  table: recruiterAccessRequests,
  filters: { status: choiceFilter(recruiterAccessRequests.status, ACCESS_STATUSES) },
  sort: { created_at: recruiterAccessRequests.createdAt },
  defaultOrdering: 'created_at',
  tiebreak: recruiterAccessRequests.id,
  limits: { defaultSize: 20, maxSize: 100 },
  json: requestsJson,
};

export const staffRecruiterAccessRoutes = routes('/staff/recruiter-access-requests')
  .get('/', listHandler(requestList))
  .patch('/:id', async (c) => {
    const { deps, user } = c.var;
    const id = parseId(c.req.param('id'));
    const input = await readBody(c, reviewBodySchema);
    const now = new Date();
    const [row] = id
      ? await deps.db
          .update(recruiterAccessRequests)
          .set({
            status: input.status,
            reviewNote: input.review_note,
            reviewedAt: now,
            reviewedBy: user.id,
            updatedAt: now,
          })
          .where(eq(recruiterAccessRequests.id, id))
          .returning()
      : [];
    if (!row) throw notFound();
    await recordDecision(deps.db, user, {
      subject: 'recruiter_access_request',
      subjectId: row.id,
      decision: input.status,
      note: input.review_note,
      at: now,
    });
    const [recruiter] = await deps.db.select().from(users).where(eq(users.id, row.userId));
    if (recruiter) {
      await deps.mailer.send({
        to: recruiter.email,
        subject: `Your recruiter access was ${input.status === 'APPROVED' ? 'approved' : 'not approved'}`,
        text: [
          input.status === 'APPROVED'
            ? 'Your request for recruiter access was approved. Consented athlete profiles are now in your portal.'
            : 'Your request for recruiter access was not approved. You may send a new request with more detail.',
          ...(input.review_note ? ['', `Note from our staff: ${input.review_note}`] : []),
          '',
          `${deps.config.siteUrl}/portal/recruiter`,
        ].join('\n'),
      });
    }
    const [json] = await accessRequestsJson(deps.db, [row]);
    return c.json({ ...json, review_note: row.reviewNote });
  });

/**
 * /auth/recruiter/access-requests/: the caller's recruiter access request (spec 3 §3, §4, §7). GET
 * answers a page holding it (or none). POST with an optional message creates it, updates a pending
 * one, or resubmits a denied one; each e-mails operations, who decide (staff routes).
 */
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { RECRUITER_MESSAGES } from '../../../src/domain/recruiter';
import type { AppDeps, UserRow } from '../../context';
import type { Db } from '../../db/client';
import { recruiterAccessRequests } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { isUniqueViolation } from '../../db/errors';
import { detailError } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import { optionalText, readBody } from '../../http/validation';
import { keptForCaller } from '../../http/kept-answers';

type RequestRow = typeof recruiterAccessRequests.$inferSelect;

/** How soon after one submission the next is accepted (each one e-mails operations). */
export const RESUBMIT_INTERVAL_MS = 60 * 1000;

const requestBodySchema = v.object({
  message: v.pipe(optionalText(), v.maxLength(2000, 'Ensure this field has no more than 2000 characters.')),
});

const displayName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Requests as the API shows them (spec 3 §3), with the reviewer's name. */
export async function accessRequestsJson(db: Db, rows: RequestRow[]) {
  const reviewerIds = [
    ...new Set(rows.map((row) => row.reviewedBy).filter((id): id is number => id !== null)),
  ];
  const reviewers = reviewerIds.length
    ? await db.select().from(users).where(inArray(users.id, reviewerIds))
    : [];
  return rows.map((row) => {
    const reviewer = reviewers.find((user) => user.id === row.reviewedBy);
    return {
      id: row.id,
      status: row.status,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      reviewed_by_name: reviewer ? displayName(reviewer) : null,
    };
  });
}

/** Tells operations there is a request to review. */
async function mailOperations(deps: AppDeps, user: UserRow, row: RequestRow, what: string) {
  await deps.mailer.send({
    to: deps.config.operationsEmail,
    subject: `Recruiter access request ${what}: ${displayName(user)}`,
    text: [
      `${displayName(user)} <${user.email}> ${what === 'new' ? 'asks for' : `${what} their request for`} recruiter access.`,
      '',
      `Message: ${row.message || '(none)'}`,
      '',
      `Review it in the staff queue: ${deps.config.siteUrl}/portal/coach`,
    ].join('\n'),
  });
}

export const accessRequestRoutes = routes('/auth/recruiter/access-requests')
  .get('/', keptForCaller(), async (c) => {
    const { db } = c.var.deps;
    const rows = await db
      .select()
      .from(recruiterAccessRequests)
      .where(eq(recruiterAccessRequests.userId, c.var.user.id));
    return c.json(paginateArray(c, await accessRequestsJson(db, rows), { defaultSize: 1, maxSize: 10 }));
  })
  .post('/', async (c) => {
    const { deps, user } = c.var;
    const { db } = deps;
    const { message } = await readBody(c, requestBodySchema);
    const now = new Date();
    const [current] = await db
      .select()
      .from(recruiterAccessRequests)
      .where(eq(recruiterAccessRequests.userId, user.id));
    if (current?.status === 'APPROVED') throw detailError(400, RECRUITER_MESSAGES.alreadyApproved);
    if (current && now.getTime() - current.updatedAt.getTime() < RESUBMIT_INTERVAL_MS) {
      throw detailError(429, RECRUITER_MESSAGES.tooSoon);
    }
    let row: RequestRow;
    let what: string;
    if (!current) {
      try {
        [row] = (await db
          .insert(recruiterAccessRequests)
          .values({ userId: user.id, message, createdAt: now, updatedAt: now })
          .returning()) as [RequestRow];
      } catch (error) {
        // A second request at the same moment: the first one stands.
        if (isUniqueViolation(error)) throw detailError(429, RECRUITER_MESSAGES.tooSoon);
        throw error;
      }
      what = 'new';
    } else {
      const resubmit = current.status === 'DENIED';
      [row] = (await db
        .update(recruiterAccessRequests)
        .set(
          resubmit
            ? {
                status: 'PENDING',
                message,
                reviewedAt: null,
                reviewedBy: null,
                reviewNote: '',
                createdAt: now,
                updatedAt: now,
              }
            : { message, updatedAt: now },
        )
        .where(eq(recruiterAccessRequests.id, current.id))
        .returning()) as [RequestRow];
      what = resubmit ? 'resubmitted' : 'updated';
    }
    await mailOperations(deps, user, row, what);
    const [json] = await accessRequestsJson(db, [row]);
    return c.json(json, current ? 200 : 201);
  });

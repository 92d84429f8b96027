/**
 * /events/calendar-editor-requests/ (spec 3 §4, §7): a coach's requests for calendar-editor rights.
 * GET answers the caller's requests, newest first (paged). POST with program and an optional
 * message asks staff for rights in that program (rights are per program, issue 17); an account
 * that already holds the program is told so, and a pending request for the same program blocks a
 * new one (also held by a unique index). Each request e-mails operations, who decide in the staff
 * queue.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { COACH_MESSAGES, grantCovers, type EditorRequest } from '../../../src/domain/coach';
import { coachScope } from '../../auth/coach-scope';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { calendarEditorRequests } from '../../db/schema/events';
import { programs } from '../../db/schema/league';
import { isUniqueViolation } from '../../db/errors';
import { detailError, fieldError } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import { optionalText, readBody, text } from '../../http/validation';
import { staffName } from '../staff/decisions';
import { keptForCaller } from '../../http/kept-answers';

type RequestRow = typeof calendarEditorRequests.$inferSelect;

const requestBodySchema = v.object({
  program: v.pipe(
    v.optional(v.nullable(v.union([text(), v.number()])), ''),
    v.transform((value) => String(value ?? '').trim()),
    v.nonEmpty(COACH_MESSAGES.requestProgramNeeded),
  ),
  message: v.pipe(optionalText(), v.maxLength(2000, 'Ensure this field has no more than 2000 characters.')),
});

/** Requests as the API shows them (spec 3 §3), with the program's and the reviewer's names. */
export async function editorRequestsJson(db: Db, rows: RequestRow[]): Promise<EditorRequest[]> {
  const programIds = [...new Set(rows.map((row) => row.programId))];
  const reviewerIds = [...new Set(rows.flatMap((row) => (row.reviewedBy === null ? [] : [row.reviewedBy])))];
  const [programRows, reviewers] = await Promise.all([
    programIds.length ? db.select().from(programs).where(inArray(programs.id, programIds)) : [],
    reviewerIds.length ? db.select().from(users).where(inArray(users.id, reviewerIds)) : [],
  ]);
  return rows.map((row) => {
    const reviewer = reviewers.find((user) => user.id === row.reviewedBy);
    return {
      id: row.id,
      program: row.programId,
      program_name: programRows.find((program) => program.id === row.programId)?.name ?? null,
      status: row.status as EditorRequest['status'],
      message: row.message,
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      reviewed_by_name: reviewer ? staffName(reviewer) : null,
      review_note: row.reviewNote,
    };
  });
}

export const editorRequestRoutes = routes('/events/calendar-editor-requests')
  .get('/', keptForCaller(), async (c) => {
    const { deps, user } = c.var;
    const rows = await deps.db
      .select()
      .from(calendarEditorRequests)
      .where(eq(calendarEditorRequests.userId, user.id))
      .orderBy(desc(calendarEditorRequests.createdAt), desc(calendarEditorRequests.id));
    return c.json(
      paginateArray(c, await editorRequestsJson(deps.db, rows), { defaultSize: 50, maxSize: 100 }),
    );
  })
  .post('/', async (c) => {
    const { deps, user } = c.var;
    const { db } = deps;
    const input = await readBody(c, requestBodySchema);
    const scope = await coachScope(db, user);
    if (scope.leagueWide) throw detailError(400, COACH_MESSAGES.alreadyGranted);
    const [program] = await db.select().from(programs).where(eq(programs.id, input.program));
    if (!program) throw fieldError({ program: ['Select a valid program.'] });
    if (grantCovers(scope, program.id)) throw detailError(400, COACH_MESSAGES.alreadyGranted);
    const pending = await db
      .select({ id: calendarEditorRequests.id })
      .from(calendarEditorRequests)
      .where(
        and(
          eq(calendarEditorRequests.userId, user.id),
          eq(calendarEditorRequests.programId, program.id),
          eq(calendarEditorRequests.status, 'PENDING'),
        ),
      );
    if (pending.length > 0) throw detailError(400, COACH_MESSAGES.alreadyPending);
    let row: RequestRow;
    try {
      [row] = (await db
        .insert(calendarEditorRequests)
        .values({ userId: user.id, programId: program.id, message: input.message })
        .returning()) as [RequestRow];
    } catch (error) {
      // The same request sent twice at once: the first one stands.
      if (isUniqueViolation(error)) throw detailError(400, COACH_MESSAGES.alreadyPending);
      throw error;
    }
    await deps.mailer.send({
      to: deps.config.operationsEmail,
      subject: `Calendar editor request: ${staffName(user)} (${program.name})`,
      text: [
        `${staffName(user)} <${user.email}> asks for calendar-editor access for ${program.name}.`,
        '',
        `Message: ${row.message || '(none)'}`,
        '',
        `Review it in the staff queue: ${deps.config.siteUrl}/portal/coach`,
      ].join('\n'),
    });
    const [json] = await editorRequestsJson(db, [row]);
    return c.json(json, 201);
  });

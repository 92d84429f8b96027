/**
 * /staff/calendar-editor-requests/: staff decide on coaches' calendar-editor requests. GET lists
 * them (optionally by status, oldest first, paged) with the coach; PATCH approves or denies one
 * with an optional note, records who and when (on the request and in the audit log), grants the
 * coach the request's program or takes it away (coach_program_grants: approving grants that
 * program only; denying, also a request approved before, revokes it), and tells the coach by e-mail.
 */
import { and, eq } from 'drizzle-orm';
import { ACCESS_STATUSES } from '../../../src/domain/recruiter';
import { recordAudit } from '../../audit/log';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { calendarEditorRequests, coachProgramGrants } from '../../db/schema/events';
import { notFound } from '../../http/errors';
import { choiceFilter, listHandler, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { editorRequestsJson } from '../coach/editor-requests';
import { recordDecision, reviewBodySchema, staffName } from './decisions';

const decisionSchema = reviewBodySchema(['APPROVED', 'DENIED'], 'Choose APPROVED or DENIED.');

type EditorRequest = typeof calendarEditorRequests.$inferSelect;

/**
 * Makes the coach's grant of the request's program follow a decision (inside its transaction) and
 * logs the grant or revocation when it changes anything.
 */
async function applyGrant(tx: Db, staff: UserRow, request: EditorRequest, approved: boolean, at: Date) {
  const theirs = and(
    eq(coachProgramGrants.userId, request.userId),
    eq(coachProgramGrants.programId, request.programId),
  );
  const [before] = await tx.select().from(coachProgramGrants).where(theirs);
  if (approved) {
    const grant = { requestId: request.id, grantedBy: staff.id, grantedAt: at };
    await tx
      .insert(coachProgramGrants)
      .values({ userId: request.userId, programId: request.programId, ...grant })
      .onConflictDoUpdate({ target: [coachProgramGrants.userId, coachProgramGrants.programId], set: grant });
  } else {
    if (!before) return;
    await tx.delete(coachProgramGrants).where(theirs);
  }
  const shown = (row: { requestId: number | null } | undefined) =>
    row ? { program: request.programId, request_id: row.requestId } : null;
  await recordAudit(tx, {
    actor: staff,
    action: approved ? 'grant' : 'revoke',
    entity: 'coach_program_grant',
    entityId: `${request.userId}:${request.programId}`,
    before: shown(before),
    after: approved ? shown({ requestId: request.id }) : null,
    at,
  });
}

interface RequestRow {
  request: typeof calendarEditorRequests.$inferSelect;
  coach: typeof users.$inferSelect;
}

const coachJson = (coach: typeof users.$inferSelect) => ({
  id: coach.id,
  name: staffName(coach),
  email: coach.email,
  phone: coach.phoneNumber ?? '',
});

/** Oldest first, optionally by status, each with the coach who asked. */
const requestList: ListConfig<
  RequestRow,
  Awaited<ReturnType<typeof editorRequestsJson>>[number] & { coach: ReturnType<typeof coachJson> }
> = {
  table: calendarEditorRequests,
  filters: { status: choiceFilter(calendarEditorRequests.status, ACCESS_STATUSES) },
  sort: { created_at: calendarEditorRequests.createdAt },
  defaultOrdering: 'created_at',
  tiebreak: calendarEditorRequests.id,
  limits: { defaultSize: 20, maxSize: 100 },
  rows: (db, query) =>
    db
      .select({ request: calendarEditorRequests, coach: users })
      .from(calendarEditorRequests)
      .innerJoin(users, eq(users.id, calendarEditorRequests.userId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
  json: async (db, rows) => {
    const json = await editorRequestsJson(
      db,
      rows.map((row) => row.request),
    );
    return rows.map(({ coach }, index) => ({ ...json[index]!, coach: coachJson(coach) }));
  },
};

export const staffEditorRequestRoutes = routes('/staff/calendar-editor-requests')
  .get('/', listHandler(requestList))
  .patch('/:id', async (c) => {
    const { deps, user } = c.var;
    const id = parseId(c.req.param('id'));
    const input = await readBody(c, decisionSchema);
    const now = new Date();
    const row = await deps.db.transaction(async (tx) => {
      const [saved] = id
        ? await tx
            .update(calendarEditorRequests)
            .set({
              status: input.status,
              reviewNote: input.review_note,
              reviewedAt: now,
              reviewedBy: user.id,
            })
            .where(eq(calendarEditorRequests.id, id))
            .returning()
        : [];
      if (!saved) throw notFound();
      await applyGrant(tx, user, saved, input.status === 'APPROVED', now);
      await recordDecision(tx, user, {
        subject: 'calendar_editor_request',
        subjectId: saved.id,
        decision: input.status,
        note: input.review_note,
        at: now,
      });
      return saved;
    });
    const [json] = await editorRequestsJson(deps.db, [row]);
    const [coach] = await deps.db.select().from(users).where(eq(users.id, row.userId));
    if (coach) {
      await deps.mailer.send({
        to: coach.email,
        subject: `Your calendar editor request was ${input.status === 'APPROVED' ? 'approved' : 'not approved'}`,
        text: [
          input.status === 'APPROVED'
            ? `Your request for calendar-editor access (${json!.program_name ?? row.programId}) was approved. You can now manage that program's team schedule and roster.`
            : `Your request for calendar-editor access (${json!.program_name ?? row.programId}) was not approved. You may send a new request with more detail.`,
          ...(input.review_note ? ['', `Note from our staff: ${input.review_note}`] : []),
          '',
          `${deps.config.siteUrl}/portal/coach`,
        ].join('\n'),
      });
    }
    return c.json({
      ...json!,
      coach: coach ? coachJson(coach) : null,
    });
  });

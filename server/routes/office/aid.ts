/**
 * /office/aid/: the financial aid review queue (issue 21 item 3; staff only):
 * - GET /office/aid/?status=&search=&page= — applications, pending first (oldest first), with the
 *   family's name and e-mail; search looks in the child's and the family's names and the e-mail;
 * - POST /office/aid/:id/decide/ — award a percentage or an amount (allow_reuse: the award may serve
 *   more than one registration), or decline with a note. Audited in its transaction; the family is
 *   mailed the decision (a confirmed address only, server/registrations/aid.ts). A decision can be changed
 *   until a paid registration has used the award; a withdrawn application cannot be decided.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { AID_MESSAGES, AID_STATUSES, aidDecisionInputSchema } from '../../../src/domain/aid';
import type { OfficeAidApplication } from '../../../src/domain/types';
import { aidJson, awardSpent, sendAidDecision, type AidRow } from '../../registrations/aid';
import { recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { aidApplications } from '../../db/schema/aid';
import { users } from '../../db/schema/auth';
import { detailError, notFound } from '../../http/errors';
import { choiceFilter, listHandler, type ListConfig } from '../../http/list';
import { routes } from '../../http/router';
import { integerId, readBody, validate } from '../../http/validation';

export const AID_OFFICE_MESSAGES = {
  otherLive: 'This child already has another open application for this season. Decide that one instead.',
} as const;

const idOf = (raw: string | undefined) => validate(v.object({ id: integerId() }), { id: raw }).id;

const aidList: ListConfig<AidRow, OfficeAidApplication> = {
  table: aidApplications,
  search: [
    aidApplications.childName,
    sql`(select concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.email}) from ${users} where ${users.id} = ${aidApplications.userId})`,
  ],
  filters: { status: choiceFilter(aidApplications.status, AID_STATUSES) },
  sort: {
    // Pending first; the tiebreak (id) keeps the oldest first within each.
    queue: sql`(case when ${aidApplications.status} = 'pending' then 0 else 1 end)`,
    created_at: aidApplications.createdAt,
    decided_at: aidApplications.decidedAt,
  },
  defaultOrdering: 'queue',
  tiebreak: aidApplications.id,
  limits: { defaultSize: 25, maxSize: 100 },
  json: (db, rows) => aidJson(db, rows, true),
};

/** The audit's view of an application's decision. */
const decisionOf = (row: AidRow) => ({
  status: row.status,
  award_kind: row.awardKind,
  award_value: row.awardValue,
  allow_reuse: row.allowReuse,
  decision_note: row.decisionNote,
});

export const officeAidRoutes = routes('/office/aid')
  .get('/', listHandler(aidList))
  .post('/:id/decide', async (c) => {
    const { deps, user } = c.var;
    const id = idOf(c.req.param('id'));
    const input = await readBody(c, aidDecisionInputSchema);
    const now = new Date();
    let decided: AidRow;
    try {
      decided = await deps.db.transaction(async (tx) => {
        // Locked: a checkout that would use the award waits for the decision, and the reverse.
        const [row] = await tx.select().from(aidApplications).where(eq(aidApplications.id, id)).for('update');
        if (!row) throw notFound();
        if (row.status === 'withdrawn') throw detailError(409, AID_MESSAGES.notDecidable);
        if (row.status === 'awarded' && (await awardSpent(tx, row.id, null))) {
          throw detailError(409, AID_MESSAGES.awardUsed);
        }
        const award = input.decision === 'award';
        const [updated] = await tx
          .update(aidApplications)
          .set({
            status: award ? 'awarded' : 'declined',
            awardKind: award ? input.kind : null,
            awardValue: award ? input.value : null,
            allowReuse: award ? input.allow_reuse : false,
            decisionNote: input.note,
            decidedBy: user.id,
            decidedAt: now,
            // A changed decision is mailed again.
            decisionMailedAt: null,
          })
          .where(and(eq(aidApplications.id, id)))
          .returning();
        await recordAudit(tx, {
          actor: user,
          action: award ? 'award' : 'decline',
          entity: 'aid_application',
          entityId: id,
          before: row.decidedAt ? decisionOf(row) : { status: row.status },
          after: decisionOf(updated!),
          note: input.note,
          ip: clientIp(c),
          at: now,
        });
        return updated!;
      });
    } catch (error) {
      // Awarding a declined application while the family has applied again for that child and season.
      if (isUniqueViolation(error)) throw detailError(409, AID_OFFICE_MESSAGES.otherLive);
      throw error;
    }
    await sendAidDecision(deps, decided.id).catch((error: unknown) =>
      console.error(`Aid decision ${decided.id} could not be mailed:`, error),
    );
    const [json] = await aidJson(deps.db, [decided], true);
    return c.json(json!);
  });

/**
 * Plans and payments the office records (issue 37; staff only):
 * - GET /office/plans/?status=active|overdue|completed|canceled — every family's plan with its
 *   installments and balance (overdue: an installment declined and not yet settled);
 * - POST /office/installments/:id/change/ — move (`due_on`), skip or waive one installment with a
 *   reason (audited);
 * - GET and POST /office/registrations/:id/payments/ — the payments recorded against a registration,
 *   and recording one (cash, check or waived; audited; a receipt is mailed).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { clientIp } from '../../context';
import { paymentPlans, planInstallments } from '../../db/schema/plans';
import { registrations } from '../../db/schema/registrations';
import { notFound } from '../../http/errors';
import { choiceFilter, listHandler, type ListConfig } from '../../http/list';
import { routes } from '../../http/router';
import { integerId, readBody, validate } from '../../http/validation';
import {
  officePaymentJson,
  officePaymentSchema,
  officePaymentsOf,
  recordOfficePayment,
} from '../../registrations/office-payments';
import { changeInstallment, installmentActionSchema, planAnswer } from '../../registrations/plan-staff';

const idOf = (raw: string | undefined) => validate(v.object({ id: integerId() }), { id: raw }).id;

type PlanRow = typeof paymentPlans.$inferSelect;

/** Plans whose deposit was paid, with an installment declined and not settled: "overdue". */
const overdue = sql`exists (select 1 from ${planInstallments} i where i.registration_id = ${paymentPlans.registrationId} and i.attempts > 0 and i.status in ('scheduled', 'failed'))`;

const planList: ListConfig<PlanRow, Awaited<ReturnType<typeof planAnswer>> & { participant_name: string }> = {
  table: paymentPlans,
  search: [
    sql`(select ${registrations.participantName} from ${registrations} where ${registrations.id} = ${paymentPlans.registrationId})`,
  ],
  filters: {
    status: (c, name) => {
      const value = c.req.query(name);
      if (!value) return undefined;
      if (value === 'overdue') return and(eq(paymentPlans.status, 'active'), overdue);
      return choiceFilter(paymentPlans.status, ['active', 'completed', 'canceled'])(c, name);
    },
  },
  sort: { created: paymentPlans.createdAt },
  defaultOrdering: '-created',
  tiebreak: paymentPlans.registrationId,
  limits: { defaultSize: 25, maxSize: 100 },
  // Only plans whose deposit was paid are families' plans (an unpaid checkout's plan is a draft).
  scope: sql`exists (select 1 from ${registrations} r where r.id = ${paymentPlans.registrationId} and r.payment_status = 'paid')`,
  json: async (db, rows) => {
    const names = rows.length
      ? await db
          .select({ id: registrations.id, name: registrations.participantName })
          .from(registrations)
          .where(
            inArray(
              registrations.id,
              rows.map((row) => row.registrationId),
            ),
          )
      : [];
    return Promise.all(
      rows.map(async (row) => ({
        ...(await planAnswer(db, row.registrationId)),
        participant_name: names.find((item) => item.id === row.registrationId)?.name ?? '',
      })),
    );
  },
};

export const officePlanRoutes = routes('/office/plans').get('/', listHandler(planList));

export const officeInstallmentRoutes = routes('/office/installments').post('/:id/change', async (c) => {
  const input = await readBody(c, installmentActionSchema);
  return c.json(await changeInstallment(c.var.deps, c.var.user, idOf(c.req.param('id')), input, clientIp(c)));
});

export const officeRecordedPaymentRoutes = routes('/office/registrations')
  .get('/:id/payments', async (c) => {
    const id = idOf(c.req.param('id'));
    const [row] = await c.var.deps.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, id));
    if (!row) throw notFound();
    const rows = await officePaymentsOf(c.var.deps.db, [id]);
    return c.json({ results: rows.sort((a, b) => +b.createdAt - +a.createdAt).map(officePaymentJson) });
  })
  .post('/:id/payments', async (c) => {
    const input = await readBody(c, officePaymentSchema);
    const payment = await recordOfficePayment(
      c.var.deps,
      c.var.user,
      idOf(c.req.param('id')),
      input,
      clientIp(c),
    );
    return c.json(payment, 201);
  });

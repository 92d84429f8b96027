/**
 * What staff and families do with a plan (issue 37): staff move one installment to another day,
 * skip it (its amount moves onto the next installment) or waive it (forgiven), each with a reason,
 * audited in its transaction; a family puts in another card (kept with the provider on the plan's
 * customer), after which what was declined is tried again at the next round of the plan job.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { isIsoDay } from '../../src/domain/office/fields';
import { recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { paymentPlans, planInstallments } from '../db/schema/plans';
import { registrations } from '../db/schema/registrations';
import { conflict, invalid, invalidFields, notFoundError } from '../errors';
import { balancesOf } from './balances';
import { installmentJson, installmentStart, plansOf } from './plans';

export const installmentActionSchema = v.variant('action', [
  v.object({
    action: v.literal('move'),
    due_on: v.pipe(
      v.string('Give the new day.'),
      v.check(isIsoDay, 'Give the new day as a date like 2026-10-15.'),
    ),
    reason: v.pipe(v.string('Give a reason.'), v.trim(), v.minLength(3, 'Give a reason.'), v.maxLength(500)),
  }),
  v.object({
    action: v.picklist(['skip', 'waive']),
    reason: v.pipe(v.string('Give a reason.'), v.trim(), v.minLength(3, 'Give a reason.'), v.maxLength(500)),
  }),
]);
export type InstallmentAction = v.InferOutput<typeof installmentActionSchema>;

/** Moves, skips or waives one installment that is not settled yet; answers the plan. */
export async function changeInstallment(
  deps: AppDeps,
  staff: UserRow,
  installmentId: number,
  input: InstallmentAction,
  ip: string,
) {
  const registrationId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(planInstallments)
      .where(eq(planInstallments.id, installmentId))
      .for('update');
    if (!row) throw notFoundError();
    if (!['scheduled', 'failed'].includes(row.status)) {
      throw conflict('Only an installment not yet paid, waived or canceled can be changed.');
    }
    const before = installmentJson(row);
    let changes: Partial<typeof planInstallments.$inferInsert>;
    if (input.action === 'move') {
      changes = {
        dueOn: input.due_on,
        nextAttemptAt: installmentStart(input.due_on),
        status: 'scheduled',
        attempts: 0,
        noticeSentAt: null,
        // Its attempts count again from one: a new key, so the provider never replays an old answer.
        idempotencyKey: randomUUID(),
      };
    } else if (input.action === 'waive') {
      changes = { status: 'waived' };
    } else {
      const [next] = await tx
        .select()
        .from(planInstallments)
        .where(
          and(
            eq(planInstallments.registrationId, row.registrationId),
            gt(planInstallments.number, row.number),
            eq(planInstallments.status, 'scheduled'),
          ),
        )
        .orderBy(asc(planInstallments.number))
        .limit(1)
        .for('update');
      if (!next)
        throw invalidFields({
          action: ['No later installment can carry it: move it to another day instead.'],
        });
      await tx
        .update(planInstallments)
        .set({ amountCents: next.amountCents + row.amountCents })
        .where(eq(planInstallments.id, next.id));
      changes = { status: 'skipped' };
    }
    const [after] = await tx
      .update(planInstallments)
      .set({ ...changes, note: input.reason })
      .where(eq(planInstallments.id, row.id))
      .returning();
    await recordAudit(tx, {
      actor: staff,
      action: input.action,
      entity: 'plan_installment',
      entityId: row.id,
      before,
      after: installmentJson(after!),
      note: input.reason,
      ip,
    });
    return row.registrationId;
  });
  return planAnswer(deps.db, registrationId);
}

/** A plan as the family and the office see it: the card, the installments and the balance. */
export async function planAnswer(db: Db, registrationId: number, now = new Date()) {
  const found = (await plansOf(db, [registrationId])).get(registrationId);
  if (!found) throw notFoundError();
  const balance = (await balancesOf(db, [registrationId])).get(registrationId)!;
  return {
    registration: registrationId,
    status: found.plan.status,
    total_cents: found.plan.totalCents,
    deposit_cents: found.plan.depositCents,
    card: found.plan.cardLast4 ? { brand: found.plan.cardBrand, last4: found.plan.cardLast4 } : null,
    installments: found.installments.map((row) => installmentJson(row, now)),
    ...balance,
  };
}

/** The family's plan of one of its registrations (someone else's answers 404). */
export async function familyPlan(deps: AppDeps, user: UserRow, registrationId: number) {
  const [row] = await deps.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), eq(registrations.userId, user.id)));
  if (!row) throw notFoundError();
  return planAnswer(deps.db, registrationId);
}

/**
 * The family puts in another card for its plan (a token from the card fields): kept on the plan's
 * customer; a declined or failed installment is tried again at the next round of the job.
 */
export async function replaceCard(deps: AppDeps, user: UserRow, registrationId: number, source: string) {
  const [plan] = await deps.db
    .select({ plan: paymentPlans })
    .from(paymentPlans)
    .innerJoin(registrations, eq(registrations.id, paymentPlans.registrationId))
    .where(and(eq(paymentPlans.registrationId, registrationId), eq(registrations.userId, user.id)));
  if (!plan) throw notFoundError();
  if (plan.plan.status !== 'active') throw conflict('This plan has nothing left to charge.');
  const [payer] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  const saved = await deps.gateway.saveCard({
    source,
    email: payer?.email ?? '',
    customerId: plan.plan.customerId,
  });
  if (saved.status !== 'saved')
    throw invalid('This card could not be saved. Please check it or try another card.');
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(paymentPlans)
      .set({ customerId: saved.customerId, cardBrand: saved.brand, cardLast4: saved.last4 })
      .where(eq(paymentPlans.registrationId, registrationId));
    // What the old card could not pay is tried again at once on the new one.
    await tx
      .update(planInstallments)
      // A new key per installment: the attempts count again from one on the new card, and the
      // provider must not answer them with the old card's declines it kept for the old keys.
      .set({
        status: 'scheduled',
        nextAttemptAt: now,
        attempts: 0,
        noticeSentAt: null,
        idempotencyKey: sql`gen_random_uuid()::text`,
      })
      .where(
        and(
          eq(planInstallments.registrationId, registrationId),
          inArray(planInstallments.status, ['scheduled', 'failed']),
          gt(planInstallments.attempts, 0),
        ),
      );
  });
  return planAnswer(deps.db, registrationId);
}

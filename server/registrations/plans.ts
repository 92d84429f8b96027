/**
 * Payment plans (issue 37; rows: server/db/schema/plans.ts). A family choosing the season's plan
 * pays the deposit at checkout (the checkout's card payment; the place is theirs from then) and
 * its card is kept with the provider as a customer (Clover's card-on-file; the sandbox does the
 * same). The installments are charged on their day by the plan job (./plan-charges.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlannedInstallment } from '../../src/domain/pricing';
import { recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { paymentPlans, planInstallments } from '../db/schema/plans';
import type { payments } from '../db/schema/payments';
import type { registrations } from '../db/schema/registrations';
import { balancesOf } from './balances';

type RegistrationRow = typeof registrations.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
export type PlanRow = typeof paymentPlans.$inferSelect;
export type InstallmentRow = typeof planInstallments.$inferSelect;

/** When an installment is first tried: 9:00 in the league's time zone (Central) on its day. */
export function installmentStart(dueOn: string): Date {
  // 15:00 UTC is 9:00 CST and 10:00 CDT: never the day before or after in the league.
  return new Date(`${dueOn}T15:00:00Z`);
}

/**
 * In a checkout's transaction: stores the plan the family chose for an unpaid registration (a
 * checkout again replaces the plan of its last try, which nothing was charged on), or removes it
 * when they now pay in full. Answers what the card is charged now: the deposit, or the total.
 */
export async function savePlan(
  tx: Db,
  user: UserRow,
  registration: RegistrationRow,
  plan: { depositCents: number; installments: PlannedInstallment[] } | null,
  provider: string,
): Promise<number> {
  const [previous] = await tx
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.registrationId, registration.id));
  if (previous) {
    // Only an unpaid registration's plan gets here (a paid one cannot be checked out again).
    await tx.delete(planInstallments).where(eq(planInstallments.registrationId, registration.id));
    await tx.delete(paymentPlans).where(eq(paymentPlans.registrationId, registration.id));
  }
  if (!plan) return registration.amountCents;
  await tx.insert(paymentPlans).values({
    registrationId: registration.id,
    userId: user.id,
    provider,
    totalCents: registration.amountCents,
    depositCents: plan.depositCents,
  });
  await tx.insert(planInstallments).values(
    plan.installments.map((item) => ({
      registrationId: registration.id,
      number: item.number,
      dueOn: item.due_on,
      amountCents: item.cents,
      nextAttemptAt: installmentStart(item.due_on),
      idempotencyKey: randomUUID(),
    })),
  );
  return plan.depositCents;
}

/** The checkout answer's plan: the deposit charged now and what is left for the installments. */
export function chargeNowPlan(leftCents: number, chargedCents: number) {
  return chargedCents < leftCents
    ? { deposit_cents: chargedCents, rest_cents: leftCents - chargedCents }
    : null;
}

/** A registration's plan, or null. */
export async function planOf(db: Db, registrationId: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.registrationId, registrationId));
  return row ?? null;
}

/** What the checkout's card payment is quoted for: a plan's deposit, else the whole amount. */
export async function checkoutCharge(db: Db, registration: RegistrationRow): Promise<number> {
  return (await planOf(db, registration.id))?.depositCents ?? registration.amountCents;
}

/**
 * What a card checkout of the registration may charge now: its quote (./checkoutCharge), never
 * more than is left to pay — the office may have recorded part of it since (./office-payments.ts).
 * The checkout prices with it and the confirm checks it again with the registration locked.
 */
export async function cardChargeDue(db: Db, registration: RegistrationRow): Promise<number> {
  const [quoted, balances] = await Promise.all([
    checkoutCharge(db, registration),
    balancesOf(db, [registration.id]),
  ]);
  return Math.min(quoted, balances.get(registration.id)?.left_cents ?? 0);
}

/**
 * Locks a registration's installments until the transaction ends (the plan job's claim skips
 * locked rows, so none is claimed meanwhile) and answers whether one is being charged right now.
 * A money write that must not cross an installment's charge (an office payment, a refund) asks it.
 */
export async function installmentCharging(tx: Db, registrationId: number): Promise<boolean> {
  const rows = await tx
    .select({ status: planInstallments.status })
    .from(planInstallments)
    .where(eq(planInstallments.registrationId, registrationId))
    .for('update');
  return rows.some((row) => row.status === 'processing');
}

/**
 * Before a plan's deposit is charged: keeps the card with the provider (a customer with the
 * token's card) and answers the source to charge (the customer), or the refusal. A plan whose card
 * is kept already charges the customer (verification repeating a charge).
 */
export async function cardOnFile(
  deps: AppDeps,
  payment: PaymentRow,
): Promise<{ source: string; first: boolean } | { failed: string } | null> {
  const plan = await planOf(deps.db, payment.registrationId);
  if (!plan) return null;
  if (plan.customerId) return { source: plan.customerId, first: true };
  const [payer] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, payment.userId));
  const saved = await deps.gateway.saveCard({
    source: payment.sourceToken ?? '',
    email: payer?.email ?? '',
    customerId: null,
  });
  if (saved.status !== 'saved')
    return { failed: saved.status === 'failed' ? saved.code : 'processing_error' };
  await deps.db
    .update(paymentPlans)
    .set({ customerId: saved.customerId, cardBrand: saved.brand, cardLast4: saved.last4 })
    .where(eq(paymentPlans.registrationId, plan.registrationId));
  return { source: saved.customerId, first: true };
}

/** The installments of some registrations, in order. */
export async function installmentsOf(db: Db, registrationIds: readonly number[]): Promise<InstallmentRow[]> {
  if (registrationIds.length === 0) return [];
  const rows = await db
    .select()
    .from(planInstallments)
    .where(inArray(planInstallments.registrationId, [...registrationIds]));
  return rows.sort((a, b) => a.registrationId - b.registrationId || a.number - b.number);
}

/** Whether an installment is overdue on `now`: due, not settled, and declined at least once. */
export function isOverdue(row: InstallmentRow, now: Date): boolean {
  return (
    (row.status === 'failed' || (row.status === 'scheduled' && row.attempts > 0)) &&
    installmentStart(row.dueOn) <= now
  );
}

/** An installment as the family and the office see it. */
export function installmentJson(row: InstallmentRow, now = new Date()) {
  return {
    id: row.id,
    number: row.number,
    due_on: row.dueOn,
    amount_cents: row.amountCents,
    status: row.status,
    overdue: isOverdue(row, now),
    attempts: row.attempts,
    failure_code: row.failureCode,
    paid_at: row.paidAt?.toISOString() ?? null,
    note: row.note,
  };
}

/** What is still to pay on a plan's installments (scheduled, processing or failed). */
export function installmentsLeft(rows: readonly InstallmentRow[]): number {
  return rows
    .filter((row) => ['scheduled', 'processing', 'failed'].includes(row.status))
    .reduce((sum, row) => sum + row.amountCents, 0);
}

/** The plans of the given registrations, active ones only, with their installments. */
export async function plansOf(db: Db, registrationIds: readonly number[]) {
  if (registrationIds.length === 0)
    return new Map<number, { plan: PlanRow; installments: InstallmentRow[] }>();
  const [plans, installments] = await Promise.all([
    db
      .select()
      .from(paymentPlans)
      .where(inArray(paymentPlans.registrationId, [...registrationIds])),
    installmentsOf(db, registrationIds),
  ]);
  return new Map(
    plans.map((plan) => [
      plan.registrationId,
      { plan, installments: installments.filter((row) => row.registrationId === plan.registrationId) },
    ]),
  );
}

/**
 * Cancels what is left of a registration's plan (a refund of it), in the refund's transaction: the
 * installments not charged are canceled (kept, never deleted; the plan job charges only an active
 * plan's scheduled ones), the plan too, each change audited as staff's. Answers the canceled ones.
 */
export async function cancelPlan(
  tx: Db,
  registrationId: number,
  by: { actor: UserRow; ip: string; note: string; at: Date },
): Promise<InstallmentRow[]> {
  const open = await tx
    .select()
    .from(planInstallments)
    .where(
      and(
        eq(planInstallments.registrationId, registrationId),
        inArray(planInstallments.status, ['scheduled', 'failed']),
      ),
    )
    .orderBy(asc(planInstallments.number))
    .for('update');
  const canceled: InstallmentRow[] = [];
  for (const row of open) {
    const [after] = await tx
      .update(planInstallments)
      .set({ status: 'canceled', note: by.note })
      .where(eq(planInstallments.id, row.id))
      .returning();
    canceled.push(after!);
    await recordAudit(tx, {
      actor: by.actor,
      action: 'cancel',
      entity: 'plan_installment',
      entityId: row.id,
      before: installmentJson(row, by.at),
      after: installmentJson(after!, by.at),
      note: by.note,
      ip: by.ip,
      at: by.at,
    });
  }
  await tx
    .update(paymentPlans)
    .set({ status: 'canceled', canceledAt: by.at })
    .where(and(eq(paymentPlans.registrationId, registrationId), eq(paymentPlans.status, 'active')));
  return canceled;
}

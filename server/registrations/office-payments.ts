/**
 * Payments the office records (issue 37): cash, a check, or an amount waived, against a
 * registration, with who recorded it, the reference (a check number) and a note, audited in the
 * same transaction. At most what is left to pay (./balances.ts); a registration not yet paid
 * becomes paid once nothing is left (its place in a limited offering too, and a card checkout
 * still open is canceled). On a plan the amount settles the next installments first. The family
 * is mailed a receipt (a confirmed address only, as every receipt). Idempotent by the form's key.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { formatUsd } from '../../src/domain/fees';
import { recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import { users } from '../db/schema/auth';
import { programs } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { officePayments, planInstallments } from '../db/schema/plans';
import { registrations } from '../db/schema/registrations';
import { isUniqueViolation } from '../db/errors';
import { conflict, invalidFields, mismatch, notFoundError } from '../errors';
import { mailOnce } from '../mail/mail-once';
import { balancesOf } from './balances';
import { settlePlace } from './places';
import { installmentCharging } from './plans';

export const OFFICE_PAYMENT_METHODS = ['cash', 'check', 'waived'] as const;

/** How each method reads on a receipt and in the office. */
export const METHOD_LABELS: Record<(typeof OFFICE_PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  check: 'Check',
  waived: 'Waived by the league office',
};

const cents = v.pipe(
  v.number('Enter the amount in cents.'),
  v.integer('Enter the amount in whole cents.'),
  v.minValue(1, 'The amount must be at least $0.01.'),
  v.maxValue(10_000_000, 'The amount is too large.'),
);

export const officePaymentSchema = v.object({
  method: v.picklist(OFFICE_PAYMENT_METHODS, 'Choose cash, check or waived.'),
  amount_cents: cents,
  reference: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(80, 'The reference can be at most 80 characters.'),
  ),
  note: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(500, 'The note can be at most 500 characters.'),
  ),
  idempotency_key: v.pipe(
    v.string('A form key is required.'),
    v.regex(/^[A-Za-z0-9-]{8,64}$/, 'Not a valid form key.'),
  ),
});
export type OfficePaymentInput = v.InferOutput<typeof officePaymentSchema>;

type OfficePaymentRow = typeof officePayments.$inferSelect;

/** The office's refusal while the family's card payment for the registration is going through. */
export const CARD_IN_FLIGHT =
  'A card payment for this registration is going through right now. Check the registration again in a minute before recording a payment.';

/** A recorded payment as the office and the family see it. */
export function officePaymentJson(row: OfficePaymentRow) {
  return {
    id: row.id,
    registration: row.registrationId,
    method: row.method,
    method_label: METHOD_LABELS[row.method as keyof typeof METHOD_LABELS] ?? row.method,
    amount_cents: row.amountCents,
    reference: row.reference,
    note: row.note,
    recorded_by: row.recordedByName,
    recorded_at: row.createdAt.toISOString(),
  };
}

/** Records a payment against a registration (staff); answers it. */
export async function recordOfficePayment(
  deps: AppDeps,
  staff: UserRow,
  registrationId: number,
  input: OfficePaymentInput,
  ip: string,
  now = new Date(),
) {
  const { db } = deps;
  const earlier = await paymentByKey(db, registrationId, input);
  if (earlier) return officePaymentJson(earlier);
  let fresh = true;
  const row = await db
    .transaction(async (tx) => {
      const [registration] = await tx
        .select()
        .from(registrations)
        .where(eq(registrations.id, registrationId))
        .for('update');
      if (!registration) throw notFoundError();
      // The same form sent twice at once: the second waited for the first's lock and finds its row.
      const again = await paymentByKey(tx, registrationId, input);
      if (again) {
        fresh = false;
        return again;
      }
      if (registration.status === 'refunded') throw conflict('This registration was refunded in full.');
      const left = (await balancesOf(tx, [registrationId])).get(registrationId)!.left_cents;
      if (left === 0) throw conflict('Nothing is left to pay on this registration.');
      if (input.amount_cents > left) {
        throw invalidFields({ amount_cents: [`At most ${formatUsd(left)} is left to pay.`] });
      }
      const inFull = registration.paymentStatus !== 'paid' && input.amount_cents === left;
      if (inFull) {
        // Paid in full at the office: the card checkout still open is not needed any more. Its row
        // stays locked until this commits, so a confirm starting now waits and then finds it canceled.
        await tx
          .update(payments)
          .set({ status: 'canceled', settledAt: now })
          .where(and(eq(payments.registrationId, registrationId), eq(payments.status, 'pending')));
      }
      // A card payment already going through would pay a second time: the office waits for it.
      const [charging] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.registrationId, registrationId), eq(payments.status, 'processing')));
      // So would a plan's installment being charged; its rows stay locked until this commits, so
      // the plan job claims none meanwhile (and then finds them settled).
      if (charging || (await installmentCharging(tx, registrationId))) throw conflict(CARD_IN_FLIGHT);
      const [recorded] = await tx
        .insert(officePayments)
        .values({
          registrationId,
          method: input.method,
          amountCents: input.amount_cents,
          reference: input.reference,
          note: input.note,
          recordedById: staff.id,
          recordedByName: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
          idempotencyKey: input.idempotency_key,
        })
        .returning();
      await settleInstallments(tx, registrationId, input.amount_cents, METHOD_LABELS[input.method]);
      if (inFull) {
        await tx
          .update(registrations)
          .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
          .where(eq(registrations.id, registrationId));
        await settlePlace(tx, registrationId, true, now);
      }
      await recordAudit(tx, {
        actor: staff,
        action: 'create',
        entity: 'office_payment',
        entityId: recorded!.id,
        after: officePaymentJson(recorded!),
        note: input.note,
        ip,
        at: now,
      });
      return recorded!;
    })
    .catch(async (error: unknown) => {
      // The same key raced in for another registration: the database kept one.
      if (!isUniqueViolation(error)) throw error;
      const kept = await paymentByKey(db, registrationId, input);
      if (!kept) throw error;
      fresh = false;
      return kept;
    });
  if (!fresh) return officePaymentJson(row);
  await mailOfficeReceipt(deps, row.id).catch((error: unknown) =>
    console.error(`Receipt for office payment ${row.id} could not be mailed:`, error),
  );
  return officePaymentJson(row);
}

/** The payment recorded earlier with the form's key, or null; another payment's key is refused. */
async function paymentByKey(db: AppDeps['db'], registrationId: number, input: OfficePaymentInput) {
  const [again] = await db
    .select()
    .from(officePayments)
    .where(eq(officePayments.idempotencyKey, input.idempotency_key));
  if (!again) return null;
  if (again.registrationId !== registrationId || again.amountCents !== input.amount_cents) {
    throw mismatch('This form key was used for another payment.');
  }
  return again;
}

/** On a plan, an amount paid at the office settles the next installments first. */
async function settleInstallments(tx: AppDeps['db'], registrationId: number, amount: number, how: string) {
  const open = await tx
    .select()
    .from(planInstallments)
    .where(
      and(
        eq(planInstallments.registrationId, registrationId),
        inArray(planInstallments.status, ['scheduled', 'failed']),
      ),
    )
    .orderBy(asc(planInstallments.number));
  let rest = amount;
  for (const row of open) {
    if (rest <= 0) break;
    const take = Math.min(rest, row.amountCents);
    rest -= take;
    await tx
      .update(planInstallments)
      .set(
        take === row.amountCents
          ? { status: 'paid', paidAt: new Date(), note: `Paid at the office (${how}).` }
          : { amountCents: row.amountCents - take, note: `${formatUsd(take)} paid at the office (${how}).` },
      )
      .where(eq(planInstallments.id, row.id));
  }
}

/** Mails the family the receipt of a recorded payment, once, to a confirmed address. */
export async function mailOfficeReceipt(deps: AppDeps, id: number): Promise<void> {
  const { db, mailer } = deps;
  const [found] = await db
    .select({ payment: officePayments, registration: registrations, payer: users, program: programs })
    .from(officePayments)
    .innerJoin(registrations, eq(registrations.id, officePayments.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(programs, eq(programs.id, registrations.programId))
    .where(eq(officePayments.id, id));
  if (!found || !found.payer.emailVerifiedAt) return;
  const { payment, registration, payer, program } = found;
  const left = (await balancesOf(db, [registration.id])).get(registration.id)!.left_cents;
  await mailOnce(
    `Receipt for office payment ${id}`,
    async () =>
      (
        await db
          .update(officePayments)
          .set({ receiptSentAt: new Date() })
          .where(and(eq(officePayments.id, id), isNull(officePayments.receiptSentAt)))
          .returning({ id: officePayments.id })
      ).length > 0,
    () => db.update(officePayments).set({ receiptSentAt: null }).where(eq(officePayments.id, id)),
    () =>
      mailer.send({
        to: payer.email,
        subject: `Receipt: payment for ${registration.participantName}`,
        text: [
          `Hello ${payer.firstName || payer.email},`,
          '',
          'The league office recorded a payment for your registration. This is your receipt.',
          '',
          `Participant: ${registration.participantName}`,
          `Program: ${program?.name ?? '—'} (${registration.season})`,
          `Amount: ${formatUsd(payment.amountCents)}`,
          `Payment method: ${METHOD_LABELS[payment.method as keyof typeof METHOD_LABELS] ?? payment.method}${payment.reference ? ` (${payment.reference})` : ''}`,
          `Date: ${payment.createdAt.toISOString().slice(0, 10)}`,
          `Left to pay: ${formatUsd(left)}`,
          '',
          'Questions? Reply to this message or call the league office.',
        ].join('\n'),
      }),
  );
}

/** The payments the office recorded against some registrations. */
export async function officePaymentsOf(db: AppDeps['db'], ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(officePayments)
    .where(inArray(officePayments.registrationId, [...ids]))
    .orderBy(asc(officePayments.createdAt));
}

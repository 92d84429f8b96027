/**
 * Receipts of paid registrations: the facts are read once here, then mailed after a successful
 * payment (through the same mailer as every message) and answered to the payer's receipt page
 * (GET /registrations/{id}/receipt/). Both lay them out with src/domain/receipt.ts.
 *
 * Receipts are mailed only to a confirmed address (issue 17 item 2): a receipt names the child, so a
 * typo in an unconfirmed address must not send it to a stranger. A payer who has not confirmed theirs
 * gets every receipt kept for them when they do (`sendHeldReceipts`); payments.receipt_sent_at
 * records which receipts went out.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { PORTAL_DESTINATIONS, readPortal } from '../../src/domain/payment-return';
import { isTestProvider, TEST_PAYMENT_NOTE } from '../../src/domain/payments';
import { receiptPath, receiptRows, receiptSubject, type Receipt } from '../../src/domain/receipt';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { programs } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';

type PaymentRow = typeof payments.$inferSelect;

/** A registration's receipt, with the payer's first name for the mail's greeting; null if unpaid. */
async function loadReceipt(
  db: Db,
  registrationId: number,
): Promise<{ receipt: Receipt; firstName: string; confirmed: boolean } | null> {
  const [row] = await db
    .select({ registration: registrations, program: programs, payer: users, payment: payments })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(programs, eq(programs.id, registrations.programId))
    .where(and(eq(payments.registrationId, registrationId), eq(payments.status, 'succeeded')));
  if (!row) return null;
  const { registration, program, payer, payment } = row;
  return {
    firstName: payer.firstName,
    confirmed: payer.emailVerifiedAt !== null,
    receipt: {
      registration_id: registration.id,
      payment_id: payment.id,
      kind: payment.kind,
      participant_name: registration.participantName,
      program_name: program?.name ?? null,
      season: registration.season,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      paid_at: (payment.settledAt ?? registration.paidAt ?? new Date()).toISOString(),
      card_brand: payment.cardBrand,
      card_last4: payment.cardLast4,
      charge_id: payment.chargeId,
      payer_name: `${payer.firstName} ${payer.lastName}`.trim() || payer.email,
      payer_email: payer.email,
      portal: payment.portal,
      test_mode: isTestProvider(payment.provider),
    },
  };
}

/** The receipt of a paid registration, or null when it has no succeeded payment. */
export async function receiptOf(db: Db, registrationId: number): Promise<Receipt | null> {
  return (await loadReceipt(db, registrationId))?.receipt ?? null;
}

/**
 * Mails the payer a receipt once their address is confirmed (otherwise it waits for
 * `sendHeldReceipts`); a mail failure is logged, never undoes the payment. A payment the sandbox
 * took says at the top that no money moved (issue 17 item 6).
 */
export async function sendReceipt(deps: AppDeps, payment: PaymentRow): Promise<void> {
  const { db, mailer, config } = deps;
  let claimed = false;
  try {
    const loaded = await loadReceipt(db, payment.registrationId);
    if (!loaded?.confirmed) return;
    const { receipt, firstName } = loaded;
    // Claimed before sending, so a confirmation and a settlement at once send one receipt.
    claimed =
      (
        await db
          .update(payments)
          .set({ receiptSentAt: new Date() })
          .where(and(eq(payments.id, payment.id), isNull(payments.receiptSentAt)))
          .returning({ id: payments.id })
      ).length > 0;
    if (!claimed) return;
    const portal = PORTAL_DESTINATIONS[readPortal(receipt.portal)].path;
    const lines = [
      `Hello ${firstName || receipt.payer_email},`,
      '',
      'Thank you for your payment to the Mid-South Youth Sports League. This is your receipt.',
      '',
      ...(receipt.test_mode
        ? [
            `${TEST_PAYMENT_NOTE}: the league's test payment provider took this payment; no card was charged.`,
            '',
          ]
        : []),
      ...receiptRows(receipt).map((row) => `${row.label}: ${row.value}`),
      '',
      `Your registrations: ${config.siteUrl}${portal}`,
      `Print this receipt: ${config.siteUrl}${receiptPath(receipt.registration_id)}`,
      '',
      'Refunds follow the league refund policy: ' + `${config.siteUrl}/privacy#refunds`,
      'Questions? Reply to this message or call the league office.',
    ];
    await mailer.send({
      to: receipt.payer_email,
      subject: `Receipt: ${receiptSubject(receipt.kind)} for ${receipt.participant_name}`,
      text: lines.join('\n'),
    });
  } catch (error) {
    console.error(`Receipt for payment ${payment.id} could not be sent:`, error);
    // Not sent: left for the next attempt (a failure here too changes nothing for the payment).
    if (claimed) {
      await db
        .update(payments)
        .set({ receiptSentAt: null })
        .where(eq(payments.id, payment.id))
        .catch(() => undefined);
    }
  }
}

/** Mails the receipts kept for an account until it confirmed its address. */
export async function sendHeldReceipts(deps: AppDeps, userId: number): Promise<void> {
  const held = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), isNull(payments.receiptSentAt)))
    .orderBy(asc(payments.id));
  for (const payment of held) await sendReceipt(deps, payment);
}

/**
 * Receipts of paid registrations: the facts are read once here, then mailed after a successful
 * payment (through the same mailer as every message) and answered to the payer's receipt page
 * (GET /registrations/{id}/receipt/). Both lay them out with src/domain/receipt.ts.
 */
import { and, eq } from 'drizzle-orm';
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
): Promise<{ receipt: Receipt; firstName: string } | null> {
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
 * Mails the payer a receipt; a mail failure is logged, never undoes the payment. A payment the
 * sandbox took says at the top that no money moved (issue 17 item 6).
 */
export async function sendReceipt(deps: AppDeps, payment: PaymentRow): Promise<void> {
  const { db, mailer, config } = deps;
  try {
    const loaded = await loadReceipt(db, payment.registrationId);
    if (!loaded) return;
    const { receipt, firstName } = loaded;
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
  }
}

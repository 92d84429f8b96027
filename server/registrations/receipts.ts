/**
 * Receipts of paid registrations: the facts are read once here, then mailed after a successful
 * payment (through the same mailer as every message) and answered to the payer's receipt page
 * (GET /registrations/{id}/receipt/). Both lay them out with src/domain/receipt.ts. A refund gets a
 * refund receipt by mail from the same facts (the receipt lists the payment's refunds).
 *
 * Receipts are mailed only to a confirmed address (issue 17 item 2): a receipt names the child, so a
 * typo in an unconfirmed address must not send it to a stranger. A payer who has not confirmed theirs
 * gets every receipt and refund receipt kept for them when they do (`sendHeldReceipts`);
 * payments.receipt_sent_at and refunds.receipt_sent_at record which went out. Each is claimed before
 * it is sent (a conditional update), so two triggers at once send one mail.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { REFUND_RULE_LABELS, type RefundRule } from '../../src/domain/refund-policy';
import { formatUsd } from '../../src/domain/fees';
import { PORTAL_DESTINATIONS, readPortal } from '../../src/domain/payment-return';
import { isTestProvider, TEST_PAYMENT_NOTE } from '../../src/domain/payments';
import { receiptPath, receiptRows, receiptSubject, type Receipt } from '../../src/domain/receipt';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { programs } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { refunds } from '../db/schema/refunds';
import { registrations } from '../db/schema/registrations';
import { mailOnce } from '../mail/mail-once';
import { sendHeldAidDecisions } from './aid';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

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
  const refunded = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'succeeded')))
    .orderBy(asc(refunds.settledAt), asc(refunds.id));
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
      fee_cents: registration.feeCents ?? payment.amountCents + registration.aidCents,
      aid_cents: registration.aidCents,
      currency: payment.currency,
      paid_at: (payment.settledAt ?? registration.paidAt ?? new Date()).toISOString(),
      card_brand: payment.cardBrand,
      card_last4: payment.cardLast4,
      charge_id: payment.chargeId,
      payer_name: `${payer.firstName} ${payer.lastName}`.trim() || payer.email,
      payer_email: payer.email,
      portal: payment.portal,
      test_mode: isTestProvider(payment.provider),
      refunds: refunded.map((refund) => ({
        id: refund.id,
        amount_cents: refund.amountCents,
        refunded_at: (refund.settledAt ?? refund.createdAt).toISOString(),
        reference: refund.providerRefundId,
      })),
      // The mail's real state, for the page's words (issue 41 item 10).
      receipt_mail: payment.receiptSentAt ? 'sent' : payer.emailVerifiedAt === null ? 'held' : 'due',
    },
  };
}

/** The receipt mail's closing lines: the portal, the printable receipt, the policy and a contact. */
function closingLines(siteUrl: string, receipt: Receipt): string[] {
  const portal = PORTAL_DESTINATIONS[readPortal(receipt.portal)].path;
  return [
    `Your registrations: ${siteUrl}${portal}`,
    `Print this receipt: ${siteUrl}${receiptPath(receipt.registration_id)}`,
    '',
    'Refunds follow the league refund policy: ' + `${siteUrl}/privacy#refunds`,
    'Questions? Reply to this message or call the league office.',
  ];
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
  const loaded = await loadReceipt(db, payment.registrationId).catch((error: unknown) => {
    console.error(`Receipt for payment ${payment.id} could not be read:`, error);
    return null;
  });
  if (!loaded?.confirmed) return;
  const { receipt, firstName } = loaded;
  await mailOnce(
    `Receipt for payment ${payment.id}`,
    // Claimed before sending, so a confirmation and a settlement at once send one receipt.
    async () =>
      (
        await db
          .update(payments)
          .set({ receiptSentAt: new Date() })
          .where(and(eq(payments.id, payment.id), isNull(payments.receiptSentAt)))
          .returning({ id: payments.id })
      ).length > 0,
    () => db.update(payments).set({ receiptSentAt: null }).where(eq(payments.id, payment.id)),
    () =>
      mailer.send({
        to: receipt.payer_email,
        subject: `Receipt: ${receiptSubject(receipt.kind)} for ${receipt.participant_name}`,
        text: [
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
          ...closingLines(config.siteUrl, receipt),
        ].join('\n'),
      }),
  );
}

/**
 * Mails the family a refund receipt once their address is confirmed (otherwise it waits for
 * `sendHeldReceipts`): what was refunded, when and under which rule, then the payment's receipt
 * with every refund so far.
 */
export async function sendRefundReceipt(deps: AppDeps, refund: RefundRow): Promise<void> {
  const { db, mailer, config } = deps;
  if (refund.status !== 'succeeded') return;
  const loaded = await loadReceipt(db, refund.registrationId).catch((error: unknown) => {
    console.error(`Refund receipt ${refund.id} could not be read:`, error);
    return null;
  });
  if (!loaded?.confirmed) return;
  const { receipt, firstName } = loaded;
  const card =
    receipt.card_brand && receipt.card_last4
      ? `${receipt.card_brand} ending ${receipt.card_last4}`
      : 'the card used';
  await mailOnce(
    `Refund receipt ${refund.id}`,
    async () =>
      (
        await db
          .update(refunds)
          .set({ receiptSentAt: new Date() })
          .where(and(eq(refunds.id, refund.id), isNull(refunds.receiptSentAt)))
          .returning({ id: refunds.id })
      ).length > 0,
    () => db.update(refunds).set({ receiptSentAt: null }).where(eq(refunds.id, refund.id)),
    () =>
      mailer.send({
        to: receipt.payer_email,
        subject: `Refund receipt: ${receiptSubject(receipt.kind)} for ${receipt.participant_name}`,
        text: [
          `Hello ${firstName || receipt.payer_email},`,
          '',
          `The Mid-South Youth Sports League has refunded ${formatUsd(refund.amountCents)} to ${card}. This is your refund receipt.`,
          '',
          ...(receipt.test_mode
            ? [
                `${TEST_PAYMENT_NOTE}: the league's test payment provider made this refund; no money moved.`,
                '',
              ]
            : []),
          `Refund: ${formatUsd(refund.amountCents)} ${refund.currency}`,
          `Refund policy: ${REFUND_RULE_LABELS[refund.policyRule as RefundRule] ?? refund.policyRule}`,
          `Refund reference: ${refund.providerRefundId ?? '—'} (refund #${refund.id})`,
          '',
          'The payment, with every refund so far:',
          ...receiptRows(receipt).map((row) => `${row.label}: ${row.value}`),
          '',
          'Your card issuer may take 5 to 10 business days to show the refund on your statement.',
          ...closingLines(config.siteUrl, receipt),
        ].join('\n'),
      }),
  );
}

/**
 * Mails the receipts kept for an account until it confirmed its address, and the financial aid
 * decisions kept by the same rule (./aid.ts).
 */
export async function sendHeldReceipts(deps: AppDeps, userId: number): Promise<void> {
  await sendHeldAidDecisions(deps, userId);
  const held = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), isNull(payments.receiptSentAt)))
    .orderBy(asc(payments.id));
  for (const payment of held) await sendReceipt(deps, payment);
  const paidIds = (
    await deps.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId))
  ).map((row) => row.id);
  if (paidIds.length === 0) return;
  const heldRefunds = await deps.db
    .select()
    .from(refunds)
    .where(
      and(
        inArray(refunds.paymentId, paidIds),
        eq(refunds.status, 'succeeded'),
        isNull(refunds.receiptSentAt),
      ),
    )
    .orderBy(asc(refunds.id));
  for (const refund of heldRefunds) await sendRefundReceipt(deps, refund);
}

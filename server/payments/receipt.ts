/**
 * The e-mail receipt sent after a successful payment (through the same mailer as every message).
 * Receipts go only to a confirmed address (issue 17 item 2): a receipt names the child, so a typo in
 * an unconfirmed address must not send it to a stranger. A payer who has not confirmed theirs gets
 * every receipt kept for them when they do (`sendHeldReceipts`); payments.receipt_sent_at records
 * which receipts went out.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { formatUsd } from '../../src/domain/fees';
import type { AppDeps } from '../context';
import { users } from '../db/schema/auth';
import { programs } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';

type PaymentRow = typeof payments.$inferSelect;

const WHAT: Record<string, string> = {
  parent_registration: 'Program registration',
  athlete_registration: 'Program registration',
  referee_training: 'Referee training fee',
};

/**
 * Mails the payer a receipt once their address is confirmed (otherwise it waits for
 * `sendHeldReceipts`); a mail failure is logged, never undoes the payment.
 */
export async function sendReceipt(deps: AppDeps, payment: PaymentRow): Promise<void> {
  const { db, mailer, config } = deps;
  let claimed = false;
  try {
    const [row] = await db
      .select({ registration: registrations, program: programs, payer: users })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(programs, eq(programs.id, registrations.programId))
      .where(eq(registrations.id, payment.registrationId));
    if (!row || !row.payer.emailVerifiedAt) return;
    const { registration, program, payer } = row;
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
    const paidOn = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/Chicago',
    }).format(payment.settledAt ?? new Date());
    const card =
      payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand} ending ${payment.cardLast4}` : 'Card';
    const lines = [
      `Hello ${payer.firstName || payer.email},`,
      '',
      'Thank you for your payment to the Mid-South Youth Sports League. This is your receipt.',
      '',
      `${WHAT[payment.kind] ?? 'Payment'}: ${registration.participantName}`,
      ...(program
        ? [`Program: ${program.name} (${registration.season})`]
        : [`Season: ${registration.season}`]),
      `Amount: ${formatUsd(payment.amountCents)} ${payment.currency}`,
      `Paid: ${paidOn} (Central time)`,
      `Payment method: ${card}`,
      `Payment reference: ${payment.chargeId ?? '—'} (payment #${payment.id}, registration #${registration.id})`,
      '',
      `Your registrations: ${config.siteUrl}${payment.portal === 'referee' ? '/referee' : `/portal/${payment.portal}`}`,
      '',
      'Refunds follow the league refund policy: ' + `${config.siteUrl}/privacy#refunds`,
      'Questions? Reply to this message or call the league office.',
    ];
    await mailer.send({
      to: payer.email,
      subject: `Receipt: ${WHAT[payment.kind] ?? 'Payment'} for ${registration.participantName}`,
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

/** The e-mail receipt sent after a successful payment (through the same mailer as every message). */
import { eq } from 'drizzle-orm';
import { formatUsd } from '../../src/domain/fees';
import { isTestProvider, TEST_PAYMENT_NOTE } from '../../src/domain/payments';
import type { AppDeps } from '../context';
import { users } from '../db/schema/auth';
import { programs } from '../db/schema/league';
import type { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';

type PaymentRow = typeof payments.$inferSelect;

const WHAT: Record<string, string> = {
  parent_registration: 'Program registration',
  athlete_registration: 'Program registration',
  referee_training: 'Referee training fee',
};

/**
 * Mails the payer a receipt; a mail failure is logged, never undoes the payment. A payment the
 * sandbox took says at the top that no money moved (issue 17 item 6).
 */
export async function sendReceipt(deps: AppDeps, payment: PaymentRow): Promise<void> {
  const { db, mailer, config } = deps;
  try {
    const [row] = await db
      .select({ registration: registrations, program: programs, payer: users })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(programs, eq(programs.id, registrations.programId))
      .where(eq(registrations.id, payment.registrationId));
    if (!row) return;
    const { registration, program, payer } = row;
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
      ...(isTestProvider(payment.provider)
        ? [
            `${TEST_PAYMENT_NOTE}: the league's test payment provider took this payment; no card was charged.`,
            '',
          ]
        : []),
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
  }
}

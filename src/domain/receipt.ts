/**
 * A payment receipt: what the e-mailed receipt and the printable receipt page (/receipt) both
 * show, from one answer of the API (GET /registrations/{id}/receipt/). The server builds the facts
 * once (server/registrations/receipts.ts); the mail and the page lay out the same rows from them.
 */
import { priceLine } from './aid-price';
import { MAX_RECORD_ID } from './record-id';
import { formatUsd } from './fees';

export { receiptPath, registeredMessage } from './receipt-link';

/** The receipt of a paid registration, as the API answers it. */
export interface Receipt {
  registration_id: number;
  payment_id: number;
  /** The checkout kind: parent_registration, athlete_registration or referee_training. */
  kind: string;
  participant_name: string;
  program_name: string | null;
  season: string;
  /** What was charged: the fee less any financial aid. */
  amount_cents: number;
  /** The price list's fee and the financial aid taken off it (issue 21 item 3; 0 without aid). */
  fee_cents?: number;
  aid_cents?: number;
  currency: string;
  /** When the charge succeeded (ISO time). */
  paid_at: string;
  card_brand: string | null;
  card_last4: string | null;
  /** The provider's charge id: the payment reference. */
  charge_id: string | null;
  payer_name: string;
  /** Where the e-mailed receipt went. */
  payer_email: string;
  /** The portal the registration belongs to: parent, athlete or referee. */
  portal: string;
  /** True when the sandbox took the payment: no money moved (the receipt says so). */
  test_mode: boolean;
  /** The payment's refunds that went through, oldest first. */
  refunds: ReceiptRefund[];
  /**
   * Where the e-mailed receipt is (issue 41 item 10): sent; held until the payer confirms the
   * address (receipts go only to confirmed ones); or due now (confirmed, not sent yet).
   */
  receipt_mail?: ReceiptMail;
}

export type ReceiptMail = 'sent' | 'held' | 'due';

/** What the receipt page says about the e-mailed copy: what is true of it now. */
export function receiptMailNote(receipt: Pick<Receipt, 'payer_email' | 'receipt_mail'>): string {
  const email = receipt.payer_email;
  switch (receipt.receipt_mail) {
    case 'held':
      return `This receipt will be e-mailed to ${email} once you confirm that address.`;
    case 'due':
      return `This receipt is being e-mailed to ${email}.`;
    default:
      return `This receipt was also e-mailed to ${email}.`;
  }
}

/** A refund of the payment, as the receipt lists it. */
export interface ReceiptRefund {
  id: number;
  amount_cents: number;
  /** When the provider confirmed it (ISO time). */
  refunded_at: string;
  /** The provider's refund id: the refund reference. */
  reference: string | null;
}

const WHAT: Record<string, string> = {
  parent_registration: 'Program registration',
  athlete_registration: 'Program registration',
  referee_training: 'Referee training fee',
};

/** What was paid for ("Program registration", "Referee training fee"). */
export function receiptSubject(kind: string): string {
  return Object.hasOwn(WHAT, kind) ? WHAT[kind]! : 'Payment';
}

/** The time a payment was made as the league states it: its own (Central) time zone. */
export function formatPaidAt(iso: string): string {
  return `${new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  }).format(new Date(iso))} (Central time)`;
}

/** The receipt's rows, in order: label and value (the mail writes "label: value" lines). */
export function receiptRows(receipt: Receipt): { label: string; value: string }[] {
  const aid = receipt.aid_cents ?? 0;
  const card =
    receipt.card_brand && receipt.card_last4
      ? `${receipt.card_brand} ending ${receipt.card_last4}`
      : aid > 0 && receipt.amount_cents === 0
        ? 'Financial aid (no card charged)'
        : 'Card';
  return [
    { label: receiptSubject(receipt.kind), value: receipt.participant_name },
    receipt.program_name
      ? { label: 'Program', value: `${receipt.program_name} (${receipt.season})` }
      : { label: 'Season', value: receipt.season },
    // The fee, the aid and the total in the one line the review dialog shows too.
    ...(aid > 0
      ? [
          {
            label: 'Price',
            value: priceLine({
              fee_cents: receipt.fee_cents ?? receipt.amount_cents + aid,
              aid_cents: aid,
              total_cents: receipt.amount_cents,
            }),
          },
        ]
      : []),
    { label: 'Amount', value: `${formatUsd(receipt.amount_cents)} ${receipt.currency}` },
    { label: 'Paid', value: formatPaidAt(receipt.paid_at) },
    { label: 'Payment method', value: card },
    {
      label: 'Payment reference',
      value: `${receipt.charge_id ?? '—'} (payment #${receipt.payment_id}, registration #${receipt.registration_id})`,
    },
    ...receipt.refunds.map((refund) => ({
      label: 'Refunded',
      value: `${formatUsd(refund.amount_cents)} ${receipt.currency} on ${formatPaidAt(refund.refunded_at)} (refund ${refund.reference ?? `#${refund.id}`})`,
    })),
  ];
}

/** The registration id a receipt page was opened for (?registration=), or null. */
export function receiptRegistrationId(search: string): number | null {
  const value = new URLSearchParams(search).get('registration') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_RECORD_ID ? Number(value) : null;
}

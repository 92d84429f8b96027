import { priceLine } from '../../domain/aid-price';
import { formatUsd } from '../../domain/fees';
import type { Registration } from '../../domain/types';
import { formatDay } from '../../domain/date-range';
import TestPaymentNote from '../payments/TestPaymentNote';
import { receiptPath } from '../../domain/receipt-link';
import { registrationStatusBadge, registrationStatusLabel } from '../../domain/registration-status';
import RefundRequest from './RefundRequest';
import './portal-kit.css';

/** A registration's status; a list from before issue 20 had only the payment's. */
const statusOf = (record: Registration) =>
  record.status ?? (record.payment_status === 'paid' ? 'paid' : 'pending_payment');

/** The family's refund request, in words. */
const requestWords = (request: NonNullable<Registration['refund_request']>) => {
  const day = formatDay(request.created_at);
  return request.status === 'PENDING'
    ? `Refund asked for on ${day}; the league office will review it.`
    : `Refund request of ${day} ${request.status === 'APPROVED' ? 'approved' : 'declined'}.`;
};

interface Props {
  registrations: readonly Registration[];
  /** Shown when there are none. */
  empty: string;
}

/**
 * Registrations with program, season, venue, payment status, amount and when paid or started; a
 * payment the sandbox took says that no money moved.
 */
export default function RegistrationList({ registrations, empty }: Props) {
  if (registrations.length === 0) return <p className="portal-muted">{empty}</p>;
  return (
    <ul className="registration-list">
      {registrations.map((record) => (
        <li key={record.id}>
          <strong>{record.program_name ?? record.program}</strong> · {record.season}
          {record.location_detail ? ` · ${record.location_detail.name}` : ''}
          <br />
          <span className={registrationStatusBadge(statusOf(record))}>
            {registrationStatusLabel(statusOf(record))}
          </span>{' '}
          <span className="portal-muted">
            {/* With financial aid: the fee, the aid and what was charged (issue 21 item 3). */}
            {record.aid_cents
              ? priceLine({
                  fee_cents: record.fee_cents ?? record.amount_cents + record.aid_cents,
                  aid_cents: record.aid_cents,
                  total_cents: record.amount_cents,
                })
              : formatUsd(record.amount_cents)}{' '}
            ·{' '}
            {record.paid_at ? `paid ${formatDay(record.paid_at)}` : `started ${formatDay(record.created_at)}`}
          </span>
          {record.test_mode && (
            <>
              {' '}
              <TestPaymentNote inline />
            </>
          )}
          {record.payment_status === 'paid' && (
            <>
              {' · '}
              <a href={receiptPath(record.id)}>
                View receipt
                <span className="visually-hidden">
                  {' '}
                  for {record.participant_name}, {record.program_name ?? record.program}, {record.season}
                </span>
              </a>
            </>
          )}
          {record.refunds?.map((refund) => (
            <span key={refund.refunded_at} className="registration-refund">
              <br />
              Refunded {formatUsd(refund.amount_cents)} on {formatDay(refund.refunded_at)}
            </span>
          ))}
          {record.refund_request && (
            <>
              <br />
              <span className="portal-muted">
                {requestWords(record.refund_request)}
                {record.refund_request.review_note ? ` · “${record.refund_request.review_note}”` : ''}
              </span>
            </>
          )}
          {record.refund_request?.status !== 'PENDING' && record.refund_policy && (
            <>
              <br />
              <RefundRequest registration={record} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

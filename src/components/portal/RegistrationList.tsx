import { formatUsd } from '../../domain/fees';
import type { Registration } from '../../domain/types';
import { formatDay } from '../../domain/date-range';
import TestPaymentNote from '../payments/TestPaymentNote';
import { receiptPath } from '../../domain/receipt';
import './portal-kit.css';

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
          <span className={`badge ${record.payment_status === 'paid' ? 'badge-success' : 'badge-warning'}`}>
            {record.payment_status === 'paid' ? 'Paid' : 'Payment pending'}
          </span>{' '}
          <span className="portal-muted">
            {formatUsd(record.amount_cents)} ·{' '}
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
        </li>
      ))}
    </ul>
  );
}

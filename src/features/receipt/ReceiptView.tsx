import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../domain/error-message';
import { PORTAL_DESTINATIONS, readPortal } from '../../domain/payment-return';
import { receiptMailNote, receiptRegistrationId, receiptRows, type Receipt } from '../../domain/receipt';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import LoadProblem from '../../components/portal/LoadProblem';
import TestPaymentNote from '../../components/payments/TestPaymentNote';
import { revalidateKeys } from '../../lib/query';
import { $receipt, $receiptRegistration } from './receipt-data';
import '../../components/portal/portal-kit.css';
import './receipt.css';

export const RECEIPT_MESSAGES = {
  missing: 'This receipt link does not name a registration. Open the receipt from your portal.',
  failed: 'We could not load this receipt right now.',
} as const;

/** The receipt itself: what was paid, when, how, and the references the league needs. */
function ReceiptCard({ receipt, league }: { receipt: Receipt; league: string }) {
  const portal = PORTAL_DESTINATIONS[readPortal(receipt.portal)];
  return (
    <article className="portal-card receipt" aria-labelledby="receipt-title">
      <header className="receipt-head">
        <p className="receipt-league">{league}</p>
        <h1 id="receipt-title" className="receipt-title">
          Payment receipt
        </h1>
        <p className="receipt-payer">
          Paid by {receipt.payer_name} · {receipt.payer_email}
        </p>
        {receipt.test_mode && <TestPaymentNote />}
      </header>
      <dl className="receipt-rows">
        {receiptRows(receipt).map((row) => (
          <div key={row.label} className="receipt-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="receipt-note">
        Thank you for your payment. {receiptMailNote(receipt)} Refunds follow the{' '}
        <a href="/privacy#refunds">league refund policy</a>.
      </p>
      <div className="receipt-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print receipt
        </button>
        <a className="btn btn-secondary" href={portal.path}>
          Back to {portal.name}
        </a>
      </div>
    </article>
  );
}

/**
 * The printable receipt page (/receipt?registration=<id>): the caller's own paid registration, read
 * through the API (someone else's answers 404), with a print stylesheet that leaves only the receipt.
 */
function ReceiptView({ league }: { league: string }) {
  // The address is read once the island runs (client-only: there is no server render to match).
  const [id] = useState(() => receiptRegistrationId(window.location.search));
  const { data, error } = useStore($receipt);

  useEffect(() => {
    $receiptRegistration.set(id === null ? null : String(id));
  }, [id]);

  if (id === null || error || !data) {
    return (
      <div className="portal-card receipt">
        <h1 className="receipt-title">Payment receipt</h1>
        {id === null ? (
          <p className="portal-alert" role="alert">
            {RECEIPT_MESSAGES.missing}
          </p>
        ) : error ? (
          <LoadProblem
            message={errorMessage(error, RECEIPT_MESSAGES.failed)}
            onRetry={() => revalidateKeys((key) => key.endsWith('/receipt/'))}
          />
        ) : (
          <p className="portal-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading your receipt…
          </p>
        )}
      </div>
    );
  }
  return <ReceiptCard receipt={data} league={league} />;
}

export default withErrorBoundary(ReceiptView);

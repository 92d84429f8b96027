/**
 * Payments the office records against a registration (issue 37): the ones on record, and the form
 * to record cash, a check or an amount waived (the server decides what is left and mails the
 * family a receipt). A double click or a retry sends the same form key, so it records once.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { formatKickoff } from '../../../domain/league-games';
import { formatUsd } from '../../../domain/fees';
import { parseDollars } from '../../../domain/office/refunds';
import { createFetcherStore } from '../../../lib/query';
import { change } from '../../../lib/resource';
import { showToast } from '../../../stores/toasts';

/** A recorded payment as GET /office/registrations/:id/payments/ answers it. */
interface RecordedPayment {
  id: number;
  method: string;
  method_label: string;
  amount_cents: number;
  reference: string;
  note: string;
  recorded_by: string;
  recorded_at: string;
}

const METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'check', label: 'Check' },
  { value: 'waived', label: 'Waived by the league office' },
] as const;

/** The open registration's id ('12/'), whose recorded payments are read. */
const $registration = atom<string | null>(null);
const $recorded = createFetcherStore<{ results: RecordedPayment[] }>([
  '/office/registrations/',
  $registration,
  'payments/',
]);

const formKey = () => `office-pay-${crypto.randomUUID().replace(/-/g, '')}`;

/** The recorded payments of a registration and the form to record one. */
export default function RecordPayment({ registration }: { registration: number }) {
  useEffect(() => {
    $registration.set(`${registration}/`);
    return () => $registration.set(null);
  }, [registration]);
  const recorded = useStore($recorded);
  const [method, setMethod] = useState<(typeof METHODS)[number]['value']>('cash');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [key, setKey] = useState(formKey);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const ids = { method: useId(), amount: useId(), reference: useId(), note: useId(), error: useId() };
  const cents = parseDollars(amount);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cents === null || cents <= 0) {
      setError({ message: 'Enter the amount in dollars, e.g. 40.00.', field: 'amount_cents' });
      return;
    }
    setSending(true);
    setError(null);
    const result = await change<RecordedPayment>(
      {
        method: 'POST',
        path: `/office/registrations/${registration}/payments/`,
        body: {
          method,
          amount_cents: cents,
          reference: reference.trim(),
          note: note.trim(),
          idempotency_key: key,
        },
        affects: ['/office/overview/'],
      },
      'Unable to record the payment right now. Please try again.',
    );
    setSending(false);
    if (!result.ok) {
      setError(result.failure);
      return;
    }
    showToast(`${result.data.method_label}: ${formatUsd(result.data.amount_cents)} recorded.`);
    setKey(formKey());
    setAmount('');
    setReference('');
    setNote('');
  };

  const rows = recorded.data?.results ?? [];
  const invalid = (field: string) => error?.field === field || undefined;
  return (
    <>
      {recorded.loading && !recorded.data ? (
        <p className="portal-muted">Loading the payments recorded by the office…</p>
      ) : recorded.error && !recorded.data ? (
        <p className="portal-muted">The payments recorded by the office could not be loaded right now.</p>
      ) : rows.length === 0 ? (
        <p>No payment recorded by the office.</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>
              {formatUsd(row.amount_cents)} · {row.method_label}
              {row.reference ? ` (${row.reference})` : ''} · by {row.recorded_by} ·{' '}
              {formatKickoff(row.recorded_at)}
              {row.note ? ` · “${row.note}”` : ''}
            </li>
          ))}
        </ul>
      )}
      <form className="office-refund" onSubmit={(event) => void submit(event)} noValidate>
        <h4>Record a payment</h4>
        <div className="field">
          <label htmlFor={ids.method}>How it was paid</label>
          <select
            id={ids.method}
            value={method}
            aria-invalid={invalid('method')}
            onChange={(event) => setMethod(event.currentTarget.value as typeof method)}
          >
            {METHODS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.amount}>Amount (USD)</label>
          <input
            id={ids.amount}
            inputMode="decimal"
            value={amount}
            aria-invalid={invalid('amount_cents')}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.reference}>Reference (optional, e.g. check number)</label>
          <input
            id={ids.reference}
            value={reference}
            maxLength={80}
            aria-invalid={invalid('reference')}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.note}>Note (optional)</label>
          <textarea
            id={ids.note}
            rows={2}
            value={note}
            aria-invalid={invalid('note')}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </div>
        {error && (
          <p id={ids.error} className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Recording…' : 'Record payment'}
        </button>
      </form>
    </>
  );
}

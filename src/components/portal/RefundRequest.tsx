import { useId, useState, type SubmitEvent } from 'react';
import { formatUsd } from '../../domain/fees';
import { REFUND_FORM_MESSAGES } from '../../domain/office/refunds';
import type { Registration } from '../../domain/types';
import { change } from '../../lib/resource';
import { showToast } from '../../stores/toasts';
import Dialog from './Dialog';

/**
 * A family asks the league office for a refund of a paid registration (issue 20): what the
 * published policy allows today, and the reason the policy asks for. The request waits in the
 * office's review queue; the family's list shows it as asked.
 */
export default function RefundRequest({ registration }: { registration: Registration }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const reasonId = useId();
  const errorId = useId();
  const policy = registration.refund_policy;
  if (!policy || policy.remaining_cents <= 0) return null;
  const what = `${registration.participant_name}, ${registration.program_name ?? registration.program}`;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim().length < 10) {
      setError(REFUND_FORM_MESSAGES.requestReason);
      return;
    }
    setSending(true);
    const result = await change(
      {
        method: 'POST',
        path: `/registrations/${registration.id}/refund-request/`,
        body: { reason: reason.trim() },
        // The family's registration lists (the parent's and the athlete's portal).
        affects: ['/registrations/'],
      },
      'Unable to send your request right now. Please try again.',
    );
    setSending(false);
    if (!result.ok) {
      setError(result.failure.message);
      return;
    }
    setOpen(false);
    setReason('');
    setError('');
    showToast('Your refund request was sent to the league office.');
  };

  return (
    <>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen(true)}>
        Ask for a refund<span className="visually-hidden"> for {what}</span>
      </button>
      <Dialog open={open} title="Ask for a refund" busy={sending} onClose={() => setOpen(false)}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>
            Under the league’s refund policy you may receive{' '}
            <strong>{formatUsd(policy.allowed_cents)}</strong> today for {what}.
          </p>
          <p>{policy.explanation}</p>
          <div className="field">
            <label htmlFor={reasonId}>Why are you asking for a refund? (required)</label>
            <textarea
              id={reasonId}
              rows={4}
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </div>
          {error && (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send request'}
          </button>
        </form>
      </Dialog>
    </>
  );
}

import { useId, useState, type SubmitEvent } from 'react';
import { formatUsd } from '../../domain/fees';
import { REFUND_FORM_MESSAGES } from '../../domain/office/refunds';
import type { RefundPolicy } from '../../domain/refund-policy';
import type { Registration } from '../../domain/types';
import { change } from '../../lib/resource';
import { showToast } from '../../stores/toasts';
import Dialog from './Dialog';

interface Props {
  registration: Registration;
  policy: RefundPolicy;
  /** Whose registration, in words ('Riley Hale, Flag football'). */
  what: string;
  /** The reason typed so far (kept by the opener, so closing and opening again keeps it). */
  reason: string;
  onReason: (reason: string) => void;
  onClose: () => void;
}

/** The refund request's dialog (RefundRequest opens it; loaded on demand). */
export default function RefundDialog({ registration, policy, what, reason, onReason, onClose }: Props) {
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const reasonId = useId();
  const errorId = useId();

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
    onReason('');
    onClose();
    showToast('Your refund request was sent to the league office.');
  };

  return (
    <Dialog open title="Ask for a refund" busy={sending} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>
          Under the league’s refund policy you may receive <strong>{formatUsd(policy.allowed_cents)}</strong>{' '}
          today for {what}.
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
            onChange={(event) => onReason(event.currentTarget.value)}
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
  );
}

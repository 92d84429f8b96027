import { useState } from 'react';
import { WAITLIST_TEXT, type WaitlistEntry } from '../../domain/waitlist';
import { change } from '../../lib/resource';

interface Props {
  /**
   * The registration form that joins: the refused checkout's body, or (at once, for a full
   * offering) a check of the form that gives its body, or null after showing the form's first
   * problem at its field.
   */
  body: object | null | (() => object | null);
  /** The checkout's problem; the button shows when the division just filled up. */
  problem: { message: string; key: number } | null;
  /** The offering chosen in the form has no place left (issue 41 item 11): the button shows at once. */
  full?: boolean;
  /** The button waits (the form is not complete yet). */
  disabled?: boolean;
}

/**
 * "Join the waitlist" for a full offering (issue 21; at once in the form since issue 41 item 11),
 * and beside a checkout refused because the division filled up meanwhile: joins with the same
 * registration form and says the family's position.
 */
export default function WaitlistJoin({ body, problem, full = false, disabled = false }: Props) {
  const [answer, setAnswer] = useState<{ key: number; text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!body || !(full || problem?.message === WAITLIST_TEXT.full)) return null;
  const key = problem?.key ?? 0;
  const shown = answer?.key === key ? answer : null;

  const join = async () => {
    const sent = typeof body === 'function' ? body() : body;
    if (!sent) return;
    setBusy(true);
    const result = await change<WaitlistEntry>(
      { method: 'POST', path: '/waitlist/', body: sent as Record<string, unknown> },
      WAITLIST_TEXT.joinFailed,
    );
    setBusy(false);
    setAnswer(
      result.ok
        ? { key, text: WAITLIST_TEXT.joined(result.data.position), failed: false }
        : { key, text: result.failure.message, failed: true },
    );
  };

  return (
    <div className="waitlist-join">
      {shown && !shown.failed ? null : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void join()}
          disabled={busy || disabled}
        >
          {busy ? 'Joining…' : WAITLIST_TEXT.join}
        </button>
      )}
      <p role="status" className={shown?.failed ? 'form-error' : 'portal-muted'}>
        {shown?.text ?? ''}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { WAITLIST_TEXT, type WaitlistEntry } from '../../domain/waitlist';
import { change } from '../../lib/resource';

interface Props {
  /** The checkout body that was refused (the same form joins the list). */
  body: object | null;
  /** The checkout's problem; the button shows only when the division just filled up. */
  problem: { message: string; key: number } | null;
}

/**
 * "Join the waitlist" beside a checkout refused because the division filled up (issue 21): joins
 * with the same registration form and says the family's position.
 */
export default function WaitlistJoin({ body, problem }: Props) {
  const [answer, setAnswer] = useState<{ key: number; text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!body || problem?.message !== WAITLIST_TEXT.full) return null;
  const shown = answer?.key === problem.key ? answer : null;

  const join = async () => {
    setBusy(true);
    const result = await change<WaitlistEntry>(
      { method: 'POST', path: '/waitlist/', body: body as Record<string, unknown> },
      WAITLIST_TEXT.joinFailed,
    );
    setBusy(false);
    setAnswer(
      result.ok
        ? { key: problem.key, text: WAITLIST_TEXT.joined(result.data.position), failed: false }
        : { key: problem.key, text: result.failure.message, failed: true },
    );
  };

  return (
    <div className="waitlist-join">
      {shown && !shown.failed ? null : (
        <button type="button" className="btn btn-primary" onClick={() => void join()} disabled={busy}>
          {busy ? 'Joining…' : WAITLIST_TEXT.join}
        </button>
      )}
      <p role="status" className={shown?.failed ? 'form-error' : 'portal-muted'}>
        {shown?.text ?? ''}
      </p>
    </div>
  );
}

import { useRef, useState } from 'react';
import { readLinkToken } from '../../domain/email-verification';
import { errorDetail } from '../../domain/error-message';
import { NOTIFY_MESSAGES } from '../../domain/notify';
import { api } from '../../lib/api-client';
import { afterMount } from '../../components/form/use-mounted';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

/**
 * The landing page of the stop link in every mail and text (issue 39): one press stops
 * non-essential messages (opening the page does nothing); game changes still reach the person.
 */
function StopLink() {
  const [token] = useState(() => readLinkToken(window.location.search));
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  if (!token)
    return (
      <p className="form-alert" role="alert">
        {NOTIFY_MESSAGES.stopInvalid}
      </p>
    );
  const stop = async () => {
    setBusy(true);
    try {
      const answer = await api<{ detail: string }>('/notify/stop/', { method: 'POST', body: { token } });
      setSaid({ ok: true, text: answer.detail });
    } catch (error) {
      setSaid({ ok: false, text: errorDetail(error) ?? NOTIFY_MESSAGES.stopInvalid });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => ref.current?.focus());
    }
  };
  return (
    <div className="account-card">
      {said ? (
        <p
          ref={ref}
          tabIndex={-1}
          className={said.ok ? 'form-success' : 'form-alert'}
          role={said.ok ? 'status' : 'alert'}
        >
          {said.text}
        </p>
      ) : (
        <>
          <p>
            Stop e-mails and texts that are not essential: reminders, news and messages from the league and
            coaches.
          </p>
          <button
            className="account-submit"
            type="button"
            onClick={() => void stop()}
            disabled={busy}
            aria-busy={busy}
          >
            Stop non-essential messages
          </button>
        </>
      )}
      <p className="account-links">
        Change how the league reaches you at any time in your portal’s Notifications card.{' '}
        <a href="/login">Sign in</a>
      </p>
    </div>
  );
}

export default withErrorBoundary(afterMount(StopLink));

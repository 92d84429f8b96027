import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorDetail } from '../../domain/error-message';
import { confirmNotice, linkSentMessage, VERIFY_MESSAGES } from '../../domain/email-verification';
import { api } from '../../lib/api-client';
import { $user } from '../../stores/session';
import './portal-kit.css';

/**
 * The notice a signed-in account sees until it confirms its e-mail address (issue 17 item 2): why it
 * matters and a button that mails a new link (the server limits how often). Nothing for a
 * confirmed account, or while the user is not loaded. `band`: a page-wide band (under a portal's
 * hero) rather than a block inside a card.
 */
export default function VerifyEmailNotice({ band = false }: { band?: boolean }) {
  const user = useStore($user);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  if (!user || user['email_verified'] !== false) return null;
  const email = String(user.email ?? '');
  const resend = async () => {
    setBusy(true);
    setStatus('');
    try {
      const answer = await api<{ detail?: string }>('/auth/email/verify/resend/', {
        method: 'POST',
        body: {},
      });
      setStatus(answer.detail ?? linkSentMessage(email));
    } catch (error) {
      setStatus(errorDetail(error) ?? VERIFY_MESSAGES.resendFailed);
    } finally {
      setBusy(false);
    }
  };
  const notice = (
    <section className="portal-notice verify-notice" aria-label="Confirm your e-mail address">
      <p>
        <strong>{confirmNotice(email)}</strong> {VERIFY_MESSAGES.why}
      </p>
      <div className="verify-notice-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={resend} disabled={busy}>
          {busy ? 'Sending…' : 'Send a new link'}
        </button>
        <p role="status" className="verify-notice-status">
          {status}
        </p>
      </div>
    </section>
  );
  return band ? <div className="wrap">{notice}</div> : notice;
}

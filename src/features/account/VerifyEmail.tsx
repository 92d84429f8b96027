import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../domain/error-message';
import { readLinkToken, VERIFY_MESSAGES } from '../../domain/email-verification';
import { dashboardPath } from '../../domain/roles';
import { $session, loadUser } from '../../stores/session';
import { afterMount } from '../../components/form/use-mounted';
import FormMessage from '../../components/form/FormMessage';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import { confirmEmail } from './account-api';
import { LinkDone, LinkProblem } from './LinkCards';
import './account.css';

type State =
  | { kind: 'ready' }
  | { kind: 'busy' }
  | { kind: 'done'; detail: string }
  | { kind: 'failed'; message: string };

/**
 * The landing page of an e-mail confirmation link (issue 17 item 2): the token comes from the
 * query; one click confirms (a mail scanner that opens the link confirms nothing). A signed-in
 * account is reloaded so its notice goes at once.
 */
function VerifyEmail() {
  const [token] = useState(() => readLinkToken(window.location.search));
  const [state, setState] = useState<State>({ kind: 'ready' });
  const { user } = useStore($session);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.kind === 'done') successRef.current?.focus();
    if (state.kind === 'failed') alertRef.current?.focus();
  }, [state.kind]);

  if (!token) {
    return <LinkProblem message={VERIFY_MESSAGES.missingLink} next={{ href: '/login', label: 'Sign in' }} />;
  }

  const confirm = async () => {
    setState({ kind: 'busy' });
    try {
      const answer = await confirmEmail(token);
      setState({ kind: 'done', detail: answer.detail });
      if (user) void loadUser();
    } catch (error) {
      setState({ kind: 'failed', message: errorDetail(error) ?? VERIFY_MESSAGES.confirmFailed });
    }
  };

  if (state.kind === 'done') {
    return (
      <LinkDone ref={successRef}>
        <p>{state.detail}</p>
        <p>
          {user ? <a href={dashboardPath(user.role)}>Go to your dashboard</a> : <a href="/login">Sign in</a>}
        </p>
      </LinkDone>
    );
  }

  return (
    <div className="account-card">
      <p>Confirm that this e-mail address is yours to finish setting up your league account.</p>
      <FormMessage
        id="verify-email-alert"
        ref={alertRef}
        error={state.kind === 'failed' ? state.message : null}
      />
      <button
        className="account-submit"
        type="button"
        onClick={() => void confirm()}
        disabled={state.kind === 'busy'}
        aria-busy={state.kind === 'busy'}
      >
        {state.kind === 'busy' ? 'Confirming…' : 'Confirm my e-mail address'}
      </button>
      {state.kind === 'failed' && (
        <p className="account-links">
          {user ? (
            <a href="/profile">Send a new link from your profile</a>
          ) : (
            <a href="/login">Sign in to send a new link</a>
          )}
        </p>
      )}
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(afterMount(VerifyEmail));

import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../domain/error-message';
import { readLinkToken, VERIFY_MESSAGES } from '../../domain/email-verification';
import { formatDay } from '../../domain/date-range';
import { dashboardPath } from '../../domain/roles';
import { $session, loadUser } from '../../stores/session';
import { afterMount } from '../../components/form/use-mounted';
import FormMessage from '../../components/form/FormMessage';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import { confirmEmail, disownAddress, lookupConfirmation, type ConfirmationRequest } from './account-api';
import { LinkDone, LinkProblem } from './LinkCards';
import VerifyEmailSignIn from './VerifyEmailSignIn';
import './account.css';

type State =
  | { kind: 'loading' }
  | { kind: 'unusable'; message: string }
  | { kind: 'ready'; request: ConfirmationRequest; asking?: boolean; busy?: boolean; error?: string }
  | { kind: 'done'; detail: string; released: boolean };

/**
 * The landing page of an e-mail confirmation link (issue 17 item 2, issue 36 item 1). It names the
 * account that asked (its name, when it was created). The address is confirmed only inside a session
 * of that account: signed in to it, one click; otherwise the page asks for its password first. Or
 * the mailbox's holder says "This wasn't me" and the address leaves that account.
 */
function VerifyEmail() {
  const [token] = useState(() => readLinkToken(window.location.search));
  const [state, setState] = useState<State>(
    token ? { kind: 'loading' } : { kind: 'unusable', message: VERIFY_MESSAGES.missingLink },
  );
  const { user } = useStore($session);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const error = state.kind === 'ready' ? state.error : undefined;

  useEffect(() => {
    if (!token) return;
    lookupConfirmation(token).then(
      (request) => setState({ kind: 'ready', request }),
      (failure: unknown) =>
        setState({ kind: 'unusable', message: errorDetail(failure) ?? VERIFY_MESSAGES.lookupFailed }),
    );
  }, [token]);
  useEffect(() => {
    if (state.kind === 'done') successRef.current?.focus();
    if (error) alertRef.current?.focus();
  }, [state.kind, error]);

  if (state.kind === 'unusable' || !token) {
    const message = state.kind === 'unusable' ? state.message : VERIFY_MESSAGES.missingLink;
    return <LinkProblem message={message} next={{ href: '/login', label: 'Sign in' }} />;
  }
  if (state.kind === 'loading')
    return (
      <div className="account-card" aria-busy="true">
        Loading…
      </div>
    );
  if (state.kind === 'done') {
    return (
      <LinkDone ref={successRef}>
        <p>{state.detail}</p>
        <p>
          {state.released ? (
            <a href="/register">Create your account</a>
          ) : user ? (
            <a href={dashboardPath(user.role)}>Go to your dashboard</a>
          ) : (
            <a href="/login">Sign in</a>
          )}
        </p>
      </LinkDone>
    );
  }

  const { request } = state;
  const ready = (patch: Partial<Extract<State, { kind: 'ready' }>>) => setState({ ...state, ...patch });
  const run = async (work: () => Promise<{ detail: string }>, released: boolean, fallback: string) => {
    ready({ busy: true, error: '' });
    try {
      const answer = await work();
      setState({ kind: 'done', detail: answer.detail, released });
      if (!released) void loadUser();
    } catch (failure) {
      ready({ busy: false, error: errorDetail(failure) ?? fallback });
    }
  };
  const confirm = () => run(() => confirmEmail(token), false, VERIFY_MESSAGES.confirmFailed);
  const disown = () => run(() => disownAddress(token), true, VERIFY_MESSAGES.disownFailed);
  const signedInHere = user?.email?.toLowerCase() === request.email;
  const who = request.account.name || 'An account without a name';

  return (
    <div className="account-card">
      <p>
        <strong>{who}</strong>, created on {formatDay(request.account.created_at)}, asks to use{' '}
        <strong>{request.email}</strong> for a league account.
      </p>
      <FormMessage id="verify-email-alert" ref={alertRef} error={error || null} />
      {state.asking ? (
        <section aria-labelledby="not-me-heading" className="verify-not-me">
          <h2 id="not-me-heading">This wasn’t me</h2>
          <p>
            We will take {request.email} away from that account, end its sign-ins and withdraw anything it
            approved or requested with your address. You can then create your own account with it.
          </p>
          <button
            className="account-submit"
            type="button"
            onClick={() => void disown()}
            disabled={state.busy}
          >
            {state.busy ? 'Releasing…' : 'Yes, release my address'}
          </button>
          <button className="account-secondary" type="button" onClick={() => ready({ asking: false })}>
            Cancel
          </button>
        </section>
      ) : (
        <>
          {signedInHere ? (
            <button
              className="account-submit"
              type="button"
              onClick={() => void confirm()}
              disabled={state.busy}
            >
              {state.busy ? 'Confirming…' : 'Confirm my e-mail address'}
            </button>
          ) : (
            <VerifyEmailSignIn email={request.email} signedInAs={user?.email ?? null} onSignedIn={confirm} />
          )}
          <p className="account-links">
            <button
              className="account-secondary"
              type="button"
              onClick={() => ready({ asking: true, error: '' })}
            >
              This wasn’t me
            </button>
          </p>
        </>
      )}
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(afterMount(VerifyEmail));

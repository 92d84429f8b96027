import { useEffect, useRef, useState } from 'react';
import { approvalSummary, RECRUITER_SEES } from '../../domain/athlete-consent';
import { GUARDIAN_MESSAGES } from '../../domain/athlete-profile';
import { readLinkToken } from '../../domain/email-verification';
import { errorDetail } from '../../domain/error-message';
import { afterMount } from '../../components/form/use-mounted';
import FormMessage from '../../components/form/FormMessage';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import { decideRequest, lookupRequest, type GuardianRequest } from './account-api';
import { LinkDone, LinkProblem } from './LinkCards';
import './account.css';
import '../../components/portal/portal-kit.css';

type Load =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; request: GuardianRequest };

/** The athlete the guardian decides on, and what approving shows recruiters. */
function Request({ request }: { request: GuardianRequest }) {
  const { athlete } = request;
  return (
    <>
      <h2 className="guardian-name">{athlete.name}</h2>
      <p className="portal-muted">{approvalSummary(athlete)}</p>
      <p>
        {request.first_name || 'This athlete'} named {request.guardian_email} as their parent or guardian and
        asks you to approve their recruiting profile.
        {athlete.status === 'APPROVED' && ' It is approved now; you can withdraw the approval here.'}
      </p>
      <p>Approved recruiters will see: {RECRUITER_SEES}.</p>
      <p>They never see the birth date, your e-mail or social links.</p>
    </>
  );
}

/**
 * The landing page of the approval link mailed to a guardian (issue 17 item 2): who asks and what
 * recruiters would see, then Approve or Decline, once. No account needed; afterwards the guardian
 * can withdraw in the parent portal with that address.
 */
function GuardianDecision() {
  const [token] = useState(() => readLinkToken(window.location.search));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token) return;
    lookupRequest(token)
      .then((request) => setLoad({ kind: 'ready', request }))
      .catch((error: unknown) =>
        setLoad({ kind: 'failed', message: errorDetail(error) ?? GUARDIAN_MESSAGES.lookupFailed }),
      );
  }, [token]);
  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);
  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  if (!token || load.kind === 'failed') {
    return <LinkProblem message={load.kind === 'failed' ? load.message : GUARDIAN_MESSAGES.linkMissing} />;
  }
  if (load.kind === 'loading') {
    return (
      <p className="portal-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Opening the request…
      </p>
    );
  }

  const decide = async (decision: 'approve' | 'decline') => {
    setBusy(true);
    setProblem(null);
    try {
      setDone((await decideRequest(token, decision)).detail);
    } catch (error) {
      setProblem(errorDetail(error) ?? GUARDIAN_MESSAGES.decisionFailed);
    } finally {
      setBusy(false);
    }
  };

  const { request } = load;
  if (done) {
    return (
      <LinkDone ref={successRef}>
        <p>{done}</p>
        <p>
          You can change your mind at any time in the <a href="/portal/parent">parent portal</a>: sign in (or
          create a parent account) with {request.guardian_email} and confirm the address.
        </p>
      </LinkDone>
    );
  }
  return (
    <div className="account-card guardian-card">
      <Request request={request} />
      <FormMessage id="guardian-decision-alert" ref={alertRef} error={problem} />
      <div className="guardian-actions">
        <button
          type="button"
          className="account-submit"
          onClick={() => void decide('approve')}
          disabled={busy}
        >
          {request.athlete.status === 'APPROVED' ? 'Keep my approval' : 'Approve'}
        </button>
        <button
          type="button"
          className="account-secondary"
          onClick={() => void decide('decline')}
          disabled={busy}
        >
          {request.athlete.status === 'APPROVED' ? 'Withdraw approval' : 'Decline'}
        </button>
      </div>
      <p className="portal-muted">
        This link works once and until{' '}
        {new Date(request.expires_at).toLocaleDateString('en-US', { dateStyle: 'long' })}.
      </p>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(afterMount(GuardianDecision));

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorBody } from '../../domain/error-message';
import {
  answerErrorText,
  confirmedMessage,
  destinationAfterSuccess,
  POLL_DELAYS_MS,
  PORTAL_DESTINATIONS,
  readAnswer,
  readReturnParams,
  REDIRECT_DELAY_MS,
  requestErrorText,
  RETURN_MESSAGES,
  RETURN_TITLES,
  verificationRequest,
  type ReturnParams,
} from '../../domain/payment-return';
import { loginPathFor } from '../../domain/roles';
import { errorStatus } from '../../lib/api-client';
import { replaceWith } from '../../lib/navigation';
import { verifyPayment } from '../../lib/payments/payments-api';
import { $session } from '../../stores/session';
import TestPaymentNote from '../../components/payments/TestPaymentNote';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import './checkout-return.css';

type Phase = 'idle' | 'requesting' | 'polling' | 'success' | 'error';

interface View {
  phase: Phase;
  title: string;
  message: string;
  /** An error that only signing in again can fix. */
  signIn?: boolean;
  /** The sandbox took the payment: no money moved (issue 17 item 6). */
  testMode?: boolean;
}

const IDLE: View = {
  phase: 'idle',
  title: RETURN_TITLES.finalizing,
  message: 'Thanks for completing checkout. We are confirming your payment with our payment provider.',
};

/**
 * /checkout/return (spec 2 §2, §4, §5, §8): verifies the payment named in the address, polls while
 * it is still processing (5, 15, 30, 60 s), and on success sends the payer on to their portal after
 * 2.5 s, replacing this page in history.
 */
function CheckoutReturn({ product }: { product: string }) {
  const { user, loading } = useStore($session);
  const [params, setParams] = useState<ReturnParams | null>(null);
  const [view, setView] = useState<View>(IDLE);
  const [run, setRun] = useState(0);
  const signedIn = user !== null;

  useEffect(() => setParams(readReturnParams(window.location.search)), []);

  useEffect(() => {
    if (!params || loading) return;
    const request = verificationRequest(params);
    if (!request) {
      setView({ phase: 'error', title: RETURN_TITLES.finalizing, message: RETURN_MESSAGES.missingReference });
      return;
    }
    if (!signedIn) {
      setView({
        phase: 'error',
        title: RETURN_TITLES.finalizing,
        message: RETURN_MESSAGES.signIn,
        signIn: true,
      });
      return;
    }
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (index: number) => {
      setView(
        index === 0
          ? { phase: 'requesting', title: RETURN_TITLES.finalizing, message: RETURN_MESSAGES.verifying }
          : { phase: 'polling', title: RETURN_TITLES.processing, message: RETURN_MESSAGES.polling },
      );
      try {
        const { status, data } = await verifyPayment(request);
        if (!current) return;
        const kind = readAnswer(status, data);
        if (kind === 'success') {
          const destination = destinationAfterSuccess(data, params.portal);
          setView({
            phase: 'success',
            title: RETURN_TITLES.confirmed,
            message: data.message?.trim() || confirmedMessage(product),
            testMode: data.test_mode === true,
          });
          timer = setTimeout(() => replaceWith(destination), REDIRECT_DELAY_MS);
        } else if (kind === 'pending') {
          const next = index + 1;
          if (next >= POLL_DELAYS_MS.length) {
            setView({
              phase: 'error',
              title: RETURN_TITLES.processing,
              message: RETURN_MESSAGES.pollingEnded,
            });
            return;
          }
          setView({ phase: 'polling', title: RETURN_TITLES.processing, message: RETURN_MESSAGES.polling });
          timer = setTimeout(() => void attempt(next), POLL_DELAYS_MS[next]);
        } else {
          setView({
            phase: 'error',
            title: RETURN_TITLES.finalizing,
            message: answerErrorText(data, params.status),
          });
        }
      } catch (error) {
        if (!current) return;
        const expired = errorStatus(error) === 401;
        setView({
          phase: 'error',
          title: RETURN_TITLES.finalizing,
          message: expired ? RETURN_MESSAGES.signIn : requestErrorText(errorBody(error)),
          signIn: expired,
        });
      }
    };
    void attempt(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [params, loading, signedIn, run, product]);

  const portal = PORTAL_DESTINATIONS[params?.portal ?? 'parent'];
  const busy = view.phase === 'requesting' || view.phase === 'polling';
  return (
    <div className="checkout-return" aria-busy={busy}>
      <h1>{view.title}</h1>
      <div className="checkout-return-status" role={view.phase === 'error' ? 'alert' : 'status'}>
        {busy && <span className="spinner" aria-hidden="true" />}
        <p>{view.message}</p>
      </div>
      {view.phase === 'success' && view.testMode && <TestPaymentNote />}
      {view.phase === 'success' && <p className="checkout-return-next">{RETURN_MESSAGES.redirecting}</p>}
      {/* The way to the portal comes first: it is drawn with the page, and a retry or sign-in that
          an answer adds goes after it, so it does not push the link down (onto a new line on a phone). */}
      <div className="checkout-return-actions">
        <a className="btn btn-secondary" href={portal.path}>
          Go to {portal.name}
        </a>
        {view.phase === 'error' && view.signIn && (
          <a className="btn btn-gold" href={loginPathFor(window.location.pathname + window.location.search)}>
            Sign in
          </a>
        )}
        {view.phase === 'error' && !view.signIn && (
          <button type="button" className="btn btn-gold" onClick={() => setRun((n) => n + 1)}>
            Retry verification
          </button>
        )}
      </div>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(CheckoutReturn);

import { useEffect, useId, useRef, useState } from 'react';
import { errorBody, errorMessage } from '../../domain/error-message';
import { formatUsd } from '../../domain/fees';
import { returnPath } from '../../domain/payment-return';
import {
  CARD_MESSAGES,
  cardFailureReason,
  isPaid,
  tokenizeProblem,
  type CheckoutSession,
  type PaymentAnswer,
} from '../../domain/payments';
import {
  loadCloverSdk,
  type CardFieldType,
  type CloverFieldEvent,
  type CloverInstance,
} from '../../lib/payments/clover-sdk';
import { errorStatus } from '../../lib/api-client';
import { confirmPayment } from '../../lib/payments/payments-api';
import Dialog from '../portal/Dialog';
import TestPaymentNote from './TestPaymentNote';
import { CARD_FIELDS, CARD_SECRETS, cardFieldHost, mountCardFields, type CardFields } from './card-fields';
import './card-payment.css';

interface Props {
  /** The checkout to pay; the dialog is open while it is set. */
  session: CheckoutSession | null;
  /** What is being paid for, shown above the card fields. */
  summary: string;
  onPaid: (answer: PaymentAnswer) => void;
  /** The payer closed the dialog without paying. */
  onCancel: () => void;
  /** Starts a new checkout after a refused card (the old payment key cannot be used again). */
  onRestart: () => void;
}

const KNOWN_LOAD_ERRORS: readonly string[] = [CARD_MESSAGES.sdkFailed, CARD_MESSAGES.sdkUnavailable];

type Phase = 'loading' | 'ready' | 'paying' | 'unavailable';

/**
 * The card payment dialog (spec 2 §2 "Dialogs", §8): the provider's script is loaded from its
 * configured address, its fields live in the provider's own iframes (this page never sees card
 * data), the token is confirmed with the server, and the outcome is reported back. A checkout the
 * sandbox takes says so before the payer types anything (issue 17 item 6).
 */
export default function CardPaymentDialog({ session, summary, onPaid, onCancel, onRestart }: Props) {
  const id = useId().replace(/:/g, '');
  const clover = useRef<CloverInstance | null>(null);
  const mounted = useRef<CardFields | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [message, setMessage] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CloverFieldEvent>({});
  const [processing, setProcessing] = useState(false);
  const [refused, setRefused] = useState(false);
  // The fields belong to the provider's account, not to one checkout: a new checkout for the same
  // account (after a refused card) keeps them, so the name and postal code typed stay.
  const account = session ? `${session.public_key}\n${session.merchant_id}` : null;

  useEffect(() => {
    if (!session) {
      // Closed: the dialog's hosts are gone; the next opening mounts new fields.
      mounted.current = null;
      clover.current = null;
      return;
    }
    setMessage(null);
    setReason(null);
    setProcessing(false);
    setRefused(false);
    // A new checkout in the open dialog (Try another card): only the card itself is asked for again.
    if (mounted.current) {
      mounted.current.clear(CARD_SECRETS);
      setFieldErrors((errors) =>
        Object.fromEntries(
          Object.entries(errors).filter(([type]) => !CARD_SECRETS.includes(type as CardFieldType)),
        ),
      );
      // Try another card has left the page with the refusal: focus goes to the new card number's
      // label, at the top of what is asked again, rather than to nowhere.
      requestAnimationFrame(() => document.getElementById(`${id}-CARD_NUMBER-label`)?.focus());
    }
  }, [session]);

  useEffect(() => {
    if (!session) return;
    clover.current = null;
    mounted.current = null;
    setPhase('loading');
    setFieldErrors({});
    if (!session.public_key) {
      setPhase('unavailable');
      setMessage(CARD_MESSAGES.noPublicKey);
      return;
    }
    let current = true;
    loadCloverSdk()
      .then((Clover) => {
        if (!current) return;
        try {
          const instance = new Clover(session.public_key, { merchantId: session.merchant_id });
          mounted.current = mountCardFields(instance.elements(), id, (event) => {
            if (current) setFieldErrors(event);
          });
          clover.current = instance;
          setPhase('ready');
        } catch {
          setPhase('unavailable');
          setMessage(CARD_MESSAGES.formFailed);
        }
      })
      .catch((error: unknown) => {
        if (!current) return;
        const text = error instanceof Error ? error.message : '';
        setPhase('unavailable');
        setMessage(KNOWN_LOAD_ERRORS.includes(text) ? text : CARD_MESSAGES.formFailed);
      });
    return () => {
      current = false;
    };
    // Keyed on the provider account (and the dialog being open), not on each checkout.
  }, [account, id]);

  async function pay() {
    if (!session) return;
    if (phase !== 'ready' || !clover.current) {
      setMessage(phase === 'unavailable' ? (message ?? CARD_MESSAGES.formFailed) : CARD_MESSAGES.formLoading);
      return;
    }
    setPhase('paying');
    setMessage(null);
    setReason(null);
    try {
      const result = await clover.current.createToken();
      const problem = tokenizeProblem(result);
      if (problem || !result.token) {
        setMessage(problem ?? CARD_MESSAGES.tokenizeFailed);
        return;
      }
      const answer = await confirmPayment(session, result.token);
      if (isPaid(answer.status, answer.data)) {
        onPaid(answer.data);
        return;
      }
      setProcessing(true);
      setMessage(CARD_MESSAGES.stillProcessing);
    } catch (error) {
      // A refused card or a replaced checkout cannot be retried with this payment key.
      const status = errorStatus(error);
      if (status === 402 || status === 409 || status === 422) setRefused(true);
      setMessage(errorMessage(error, CARD_MESSAGES.notCompleted));
      setReason(cardFailureReason((errorBody(error) as PaymentAnswer | null)?.code));
    } finally {
      setPhase((now) => (now === 'paying' ? 'ready' : now));
    }
  }

  const busy = phase === 'paying';
  const errorsShown = CARD_FIELDS.map((field) => fieldErrors[field.type]?.error).filter(Boolean);
  return (
    <Dialog
      open={session !== null}
      title="Secure card payment"
      description={summary}
      onClose={onCancel}
      busy={busy}
      initialFocus={`#${id}-pay`}
    >
      {session && (
        <div className="card-payment">
          <p className="card-amount">
            Amount due <strong>{formatUsd(session.amount_cents)}</strong>
          </p>
          {session.test_mode && <TestPaymentNote />}
          {phase === 'loading' && (
            <p className="portal-loading" role="status">
              <span className="spinner" aria-hidden="true" /> Loading the secure card form…
            </p>
          )}
          <div className="card-fields" hidden={phase === 'unavailable'} aria-busy={phase === 'loading'}>
            {CARD_FIELDS.map((field) => (
              <div key={field.type} className={`card-field card-field-${field.type.toLowerCase()}`}>
                <p className="card-field-label" id={`${id}-${field.type}-label`} tabIndex={-1}>
                  {field.label}
                </p>
                <div className="card-field-host" id={cardFieldHost(id, field.type)} />
              </div>
            ))}
          </div>
          <div className="card-field-errors" aria-live="polite">
            {errorsShown.length > 0 && <p>{errorsShown.join(' ')}</p>}
          </div>
          <div role="alert" className={message ? 'portal-alert' : 'visually-hidden'}>
            {message}
            {reason && <span className="card-failure-reason">{reason}</span>}
          </div>
          <p className="card-secure-note">
            Card details go straight to our payment provider in secure fields; the league never sees or stores
            them.
          </p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
            {processing ? (
              <a
                className="btn btn-primary"
                href={returnPath(session.portal, session.registration_id, session.payment_id)}
              >
                Check payment status
              </a>
            ) : refused ? (
              <button type="button" className="btn btn-primary" onClick={onRestart}>
                Try another card
              </button>
            ) : (
              <button
                type="button"
                id={`${id}-pay`}
                className="btn btn-primary"
                onClick={() => void pay()}
                disabled={busy}
              >
                {busy ? 'Processing payment…' : `Pay ${formatUsd(session.amount_cents)}`}
              </button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}

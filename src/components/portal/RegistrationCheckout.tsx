import { useRef, useState } from 'react';
import type { QuotedPrice } from '../../domain/pricing';
import type { CheckoutSession } from '../../domain/payments';
import type { RegistrationForm as RegistrationValues } from '../../domain/registration';
import { errorBody, errorMessage } from '../../domain/error-message';
import { api } from '../../lib/api-client';
import { onIntent } from '../../lib/on-demand';
import { startCheckout } from '../../lib/payments/payments-api';
import { CardPaymentDialog, PaymentSuccessPanel, RegistrationReview, WaiverDialog } from './lazy-parts';
import RegistrationForm, { type RegistrationFormProps } from './RegistrationForm';
import WaitlistJoin from './WaitlistJoin';

const PROMO_FAILED = 'The promo code could not be checked right now. Please try again.';

/** The server's words for a refused promo code, else its detail. */
function promoProblem(error: unknown): string {
  const refused = (errorBody(error) as Record<string, unknown> | null)?.['promo_code'];
  return Array.isArray(refused) && typeof refused[0] === 'string'
    ? refused[0]
    : errorMessage(error, PROMO_FAILED);
}

/** The participation waiver a registration needs (issue 17 item 15), signed inside the flow. */
export interface RegistrationWaiver {
  /** Whether the current waiver is signed for the participant. */
  signed: boolean;
  /** The agreement box's words (who signs). */
  agreement: string;
  /** The signer's name to start from. */
  signer: string;
  /** Stores the signature. */
  sign: (signerName: string, version: string) => Promise<void>;
}

type Props = Pick<
  RegistrationFormProps,
  | 'checks'
  | 'programs'
  | 'profileSaved'
  | 'initial'
  | 'confirmedAt'
  | 'submitLabel'
  | 'suggested'
  | 'availability'
  | 'feeHelp'
> & {
  /** The confirmation dialog's words and what it shows. */
  review: {
    title: string;
    confirmLabel: string;
    backLabel: string;
    participant: string;
    amountCents: number;
  };
  /** What the card dialog says is being paid for. */
  paymentSummary: string;
  /** The checkout body for the confirmed form. */
  checkoutBody: (values: RegistrationValues) => object;
  /** The form's message when checkout cannot start. */
  checkoutError: (error: unknown) => string;
  /** The payment succeeded (the card dialog has closed): the registration now paid. */
  onPaid: (registrationId: number) => void;
  /** The payer closed the card dialog without paying. */
  onCancel: () => void;
  /** The waiver to sign before Confirm & Pay, when the participant has not signed it. */
  waiver: RegistrationWaiver;
};

/**
 * A program registration from form to payment (spec 2 §4, spec 3 §4): the form with the portal's
 * ordered checks, the waiver signed in the flow when it is not yet (issue 17 item 15), the
 * confirmation dialog, checkout, then the card dialog. A refused card starts a new checkout of the
 * same body; a checkout that cannot start is shown in the form. The dialogs load on demand, from
 * the moment the payer works in the form.
 */
export default function RegistrationCheckout(props: Props) {
  const [review, setReview] = useState<RegistrationValues | null>(null);
  // The form is complete but the waiver waits: its dialog first, then the review.
  const [signing, setSigning] = useState<RegistrationValues | null>(null);
  const [session, setSession] = useState<CheckoutSession | null>(null);
  const [problem, setProblem] = useState<{ message: string; key: number } | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's price for the chosen season (with any financial aid), for the review dialog.
  const [price, setPrice] = useState<QuotedPrice | null>(null);
  const body = useRef<object | null>(null);
  // Issue 37: the promo code applied to the price shown, and the last refusal of one.
  const [promo, setPromo] = useState({ applied: '', error: null as string | null, applying: false });

  /** Prices the reviewed registration again with a promo code ('' removes it). */
  async function applyPromo(values: RegistrationValues, code: string) {
    if (!props.availability) return;
    setPromo((current) => ({ ...current, applying: true, error: null }));
    const query: Record<string, string> = { program: values.program, season: values.season };
    if (props.availability.child !== undefined) query['child'] = String(props.availability.child);
    if (code) query['promo_code'] = code.toUpperCase();
    try {
      const answer = await api<{ price?: QuotedPrice } | null>('/registrations/availability/', { query });
      setPrice(answer?.price ?? null);
      setPromo({ applied: code.toUpperCase(), error: null, applying: false });
    } catch (error) {
      setPromo((current) => ({
        ...current,
        applying: false,
        error: promoProblem(error),
      }));
    }
  }

  async function checkout() {
    if (!body.current) return;
    setBusy(true);
    try {
      const started: CheckoutSession & { status?: string } = await startCheckout(body.current);
      setReview(null);
      // A fee aid covers in full is settled at once ($0.00 recorded as paid): no card dialog.
      if (started.status === 'paid') props.onPaid(started.registration_id);
      else setSession(started);
    } catch (error) {
      setReview(null);
      setSession(null);
      setProblem({ message: props.checkoutError(error), key: Date.now() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <RegistrationForm
        checks={props.checks}
        programs={props.programs}
        {...(props.profileSaved === undefined ? {} : { profileSaved: props.profileSaved })}
        initial={props.initial}
        confirmedAt={props.confirmedAt}
        submitLabel={props.submitLabel}
        {...(props.suggested ? { suggested: props.suggested } : {})}
        {...(props.availability ? { availability: props.availability } : {})}
        intent={onIntent(
          RegistrationReview,
          CardPaymentDialog,
          PaymentSuccessPanel,
          ...(props.waiver.signed ? [] : [WaiverDialog]),
        )}
        {...(props.feeHelp ? { feeHelp: props.feeHelp } : {})}
        onPrice={(next) => {
          // A new program or season is priced without the code applied to the last one.
          setPrice(next);
          setPromo({ applied: '', error: null, applying: false });
        }}
        onReview={(values) => (props.waiver.signed ? setReview(values) : setSigning(values))}
        waitlist={({ check, ready }) => (
          <WaitlistJoin
            full
            disabled={!ready}
            problem={null}
            body={() => {
              const values = check();
              return values && props.checkoutBody(values);
            }}
          />
        )}
        problem={problem}
        busy={busy}
      />
      <WaitlistJoin body={body.current} problem={problem} />
      {signing && (
        <WaiverDialog
          participant={props.review.participant}
          agreement={props.waiver.agreement}
          signer={props.waiver.signer}
          sign={props.waiver.sign}
          intro="The league's participation waiver must be signed before registering. Sign it here, then confirm your registration."
          submitLabel="Sign and continue"
          onSigned={() => {
            setReview(signing);
            setSigning(null);
          }}
          onClose={() => setSigning(null)}
        />
      )}
      {review && (
        <RegistrationReview
          values={review}
          programs={props.programs}
          {...props.review}
          price={price}
          {...(props.availability
            ? { promo: { ...promo, onApply: (code: string) => void applyPromo(review, code) } }
            : {})}
          busy={busy}
          onBack={() => setReview(null)}
          onConfirm={() => {
            body.current = {
              ...props.checkoutBody(review),
              ...(promo.applied ? { promo_code: promo.applied } : {}),
            };
            void checkout();
          }}
        />
      )}
      {session && (
        <CardPaymentDialog
          session={session}
          summary={props.paymentSummary}
          onPaid={(answer) => {
            const paid = answer.registrationId ?? session?.registration_id;
            setSession(null);
            if (paid !== undefined) props.onPaid(paid);
          }}
          onCancel={() => {
            setSession(null);
            props.onCancel();
          }}
          onRestart={() => void checkout()}
        />
      )}
    </>
  );
}

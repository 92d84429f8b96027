import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { personName } from '../../domain/account';
import { errorMessage, formErrorMessage } from '../../domain/error-message';
import { formatUsd } from '../../domain/fees';
import type { CheckoutSession } from '../../domain/payments';
import {
  firstRefereeShippingProblem,
  leadBody,
  leadProblem,
  mayPayRefereeFee,
  REFEREE_INTERESTS,
  REFEREE_MESSAGES,
  paidRefereeFee,
  refereeCheckoutBody,
} from '../../domain/referee';
import { receiptPath } from '../../domain/receipt-link';
import { registerPathFor } from '../../domain/roles';
import { addressLine2Warning, savedShippingAddress } from '../../domain/shipping';
import { errorStatus } from '../../lib/api-client';
import { startCheckout } from '../../lib/payments/payments-api';
import { $session, loadUser } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import FormMessage, { FormSuccess } from '../../components/form/FormMessage';
import SelectField from '../../components/form/SelectField';
import TextAreaField from '../../components/form/TextAreaField';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
import CardPaymentDialog from '../../components/payments/CardPaymentDialog';
import TestPaymentNote from '../../components/payments/TestPaymentNote';
import PortalShell from '../../components/portal/PortalShell';
import ShippingFields from '../../components/portal/ShippingFields';
import { $registrations, reloadRegistrations, sendLead } from './referee-data';
import './referee.css';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  level: '',
  preferred_date: '',
  notes: '',
  shipping_name: '',
  shipping_phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
};

type Field = keyof typeof EMPTY;

/** Where a visitor signs in to pay, coming back here afterwards. */
const LOGIN_PATH = '/login?next=%2Freferee%23sign-up';
/** A referee's call to action: a new referee account that comes back here (issue 22). */
const REGISTER_PATH = registerPathFor({ role: 'referee', next: '/referee#sign-up' });

/** 400 and 429 answers carry words for the visitor; anything else gets the spec's message. */
const leadFailure = (error: unknown) =>
  [400, 429].includes(errorStatus(error) ?? 0)
    ? formErrorMessage(error, REFEREE_MESSAGES.leadFailed)
    : REFEREE_MESSAGES.leadFailed;

interface Props {
  /** The training fee as the page was built from the league's price list (what the server charges). */
  trainingFeeCents: number;
}

/**
 * The referee Sign Up form (spec 3 §2, §4–§8): the lead (Submit Interest) and, for referee and staff
 * accounts, the training fee checkout with the shipping contact (Pay Training Fee). A paid referee
 * sees the fee paid and is not asked again.
 */
function RefereeSignUp({ trainingFeeCents }: Props) {
  const { user } = useStore($session);
  const registrations = useStore($registrations);
  const form = useForm<Field>(EMPTY);
  const [thanked, setThanked] = useState(false);
  const [paying, setPaying] = useState(false);
  const [checkout, setCheckout] = useState<CheckoutSession | null>(null);
  const thanks = useRef<HTMLDivElement>(null);

  // Read once hydrated: the server render knows no user, and hydration must match it.
  const payer = form.hydrated && Boolean(user && mayPayRefereeFee(user.role));
  const feePaid = payer ? paidRefereeFee(registrations.data?.results ?? []) : undefined;
  const paid = feePaid !== undefined;

  // A signed-in visitor's name, e-mail, phone and saved address fill the fields still empty; what
  // the visitor typed (before the island ran, or before the account loaded) stays.
  useEffect(() => {
    if (!user) return;
    const name = personName(user);
    const phone = typeof user['phone_number'] === 'string' ? user['phone_number'] : '';
    form.fill({
      name,
      email: user.email ?? '',
      phone,
      shipping_name: name,
      shipping_phone: phone,
      ...savedShippingAddress(user),
    });
    // Once per signed-in user.
  }, [user?.id]);

  useEffect(() => {
    if (thanked) thanks.current?.focus();
  }, [thanked]);

  const submitInterest = form.submit(async () => {
    setThanked(false);
    const problem = leadProblem(form.values);
    if (problem) return form.fail(problem);
    await sendLead(leadBody(form.values));
    setThanked(true);
  }, leadFailure);

  async function startPayment() {
    setPaying(true);
    try {
      setCheckout(await startCheckout(refereeCheckoutBody(form.values, form.values.notes)));
    } catch (error) {
      const status = errorStatus(error);
      if (status === 409) reloadRegistrations();
      form.fail({
        message:
          status === 400 || status === 409
            ? formErrorMessage(error, REFEREE_MESSAGES.checkoutFailed)
            : status === 403
              ? errorMessage(error, REFEREE_MESSAGES.roleRequired)
              : REFEREE_MESSAGES.checkoutFailed,
      });
    } finally {
      setPaying(false);
    }
  }

  function payTrainingFee() {
    setThanked(false);
    if (!payer) return form.fail({ message: REFEREE_MESSAGES.roleRequired });
    const problem = firstRefereeShippingProblem(form.values);
    if (problem) return form.fail(problem);
    void startPayment();
  }

  const busy = form.busy || paying;
  return (
    <>
      <form {...form.formProps} className="registration-form signup-form" onSubmit={submitInterest}>
        <fieldset>
          <legend>About you</legend>
          <div className="field-grid">
            <TextField {...form.bind('name')} label="Name" autoComplete="name" required />
            <TextField
              {...form.bind('email')}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <TextField {...form.bind('phone')} label="Phone" type="tel" autoComplete="tel" required />
            <SelectField {...form.bind('level')} label="I'm interested in" labelNote="optional">
              <option value="">Choose one</option>
              {REFEREE_INTERESTS.map((interest) => (
                <option key={interest} value={interest}>
                  {interest}
                </option>
              ))}
            </SelectField>
            <TextField
              {...form.bind('preferred_date')}
              label="Preferred training date"
              labelNote="optional"
              type="date"
            />
          </div>
          <TextAreaField
            {...form.bind('notes')}
            label="Notes"
            labelNote="optional"
            rows={3}
            maxLength={2000}
          />
        </fieldset>
        <fieldset>
          <legend>Shipping contact</legend>
          <p className="portal-muted signup-note">
            Where your training kit goes. Needed to pay the training fee online; the phone is required.
          </p>
          <ShippingFields
            bind={form.bind}
            phoneRequired
            warning={addressLine2Warning(form.values)}
            stateHint="2-letter state or province code, e.g. MS or ON"
          />
        </fieldset>
        <FormMessage {...form.messageProps} />
        {thanked && (
          <FormSuccess ref={thanks}>
            <p>{REFEREE_MESSAGES.leadThanks}</p>
          </FormSuccess>
        )}
        <div className="fee-status" aria-live="polite">
          {feePaid ? (
            <p>
              <span className="badge badge-success">Training fee paid</span> {REFEREE_MESSAGES.alreadyPaid}{' '}
              <a href={receiptPath(feePaid.id)}>View receipt</a>
              {/* A fee the sandbox took moved no money (issue 17 item 6). */}
              {feePaid.test_mode && (
                <>
                  {' '}
                  <TestPaymentNote inline />
                </>
              )}
            </p>
          ) : (
            <p className="portal-muted">
              Training fee: <strong>{formatUsd(trainingFeeCents)}</strong>, one time.
            </p>
          )}
        </div>
        <div className="registration-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !form.hydrated}>
            {form.busy ? 'Sending…' : 'Submit Interest'}
          </button>
          {!paid && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || !form.hydrated || (payer && registrations.loading)}
              onClick={payTrainingFee}
            >
              {paying ? 'Starting checkout…' : 'Pay Training Fee'}
            </button>
          )}
        </div>
        {form.hydrated && !payer && (
          <p className="portal-notice signup-login">
            {REFEREE_MESSAGES.logInHint} <a href={LOGIN_PATH}>Log in with a referee account</a>
            {!user && (
              <>
                {' '}
                or <a href={REGISTER_PATH}>create one</a>
              </>
            )}
          </p>
        )}
      </form>
      <CardPaymentDialog
        session={checkout}
        summary="Referee training fee"
        onPaid={() => {
          setCheckout(null);
          showToast(REFEREE_MESSAGES.paid);
          reloadRegistrations();
          // The confirmed address was saved on the account for next time.
          void loadUser();
        }}
        onCancel={() => {
          setCheckout(null);
          showToast(REFEREE_MESSAGES.canceled, { tone: 'info' });
        }}
        onRestart={() => void startPayment()}
      />
    </>
  );
}

/** The sign-up island, in the shell every portal island has (error boundary, toasts). */
export default function RefereeSignUpIsland(props: Props) {
  return (
    <PortalShell>
      <RefereeSignUp {...props} />
    </PortalShell>
  );
}

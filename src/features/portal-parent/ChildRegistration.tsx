import { useRef, useState } from 'react';
import { formErrorMessage } from '../../domain/error-message';
import { PRICE_LIST } from '../../domain/fees';
import type { CheckoutSession } from '../../domain/payments';
import {
  EMPTY_REGISTRATION,
  PARENT_REGISTRATION_CHECKS,
  registrationCheckoutBody,
  type RegistrationForm as RegistrationValues,
} from '../../domain/registration';
import type { Child, Program } from '../../domain/types';
import { savedShippingAddress } from '../../domain/shipping';
import { startCheckout } from '../../lib/payments/payments-api';
import { loadUser, type User } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import CardPaymentDialog from '../../components/payments/CardPaymentDialog';
import RegistrationForm from '../../components/portal/RegistrationForm';
import RegistrationReview from '../../components/portal/RegistrationReview';
import { PARENT_MESSAGES, reloadPortal } from './parent-data';

interface Props {
  child: Child;
  user: User | null;
  programs: readonly Program[];
  onDone: () => void;
}

interface SavedAddress {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
  confirmed_at?: string | null;
}

/** The form's starting values: the contact's name and the address saved on the account. */
function initialValues(user: User | null): RegistrationValues {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return { ...EMPTY_REGISTRATION, shipping_name: name, ...savedShippingAddress(user) };
}

/**
 * Registering one child (spec 2 §4): form, Review & Register, the confirmation dialog, Confirm & Pay
 * (checkout), the card dialog, confirm, then the success toast and the portal reloaded.
 */
export default function ChildRegistration({ child, user, programs, onDone }: Props) {
  const [review, setReview] = useState<RegistrationValues | null>(null);
  const [session, setSession] = useState<CheckoutSession | null>(null);
  const [problem, setProblem] = useState<{ message: string; key: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const body = useRef<object | null>(null);
  const saved = (user?.['shipping_address'] ?? {}) as SavedAddress;

  async function checkout() {
    if (!body.current) return;
    setBusy(true);
    try {
      const started = await startCheckout(body.current);
      setReview(null);
      setSession(started);
    } catch (error) {
      setReview(null);
      setSession(null);
      setProblem({ message: formErrorMessage(error, PARENT_MESSAGES.registerFailed), key: Date.now() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <RegistrationForm
        checks={PARENT_REGISTRATION_CHECKS}
        programs={programs}
        initial={initialValues(user)}
        confirmedAt={saved.confirmed_at ?? null}
        submitLabel="Review & Register"
        onReview={setReview}
        problem={problem}
        busy={busy}
      />
      <RegistrationReview
        values={review}
        participant={child.name}
        programs={programs}
        amountCents={PRICE_LIST.parent_registration}
        title={`Register ${child.first_name}?`}
        confirmLabel="Confirm & Pay"
        backLabel="Go back"
        busy={busy}
        onBack={() => setReview(null)}
        onConfirm={() => {
          if (!review) return;
          body.current = registrationCheckoutBody(review, { child: child.id });
          void checkout();
        }}
      />
      <CardPaymentDialog
        session={session}
        summary={`Registration for ${child.name}`}
        onPaid={() => {
          setSession(null);
          showToast(PARENT_MESSAGES.paid);
          reloadPortal();
          // The confirmed address was saved on the account: the next form starts from it.
          void loadUser();
          onDone();
        }}
        onCancel={() => {
          setSession(null);
          showToast(PARENT_MESSAGES.canceled, { tone: 'info' });
        }}
        onRestart={() => void checkout()}
      />
    </>
  );
}

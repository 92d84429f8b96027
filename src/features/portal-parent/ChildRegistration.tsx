import { personName } from '../../domain/person-name';
import { formErrorMessage } from '../../domain/error-message';
import { savedAddressConfirmedAt } from '../../domain/shipping';
import { PRICE_LIST } from '../../domain/fees';
import { ageOn } from '../../domain/children';
import { suggestedPlacement } from '../../domain/placement';
import {
  PARENT_REGISTRATION_CHECKS,
  registrationCheckoutBody,
  registrationStart,
} from '../../domain/registration';
import type { Child, Program } from '../../domain/types';
import { loadUser, type User } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import RegistrationCheckout from '../../components/portal/RegistrationCheckout';
import { AID_TEXT, aidApplyPath, openAidDialog } from './aid-data';
import { PARENT_MESSAGES, parentAgreement, reloadPortal, signWaiver } from './parent-data';

interface Props {
  child: Child;
  user: User | null;
  programs: readonly Program[];
  /** Whether the child's current waiver is signed (else it is signed in the flow). */
  waiverSigned: boolean;
  /** The payment went through: the form closes and the card shows the paid registration. */
  onPaid: (registrationId: number) => void;
}

/**
 * Registering one child (spec 2 §4): form, Review & Register, the child's waiver when it is still
 * pending (issue 17 item 15), the confirmation dialog, Confirm & Pay (checkout), the card dialog,
 * confirm, then the success toast and the portal reloaded.
 */
export default function ChildRegistration({ child, user, programs, waiverSigned, onPaid }: Props) {
  // Age group and grade start from the child's date of birth (still editable).
  const placement = suggestedPlacement(child.date_of_birth);
  return (
    <RegistrationCheckout
      checks={PARENT_REGISTRATION_CHECKS}
      availability={{ child: child.id }}
      programs={programs}
      initial={{ ...registrationStart(user), ...placement }}
      suggested={{ ...placement, from: `${child.first_name}’s`, age: ageOn(child.date_of_birth) }}
      confirmedAt={savedAddressConfirmedAt(user)}
      submitLabel="Review & Register"
      feeHelp={
        // The financial aid dialog, with this child chosen (the address opens it too).
        <a
          href={aidApplyPath(child.id)}
          onClick={(event) => {
            event.preventDefault();
            openAidDialog(child.id);
          }}
        >
          {AID_TEXT.feeHelp}
        </a>
      }
      review={{
        title: `Register ${child.first_name}?`,
        confirmLabel: 'Confirm & Pay',
        backLabel: 'Go back',
        participant: child.name,
        amountCents: PRICE_LIST.parent_registration,
      }}
      paymentSummary={`Registration for ${child.name}`}
      checkoutBody={(values) => registrationCheckoutBody(values, { child: child.id })}
      checkoutError={(error) => formErrorMessage(error, PARENT_MESSAGES.registerFailed)}
      waiver={{
        signed: waiverSigned,
        agreement: parentAgreement(child),
        signer: user ? personName(user) : '',
        sign: (name, version) => signWaiver(child.id, name, version),
      }}
      onPaid={(registrationId) => {
        showToast(PARENT_MESSAGES.paid);
        reloadPortal();
        // The confirmed address was saved on the account: the next form starts from it.
        void loadUser();
        onPaid(registrationId);
      }}
      onCancel={() => {
        showToast(PARENT_MESSAGES.canceled, { tone: 'info' });
        // The registration is kept unpaid: it shows in the history (and keeps the child's records).
        reloadPortal();
      }}
    />
  );
}

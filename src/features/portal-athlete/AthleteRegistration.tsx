import { useStore } from '@nanostores/react';
import type { AthleteProfile } from '../../domain/athlete-profile';
import { detailOrNonFieldMessage } from '../../domain/error-message';
import { PRICE_LIST } from '../../domain/fees';
import { ageOn } from '../../domain/children';
import { suggestedPlacement } from '../../domain/placement';
import {
  ATHLETE_REGISTRATION_CHECKS,
  registrationCheckoutBody,
  registrationStart,
} from '../../domain/registration';
import { savedAddressConfirmedAt } from '../../domain/shipping';
import type { Program } from '../../domain/types';
import { loadUser, type User } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import RegistrationCheckout from '../../components/portal/RegistrationCheckout';
import {
  $ownWaiver,
  ATHLETE_MESSAGES,
  refreshRegistrations,
  reloadAfterPayment,
  signOwnWaiver,
} from './athlete-data';

interface Props {
  profile: AthleteProfile | null;
  user: User | null;
  programs: readonly Program[];
  /** The athlete's name as the form and the review show it. */
  name: string;
  /** The payment went through: the section shows the paid registration's success panel. */
  setPaid: (registrationId: number) => void;
}

/**
 * The athlete registering themself (spec 3 §4, §5): the form with its ordered checks, the own
 * waiver when not yet signed, the review and the card checkout. A module of its own, loaded when
 * Program Enrollment shows the form (an athlete under 18 never loads it).
 */
export default function AthleteRegistration({ profile, user, programs, name, setPaid }: Props) {
  // Age group and grade start from the profile's date of birth (still editable).
  const placement = suggestedPlacement(profile?.date_of_birth);
  const ownWaiver = useStore($ownWaiver);
  return (
    <RegistrationCheckout
      checks={ATHLETE_REGISTRATION_CHECKS}
      programs={programs}
      profileSaved={profile !== null}
      {...(profile ? { availability: {} } : {})}
      initial={{ ...registrationStart(user, name), ...placement }}
      suggested={{ ...placement, from: 'your', age: ageOn(profile?.date_of_birth) }}
      confirmedAt={savedAddressConfirmedAt(user)}
      submitLabel="Review and Register"
      review={{
        title: 'Confirm your registration',
        confirmLabel: 'Confirm and Pay',
        backLabel: 'Go back',
        participant: name,
        amountCents: PRICE_LIST.athlete_registration,
      }}
      paymentSummary={`Registration for ${name}`}
      checkoutBody={(values) => registrationCheckoutBody(values, { athlete_profile: profile?.id ?? 0 })}
      checkoutError={(error) => detailOrNonFieldMessage(error, ATHLETE_MESSAGES.checkoutFailed)}
      waiver={{
        signed: ownWaiver.data?.status === 'Signed',
        agreement: 'I am 18 or over, I have read this waiver, and I agree to it.',
        signer: name,
        sign: signOwnWaiver,
      }}
      onPaid={(registrationId) => {
        setPaid(registrationId);
        showToast(ATHLETE_MESSAGES.paid);
        void reloadAfterPayment();
        // The confirmed address was saved on the account: the next form starts from it.
        void loadUser();
      }}
      onCancel={() => {
        showToast(ATHLETE_MESSAGES.canceled, { tone: 'info' });
        // The registration is kept unpaid: it shows, and can be paid from this form again.
        refreshRegistrations();
      }}
    />
  );
}

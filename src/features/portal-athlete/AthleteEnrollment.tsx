import { useState } from 'react';
import { isAdult } from '../../domain/athlete-consent';
import type { AthleteProfile } from '../../domain/athlete-profile';
import { WAIVER_RULE_MESSAGES } from '../../domain/waiver';
import { receiptPath, registeredMessage } from '../../domain/receipt-link';
import type { Program, Registration } from '../../domain/types';
import type { User } from '../../stores/session';
import { PaymentSuccessPanel } from '../../components/portal/lazy-parts';
import { lazyView } from '../../components/portal/LazyView';

/** The registration flow (form, review, card) loads when the section shows it. */
const AthleteRegistration = lazyView(() => import('./AthleteRegistration'), 'Loading the registration form…');

interface Props {
  profile: AthleteProfile | null;
  user: User | null;
  programs: readonly Program[];
  /** The athlete's registrations (the one just paid shows its success panel). */
  registrations: readonly Registration[];
  /** Why the program list is missing, when it could not load. */
  programsProblem: string | null;
}

/**
 * Program Enrollment (spec 3 §2 item 4, §4, §5): the athlete's ordered checks, Review and Register,
 * the athlete's own waiver when not yet signed (issue 17 item 15), 'Confirm your registration'
 * (Confirm and Pay, Go back), then checkout of kind athlete_registration through the shared card
 * dialog; the portal reloads after payment (the flow's code loads on demand, when the section shows). An athlete under 18 is registered by a parent or
 * guardian instead, and is told so.
 */
export default function AthleteEnrollment({
  profile,
  user,
  programs,
  registrations,
  programsProblem,
}: Props) {
  // The registration just paid: its success panel shows (once reloaded) until dismissed.
  const [paid, setPaid] = useState<number | null>(null);
  const paidRecord = registrations.find((r) => r.id === paid && r.payment_status === 'paid');
  const name = profile?.name || [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  // Spec 1 §2.14's terms: users under 18 are registered by a guardian, who signs the waiver for them.
  if (profile && !isAdult(profile.date_of_birth)) {
    return (
      <section className="portal-card" aria-labelledby="enrollment-title">
        <h2 id="enrollment-title">Program Enrollment</h2>
        <p>{WAIVER_RULE_MESSAGES.minorRegisters}</p>
        <p className="portal-muted">
          Send them to the <a href="/portal/parent">parent portal</a>: once they register you, your
          registration shows under My registrations.
        </p>
      </section>
    );
  }
  return (
    <section className="portal-card" aria-labelledby="enrollment-title">
      <h2 id="enrollment-title">Program Enrollment</h2>
      <p className="portal-muted">
        Register yourself for a season: uniform sizes, league placement and where to ship your uniform.
      </p>
      {paidRecord && (
        <PaymentSuccessPanel
          message={registeredMessage(paidRecord, user)}
          receiptHref={receiptPath(paidRecord.id)}
          onDismiss={() => setPaid(null)}
        />
      )}
      {programsProblem && (
        <p className="portal-alert" role="alert">
          {programsProblem}
        </p>
      )}
      <AthleteRegistration profile={profile} user={user} programs={programs} name={name} setPaid={setPaid} />
    </section>
  );
}

import { onboardingSteps, type AccessStatus } from '../../domain/recruiter';

const BENEFITS = [
  'Consented athlete profiles with verified contact details, season stats and highlight video',
  'Coaches’ comments on work ethic, leadership and coachability',
  'Showcase and combine dates across Mississippi, Tennessee, Arkansas and Alabama',
  'Live standings and schedules to plan scouting trips',
];

/** The benefits card and onboarding checklist (spec 3 §2). */
export default function BenefitsCard({
  status,
  rosterSeen,
}: {
  status: AccessStatus | null;
  rosterSeen: boolean;
}) {
  return (
    <section className="portal-card" aria-labelledby="benefits-title">
      <h2 id="benefits-title">Why recruit with us</h2>
      <ul className="benefit-list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <h3 id="checklist-title">Onboarding checklist</h3>
      <ol className="checklist" aria-labelledby="checklist-title">
        {onboardingSteps(status, rosterSeen).map((step) => (
          <li key={step.label} className={step.done ? 'is-done' : undefined}>
            <span aria-hidden="true">{step.done ? '✓' : '○'}</span> {step.label}
            <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

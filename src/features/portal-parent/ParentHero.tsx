import { personName } from '../../domain/account';
import type { User } from '../../stores/session';

interface Props {
  user: User | null;
  athletes: number;
  registered: number;
  pendingWaivers: number;
  upcoming: number;
}

/** The portal's opening: a greeting and the household's numbers at a glance. */
export default function ParentHero({ user, athletes, registered, pendingWaivers, upcoming }: Props) {
  const name = user ? personName(user) : '';
  return (
    <section className="portal-hero" aria-labelledby="portal-title">
      <div className="wrap">
        <p className="portal-eyebrow">Parent portal</p>
        <h1 id="portal-title">{name ? `Welcome, ${name.split(' ')[0]}` : 'Welcome'}</h1>
        <p className="portal-intro">
          Your athletes, their registrations and payments, waivers and game days.
        </p>
        <dl className="metric-row">
          <div className="metric">
            <dt>Athletes</dt>
            <dd>{athletes}</dd>
          </div>
          <div className="metric">
            <dt>Paid registrations</dt>
            <dd>{registered}</dd>
          </div>
          <div className="metric">
            <dt>Waivers to sign</dt>
            <dd>{pendingWaivers}</dd>
          </div>
          <div className="metric">
            <dt>Upcoming games</dt>
            <dd>{upcoming}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

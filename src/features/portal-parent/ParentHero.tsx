import { personName } from '../../domain/person-name';
import type { User } from '../../stores/session';
import PortalHero from '../../components/portal/PortalHero';

interface Props {
  user: User | null;
  athletes: number;
  registered: number;
  pendingWaivers: number;
  upcoming: number;
}

/** The portal's opening: a greeting and the household's numbers at a glance. */
export default function ParentHero({ user, athletes, registered, pendingWaivers, upcoming }: Props) {
  return (
    <PortalHero
      eyebrow="Parent portal"
      name={user ? personName(user) : ''}
      metrics={[
        { label: 'Athletes', value: athletes },
        { label: 'Paid registrations', value: registered },
        { label: 'Waivers to sign', value: pendingWaivers },
        { label: 'Upcoming games', value: upcoming },
      ]}
    >
      <p className="portal-intro">Your athletes, their registrations and payments, waivers and game days.</p>
    </PortalHero>
  );
}

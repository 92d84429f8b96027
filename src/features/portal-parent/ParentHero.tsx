import { personName } from '../../domain/person-name';
import type { User } from '../../stores/session';
import PortalHero from '../../components/portal/PortalHero';

/** The household's numbers; none while the portal's reads are loading (dashes). */
interface Counts {
  athletes: number;
  registered: number;
  pendingWaivers: number;
  upcoming: number;
}

/** The portal's opening: a greeting and the household's numbers at a glance. */
export default function ParentHero({ user, counts }: { user: User | null; counts?: Counts | undefined }) {
  return (
    <PortalHero
      eyebrow="Parent portal"
      name={user ? personName(user) : ''}
      metrics={[
        { label: 'Athletes', value: counts?.athletes ?? null },
        { label: 'Paid registrations', value: counts?.registered ?? null },
        { label: 'Waivers to sign', value: counts?.pendingWaivers ?? null },
        { label: 'Upcoming games', value: counts?.upcoming ?? null },
      ]}
    >
      <p className="portal-intro">Your athletes, their registrations and payments, waivers and game days.</p>
    </PortalHero>
  );
}

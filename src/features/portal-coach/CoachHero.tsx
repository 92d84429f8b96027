import { personName } from '../../domain/person-name';
import type { User } from '../../stores/session';
import PortalHero from '../../components/portal/PortalHero';

interface Props {
  user: User | null;
  program: string;
  stats: { athletes: number | null; games: number; events: number | null; feedback: number | null };
}

const shown = (value: number | null) => (value === null ? '–' : String(value));

/** The portal's opening (spec 3 §2): the current program and the four stat cards. */
export default function CoachHero({ user, program, stats }: Props) {
  return (
    <PortalHero
      eyebrow="Coach portal"
      name={user ? personName(user) : ''}
      metrics={[
        { label: 'Active athletes', value: shown(stats.athletes) },
        { label: 'Upcoming games', value: stats.games },
        { label: 'Team events', value: shown(stats.events) },
        { label: 'Feedback saved', value: shown(stats.feedback) },
      ]}
    >
      <p className="portal-intro">
        {program ? (
          <>
            Current program: <strong>{program}</strong>
          </>
        ) : (
          'Pick a program to see its schedule, roster and standings.'
        )}
      </p>
    </PortalHero>
  );
}

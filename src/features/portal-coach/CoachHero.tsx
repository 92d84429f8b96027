import { personName } from '../../domain/person-name';
import type { User } from '../../stores/session';
import PortalHero from '../../components/portal/PortalHero';

interface Props {
  user: User | null;
  /** The current program's name; '' when none is chosen, null while it is not known yet (a dash). */
  program: string | null;
  /** null: not loaded yet (a dash). */
  stats: { athletes: number | null; games: number | null; events: number | null; feedback: number | null };
}

/** The portal's opening (spec 3 §2): the current program and the four stat cards. */
export default function CoachHero({ user, program, stats }: Props) {
  return (
    <PortalHero
      eyebrow="Coach portal"
      name={user ? personName(user) : ''}
      metrics={[
        { label: 'Active athletes', value: stats.athletes },
        { label: 'Upcoming games', value: stats.games },
        { label: 'Team events', value: stats.events },
        { label: 'Feedback saved', value: stats.feedback },
      ]}
    >
      {/* While the program is not known it shows a dash, like the numbers; on a phone the line keeps
          two lines' height (coach-portal.css), so the cards below do not move when the name comes. */}
      <p className="portal-intro coach-program-line">
        {program === null ? (
          'Current program: –'
        ) : program ? (
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

import { personName } from '../../domain/account';
import type { User } from '../../stores/session';

interface Props {
  user: User | null;
  program: string;
  stats: { athletes: number | null; games: number; events: number | null; feedback: number | null };
}

const shown = (value: number | null) => (value === null ? '–' : String(value));

/** The portal's opening (spec 3 §2): the current program and the four stat cards. */
export default function CoachHero({ user, program, stats }: Props) {
  const name = user ? personName(user) : '';
  return (
    <section className="portal-hero" aria-labelledby="portal-title">
      <div className="wrap">
        <p className="portal-eyebrow">Coach portal</p>
        <h1 id="portal-title">{name ? `Welcome, ${name.split(' ')[0]}` : 'Welcome'}</h1>
        <p className="portal-intro">
          {program ? (
            <>
              Current program: <strong>{program}</strong>
            </>
          ) : (
            'Pick a program to see its schedule, roster and standings.'
          )}
        </p>
        <dl className="metric-row">
          <div className="metric">
            <dt>Active athletes</dt>
            <dd>{shown(stats.athletes)}</dd>
          </div>
          <div className="metric">
            <dt>Upcoming games</dt>
            <dd>{stats.games}</dd>
          </div>
          <div className="metric">
            <dt>Team events</dt>
            <dd>{shown(stats.events)}</dd>
          </div>
          <div className="metric">
            <dt>Feedback saved</dt>
            <dd>{shown(stats.feedback)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

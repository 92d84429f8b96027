import { sessionWhen } from '../../domain/referee';
import type { LeagueEvent } from '../../domain/types';

/** Training sessions as a list: title, day and hours in league time, place and notes. */
export default function SessionList({ sessions }: { sessions: readonly LeagueEvent[] }) {
  return (
    <ol className="session-list">
      {sessions.map((session) => {
        const when = sessionWhen(session);
        return (
          <li key={session.id} className="session">
            <h3>{session.title}</h3>
            <p className="session-when">
              <time dateTime={session.starts_at}>{when.day}</time>
              {when.hours && <span> · {when.hours}</span>}
            </p>
            {session.location_text && <p className="session-place">{session.location_text}</p>}
            {session.notes && <p className="session-notes">{session.notes}</p>}
          </li>
        );
      })}
    </ol>
  );
}

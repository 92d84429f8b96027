import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  canEditEvent,
  COACH_MESSAGES,
  eventTeamChoices,
  type AccessState,
  type TeamChoice,
} from '../../domain/coach';
import { formatKickoff } from '../../domain/league-games';
import type { LeagueEvent } from '../../domain/types';
import type { User } from '../../stores/session';
import { onIntent } from '../../lib/on-demand';
import { revalidateKeys } from '../../lib/query';
import { ConfirmDialog } from '../../components/portal/lazy-parts';
import { lazyView } from '../../components/portal/LazyView';
import LoadProblem from '../../components/portal/LoadProblem';
import AccessNeeded from './AccessNeeded';
import { $coachEvents, deleteEvent } from './coach-data';

const EventDialog = lazyView(() => import('./EventDialog'), 'Loading the event form…');

interface Props {
  user: User | null;
  program: string;
  /** The caller's access to the program (granted: create and edit). */
  access: AccessState;
  /** The teams of the program's seasons, labelled with their season (staff pick among them). */
  seasonTeams: readonly TeamChoice[];
}

/**
 * Team Schedule (spec 3 §2): the program's team events the caller sees (their teams', the
 * program's own, other teams' public ones), each with its team; create, edit and delete (with a
 * confirm) for the events that are theirs (issue 19 item 3).
 */
export default function TeamSchedule({ user, program, access, seasonTeams }: Props) {
  const events = useStore($coachEvents);
  const [editing, setEditing] = useState<LeagueEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LeagueEvent | null>(null);
  const canEdit = access.kind === 'granted';
  // A coach's events are for the teams they coach; every team of the program is staff's (issue 41 item 6).
  const choices = eventTeamChoices(user, program, seasonTeams);
  const canAdd = canEdit && (choices.programWide || choices.teams.length > 0);
  const list = [...(events.data?.results ?? [])].sort(
    (a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at),
  );

  return (
    <section className="portal-card" aria-labelledby="schedule-title" aria-busy={events.loading}>
      <div className="card-head">
        <h2 id="schedule-title" tabIndex={-1}>
          Team schedule
        </h2>
        {canAdd && (
          <button
            type="button"
            className="btn btn-primary btn-small"
            {...onIntent(EventDialog)}
            onClick={() => setEditing('new')}
          >
            Add event
          </button>
        )}
      </div>
      {!canEdit && <AccessNeeded message={COACH_MESSAGES.editAccessNeeded} access={access} />}
      {canEdit && !canAdd && <p className="portal-muted">{COACH_MESSAGES.noTeamToPost}</p>}
      {events.error ? (
        <LoadProblem
          message={COACH_MESSAGES.eventsFailed}
          onRetry={() => revalidateKeys((key) => key.startsWith('/events/?'))}
        />
      ) : !events.data ? (
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading events…
        </p>
      ) : list.length === 0 ? (
        <p className="portal-muted">
          No team events yet{canAdd ? ': add practices, meetings or picture day.' : '.'}
        </p>
      ) : (
        <ul className="coach-events">
          {list.map((event) => (
            <li key={event.id}>
              <div>
                <p className="coach-event-title">{event.title}</p>
                <p className="portal-muted">
                  {event.team_name ?? 'Whole program'}
                  {event.public ? ' · Public' : ' · Team only'}
                </p>
                <p className="portal-muted">
                  {formatKickoff(event.starts_at)}
                  {event.location_text ? ` · ${event.location_text}` : ''}
                </p>
                {event.notes && <p>{event.notes}</p>}
              </div>
              {canEdit && canEditEvent(user, event) && (
                <div className="portal-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    {...onIntent(EventDialog)}
                    onClick={() => setEditing(event)}
                  >
                    Edit<span className="visually-hidden"> {event.title}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger btn-small"
                    {...onIntent(ConfirmDialog)}
                    onClick={() => setDeleting(event)}
                  >
                    Delete<span className="visually-hidden"> {event.title}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <EventDialog
          user={user}
          program={program}
          event={editing === 'new' ? null : editing}
          seasonTeams={seasonTeams}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this event?"
          confirm="Delete event"
          cancel="Keep it"
          onConfirm={() => deleteEvent(deleting)}
          onClose={() => setDeleting(null)}
          returnFocus={() => document.getElementById('schedule-title')}
        >
          <p>
            <strong>{deleting.title}</strong> on {formatKickoff(deleting.starts_at)}
            {deleting.team_name ? ` (${deleting.team_name})` : ''} leaves the team&apos;s calendar and the
            families&apos; portals.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { formatKickoff, upcomingGames } from '../../domain/league-games';
import {
  matchesSport,
  RECRUITER_LIMITS,
  RECRUITER_MESSAGES,
  showcaseEvents,
  sidebarPrograms,
  type RecruiterSport,
} from '../../domain/recruiter';
import type { Program, Season } from '../../domain/types';
import GameList from '../../components/portal/GameList';
import { $events, $filters, $recruiterPrograms } from './recruiter-data';

interface Props {
  /** The seasons of the filtered sport, or null while loading. */
  seasons: readonly Season[] | null;
  seasonsFailed: boolean;
}

/** The programs of the filtered sport (OTHER is filtered here, the list cannot). */
export function filteredPrograms(
  programs: readonly Program[] | undefined,
  sport: RecruiterSport | '',
): Program[] {
  return (programs ?? []).filter((program) => matchesSport(sport, program.sport));
}

/** The sidebar (spec 3 §2): upcoming games (next 5), programs (max 6), showcase events (max 6). */
export default function RecruiterSidebar({ seasons, seasonsFailed }: Props) {
  const filters = useStore($filters);
  const programs = useStore($recruiterPrograms);
  const events = useStore($events);
  const sidebar = sidebarPrograms(filteredPrograms(programs.data?.results, filters.sport), filters.sport);
  const games = upcomingGames(seasons ?? [], { limit: RECRUITER_LIMITS.games });
  const showcases = showcaseEvents(events.data?.results ?? [], filters.sport);
  return (
    <aside className="portal-grid recruiter-sidebar" aria-label="Games, programs and events">
      <section className="portal-card" aria-labelledby="recruiter-games">
        <h2 id="recruiter-games">Upcoming games</h2>
        {seasonsFailed ? (
          <p className="portal-muted">Games could not be loaded right now.</p>
        ) : seasons === null ? (
          <p className="portal-muted">Loading games…</p>
        ) : (
          <GameList games={games} empty="No upcoming games on the schedule yet." />
        )}
      </section>
      <section className="portal-card" aria-labelledby="recruiter-programs">
        <h2 id="recruiter-programs">Programs</h2>
        {programs.error ? (
          <p className="portal-alert" role="alert">
            {RECRUITER_MESSAGES.programsFailed}
          </p>
        ) : !programs.data ? (
          <p className="portal-muted">Loading programs…</p>
        ) : sidebar.length === 0 ? (
          <p className="portal-muted">No programs for this sport yet.</p>
        ) : (
          <ul className="sidebar-list">
            {sidebar.map((program) => (
              <li key={program.id}>
                <a href={`/programs/${program.id}`}>{program.name}</a>
                {program.description && <p className="portal-muted">{program.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="portal-card" aria-labelledby="recruiter-events">
        <h2 id="recruiter-events">Showcase events</h2>
        {events.error ? (
          <p className="portal-muted">Events could not be loaded right now.</p>
        ) : !events.data ? (
          <p className="portal-muted">Loading events…</p>
        ) : showcases.length === 0 ? (
          <p className="portal-muted">No showcase events in these dates.</p>
        ) : (
          <ul className="sidebar-list">
            {showcases.map((event) => (
              <li key={event.id}>
                <strong>{event.title}</strong>
                <p className="portal-muted">
                  {formatKickoff(event.starts_at)}
                  {event.location_text ? ` · ${event.location_text}` : ''}
                  {event.program_name ? ` · ${event.program_name}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}

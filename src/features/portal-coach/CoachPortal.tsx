import { useStore } from '@nanostores/react';
import { memo, useDeferredValue, useEffect } from 'react';
import { together } from '../../stores/together';
import { accessState, COACH_MESSAGES, isStaffRole, NEXT_GAMES_LIMIT } from '../../domain/coach';
import { coachGames } from '../../domain/teams';
import { $myTeams, $programs, $seasons } from '../../stores/league';
import { $session, type User } from '../../stores/session';
import GameList from '../../components/portal/GameList';
import PortalLoadState from '../../components/portal/PortalLoadState';
import PortalShell from '../../components/portal/PortalShell';
import { SeasonSnapshot } from '../../components/portal/lazy-parts';
import { lazyView, usePrefetchWhenIdle } from '../../components/portal/LazyView';
import TeamPanel from '../../components/portal/TeamPanel';
import AccessCard from './AccessCard';
import CoachHero from './CoachHero';
import { $coachEvents, $coachProgram, $coachRoster, $editorRequests } from './coach-data';
import ProgramPicker, { programChoices } from './ProgramPicker';
import TeamSchedule from './TeamSchedule';
import './coach-portal.css';

// The page's last sections (the CSV upload, the roster with its feedback forms) load on demand,
// after the first screen has rendered (src/lib/on-demand.ts).
const ScheduleUpload = lazyView(() => import('./ScheduleUpload'), 'Loading the schedule upload…');
const RosterSection = lazyView(() => import('./RosterSection'), 'Loading the roster…');
const ScoreReports = lazyView(() => import('./ScoreReports'), 'Loading the scores to report…');
const TeamGameDay = lazyView(() => import('./TeamGameDay'), 'Loading who is coming…');

/** The portal's reads as one value, whose identity changes only when one of them does. */
const $reads = together({
  programs: $programs,
  seasons: $seasons,
  requests: $editorRequests,
  events: $coachEvents,
  roster: $coachRoster,
  program: $coachProgram,
  myTeams: $myTeams,
});
type Reads = ReturnType<typeof $reads.get>;

/** The chosen program as the reads tell it, or null until the programs and access requests are in. */
function programView({ programs, seasons, requests, events, roster, program, myTeams }: Reads) {
  if (programs.error || requests.error || !programs.data || !requests.data) return null;
  const programList = programs.data.results;
  const requestList = requests.data.results;
  const current = programList.find((p) => String(p.id) === program);
  const programSeasons = (seasons.data?.results ?? []).filter(
    (season) => String(season.program?.id ?? '') === program,
  );
  // The teams the caller coaches in this program (staff see every team in the office).
  const coached = (myTeams.data?.results ?? []).filter((team) => team.program?.id === program);
  const rosterList = roster.data?.results;
  return {
    programList,
    requestList,
    current,
    programSeasons,
    coached,
    stats: {
      athletes: rosterList ? rosterList.length : null,
      games: coachGames(coached, programSeasons, 1000).length,
      events: events.data ? events.data.count : null,
      feedback: rosterList ? rosterList.filter((entry) => entry.feedback.length > 0).length : null,
    },
  };
}

/**
 * The coach portal (spec 3 §2); staff and admin also find the way to the league office here. The
 * hero is drawn from the reads at once; the sections get them deferred (useDeferredValue): React
 * renders them again in the background, in slices it can pause, so a read arriving (or another
 * program chosen) never holds the phone's main thread for the whole portal.
 */
function CoachPortal() {
  const { user } = useStore($session);
  const reads = useStore($reads);
  const later = useDeferredValue(reads);
  const { programs, requests, program } = reads;
  const programList = programs.data?.results ?? [];
  const requestList = requests.data?.results ?? [];

  // The program shown first: the first one the coach runs, else the one last asked about, else the
  // first in the list.
  useEffect(() => {
    if (program || programList.length === 0 || !requests.data) return;
    const { mine, leagueWide } = programChoices(user, programList, requestList);
    const asked = requestList[0]?.program;
    const first =
      (leagueWide ? undefined : mine[0]?.id) ??
      (programList.some((p) => String(p.id) === asked) ? asked : undefined) ??
      String(programList[0]!.id);
    $coachProgram.set(first);
  }, [program, programList.length, requests.data, user]);

  const now = programView(reads);
  // The program's name changes the hero's height: it follows the sections below (deferred), so the
  // two change in one frame and the sections are never pushed down once drawn. It is not known
  // until the reads are in and the first program is chosen (the effect above).
  const shown = programView(later);
  const programName =
    !shown || (!later.program && shown.programList.length > 0) ? null : (shown.current?.name ?? '');
  return (
    <>
      <CoachHero
        user={user}
        program={programName}
        stats={now?.stats ?? { athletes: null, games: null, events: null, feedback: null }}
      />
      <CoachSections user={user} reads={later} />
    </>
  );
}

const CoachSections = memo(function CoachSections({ user, reads }: { user: User | null; reads: Reads }) {
  const view = programView(reads);
  if (!view) {
    return (
      <PortalLoadState
        error={reads.programs.error ?? reads.requests.error}
        forbidden={COACH_MESSAGES.forbidden}
        fallback={COACH_MESSAGES.portalFailed}
      />
    );
  }
  const { program, seasons } = reads;
  const { programList, requestList, current, programSeasons, coached } = view;
  // The program's teams, named with their season (a team name comes back season after season).
  const seasonTeams = programSeasons.flatMap((season) =>
    (season.teams ?? []).map((team) => ({ id: team.id, name: `${team.name} (${season.title})` })),
  );
  const access = accessState(user, requestList, program);
  // A coach on teams sees their teams' next games; staff and program-wide coaches the program's.
  const nextGames = coachGames(coached, programSeasons, NEXT_GAMES_LIMIT);

  return (
    <div className="wrap portal portal-grid">
      {isStaffRole(user?.role) && (
        <section className="portal-card office-link" aria-labelledby="office-link-title">
          <h2 id="office-link-title">League office</h2>
          <p>
            The review queue, programs, venues, seasons and games, news, sponsors and the activity log are in
            the league office.
          </p>
          <p className="portal-actions">
            <a className="btn btn-primary" href="/portal/office#queue">
              Open the review queue
            </a>
            <a className="btn btn-secondary" href="/portal/office#programs">
              Open the league office
            </a>
          </p>
        </section>
      )}
      <div className="portal-grid portal-grid-2">
        <ProgramPicker user={user} programs={programList} requests={requestList} />
        <AccessCard key={program} state={access} program={program} programName={current?.name ?? ''} />
      </div>
      {coached.length > 0 && (
        <section className="portal-card" aria-labelledby="coach-teams">
          <h2 id="coach-teams">My teams</h2>
          <div className="portal-grid portal-grid-2">
            {coached.map((team) => (
              <TeamPanel key={team.id} team={team} heading="h3" />
            ))}
          </div>
        </section>
      )}
      {coached.length > 0 && <ScoreReports />}
      {coached.map((team) => (
        <TeamGameDay key={`game-day-${team.id}`} team={team} />
      ))}
      <div className="portal-grid portal-grid-2">
        <section className="portal-card" aria-labelledby="coach-games">
          <h2 id="coach-games">Next games</h2>
          {seasons.error ? (
            <p className="portal-muted">Games could not be loaded right now.</p>
          ) : (
            <GameList games={nextGames} empty="No upcoming games for this program yet." />
          )}
        </section>
        <section className="portal-card" aria-labelledby="coach-seasons">
          <h2 id="coach-seasons">Calendars and standings</h2>
          {programSeasons.length > 0 ? (
            <div className="snapshot-list">
              {programSeasons.map((season) => (
                <SeasonSnapshot key={season.id} season={season} subscribe />
              ))}
            </div>
          ) : (
            <p className="portal-muted">
              {seasons.data ? 'No seasons for this program yet.' : 'Loading seasons…'}
            </p>
          )}
        </section>
      </div>
      <TeamSchedule user={user} program={program} access={access} seasonTeams={seasonTeams} />
      <ScheduleUpload key={program} user={user} program={program} seasons={programSeasons} />
      <RosterSection program={program} access={access} />
    </div>
  );
});

/** The coach portal island, in the shell every portal has (error boundary, toasts). */
export default function CoachPortalIsland() {
  usePrefetchWhenIdle(SeasonSnapshot);
  return (
    <PortalShell>
      <CoachPortal />
    </PortalShell>
  );
}

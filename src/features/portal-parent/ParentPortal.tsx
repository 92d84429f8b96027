import { useStore } from '@nanostores/react';
import { memo, useDeferredValue } from 'react';
import { together } from '../../stores/together';
import { playerGames, playsTheSeason, registeredSeasons } from '../../domain/player-games';
import { teamsOfPlayer } from '../../domain/teams';
import { PARENT_ROLE_REQUIRED_TEXT } from '../../domain/access-messages';
import { $myTeams, $programs, $seasons } from '../../stores/league';
import { $session, type User } from '../../stores/session';
import GameList from '../../components/portal/GameList';
import LeagueMessages from '../../components/portal/LeagueMessages';
import Waitlists from '../../components/portal/Waitlists';
import PortalLoadState from '../../components/portal/PortalLoadState';
import PortalShell from '../../components/portal/PortalShell';
import { GameDay, NotificationSettings, SeasonSnapshot } from '../../components/portal/lazy-parts';
import { lazyView, usePrefetchWhenIdle } from '../../components/portal/LazyView';
import AddChildForm from './AddChildForm';
import ChildCard from './ChildCard';
import ConductCard from './ConductCard';
import ParentHero from './ParentHero';
import PendingApprovals from './PendingApprovals';
import { $children, $registrations, $removing, $waivers, PARENT_MESSAGES } from './parent-data';
import './parent-portal.css';

/** Archived children (rarely any) sit at the bottom: their code loads when the page is idle (issue 39 kept the budget). */
const ArchivedChildren = lazyView(() => import('./ArchivedChildren'), 'Loading archived children…');
/** Financial aid, below the messages: loaded when the page is idle too. */
const AidSection = lazyView(() => import('./AidSection'), 'Loading financial aid…');

/** Spec 2 §9: at most 3 upcoming games. */
const UPCOMING_LIMIT = 3;

/** The portal's reads as one value, whose identity changes only when one of them does. */
const $reads = together({
  children: $children,
  registrations: $registrations,
  waivers: $waivers,
  programs: $programs,
  seasons: $seasons,
  removing: $removing,
  myTeams: $myTeams,
});
type Reads = ReturnType<typeof $reads.get>;

/** The family as the reads tell it, or null until the children, registrations and waivers are in. */
function family({ children, registrations, waivers, programs, seasons, removing, myTeams }: Reads) {
  if (!children.data || !registrations.data || !waivers.data) return null;
  const kids = children.data.results.filter((child) => !removing.includes(child.id));
  // A removed child's registrations are history: their games are not the family's.
  const records = registrations.data.results;
  const playing = records.filter((r) => r.child === null || kids.some((child) => child.id === r.child));
  const seasonList = seasons.data?.results ?? [];
  const teamList = myTeams.data?.results ?? [];
  const teamsOf = (child: number) => teamsOfPlayer(teamList, child);
  return {
    kids,
    records,
    playing,
    waivers: waivers.data.results.filter((w) => !removing.includes(w.child)),
    seasonList,
    teamsOf,
    programList: programs.data?.results ?? [],
  };
}

const failure = ({ children, registrations, waivers }: Reads) =>
  children.error ?? registrations.error ?? waivers.error;

/**
 * The parent portal (spec 2 §2). The hero's counts are drawn from the reads at once; the sections
 * below it get them deferred (useDeferredValue): React renders the sections again in the background,
 * in slices it can pause, so a read arriving never holds the phone's main thread for the whole portal.
 */
function ParentPortal() {
  const { user } = useStore($session);
  const reads = useStore($reads);
  const later = useDeferredValue(reads);
  const now = failure(reads) ? null : family(reads);
  return (
    <>
      <ParentHero
        user={user}
        counts={
          now
            ? {
                athletes: now.kids.length,
                registered: now.records.filter((r) => r.payment_status === 'paid').length,
                pendingWaivers: now.waivers.filter((w) => w.status === 'Pending').length,
                upcoming: playerGames(now.playing, now.seasonList, 100).length,
              }
            : undefined
        }
      />
      <ParentSections user={user} reads={later} />
    </>
  );
}

/** In the spec's order: add athlete, code of conduct, games, seasons, children. */
const ParentSections = memo(function ParentSections({ user, reads }: { user: User | null; reads: Reads }) {
  const failed = failure(reads);
  const loaded = failed ? null : family(reads);
  if (!loaded) {
    return (
      <PortalLoadState
        error={failed}
        expired={PARENT_MESSAGES.sessionExpired}
        forbidden={PARENT_ROLE_REQUIRED_TEXT}
        fallback={PARENT_MESSAGES.loadFailed}
      />
    );
  }
  const { kids, records, playing, waivers, seasonList, teamsOf, programList } = loaded;
  // The seasons the family's children are registered for, and only their games (issue 41 item 1).
  const familySeasons = registeredSeasons(seasonList, playing);
  const games = playerGames(playing, seasonList, UPCOMING_LIMIT);
  return (
    <div className="wrap portal portal-grid">
      <div className="portal-grid portal-grid-2">
        <AddChildForm />
        <ConductCard user={user} />
      </div>
      <PendingApprovals />
      <GameDay />
      <LeagueMessages />
      <Waitlists />
      <AidSection />
      <div className="portal-grid portal-grid-2">
        <section className="portal-card" aria-labelledby="parent-games">
          <h2 id="parent-games">Upcoming games</h2>
          {reads.seasons.error ? (
            <p className="portal-muted">Games could not be loaded right now.</p>
          ) : (
            <GameList
              games={games}
              empty={
                playing.some(playsTheSeason)
                  ? 'No upcoming games on the schedule yet.'
                  : 'Games appear here once an athlete is registered for a program.'
              }
            />
          )}
        </section>
        <section className="portal-card" aria-labelledby="parent-seasons">
          <h2 id="parent-seasons">Season snapshots</h2>
          {familySeasons.length > 0 ? (
            <div className="snapshot-list">
              {familySeasons.slice(0, 4).map((season) => (
                <SeasonSnapshot key={season.id} season={season} subscribe />
              ))}
            </div>
          ) : (
            <p className="portal-muted">Your athletes' seasons show here once they are registered.</p>
          )}
        </section>
      </div>
      <section aria-labelledby="parent-children" className="children-section">
        <h2 id="parent-children" tabIndex={-1}>
          Your athletes
        </h2>
        {kids.length === 0 ? (
          <p className="portal-muted">Add your first athlete above to register them for a program.</p>
        ) : (
          kids.map((child) => (
            <ChildCard
              key={child.id}
              child={child}
              user={user}
              waiver={waivers.find((w) => w.child === child.id)}
              registrations={records.filter((r) => r.child === child.id)}
              programs={programList}
              seasons={seasonList}
              teams={teamsOf(child.id)}
            />
          ))
        )}
      </section>
      <ArchivedChildren registrations={records} />
      <NotificationSettings />
    </div>
  );
});

/** The parent portal island, in the shell every portal has (error boundary, toasts). */
export default function ParentPortalIsland() {
  usePrefetchWhenIdle(SeasonSnapshot, GameDay, NotificationSettings, ArchivedChildren, AidSection);
  return (
    <PortalShell>
      <ParentPortal />
    </PortalShell>
  );
}

import { useStore } from '@nanostores/react';
import { playerGames, teamsOfPlayer } from '../../domain/teams';
import { PARENT_ROLE_REQUIRED_TEXT } from '../../domain/access-messages';
import { $myTeams, $programs, $seasons } from '../../stores/league';
import { $session } from '../../stores/session';
import GameList from '../../components/portal/GameList';
import LeagueMessages from '../../components/portal/LeagueMessages';
import Waitlists from '../../components/portal/Waitlists';
import PortalLoadState from '../../components/portal/PortalLoadState';
import PortalShell from '../../components/portal/PortalShell';
import { SeasonSnapshot } from '../../components/portal/lazy-parts';
import { usePrefetchWhenIdle } from '../../components/portal/LazyView';
import AddChildForm from './AddChildForm';
import AidSection from './AidSection';
import ArchivedChildren from './ArchivedChildren';
import ChildCard from './ChildCard';
import ConductCard from './ConductCard';
import ParentHero from './ParentHero';
import PendingApprovals from './PendingApprovals';
import { $children, $registrations, $removing, $waivers, PARENT_MESSAGES } from './parent-data';
import './parent-portal.css';

/** Spec 2 §9: at most 3 upcoming games. */
const UPCOMING_LIMIT = 3;

/** The parent portal (spec 2 §2), in the spec's order: hero, add athlete, code of conduct, games, seasons, children. */
function ParentPortal() {
  const { user } = useStore($session);
  const children = useStore($children);
  const registrations = useStore($registrations);
  const waivers = useStore($waivers);
  const programs = useStore($programs);
  const seasons = useStore($seasons);
  const removing = useStore($removing);
  const myTeams = useStore($myTeams);

  const failed = children.error ?? registrations.error ?? waivers.error;
  if (failed || !children.data || !registrations.data || !waivers.data) {
    return (
      <>
        <ParentHero user={user} />
        <PortalLoadState
          error={failed}
          expired={PARENT_MESSAGES.sessionExpired}
          forbidden={PARENT_ROLE_REQUIRED_TEXT}
          fallback={PARENT_MESSAGES.loadFailed}
        />
      </>
    );
  }

  const kids = children.data.results.filter((child) => !removing.includes(child.id));
  const records = registrations.data.results;
  const paidPrograms = [
    ...new Set(records.filter((r) => r.payment_status === 'paid' && r.program).map((r) => r.program!)),
  ];
  const seasonList = seasons.data?.results ?? [];
  const familySeasons = seasonList.filter(
    (season) => season.program?.id !== undefined && paidPrograms.includes(String(season.program.id)),
  );
  // Until the teams load (or when they cannot), the registered programs' games, as before teams.
  const teamList = myTeams.data?.results ?? [];
  const teamsOf = (child: number) => teamsOfPlayer(teamList, child);
  const familyTeams = teamList.filter((team) => kids.some((child) => teamsOf(child.id).includes(team)));
  const games = playerGames(familyTeams, seasonList, paidPrograms, UPCOMING_LIMIT);
  const programList = programs.data?.results ?? [];

  return (
    <>
      <ParentHero
        user={user}
        counts={{
          athletes: kids.length,
          registered: records.filter((r) => r.payment_status === 'paid').length,
          pendingWaivers: waivers.data.results.filter(
            (w) => w.status === 'Pending' && !removing.includes(w.child),
          ).length,
          upcoming: playerGames(familyTeams, seasonList, paidPrograms, 100).length,
        }}
      />
      <div className="wrap portal portal-grid">
        <div className="portal-grid portal-grid-2">
          <AddChildForm />
          <ConductCard user={user} />
        </div>
        <PendingApprovals />
        <LeagueMessages />
        <Waitlists />
        <AidSection />
        <div className="portal-grid portal-grid-2">
          <section className="portal-card" aria-labelledby="parent-games">
            <h2 id="parent-games">Upcoming games</h2>
            {seasons.error ? (
              <p className="portal-muted">Games could not be loaded right now.</p>
            ) : (
              <GameList
                games={games}
                empty={
                  paidPrograms.length
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
                waiver={waivers.data!.results.find((w) => w.child === child.id)}
                registrations={records.filter((r) => r.child === child.id)}
                programs={programList}
                seasons={seasonList}
                teams={teamsOf(child.id)}
              />
            ))
          )}
        </section>
        <ArchivedChildren registrations={records} />
      </div>
    </>
  );
}

/** The parent portal island, in the shell every portal has (error boundary, toasts). */
export default function ParentPortalIsland() {
  usePrefetchWhenIdle(SeasonSnapshot);
  return (
    <PortalShell>
      <ParentPortal />
    </PortalShell>
  );
}

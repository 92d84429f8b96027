import { useStore } from '@nanostores/react';
import { memo, useDeferredValue } from 'react';
import { together } from '../../stores/together';
import { personName } from '../../domain/person-name';
import { isAdult, isVisibleToRecruiters } from '../../domain/athlete-consent';
import type { AthleteProfile } from '../../domain/athlete-profile';
import { ATHLETE_ROLE_REQUIRED_TEXT } from '../../domain/access-messages';
import { playsTheSeason } from '../../domain/player-games';
import { teamsOfPlayer } from '../../domain/teams';
import { $myTeams, $programs, $seasons } from '../../stores/league';
import { $session, type User } from '../../stores/session';
import PortalHero from '../../components/portal/PortalHero';
import PortalLoadState from '../../components/portal/PortalLoadState';
import PortalShell from '../../components/portal/PortalShell';
import {
  EmergencySection,
  GameDay,
  NotificationSettings,
  TeamPanel,
} from '../../components/portal/lazy-parts';
import { lazyView, usePrefetchWhenIdle } from '../../components/portal/LazyView';

/** The seasons below the fold load when the page is idle (issue 39 kept the first screen's budget). */
const AthleteSeasons = lazyView(() => import('./AthleteSeasons'), 'Loading your seasons…');
import RegistrationList from '../../components/portal/RegistrationList';
import Waitlists from '../../components/portal/Waitlists';
import AthleteEnrollment from './AthleteEnrollment';
import GuardianPermission from './GuardianPermission';
import ProfileForm from './ProfileForm';
import RecruiterVisibility from './RecruiterVisibility';
import { $profile, $registrations, ATHLETE_MESSAGES } from './athlete-data';
import './athlete-portal.css';

function recruiterStatus(profile: AthleteProfile | null): string {
  if (!profile) return 'No profile yet';
  if (isVisibleToRecruiters(profile)) return 'Visible';
  return isAdult(profile.date_of_birth) ? 'Hidden' : 'Awaiting approval';
}

/** The portal's opening; `loaded` is absent while the portal's reads are loading (dashes). */
function AthleteHero({
  user,
  loaded,
}: {
  user: User | null;
  loaded?: { profile: AthleteProfile | null; paid: number } | undefined;
}) {
  const profile = loaded?.profile ?? null;
  return (
    <PortalHero
      eyebrow="Athlete portal"
      name={profile?.name || (user ? personName(user) : '')}
      metrics={[
        { label: 'Profile', value: loaded ? (profile ? 'Saved' : 'Not yet') : null },
        { label: 'Recruiters', value: loaded ? recruiterStatus(profile) : null },
        { label: 'Paid registrations', value: loaded ? loaded.paid : null },
      ]}
    >
      <p className="portal-intro">Your recruiting profile, program registration, games and standings.</p>
    </PortalHero>
  );
}

/** The portal's reads as one value, whose identity changes only when one of them does. */
const $reads = together({
  profiles: $profile,
  registrations: $registrations,
  programs: $programs,
  seasons: $seasons,
  myTeams: $myTeams,
});
type Reads = ReturnType<typeof $reads.get>;

/**
 * The athlete portal (spec 3 §2). The hero is drawn from the reads at once; the sections below it
 * get them deferred (useDeferredValue): React renders the sections again in the background, in
 * slices it can pause, so a read arriving never holds the phone's main thread for the whole portal.
 */
function AthletePortal() {
  const { user } = useStore($session);
  const reads = useStore($reads);
  const later = useDeferredValue(reads);
  const { profiles, registrations } = reads;
  const loaded =
    profiles.data && registrations.data && !profiles.error && !registrations.error
      ? {
          profile: profiles.data.results[0] ?? null,
          paid: registrations.data.results.filter((r) => r.payment_status === 'paid').length,
        }
      : undefined;
  return (
    <>
      <AthleteHero user={user} loaded={loaded} />
      <AthleteSections user={user} reads={later} />
    </>
  );
}

/** In the spec's order: profile, permission or visibility, enrollment, registrations, games, seasons. */
const AthleteSections = memo(function AthleteSections({ user, reads }: { user: User | null; reads: Reads }) {
  const { profiles, registrations, programs, seasons, myTeams } = reads;
  const failed = profiles.error ?? registrations.error;
  if (failed || !profiles.data || !registrations.data) {
    return (
      <PortalLoadState
        error={failed}
        forbidden={ATHLETE_ROLE_REQUIRED_TEXT}
        fallback={ATHLETE_MESSAGES.loadFailed}
      />
    );
  }

  const profile = profiles.data.results[0] ?? null;
  const records = registrations.data.results;
  const registered = records.some(playsTheSeason);
  const teams = teamsOfPlayer(myTeams.data?.results ?? [], null);
  return (
    <div className="wrap portal portal-grid">
      <ProfileForm profile={profile} accountName={user ? personName(user) : ''} />
      {profile && isAdult(profile.date_of_birth) ? (
        <RecruiterVisibility profile={profile} />
      ) : (
        <GuardianPermission profile={profile} />
      )}
      <AthleteEnrollment
        profile={profile}
        user={user}
        programs={programs.data?.results ?? []}
        registrations={records}
        programsProblem={programs.error ? 'Programs could not be loaded right now. Try again shortly.' : null}
      />
      <Waitlists />
      {teams.length > 0 && <GameDay />}
      <section className="portal-card" aria-labelledby="athlete-registrations">
        <h2 id="athlete-registrations">My registrations</h2>
        <RegistrationList registrations={records} empty="You have not registered for a program yet." />
      </section>
      {(teams.length > 0 || profile) && (
        <section className="portal-card" aria-labelledby="athlete-team">
          <h2 id="athlete-team">My team</h2>
          {teams.length > 0 ? (
            teams.map((team) => <TeamPanel key={team.id} team={team} heading="h3" />)
          ) : (
            <p className="portal-muted">
              {registered
                ? 'The league office puts you on a team before the season starts; your team, coach and games show here then.'
                : 'Once you are registered for a program, the league office puts you on a team; it shows here then.'}
            </p>
          )}
          {profile && <EmergencySection name={null} child={null} prompt={registered} heading="h3" />}
        </section>
      )}
      <AthleteSeasons
        seasons={seasons.data?.results ?? null}
        failed={Boolean(seasons.error)}
        registrations={records}
        teams={teams}
      />
      <NotificationSettings />
      <p className="portal-muted athlete-parent-link">
        Parent or guardian? Manage your athletes, waivers and approvals in the{' '}
        <a href="/portal/parent">parent portal</a>.
      </p>
    </div>
  );
});

/** The athlete portal island, in the shell every portal has (error boundary, toasts). */
export default function AthletePortalIsland() {
  usePrefetchWhenIdle(AthleteSeasons, GameDay, NotificationSettings);
  return (
    <PortalShell>
      <AthletePortal />
    </PortalShell>
  );
}

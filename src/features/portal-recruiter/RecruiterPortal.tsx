import { useStore } from '@nanostores/react';
import { memo, useDeferredValue } from 'react';
import { together } from '../../stores/together';
import { personName } from '../../domain/person-name';
import { RECRUITER_MESSAGES } from '../../domain/recruiter';
import { $session } from '../../stores/session';
import PortalHero from '../../components/portal/PortalHero';
import PortalLoadState from '../../components/portal/PortalLoadState';
import PortalShell from '../../components/portal/PortalShell';
import SeasonSnapshot from '../../components/portal/SeasonSnapshot';
import AccessCard from './AccessCard';
import BenefitsCard from './BenefitsCard';
import RecruiterFilters from './RecruiterFilters';
import RecruiterSidebar, { filteredPrograms } from './RecruiterSidebar';
import RosterList from './RosterList';
import { $access, $filters, $recruiterPrograms, $recruiterSeasons, $roster } from './recruiter-data';
import './recruiter-portal.css';

/** The league's contact, from content/site/brand.yaml. */
export interface LeagueContact {
  email: string;
  phone: string;
  hours: readonly string[];
}

const STANDINGS_SHOWN = 6;

function RecruiterHero({ contact }: { contact: LeagueContact }) {
  const { user } = useStore($session);
  return (
    <PortalHero eyebrow="Recruiter portal" name={user ? personName(user) : ''}>
      <p className="portal-intro">
        Consented athlete profiles, showcase events and standings across the league’s programs.
      </p>
      <p className="recruiter-contact">
        Questions about access? <a href={`mailto:${contact.email}`}>{contact.email}</a> ·{' '}
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> ·{' '}
        {contact.hours.join(', ')} · <a href="/contact">Contact page</a>
      </p>
    </PortalHero>
  );
}

/** The portal's reads as one value, whose identity changes only when one of them does. */
const $reads = together({
  access: $access,
  roster: $roster,
  filters: $filters,
  programs: $recruiterPrograms,
  seasons: $recruiterSeasons,
});
type Reads = ReturnType<typeof $reads.get>;

/**
 * The recruiter portal (spec 3 §2): hero, access, benefits, filters, roster, standings and the
 * sidebar. The hero is drawn at once; the sections get the reads deferred (useDeferredValue): React
 * renders them again in the background, in slices it can pause, so a read arriving (or a filter
 * changing) never holds the phone's main thread for the whole portal.
 */
function RecruiterPortal({ contact }: { contact: LeagueContact }) {
  const later = useDeferredValue(useStore($reads));
  return (
    <>
      <RecruiterHero contact={contact} />
      <RecruiterSections reads={later} />
    </>
  );
}

const RecruiterSections = memo(function RecruiterSections({ reads }: { reads: Reads }) {
  const { access, roster, filters, programs, seasons } = reads;
  if (access.error || !access.data) {
    return (
      <PortalLoadState
        error={access.error}
        forbidden="Recruiter account required to access this portal."
        fallback="Unable to load your access status right now."
      />
    );
  }
  const request = access.data.results[0] ?? null;
  const approved = request?.status === 'APPROVED';
  // Seasons of the filtered sport: those of the programs the filter lets through.
  const sportPrograms = filteredPrograms(programs.data?.results, filters.sport).map((p) => String(p.id));
  const seasonList = seasons.data
    ? seasons.data.results.filter(
        (season) =>
          !filters.sport ||
          (season.program?.id !== undefined && sportPrograms.includes(String(season.program.id))),
      )
    : null;

  return (
    <div className="wrap portal portal-grid portal-grid-main">
      <div className="portal-grid">
        <div className="portal-grid portal-grid-2">
          <AccessCard key={`${request?.status}-${request?.id}`} request={request} />
          <BenefitsCard status={request?.status ?? null} rosterSeen={(roster.data?.count ?? 0) > 0} />
        </div>
        <RecruiterFilters />
        {approved ? (
          <RosterList />
        ) : (
          <section className="portal-card" aria-labelledby="roster-title">
            <h2 id="roster-title">Consented athletes</h2>
            <p className="portal-muted">
              The consented roster opens here once our operations team approves your access.
            </p>
          </section>
        )}
        <section className="portal-card" aria-labelledby="standings-title">
          <h2 id="standings-title">Season standings</h2>
          {seasons.error ? (
            <p className="portal-alert" role="alert">
              {RECRUITER_MESSAGES.standingsFailed}
            </p>
          ) : seasonList === null ? (
            <p className="portal-muted">Loading standings…</p>
          ) : seasonList.length === 0 ? (
            <p className="portal-muted">No seasons for this sport yet.</p>
          ) : (
            <div className="snapshot-list recruiter-standings">
              {seasonList.slice(0, STANDINGS_SHOWN).map((season) => (
                <SeasonSnapshot key={season.id} season={season} />
              ))}
            </div>
          )}
        </section>
      </div>
      <RecruiterSidebar seasons={seasonList} seasonsFailed={Boolean(seasons.error)} />
    </div>
  );
});

/** The recruiter portal island, in the shell every portal has (error boundary, toasts). */
export default function RecruiterPortalIsland({ contact }: { contact: LeagueContact }) {
  return (
    <PortalShell>
      <RecruiterPortal contact={contact} />
    </PortalShell>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import PortalHero from '../../components/portal/PortalHero';
import PortalShell from '../../components/portal/PortalShell';
import { $session } from '../../stores/session';
import Overview from './money/Overview';
import { $section, followHash, SECTIONS, type SectionId } from './office-data';
import OfficeNav from './OfficeNav';
import {
  AidReview,
  GameDaySection,
  Messages,
  Registrations,
  ResourceSection,
  Rosters,
  ScheduleSection,
  StaffQueue,
  Waitlists,
  Waivers,
} from './office-sections';
import SiteStatus from './SiteStatus';
import './office.css';

/** What each section is for, under its heading. */
const INTROS: Record<SectionId, string> = {
  queue: 'Decide on access requests, highlights sent from /gallery and messages from /contact.',
  overview:
    'This season at a glance: registrations per week, money in and refunded, waivers missing and each division’s registered children.',
  waitlists:
    'Families waiting for a place in a full program offering: move an entry, remove it or offer a place by hand, each with a reason the activity log keeps. Set capacities in each program’s Capacity part.',
  waivers:
    'Registered children whose household has not signed the current waiver. A household gets at most one reminder a day.',
  messages:
    'Write to the families of a program, a season, a division or one team, to everyone registered this season, to all coaches or to all officials. Each person gets it in their portal and by e-mail, text or push, as they chose.',
  aid: 'Families’ financial aid applications, oldest pending first: award a percentage or an amount of the season fee, or decline with a note. The family is e-mailed the decision; an award comes off the fee at checkout.',
  registrations:
    'Every registration across programs and seasons: who has paid, what came in and went back, each family’s record and refunds by the published policy.',
  programs: 'The programs the public program pages, registration and the calendar are built from.',
  venues: 'The venues of /locations and the program pages. Archive a venue that is no longer used.',
  seasons:
    'Every season the calendar shows, with its registration window. Open a season’s games or news from its row.',
  games:
    'Schedule, reschedule, cancel and score games between the season’s teams; the standings follow the final scores. A result is entered once a game has started; where the two head coaches’ reports differ, staff decide here.',
  schedule:
    'Generate a season’s games from its teams, venues, weekly times and blackouts, read the fairness report, lock or move games and publish; re-plan a closed venue day; the standings with their tiebreakers and coin tosses, and playoff brackets.',
  'game-day':
    'Delay, postpone or cancel one game, every game of a field, or the whole league on a date or in a time window. Both teams’ families, their coaches and the officials are told at once by e-mail, text or push, as each chose; attendance per team below.',
  teams:
    'Each season’s teams: colours, division, home venue, head coach and assistants. Coaches see their teams’ players and families in the coach portal.',
  rosters:
    'Put a season’s registered players on its teams, one by one or with auto-fill; families see their child’s team and coach in their portal.',
  geography:
    'The league’s conference divisions and their counties in Mississippi, Tennessee, Arkansas and Alabama, as the registration forms offer them.',
  prices:
    'What registration costs: the league price list, each season’s own price with its early-bird price, late fee, sibling discounts and payment plan, and promo codes families type in the registration form. A change never alters what a family already paid or was quoted.',
  'season-news': 'The News tab of each season on /calendar.',
  news: 'Articles on /news. Pinned articles lead its spotlight.',
  content: 'Texts the site reads by title: the policies, the FAQ and the founder’s short bio.',
  sponsors: 'Sponsors (gold, silver, community) and strategic partners on the home page and /sponsors.',
  'social-feeds': 'The social feed tabs on the home page.',
  athletes:
    'Athletes’ recruiting profiles and where their consent stands; correct a name, birth date or school here.',
  people:
    'Who works in the office, as staff or as an admin. An admin invites people by e-mail, changes their roles and removes them; only an admin may refund beyond the published policy.',
  activity:
    'Every change made in the office and every review decision: who, when, and each field before and after.',
};

/** The section shown: the queue, the activity log, or a resource's list with its forms (on demand). */
function Section({ id }: { id: SectionId }) {
  const title = SECTIONS.find((section) => section.id === id)!.label;
  const heading = (
    <>
      {/* Focus comes here when a dialog's action is done and its opener has gone. */}
      <h2 id="office-section-title" tabIndex={-1}>
        {title}
      </h2>
      <p className="portal-muted">{INTROS[id]}</p>
      {id === 'games' && (
        <p>
          <a href="/portal/coach#upload-title">Upload a season’s schedule from a CSV file</a> (in the coach
          portal).
        </p>
      )}
    </>
  );
  if (id === 'queue') return <StaffQueue />;
  if (id === 'overview') return <Overview heading={heading} />;
  if (id === 'registrations') return <Registrations heading={heading} />;
  if (id === 'aid') return <AidReview heading={heading} />;
  if (id === 'waivers') return <Waivers heading={heading} />;
  if (id === 'messages') return <Messages heading={heading} />;
  if (id === 'rosters') return <Rosters heading={heading} />;
  if (id === 'waitlists') return <Waitlists heading={heading} />;
  if (id === 'schedule') return <ScheduleSection heading={heading} />;
  if (id === 'game-day') return <GameDaySection heading={heading} />;
  // Every other section is a resource's list with its forms (geography: two; prices: three).
  return <ResourceSection id={id} heading={heading} />;
}

/** The league office (staff, admin, staff_admin): the review queue, the league's records and the activity log. */
function OfficePortal() {
  const { user } = useStore($session);
  const section = useStore($section);
  useEffect(() => followHash(), []);
  const name = user ? `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() : '';
  return (
    <>
      <PortalHero eyebrow="League office" name={name}>
        <p className="portal-intro">
          Run the league: registrations and money, waivers and messages, programs, venues, seasons, teams and
          games, news and sponsors.
        </p>
        <SiteStatus />
      </PortalHero>
      <div className="wrap portal office-layout">
        <OfficeNav />
        <div className="office-main">
          <Section id={section} />
        </div>
      </div>
    </>
  );
}

/** The office island, in the shell every portal has (error boundary, toasts). */
export default function OfficePortalIsland() {
  return (
    <PortalShell>
      <OfficePortal />
    </PortalShell>
  );
}

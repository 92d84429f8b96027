/**
 * The office's resource tables: what each list shows and each form edits, read by the kit in
 * src/components/portal/resource/. The rules are the domain's (src/domain/office/), the same ones
 * the API checks.
 */
import { formatDate, formatKickoff } from '../../domain/league-games';
import { formatDay } from '../../domain/date-range';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditLogEntry } from '../../domain/office/audit';
import { IMAGE_HINT, IMAGE_UPLOAD_PATH } from '../../domain/office/fields';
import { REPORT_STATE_LABELS, reportState } from '../../domain/games';
import { GAME_STATE_LABELS, GAME_STATES } from '../../domain/game-states';
import { gameInputSchema, type OfficeGame } from '../../domain/office/games';
import { unknownTeamMessage } from '../../domain/office/teams';
import {
  CONTENT_TITLE_HINT,
  contentInputSchema,
  newsInputSchema,
  type OfficeContent,
  type OfficeNews,
} from '../../domain/office/news';
import { PROGRAM_AGES, programInputSchema, type OfficeProgram } from '../../domain/office/programs';
import { seasonNewsInputSchema, type OfficeSeasonNews } from '../../domain/office/season-news';
import { SEASON_STATUS_LABELS, seasonInputSchema, type OfficeSeason } from '../../domain/office/seasons';
import {
  FEED_TYPE_LABELS,
  socialFeedInputSchema,
  type OfficeSocialFeed,
} from '../../domain/office/social-feeds';
import {
  SPONSOR_KIND_LABELS,
  SPONSOR_TIER_LABELS,
  sponsorInputSchema,
  type OfficeSponsor,
} from '../../domain/office/sponsors';
import { venueInputSchema, type OfficeVenue } from '../../domain/office/venues';
import { AGE_GROUPS, SPORT_LABELS, SPORTS } from '../../domain/programs';
import { toLeagueInput } from '../../domain/schedule-csv';
import type { Option, ResourceTable } from '../../components/portal/resource/resource-table';
import { athletesTable } from './athletes';
import AuditChanges from './AuditChanges';
import { capacitiesBody, capacitiesText } from './capacity';
import CapacityField from './CapacityField';
import FindOnMap from './FindOnMap';
import {
  $countyOptions,
  $divisionOptions,
  $leagueDivisionOptions,
  $programOptions,
  $seasonOptions,
  $teamNameOptions,
  $venueOptions,
} from './office-data';
import SeasonLinks from './SeasonLinks';
import { GameTeams, teamsTable } from './teams';

const options = <T extends string>(labels: Record<T, string>): Option[] =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

const ACTIVE_FILTER = {
  name: 'active',
  label: 'Shown',
  kind: 'select',
  all: 'Active and archived',
  options: [
    { value: 'true', label: 'Active' },
    { value: 'false', label: 'Archived' },
  ],
} as const;

const activeBadge = (active: boolean) => (
  <span className={`badge ${active ? 'badge-success' : 'badge-neutral'}`}>
    {active ? 'Active' : 'Archived'}
  </span>
);

/** Now, as a league-time datetime field's value. */
const now = () => toLeagueInput(new Date().toISOString());

const SPORT_OPTIONS = SPORTS.map((sport) => ({ value: sport, label: SPORT_LABELS[sport] }));

export const programsTable: ResourceTable<OfficeProgram> = {
  id: 'programs',
  label: 'Programs',
  singular: 'program',
  path: '/office/programs/',
  pageSize: 20,
  rowName: (program) => program.name,
  searchLabel: 'Search programs',
  filters: [
    { name: 'sport', label: 'Sport', kind: 'select', all: 'Every sport', options: SPORT_OPTIONS },
    ACTIVE_FILTER,
  ],
  orderings: [
    { value: 'position', label: 'Catalogue order' },
    { value: 'name', label: 'Name (A–Z)' },
    { value: '-name', label: 'Name (Z–A)' },
  ],
  columns: [
    { label: 'Program', cell: (program) => program.name },
    { label: 'Sport', cell: (program) => SPORT_LABELS[program.sport] ?? program.sport },
    { label: 'Ages', cell: (program) => `${program.min_age}–${program.max_age}` },
    { label: 'Venues', cell: (program) => program.venues.length },
    { label: 'Status', cell: (program) => activeBadge(program.active) },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', note: 'required' },
    {
      name: 'id',
      label: 'Address name',
      kind: 'text',
      createOnly: true,
      hint: 'Its page is /programs/<address name>. Leave blank to take it from the name.',
    },
    { name: 'sport', label: 'Sport', kind: 'select', options: SPORT_OPTIONS, note: 'required' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'logo', label: 'Logo', kind: 'image', hint: IMAGE_HINT, uploadTo: IMAGE_UPLOAD_PATH },
    {
      name: 'register_url',
      label: 'Register link',
      kind: 'text',
      hint: 'Usually /register?sport=FOOTBALL.',
      inputMode: 'url',
    },
    { name: 'active', label: 'Active (shown on the site)', kind: 'checkbox', initial: 'true' },
    {
      name: 'min_age',
      label: 'Youngest age',
      kind: 'number',
      inputMode: 'numeric',
      initial: String(PROGRAM_AGES.youngest),
      hint: 'Registration offers the age groups of these ages.',
    },
    {
      name: 'max_age',
      label: 'Oldest age',
      kind: 'number',
      inputMode: 'numeric',
      initial: String(PROGRAM_AGES.oldest),
    },
    {
      name: 'min_players',
      label: 'Fewest players at a game',
      kind: 'number',
      inputMode: 'numeric',
      hint: 'When fewer say they are going, the team’s coaches and the office are alerted (empty: no minimum).',
    },
    {
      name: 'age_groups',
      label: 'Age groups',
      kind: 'checks',
      options: AGE_GROUPS.map((age) => ({ value: age, label: age })),
      initial: AGE_GROUPS.join(','),
      hint: 'The /programs age filter lists the program under these; only groups within its ages (U-11 is age 11).',
    },
    {
      name: 'divisions',
      label: 'Divisions',
      kind: 'lines',
      hint: 'One per line, in order (e.g. Rookie, Junior, Varsity, Elite).',
    },
    { name: 'venues', label: 'Venues it runs at', kind: 'reference-checks', options: $venueOptions },
    {
      name: 'capacities',
      label: 'Capacity',
      kind: 'custom',
      hint: 'Places per season of each offering. Leave a box empty for unlimited places (every family waiting is then offered one); a place that opens goes to the waitlist first.',
      custom: { Control: CapacityField, toText: capacitiesText, toBody: capacitiesBody },
    },
  ],
  schema: programInputSchema,
  deletable: true,
  deleteNote: 'A program that registrations or seasons name cannot be deleted: archive it instead.',
  // A capacity raised offers places to waiting families at once.
  affects: ['/office/seasons/', '/office/venues/', '/office/waitlist/'],
  messages: {
    empty: 'No programs match your search.',
    loadFailed: 'Programs could not be loaded right now.',
    created: 'Program added.',
    updated: 'Program saved.',
    deleted: 'Program deleted.',
  },
};

export const venuesTable: ResourceTable<OfficeVenue> = {
  id: 'venues',
  label: 'Venues',
  singular: 'venue',
  path: '/office/venues/',
  pageSize: 20,
  rowName: (venue) => venue.name,
  searchLabel: 'Search venues',
  filters: [ACTIVE_FILTER],
  orderings: [
    { value: 'name', label: 'Name (A–Z)' },
    { value: 'city', label: 'City' },
    { value: 'state', label: 'State' },
  ],
  columns: [
    { label: 'Venue', cell: (venue) => venue.name },
    { label: 'Place', cell: (venue) => `${venue.city}, ${venue.state}` },
    { label: 'Programs', cell: (venue) => venue.program_names.join(', ') || '—' },
    { label: 'Status', cell: (venue) => activeBadge(venue.active) },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', note: 'required' },
    { name: 'address_line1', label: 'Street address', kind: 'text' },
    { name: 'city', label: 'City', kind: 'text', note: 'required' },
    {
      name: 'state',
      label: 'State',
      kind: 'text',
      note: 'required',
      hint: 'Two letters, e.g. MS.',
      maxLength: 2,
    },
    { name: 'postal_code', label: 'ZIP code', kind: 'text', inputMode: 'numeric', maxLength: 10 },
    { name: 'latitude', label: 'Latitude', kind: 'number', hint: 'Use Find on map, or type it.' },
    { name: 'longitude', label: 'Longitude', kind: 'number' },
    { name: 'active', label: 'Active (shown on the site)', kind: 'checkbox', initial: 'true' },
  ],
  schema: venueInputSchema,
  aside: FindOnMap,
  deletable: true,
  deleteNote: 'A venue that seasons, registrations or programs name cannot be deleted: archive it instead.',
  affects: ['/office/programs/', '/office/seasons/'],
  messages: {
    empty: 'No venues match your search.',
    loadFailed: 'Venues could not be loaded right now.',
    created: 'Venue added.',
    updated: 'Venue saved.',
    deleted: 'Venue deleted.',
  },
};

export const seasonsTable: ResourceTable<OfficeSeason> = {
  id: 'seasons',
  label: 'Seasons',
  singular: 'season',
  path: '/office/seasons/',
  pageSize: 20,
  rowName: (season) => season.title,
  searchLabel: 'Search seasons',
  filters: [
    { name: 'program', label: 'Program', kind: 'select', all: 'Every program', options: $programOptions },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      all: 'Any status',
      options: options(SEASON_STATUS_LABELS),
    },
  ],
  orderings: [
    { value: '-start_date', label: 'Newest first' },
    { value: 'start_date', label: 'Oldest first' },
    { value: 'title', label: 'Title (A–Z)' },
  ],
  columns: [
    { label: 'Season', cell: (season) => season.title },
    { label: 'Program', cell: (season) => season.program_name ?? '—' },
    {
      label: 'Dates',
      cell: (season) =>
        season.start_date ? `${formatDate(season.start_date)} – ${formatDate(season.end_date)}` : 'Not set',
    },
    { label: 'Status', cell: (season) => SEASON_STATUS_LABELS[season.status] ?? season.status },
  ],
  rowActions: (season) => <SeasonLinks season={season} games={gamesTable} news={seasonNewsTable} />,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', note: 'required' },
    { name: 'subtitle', label: 'Subtitle', kind: 'text' },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: options(SEASON_STATUS_LABELS),
      initial: 'SCHEDULED',
    },
    { name: 'season_label', label: 'Season label', kind: 'text', hint: 'e.g. Fall 2026' },
    { name: 'start_date', label: 'Starts', kind: 'date' },
    { name: 'end_date', label: 'Ends', kind: 'date' },
    { name: 'registration_opens_on', label: 'Registration opens', kind: 'date' },
    { name: 'registration_closes_on', label: 'Registration closes', kind: 'date' },
    { name: 'program', label: 'Program', kind: 'select', options: $programOptions },
    {
      name: 'division',
      label: 'Division',
      kind: 'reference',
      options: $divisionOptions,
      dependsOn: 'program',
    },
    { name: 'location', label: 'Venue', kind: 'reference', options: $venueOptions },
    {
      name: 'league_division',
      label: 'League division',
      kind: 'select',
      options: $leagueDivisionOptions,
    },
    {
      name: 'league_county',
      label: 'County',
      kind: 'select',
      options: $countyOptions,
      dependsOn: 'league_division',
    },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
    {
      name: 'details',
      label: 'Details',
      kind: 'details',
      hint: 'One per line, as Label: text (e.g. Game day: Saturdays, 9:00 am).',
    },
  ],
  schema: seasonInputSchema,
  deletable: true,
  deleteNote: 'A season with games cannot be deleted.',
  affects: ['/office/games/', '/office/season-news/'],
  messages: {
    empty: 'No seasons match your filters.',
    loadFailed: 'Seasons could not be loaded right now.',
    created: 'Season added.',
    updated: 'Season saved.',
    deleted: 'Season deleted.',
  },
};

/**
 * A game's team: one of its season's teams (games store the name). A name that is none of them (a
 * game from before the season had teams) stays, with a warning; a season without teams is typed.
 */
const TEAM_PICK = {
  options: $teamNameOptions,
  dependsOn: 'season',
  maxLength: 80,
  unlisted: {
    warning: (name: string) =>
      `${unknownTeamMessage(name)} Pick one of its teams, or keep the name as it is.`,
    typeHint: 'This season has no teams yet: type the name, or add its teams in the Teams section.',
  },
} as const;

const score = (game: OfficeGame) =>
  game.home_score === null || game.away_score === null ? '—' : `${game.home_score}–${game.away_score}`;

/** The head coaches' reports (issue 38): where they stand, and each side's score. */
const reports = (game: OfficeGame) => {
  const list = game.reports ?? [];
  if (list.length === 0) return '—';
  const state = reportState(list);
  return (
    <>
      <span className={`badge ${state === 'disputed' ? 'badge-warning' : 'badge-neutral'}`}>
        {REPORT_STATE_LABELS[state]}
      </span>{' '}
      {list
        .map(
          (report) =>
            `${report.side === 'home' ? 'Home' : 'Away'} coach: ${report.home_score}–${report.away_score}`,
        )
        .join('; ')}
    </>
  );
};

export const gamesTable: ResourceTable<OfficeGame> = {
  id: 'games',
  label: 'Games',
  singular: 'game',
  path: '/office/games/',
  pageSize: 20,
  rowName: (game) => `${game.home_team} vs ${game.away_team}`,
  searchLabel: 'Search teams',
  filters: [
    { name: 'season', label: 'Season', kind: 'select', all: 'Every season', options: $seasonOptions },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      all: 'Any status',
      options: options(GAME_STATE_LABELS),
    },
  ],
  orderings: [
    { value: 'kickoff', label: 'Kickoff (earliest)' },
    { value: '-kickoff', label: 'Kickoff (latest)' },
  ],
  columns: [
    { label: 'Game', cell: (game) => <GameTeams game={game} /> },
    { label: 'Kickoff', cell: (game) => formatKickoff(game.kickoff) },
    { label: 'Score', cell: score },
    { label: 'Status', cell: (game) => GAME_STATE_LABELS[game.status] ?? game.status },
    { label: 'Coaches’ reports', cell: reports },
    { label: 'Season', cell: (game) => game.season_title },
  ],
  fields: [
    { name: 'season', label: 'Season', kind: 'reference', options: $seasonOptions, note: 'required' },
    { name: 'kickoff', label: 'Kickoff (league time)', kind: 'datetime', note: 'required' },
    { name: 'home_team', label: 'Home team', kind: 'select', note: 'required', ...TEAM_PICK },
    { name: 'away_team', label: 'Away team', kind: 'select', note: 'required', ...TEAM_PICK },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: GAME_STATES.map((status) => ({ value: status, label: GAME_STATE_LABELS[status] })),
      initial: 'SCHEDULED',
    },
    { name: 'venue', label: 'Field', kind: 'text' },
    { name: 'home_score', label: 'Home score', kind: 'number', inputMode: 'numeric' },
    { name: 'away_score', label: 'Away score', kind: 'number', inputMode: 'numeric' },
    {
      name: 'game_type',
      label: 'Game type',
      kind: 'text',
      hint: 'Blank is a regular game (counted in the standings).',
    },
    { name: 'officials', label: 'Officials', kind: 'text' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  schema: gameInputSchema,
  deletable: true,
  deleteNote: 'To call a game off, set its status to Cancelled instead: the schedule then says so.',
  affects: ['/office/seasons/', '/office/schedules/', '/office/standings/'],
  messages: {
    empty: 'No games match your filters.',
    loadFailed: 'Games could not be loaded right now.',
    created: 'Game added.',
    updated: 'Game saved.',
    deleted: 'Game deleted.',
  },
};

export const seasonNewsTable: ResourceTable<OfficeSeasonNews> = {
  id: 'season-news',
  label: 'Season news',
  singular: 'season news item',
  path: '/office/season-news/',
  pageSize: 20,
  rowName: (item) => item.title,
  searchLabel: 'Search season news',
  filters: [
    { name: 'season', label: 'Season', kind: 'select', all: 'Every season', options: $seasonOptions },
  ],
  columns: [
    { label: 'Headline', cell: (item) => item.title },
    { label: 'Season', cell: (item) => item.season_title },
    { label: 'Published', cell: (item) => formatDay(item.published_at) },
  ],
  fields: [
    { name: 'season', label: 'Season', kind: 'reference', options: $seasonOptions, note: 'required' },
    { name: 'title', label: 'Headline', kind: 'text', note: 'required' },
    { name: 'summary', label: 'Summary', kind: 'textarea' },
    {
      name: 'url',
      label: 'Link',
      kind: 'text',
      inputMode: 'url',
      hint: 'An https:// address to read more (optional).',
    },
    { name: 'published_at', label: 'Published (league time)', kind: 'datetime', initial: now },
  ],
  schema: seasonNewsInputSchema,
  deletable: true,
  messages: {
    empty: 'No season news yet.',
    loadFailed: 'Season news could not be loaded right now.',
  },
};

export const newsTable: ResourceTable<OfficeNews> = {
  id: 'news',
  label: 'News',
  singular: 'article',
  path: '/office/news/',
  pageSize: 20,
  rowName: (article) => article.title,
  searchLabel: 'Search articles',
  filters: [
    {
      name: 'pinned',
      label: 'Spotlight',
      kind: 'select',
      all: 'Every article',
      options: [
        { value: 'true', label: 'Pinned' },
        { value: 'false', label: 'Not pinned' },
      ],
    },
  ],
  orderings: [
    { value: '-published_at', label: 'Newest first' },
    { value: 'published_at', label: 'Oldest first' },
    { value: 'title', label: 'Headline (A–Z)' },
  ],
  columns: [
    { label: 'Headline', cell: (article) => article.title },
    { label: 'Published', cell: (article) => formatDay(article.published_at) },
    {
      label: 'Spotlight',
      cell: (article) => (article.pinned ? <span className="badge badge-warning">Pinned</span> : '—'),
    },
  ],
  fields: [
    { name: 'title', label: 'Headline', kind: 'text', note: 'required' },
    {
      name: 'content',
      label: 'Article (Markdown)',
      kind: 'markdown',
      hint: '**bold**, ## headings, - lists and [links](https://…).',
    },
    {
      name: 'url',
      label: 'External link',
      kind: 'text',
      inputMode: 'url',
      hint: 'When the story lives on another site.',
    },
    { name: 'published_at', label: 'Publish date (league time)', kind: 'datetime', initial: now },
    { name: 'pinned', label: 'Pinned in the /news spotlight', kind: 'checkbox' },
    { name: 'image', label: 'Image', kind: 'image', hint: IMAGE_HINT, uploadTo: IMAGE_UPLOAD_PATH },
    {
      name: 'image_alt',
      label: 'Image description',
      kind: 'text',
      hint: 'What the image shows, for people who cannot see it. Blank uses the headline.',
    },
  ],
  schema: newsInputSchema,
  deletable: true,
  messages: {
    empty: 'No articles match your search.',
    loadFailed: 'News could not be loaded right now.',
    created: 'Article published.',
    updated: 'Article saved.',
    deleted: 'Article deleted.',
  },
};

export const contentTable: ResourceTable<OfficeContent> = {
  id: 'content',
  label: 'Policies, FAQ and bios',
  singular: 'content item',
  path: '/office/content/',
  pageSize: 20,
  rowName: (item) => item.title,
  searchLabel: 'Search texts',
  columns: [
    { label: 'Title', cell: (item) => item.title },
    { label: 'Length', cell: (item) => `${item.content.length.toLocaleString('en-US')} characters` },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', note: 'required', hint: CONTENT_TITLE_HINT },
    { name: 'content', label: 'Text (Markdown or HTML)', kind: 'markdown', note: 'required' },
  ],
  schema: contentInputSchema,
  deletable: true,
  deleteNote: 'The page that reads it then shows its built-in text.',
  messages: {
    empty: 'No content items match your search.',
    loadFailed: 'Content items could not be loaded right now.',
  },
};

export const sponsorsTable: ResourceTable<OfficeSponsor> = {
  id: 'sponsors',
  label: 'Sponsors and partners',
  singular: 'sponsor',
  path: '/office/sponsors/',
  pageSize: 20,
  rowName: (sponsor) => sponsor.name,
  searchLabel: 'Search sponsors',
  filters: [
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      all: 'Sponsors and partners',
      options: options(SPONSOR_KIND_LABELS),
    },
    { name: 'tier', label: 'Tier', kind: 'select', all: 'Every tier', options: options(SPONSOR_TIER_LABELS) },
    ACTIVE_FILTER,
  ],
  orderings: [
    { value: 'position', label: 'Order' },
    { value: 'name', label: 'Name (A–Z)' },
  ],
  columns: [
    { label: 'Name', cell: (sponsor) => sponsor.name },
    { label: 'Kind', cell: (sponsor) => SPONSOR_KIND_LABELS[sponsor.kind] ?? sponsor.kind },
    { label: 'Tier', cell: (sponsor) => SPONSOR_TIER_LABELS[sponsor.tier] ?? sponsor.tier },
    { label: 'Order', cell: (sponsor) => sponsor.position },
    { label: 'Status', cell: (sponsor) => activeBadge(sponsor.active) },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', note: 'required' },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      options: options(SPONSOR_KIND_LABELS),
      initial: 'sponsor',
    },
    {
      name: 'tier',
      label: 'Tier',
      kind: 'select',
      options: options(SPONSOR_TIER_LABELS),
      initial: 'community',
    },
    {
      name: 'position',
      label: 'Order',
      kind: 'number',
      inputMode: 'numeric',
      initial: '0',
      hint: 'Lower comes first within its tier.',
    },
    { name: 'logo', label: 'Logo', kind: 'image', hint: IMAGE_HINT, uploadTo: IMAGE_UPLOAD_PATH },
    { name: 'url', label: 'Link', kind: 'text', inputMode: 'url' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    {
      name: 'write_up',
      label: 'Write-up',
      kind: 'textarea',
      hint: 'The thank-you line of the spotlight; blank uses the default.',
    },
    { name: 'active', label: 'Active (shown on the site)', kind: 'checkbox', initial: 'true' },
  ],
  schema: sponsorInputSchema,
  deletable: true,
  messages: {
    empty: 'No sponsors match your filters.',
    loadFailed: 'Sponsors could not be loaded right now.',
  },
};

export const socialFeedsTable: ResourceTable<OfficeSocialFeed> = {
  id: 'social-feeds',
  label: 'Social feeds',
  singular: 'social feed',
  path: '/office/social-feeds/',
  pageSize: 20,
  rowName: (feed) => feed.label,
  filters: [ACTIVE_FILTER],
  columns: [
    { label: 'Tab', cell: (feed) => feed.label },
    { label: 'Type', cell: (feed) => FEED_TYPE_LABELS[feed.type] ?? feed.type },
    { label: 'Order', cell: (feed) => feed.position },
    { label: 'Status', cell: (feed) => activeBadge(feed.active) },
  ],
  fields: [
    { name: 'label', label: 'Tab label', kind: 'text', note: 'required' },
    {
      name: 'slug',
      label: 'Short name',
      kind: 'text',
      note: 'required',
      hint: 'Lowercase letters, digits and hyphens.',
    },
    { name: 'type', label: 'Type', kind: 'select', options: options(FEED_TYPE_LABELS), initial: 'iframe' },
    { name: 'position', label: 'Order', kind: 'number', inputMode: 'numeric', initial: '0' },
    {
      name: 'embed_url',
      label: 'Embed address',
      kind: 'text',
      inputMode: 'url',
      hint: 'For an embedded page.',
    },
    {
      name: 'embed_html',
      label: 'Embed code',
      kind: 'textarea',
      hint: 'For embed code pasted from the platform.',
    },
    { name: 'script_url', label: 'Script address', kind: 'text', inputMode: 'url' },
    { name: 'link', label: 'Profile link', kind: 'text', inputMode: 'url' },
    { name: 'active', label: 'Active (shown on the site)', kind: 'checkbox', initial: 'true' },
  ],
  schema: socialFeedInputSchema,
  deletable: true,
  messages: {
    empty: 'No social feeds yet.',
    loadFailed: 'Social feeds could not be loaded right now.',
  },
};

/** Who did it, as the log keeps it. */
const who = (entry: AuditLogEntry) => entry.actor?.name || entry.actor?.email || 'The system';

export const activityTable: ResourceTable<AuditLogEntry> = {
  id: 'activity',
  label: 'Activity',
  singular: 'change',
  path: '/office/audit/',
  pageSize: 25,
  rowName: (entry) => `${AUDIT_ACTIONS[entry.action] ?? entry.action} ${entry.entity} ${entry.entity_id}`,
  searchLabel: 'Search notes and record ids',
  filters: [
    {
      name: 'entity',
      label: 'Record',
      kind: 'select',
      all: 'Every kind of record',
      options: options(AUDIT_ENTITIES),
    },
    { name: 'actor', label: 'Who (name or e-mail)', kind: 'text' },
    { name: 'from', label: 'From', kind: 'date' },
    { name: 'to', label: 'To', kind: 'date' },
  ],
  columns: [
    { label: 'When', cell: (entry) => formatKickoff(entry.at) },
    { label: 'Who', cell: who },
  ],
  renderItem: (entry) => <AuditChanges key={entry.id} entry={entry} who={who(entry)} />,
  messages: {
    empty: 'No changes match your filters.',
    loadFailed: 'The activity log could not be loaded right now.',
  },
};

/** Every editable resource of the office by section id. */
export const OFFICE_TABLES = {
  programs: programsTable,
  venues: venuesTable,
  seasons: seasonsTable,
  games: gamesTable,
  teams: teamsTable,
  'season-news': seasonNewsTable,
  news: newsTable,
  content: contentTable,
  sponsors: sponsorsTable,
  'social-feeds': socialFeedsTable,
  athletes: athletesTable,
} as const;

/**
 * The office's own state: which section is shown (kept in the address's hash, so Back works and a
 * section can be linked), and the choices its forms and filters offer (programs, venues, divisions,
 * seasons, teams, coaches, the league's divisions and counties), loaded once and reloaded whenever
 * those records change.
 */
import { atom, computed } from 'nanostores';
import type { OfficeCounty, OfficeLeagueDivision } from '../../domain/office/geography';
import type { OfficeProgram } from '../../domain/office/programs';
import type { OfficeSeason } from '../../domain/office/seasons';
import type { OfficeCoach, OfficeTeam } from '../../domain/office/teams';
import type { OfficeVenue } from '../../domain/office/venues';
import { allRecords } from '../../lib/resource';

export const SECTIONS = [
  { id: 'overview', label: 'At a glance' },
  { id: 'queue', label: 'Review queue' },
  { id: 'registrations', label: 'Registrations' },
  { id: 'waitlists', label: 'Waitlists' },
  { id: 'aid', label: 'Financial aid' },
  { id: 'waivers', label: 'Waivers' },
  { id: 'messages', label: 'Messages' },
  { id: 'programs', label: 'Programs' },
  { id: 'venues', label: 'Venues' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'games', label: 'Games' },
  { id: 'schedule', label: 'Schedule and standings' },
  { id: 'game-day', label: 'Game day' },
  { id: 'teams', label: 'Teams' },
  { id: 'rosters', label: 'Rosters' },
  { id: 'season-news', label: 'Season news' },
  { id: 'news', label: 'News' },
  { id: 'content', label: 'Policies, FAQ and bios' },
  { id: 'sponsors', label: 'Sponsors and partners' },
  { id: 'social-feeds', label: 'Social feeds' },
  { id: 'athletes', label: 'Athletes' },
  { id: 'geography', label: 'Divisions and counties' },
  { id: 'prices', label: 'Prices and promo codes' },
  { id: 'people', label: 'Office people' },
  { id: 'activity', label: 'Activity' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** The section an address's hash names, else the first screen (at a glance). */
export function sectionOf(hash: string): SectionId {
  const id = hash.replace(/^#/, '');
  return SECTIONS.find((section) => section.id === id)?.id ?? 'overview';
}

export const $section = atom<SectionId>('overview');

/** The season the Rosters section shows (a team's Roster button picks its season). */
export const $rosterSeason = atom<string>('');

/** Follows the address's hash (Back and Forward too); call once when the office opens. */
export function followHash(): () => void {
  const read = () => $section.set(sectionOf(window.location.hash));
  // Another section starts at the top of the page, not where the last one was scrolled to.
  const change = () => {
    const before = $section.get();
    read();
    if ($section.get() !== before) window.scrollTo({ top: 0 });
  };
  read();
  window.addEventListener('hashchange', change);
  return () => window.removeEventListener('hashchange', change);
}

/** Shows a section (and puts it in the address). */
export function openSection(id: SectionId): void {
  if (window.location.hash !== `#${id}`) window.location.hash = id;
  if ($section.get() !== id) window.scrollTo({ top: 0 });
  $section.set(id);
}

const $programs = allRecords<OfficeProgram>('/office/programs/', 'ordering=position');
const $venues = allRecords<OfficeVenue>('/office/venues/', 'ordering=name');
const $seasons = allRecords<OfficeSeason>('/office/seasons/', 'ordering=-start_date');

export const $programOptions = computed($programs, (programs) =>
  programs.map((program) => ({
    value: program.id,
    label: program.active ? program.name : `${program.name} (archived)`,
  })),
);
export const $venueOptions = computed($venues, (venues) =>
  venues.map((venue) => ({
    value: String(venue.id),
    label: `${venue.name} · ${venue.city}, ${venue.state}`,
  })),
);
/** Venue names by id (the program form's Capacity part names its offerings by them). */
export const $venueNames = computed(
  $venues,
  (venues) => new Map(venues.map((venue) => [venue.id, venue.name] as const)),
);
/** Divisions, each grouped under its program (a season offers those of its program). */
export const $divisionOptions = computed($programs, (programs) =>
  programs.flatMap((program) =>
    program.divisions.map((division) => ({
      value: String(division.id),
      label: division.name,
      group: program.id,
    })),
  ),
);
/** Each program's seasons, newest first (a program's capacities per season, issue 41 item 8). */
export const $programSeasons = computed($seasons, (seasons) =>
  seasons.map((season) => ({ id: season.id, title: season.title, program: season.program })),
);
export const $seasonOptions = computed($seasons, (seasons) =>
  seasons.map((season) => ({ value: String(season.id), label: season.title })),
);
/** A team's division: those of its season's program, grouped under the season. */
export const $seasonDivisionOptions = computed([$seasons, $programs], (seasons, programs) =>
  seasons.flatMap((season) =>
    (programs.find((program) => program.id === season.program)?.divisions ?? []).map((division) => ({
      value: String(division.id),
      label: division.name,
      group: String(season.id),
    })),
  ),
);

const $coaches = allRecords<OfficeCoach>('/office/coaches/');
const $teams = allRecords<OfficeTeam>('/office/teams/', 'ordering=name');

/** Teams by id with their season's title (a message to one team, issue 39). */
export const $teamOptions = computed([$teams, $seasons], (teams, seasons) =>
  teams.map((team) => ({
    value: String(team.id),
    label: `${team.name} (${seasons.find((season) => season.id === team.season)?.title ?? 'season'})`,
  })),
);

/** The coach accounts the office puts on teams. */
export const $coachOptions = computed($coaches, (coaches) =>
  coaches.map((coach) => ({ value: String(coach.id), label: `${coach.name} · ${coach.email}` })),
);
/**
 * Teams by name (games store the name), grouped under their season: a game's home and away
 * team are picked from its season's teams.
 */
export const $teamNameOptions = computed($teams, (teams) =>
  teams.map((team) => ({ value: team.name, label: team.name, group: String(team.season) })),
);

const $leagueDivisions = allRecords<OfficeLeagueDivision>('/office/league-divisions/', 'ordering=position');
const $counties = allRecords<OfficeCounty>('/office/counties/', 'ordering=name');

/** The league's conference divisions (issue 19 item 4: data the office edits). */
export const $leagueDivisionOptions = computed($leagueDivisions, (divisions) =>
  divisions.map((division) => ({ value: division.code, label: division.label })),
);
/** The league's counties, each grouped under its division (a season offers its division's). */
export const $countyOptions = computed($counties, (counties) =>
  counties.map((county) => ({
    value: county.code,
    label: `${county.name} (${county.state})`,
    group: county.division,
  })),
);

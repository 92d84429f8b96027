/**
 * The office's teams and the league's geography (issue 19 items 2 and 4): a season's teams (name,
 * colour, division, home venue, head coach and assistants), and the conference divisions with
 * their counties in the league's four states. Each is a table of the resource kit.
 */
import { rosterPath } from '../../domain/team-roster';
import { useStore } from '@nanostores/react';
import * as v from 'valibot';
import type { ResourceTable } from '../../components/portal/resource/resource-table';
import { CONFERENCES, LEAGUE_STATES } from '../../domain/leagues';
import {
  countyInputSchema,
  leagueDivisionInputSchema,
  type OfficeCounty,
  type OfficeLeagueDivision,
} from '../../domain/office/geography';
import type { OfficeGame } from '../../domain/office/games';
import { teamInputSchema, type OfficeTeam } from '../../domain/office/teams';
import {
  $coachOptions,
  $leagueDivisionOptions,
  $programOptions,
  $rosterSeason,
  $seasonDivisionOptions,
  $seasonOptions,
  $teamNameOptions,
  $venueOptions,
  openSection,
} from './office-data';

/** A team's colour beside its name (a blank colour shows none). */
export function TeamName({ name, colour }: { name: string; colour: string }) {
  return (
    <span className="team-name">
      {colour && <span className="team-swatch" aria-hidden="true" style={{ background: colour }} />}
      {name}
    </span>
  );
}

/**
 * A game's teams in the games list, flagged when its season has teams and a name is none of them
 * (a game from before the teams, or a typing slip in a CSV).
 */
export function GameTeams({ game }: { game: OfficeGame }) {
  const teams = useStore($teamNameOptions).filter((team) => team.group === String(game.season));
  const known = (name: string) => teams.some((team) => team.value.toLowerCase() === name.toLowerCase());
  const unknown = teams.length === 0 ? [] : [game.home_team, game.away_team].filter((name) => !known(name));
  return (
    <>
      {game.home_team} vs {game.away_team}
      {unknown.length > 0 && (
        <>
          {' '}
          <span className="badge badge-warning">
            {unknown.length === 1 ? 'Not a team of its season' : 'Not teams of its season'}:{' '}
            {unknown.join(', ')}
          </span>
        </>
      )}
    </>
  );
}

/** Opens the roster of a team's season. */
function RosterLink({ team }: { team: OfficeTeam }) {
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => {
          $rosterSeason.set(String(team.season));
          openSection('rosters');
        }}
      >
        Roster ({team.player_count})<span className="visually-hidden"> of {team.name}</span>
      </button>{' '}
      <a className="btn btn-secondary btn-small" href={rosterPath(team.id)}>
        Print<span className="visually-hidden"> the roster of {team.name}</span>
      </a>{' '}
    </>
  );
}

export const teamsTable: ResourceTable<OfficeTeam> = {
  id: 'teams',
  label: 'Teams',
  singular: 'team',
  path: '/office/teams/',
  pageSize: 20,
  rowName: (team) => team.name,
  searchLabel: 'Search teams',
  filters: [
    { name: 'season', label: 'Season', kind: 'select', all: 'Every season', options: $seasonOptions },
    { name: 'program', label: 'Program', kind: 'select', all: 'Every program', options: $programOptions },
  ],
  orderings: [
    { value: 'name', label: 'Name (A–Z)' },
    { value: '-name', label: 'Name (Z–A)' },
    { value: 'season', label: 'Season' },
  ],
  columns: [
    { label: 'Team', cell: (team) => <TeamName name={team.name} colour={team.colour} /> },
    { label: 'Season', cell: (team) => team.season_title },
    { label: 'Division', cell: (team) => team.division_name ?? '—' },
    { label: 'Coaches', cell: (team) => team.coach_names.join(', ') || 'No coach yet' },
    { label: 'Players', cell: (team) => team.player_count },
    { label: 'Home venue', cell: (team) => team.location_name ?? '—' },
  ],
  rowActions: (team) => <RosterLink team={team} />,
  fields: [
    { name: 'season', label: 'Season', kind: 'reference', options: $seasonOptions, note: 'required' },
    { name: 'name', label: 'Team name', kind: 'text', note: 'required', maxLength: 80 },
    {
      name: 'colour',
      label: 'Colour',
      kind: 'text',
      maxLength: 7,
      hint: 'Like #1d4ed8 (a web colour code); blank for none.',
    },
    {
      name: 'division',
      label: 'Division',
      kind: 'reference',
      options: $seasonDivisionOptions,
      dependsOn: 'season',
      hint: 'One of the season program’s divisions.',
    },
    { name: 'location', label: 'Home venue', kind: 'reference', options: $venueOptions },
    { name: 'head_coach', label: 'Head coach', kind: 'reference', options: $coachOptions },
    {
      name: 'assistants',
      label: 'Assistant coaches',
      kind: 'reference-checks',
      options: $coachOptions,
      hint: 'Coaches see their teams’ players and families in the coach portal.',
    },
  ],
  schema: teamInputSchema,
  deletable: true,
  deleteNote: 'A team with players cannot be deleted: move its players to other teams first.',
  // A renamed team is renamed in its season's games; its players' roster shows it.
  affects: ['/office/rosters/', '/office/games/'],
  messages: {
    empty: 'No teams match your filters.',
    loadFailed: 'Teams could not be loaded right now.',
    created: 'Team added.',
    updated: 'Team saved.',
    deleted: 'Team deleted.',
  },
};

const CONFERENCE_OPTIONS = CONFERENCES.map((conference) => ({ value: conference, label: conference }));
const STATE_OPTIONS = LEAGUE_STATES.map((state) => ({ value: state.value, label: state.label }));

export const leagueDivisionsTable: ResourceTable<OfficeLeagueDivision> = {
  id: 'league-divisions',
  label: 'Conference divisions',
  singular: 'division',
  path: '/office/league-divisions/',
  pageSize: 50,
  rowName: (division) => division.label,
  searchLabel: 'Search divisions',
  columns: [
    { label: 'Division', cell: (division) => division.label },
    { label: 'Code', cell: (division) => division.code },
    { label: 'Conference', cell: (division) => division.conference },
    { label: 'Counties', cell: (division) => division.county_count },
    { label: 'Order', cell: (division) => division.position },
  ],
  fields: [
    { name: 'label', label: 'Division name', kind: 'text', note: 'required', hint: 'e.g. NFC North.' },
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      note: 'required',
      createOnly: true,
      maxLength: 40,
      hint: 'Capital letters and underscores, like NFC_NORTH. It cannot change later (registrations keep it).',
    },
    { name: 'conference', label: 'Conference', kind: 'select', options: CONFERENCE_OPTIONS, initial: 'NFC' },
    {
      name: 'position',
      label: 'Order',
      kind: 'number',
      inputMode: 'numeric',
      initial: '0',
      hint: 'Lower comes first in the registration forms.',
    },
  ],
  // The code is chosen once: the edit form has no code field, so the form's check lets it be absent.
  schema: v.object({
    ...leagueDivisionInputSchema.entries,
    code: v.optional(leagueDivisionInputSchema.entries.code),
  }),
  deletable: true,
  deleteNote: 'A division with counties or seasons cannot be deleted.',
  affects: ['/office/counties/', '/league/divisions/'],
  messages: {
    empty: 'No divisions match your search.',
    loadFailed: 'The divisions could not be loaded right now.',
    created: 'Division added.',
    updated: 'Division saved.',
    deleted: 'Division deleted.',
  },
};

export const countiesTable: ResourceTable<OfficeCounty> = {
  id: 'counties',
  label: 'Counties',
  singular: 'county',
  path: '/office/counties/',
  pageSize: 50,
  rowName: (county) => `${county.name} (${county.state})`,
  searchLabel: 'Search counties',
  filters: [
    { name: 'state', label: 'State', kind: 'select', all: 'Every state', options: STATE_OPTIONS },
    {
      name: 'division',
      label: 'Division',
      kind: 'select',
      all: 'Every division',
      options: $leagueDivisionOptions,
    },
  ],
  orderings: [
    { value: 'name', label: 'Name (A–Z)' },
    { value: 'state', label: 'State' },
    { value: 'division', label: 'Division' },
  ],
  columns: [
    { label: 'County', cell: (county) => county.name },
    {
      label: 'State',
      cell: (county) => LEAGUE_STATES.find((state) => state.value === county.state)?.label ?? county.state,
    },
    { label: 'Division', cell: (county) => county.division_label },
  ],
  fields: [
    {
      name: 'name',
      label: 'County name',
      kind: 'text',
      note: 'required',
      hint: 'Without “County”, e.g. Shelby.',
    },
    { name: 'state', label: 'State', kind: 'select', options: STATE_OPTIONS, note: 'required' },
    {
      name: 'division',
      label: 'Division',
      kind: 'select',
      options: $leagueDivisionOptions,
      note: 'required',
      hint: 'Registration offers the county under this division.',
    },
  ],
  schema: countyInputSchema,
  deletable: true,
  deleteNote: 'A county that seasons, registrations or coach accounts name cannot be deleted.',
  affects: ['/office/league-divisions/', '/league/divisions/'],
  messages: {
    empty: 'No counties match your filters.',
    loadFailed: 'The counties could not be loaded right now.',
    created: 'County added.',
    updated: 'County saved.',
    deleted: 'County deleted.',
  },
};

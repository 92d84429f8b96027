/**
 * Teams as the league office edits them (/office/teams/), the season's players it puts on them
 * (/office/rosters/) and the auto-fill it asks for (issue 19 item 2).
 */
import * as v from 'valibot';
import { TEAM_COLOUR } from '../teams';
import { optionalText, reference, referenceList, requiredReference, requiredText } from './fields';

export const TEAM_MESSAGES = {
  colour: 'The colour must be like #1d4ed8 (pick one, or leave it blank).',
  headIsAssistant: 'The head coach is already the head coach: take them off the assistants.',
  duplicateName: 'This season already has a team of that name.',
  notCoach: 'Choose coaches from the list of coach accounts.',
  division: "Choose one of the season program's divisions.",
  moveWithPlayers: 'A team with players stays in its season: move its players first.',
  otherSeason: 'That team plays in another season than this registration.',
  notPlayer: 'Only players registered and paid for a season can be put on its teams.',
  noTeams: 'This season has no teams yet: add its teams first.',
} as const;

/** A game's team name that is none of its season's teams (the CSV upload's warning, the game editor's). */
export const unknownTeamMessage = (name: string) => `"${name}" is not a team of this season.`;

export const teamInputSchema = v.pipe(
  v.object({
    season: requiredReference('season'),
    name: requiredText('team name', 80),
    colour: v.pipe(
      optionalText('colour', 7),
      v.check((value) => value === '' || TEAM_COLOUR.test(value), TEAM_MESSAGES.colour),
      v.toLowerCase(),
    ),
    division: reference('division'),
    location: reference('home venue'),
    head_coach: reference('head coach'),
    assistants: referenceList('assistant coach', 10),
  }),
  v.forward(
    v.check(
      (team) => team.head_coach === null || !team.assistants.includes(team.head_coach),
      TEAM_MESSAGES.headIsAssistant,
    ),
    ['assistants'],
  ),
);

export type TeamInput = v.InferOutput<typeof teamInputSchema>;

/** A team as the office lists and edits it. */
export interface OfficeTeam {
  id: number;
  season: number;
  season_title: string;
  program: string | null;
  program_name: string | null;
  division: number | null;
  division_name: string | null;
  name: string;
  colour: string;
  location: number | null;
  location_name: string | null;
  head_coach: number | null;
  assistants: number[];
  coach_names: string[];
  player_count: number;
}

/** A coach account the office may put on teams (GET /office/coaches/). */
export interface OfficeCoach {
  id: number;
  name: string;
  email: string;
}

/** A player of a season as the office places them (GET /office/rosters/?season=). */
export interface RosterPlayer {
  /** The registration (what is put on a team). */
  registration: number;
  name: string;
  kind: 'child' | 'athlete';
  age_group: string;
  grade: string;
  /** The account that registered them (siblings share it) and its name. */
  household: number;
  household_name: string;
  postal_code: string;
  school: string;
  team: number | null;
}

/** A season's teams and players (GET /office/rosters/?season=). */
export interface SeasonRoster {
  season: { id: number; title: string };
  teams: { id: number; name: string; colour: string }[];
  players: RosterPlayer[];
}

export const rosterMoveSchema = v.object({
  team: v.optional(v.nullable(requiredReference('team')), null),
});

export const autoFillSchema = v.object({
  season: requiredReference('season'),
  keep_siblings: v.optional(v.boolean('Choose whether siblings stay together.'), true),
  keep_carpools: v.optional(v.boolean('Choose whether carpools stay together.'), false),
  reset: v.optional(v.boolean('Choose whether to place everyone again.'), false),
  apply: v.optional(v.boolean('Choose whether to save the placement.'), false),
});

export type AutoFillInput = v.InferOutput<typeof autoFillSchema>;

/** What auto-fill proposes (or saved, with `applied`). */
export interface AutoFillResult {
  applied: boolean;
  /** Every player's team after the fill, and whether that is a move. */
  assignments: { registration: number; name: string; team: number; moved: boolean }[];
  teams: { id: number; name: string; size: number; age_groups: Record<string, number> }[];
}

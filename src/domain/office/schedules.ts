/**
 * The office's standings, coin tosses and playoff brackets (issue 38), as the API answers them and
 * the office forms send them.
 */
import * as v from 'valibot';
import type { Bracket } from '../bracket';
import type { Tiebreak } from '../standings';

/** A ranked row of the office's standings. */
export interface OfficeStanding {
  team_name: string;
  division: string;
  rank: number | null;
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
  points_against: number;
  tiebreak: Tiebreak | null;
  toss_needed: boolean;
}

/** GET /office/standings/{season}/ */
export interface OfficeStandings {
  season: { id: number; title: string };
  rows: OfficeStanding[];
  /** Groups of teams level on every rule: staff toss a coin for each. */
  tosses_needed: { division: string; teams: string[] }[];
  brackets: OfficeBracket[];
}

export interface OfficeBracket {
  id: number;
  season: number;
  title: string;
  bracket: Bracket;
}

export const STANDINGS_MESSAGES = {
  tossTeams: 'Name the tied teams in the order the coin decided (two or more of the season’s teams).',
  unknownTeam: (name: string) => `“${name}” is not one of the season’s teams.`,
  noStandings: 'This season has no standings yet: a bracket is seeded from them once games are final.',
  bracketTeams: 'A bracket takes 2 to 16 teams.',
  tooFew: (count: number) => `Only ${count} teams have standings: choose that many or fewer.`,
  hasResults: 'This bracket has results: it stays as the record of the playoffs.',
} as const;

export const coinTossSchema = v.object({
  order: v.pipe(
    v.array(
      v.pipe(
        v.string(STANDINGS_MESSAGES.tossTeams),
        v.trim(),
        v.nonEmpty(STANDINGS_MESSAGES.tossTeams),
        v.maxLength(80),
      ),
      STANDINGS_MESSAGES.tossTeams,
    ),
    v.minLength(2, STANDINGS_MESSAGES.tossTeams),
    v.maxLength(16, STANDINGS_MESSAGES.tossTeams),
  ),
});

export const bracketInputSchema = v.object({
  season: v.pipe(
    v.number('Choose a season.'),
    v.integer('Choose a season.'),
    v.minValue(1, 'Choose a season.'),
    v.maxValue(2 ** 31 - 1, 'Choose a season.'),
  ),
  title: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(80, 'The title can be at most 80 characters.')),
    '',
  ),
  teams: v.pipe(
    v.number(STANDINGS_MESSAGES.bracketTeams),
    v.integer(STANDINGS_MESSAGES.bracketTeams),
    v.minValue(2, STANDINGS_MESSAGES.bracketTeams),
    v.maxValue(16, STANDINGS_MESSAGES.bracketTeams),
  ),
  division: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
  starts_at: v.pipe(
    v.string('Enter the first kickoff.'),
    v.isoTimestamp('Enter the first kickoff as a date and time.'),
  ),
  round_days: v.optional(
    v.pipe(
      v.number('Rounds are 1 to 28 days apart.'),
      v.integer('Rounds are 1 to 28 days apart.'),
      v.minValue(1, 'Rounds are 1 to 28 days apart.'),
      v.maxValue(28, 'Rounds are 1 to 28 days apart.'),
    ),
    7,
  ),
  game_minutes: v.optional(
    v.pipe(
      v.number('A game lasts 20 to 240 minutes.'),
      v.integer('A game lasts 20 to 240 minutes.'),
      v.minValue(20, 'A game lasts 20 to 240 minutes.'),
      v.maxValue(240, 'A game lasts 20 to 240 minutes.'),
    ),
    60,
  ),
  venue: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(160)), ''),
});

export type BracketInput = v.InferOutput<typeof bracketInputSchema>;

export const scoreInputSchema = v.object({
  home_score: v.pipe(
    v.number('Enter each score as a whole number from 0 to 999.'),
    v.integer('Enter each score as a whole number from 0 to 999.'),
    v.minValue(0, 'Enter each score as a whole number from 0 to 999.'),
    v.maxValue(999, 'Enter each score as a whole number from 0 to 999.'),
  ),
  away_score: v.pipe(
    v.number('Enter each score as a whole number from 0 to 999.'),
    v.integer('Enter each score as a whole number from 0 to 999.'),
    v.minValue(0, 'Enter each score as a whole number from 0 to 999.'),
    v.maxValue(999, 'Enter each score as a whole number from 0 to 999.'),
  ),
});

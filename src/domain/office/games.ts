/** A season's games as the league office schedules and scores them (/office/games/). */
import * as v from 'valibot';
import type { ScoreReport } from '../games';
import { GAME_STATES, type GameState } from '../game-states';
import {
  choice,
  instant,
  optionalText,
  optionalWholeNumber,
  requiredReference,
  requiredText,
} from './fields';

export const GAME_MESSAGES = {
  scoresNeeded: 'A final game needs both scores.',
  sameTeams: 'A team cannot play itself.',
  noScores: 'Scores are entered once a game is under way or final.',
} as const;

export const gameInputSchema = v.pipe(
  v.object({
    season: requiredReference('season'),
    kickoff: instant('kickoff'),
    status: v.optional(choice('status', GAME_STATES), 'SCHEDULED'),
    home_team: requiredText('home team', 80),
    away_team: requiredText('away team', 80),
    home_score: optionalWholeNumber('home score', 0, 999),
    away_score: optionalWholeNumber('away score', 0, 999),
    venue: optionalText('field', 160),
    game_type: optionalText('game type', 40),
    officials: optionalText('officials', 200),
    notes: optionalText('notes', 500),
  }),
  v.forward(
    v.check((game) => game.home_team.toLowerCase() !== game.away_team.toLowerCase(), GAME_MESSAGES.sameTeams),
    ['away_team'],
  ),
  v.forward(
    v.check(
      (game) => game.status !== 'COMPLETED' || (game.home_score !== null && game.away_score !== null),
      GAME_MESSAGES.scoresNeeded,
    ),
    ['home_score'],
  ),
  v.forward(
    v.check(
      (game) =>
        game.status === 'COMPLETED' ||
        game.status === 'IN_PROGRESS' ||
        (game.home_score === null && game.away_score === null),
      GAME_MESSAGES.noScores,
    ),
    ['home_score'],
  ),
);

export type GameInput = v.InferOutput<typeof gameInputSchema>;

/** A game as the office lists and edits it. */
export interface OfficeGame {
  id: number;
  season: number;
  season_title: string;
  kickoff: string;
  status: GameState;
  home_team: string;
  away_team: string;
  home_score: number | null;
  away_score: number | null;
  venue: string;
  game_type: string;
  officials: string;
  notes: string;
  /** Issue 38: the head coaches' score reports (the list only). */
  reports?: ScoreReport[];
}

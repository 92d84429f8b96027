/**
 * A game's life as the rules see it (issue 38): its status, when a result may be entered, and which
 * games count as played. Kept extensible: the game-day work adds states (delayed, postponed…) to
 * NOT_PLAYED where a game that is not held belongs.
 */
import { formatKickoff } from './league-games';

export { hasStarted, NOT_PLAYED, wasPlayed } from './game-played';

/** Statuses that carry a result. */
export const RESULT_STATUSES: readonly string[] = ['IN_PROGRESS', 'COMPLETED'];

export const SCORE_MESSAGES = {
  notStarted: (kickoff: string) =>
    `A result can be entered once the game has started (kickoff ${formatKickoff(kickoff)}).`,
  cancelled: 'This game was cancelled: it has no result.',
  postponed: 'This game was postponed: it has a result once it is played at its new time.',
  notHeadCoach: 'Only the head coach of one of the two teams (or league staff) can report this score.',
  final: 'This game is final. League staff can correct its score in the office.',
  playoffTie: 'A playoff game needs a winner: enter the score after overtime.',
  scoreRange: 'Enter each score as a whole number from 0 to 999.',
} as const;

/** Where two head coaches' reports stand. */
export type ReportState = 'none' | 'waiting' | 'agreed' | 'disputed';

/** A head coach's report as the coach portal and the office show it. */
export interface ScoreReport {
  side: 'home' | 'away';
  home_score: number;
  away_score: number;
  by: string;
  at: string;
}

/** The state of a game's two reports. */
export function reportState(
  reports: readonly Pick<ScoreReport, 'side' | 'home_score' | 'away_score'>[],
): ReportState {
  const home = reports.find((report) => report.side === 'home');
  const away = reports.find((report) => report.side === 'away');
  if (!home && !away) return 'none';
  if (!home || !away) return 'waiting';
  return home.home_score === away.home_score && home.away_score === away.away_score ? 'agreed' : 'disputed';
}

/** How a report state reads. */
export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  none: 'No score reported',
  waiting: 'Waiting for the other coach',
  agreed: 'Both coaches agree',
  disputed: 'Scores differ: staff decide',
};

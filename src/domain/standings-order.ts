/**
 * The order and figures of a standings table as the calendar and the portals' season cards show
 * it (issue 38: the places the league's tiebreakers gave). Apart from src/domain/league-games.ts so
 * a portal's first screen, which shows no table, does not carry it.
 */
import type { Standing } from './types';

const numberOf = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** Win percentage of a standing: its win_pct, else wins / games played. */
export function winPct(standing: Standing): number {
  if (standing.win_pct !== null && standing.win_pct !== undefined && standing.win_pct !== '') {
    return numberOf(standing.win_pct);
  }
  return standing.games_played > 0 ? standing.wins / standing.games_played : 0;
}

/** Win percentage with 3 decimals ('0.750'). */
export function formatWinPct(standing: Standing): string {
  return winPct(standing).toFixed(3);
}

/**
 * Standings by division, then by the place the league's tiebreakers gave (issue 38: win percentage,
 * head-to-head, point differential, points allowed, a coin toss); a table without places (another
 * server) by win percentage desc, then points difference desc, then team name (spec 1 §4).
 */
export function sortStandings<T extends Standing>(standings: readonly T[]): T[] {
  const place = (row: T) => row.rank ?? 0;
  return [...standings].sort(
    (a, b) =>
      String(a.division ?? '').localeCompare(String(b.division ?? '')) ||
      place(a) - place(b) ||
      winPct(b) - winPct(a) ||
      numberOf(b.points_diff) - numberOf(a.points_diff) ||
      String(a.team_name).localeCompare(String(b.team_name)),
  );
}

/**
 * Whether a game was played (issue 38), apart from the rest of src/domain/games.ts so the refund
 * policy, on the parent portal's first screen, takes only these few lines.
 */

/**
 * Statuses of a game that is not held at its kickoff: never "played", whatever its kickoff. A
 * postponed game (issue 39) waits for a new time; once it has one it is RESCHEDULED and counts again.
 * A delayed game is still played, later.
 */
export const NOT_PLAYED: readonly string[] = ['CANCELLED', 'POSTPONED'];

/** Whether a game has started by `now`: its kickoff has passed. */
export function hasStarted(kickoff: string | Date, now: Date): boolean {
  const time = typeof kickoff === 'string' ? Date.parse(kickoff) : kickoff.getTime();
  return Number.isFinite(time) && time <= now.getTime();
}

/** Whether a game was really played by `now`: started and not called off. */
export function wasPlayed(game: { kickoff: string | Date; status: string }, now: Date): boolean {
  return !NOT_PLAYED.includes(game.status) && hasStarted(game.kickoff, now);
}

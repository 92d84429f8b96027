/**
 * A game's state as everyone sees it (issue 39 item 1): the label shown wherever a game appears.
 * SCHEDULED and the states of a game being played (IN_PROGRESS, COMPLETED) keep their words; a
 * change by the league office shows its own: Delayed, Postponed, Cancelled, Rescheduled.
 */

/** The states staff can put a game in, with their labels. */
export const GAME_STATE_LABELS = {
  SCHEDULED: 'Scheduled',
  DELAYED: 'Delayed',
  POSTPONED: 'Postponed',
  CANCELLED: 'Cancelled',
  RESCHEDULED: 'Rescheduled',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Final',
} as const;

/** A state's label, or '' for a game on schedule (nothing to flag). */
export function gameStateLabel(status: string | null | undefined): string {
  const key = String(status ?? '').toUpperCase();
  if (key === '' || key === 'SCHEDULED') return '';
  return (GAME_STATE_LABELS as Record<string, string>)[key] ?? key.charAt(0) + key.slice(1).toLowerCase().replace(/_/g, ' ');
}

/** Whether nobody plays the game at its time (no answers asked, shown struck through). */
export function calledOff(status: string | null | undefined): boolean {
  const key = String(status ?? '').toUpperCase();
  return key === 'CANCELLED' || key === 'POSTPONED';
}

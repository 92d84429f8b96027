/**
 * The office's Schedule and standings section (issue 38): which season it shows, the season's
 * schedule screen and its standings as fetcher stores, and every action through the one change
 * mutator (src/lib/resource.ts), so the screen loads again after each.
 */
import { atom, computed } from 'nanostores';
import type { OfficeStandings } from '../../../domain/office/schedules';
import type { ScheduleView } from '../../../domain/schedule/draft';
import { change, type ChangeResult } from '../../../lib/resource';
import { createFetcherStore } from '../../../lib/query';

/** The season shown (its id as text; '' before one is chosen). */
export const $scheduleSeason = atom('');

const $key = computed($scheduleSeason, (season) => (season ? season : null));

export const $schedule = createFetcherStore<ScheduleView>(['/office/schedules/', $key, '/']);
export const $standings = createFetcherStore<OfficeStandings>(['/office/standings/', $key, '/']);

/** Sends one schedule action; the schedule, standings and games load again afterwards. */
export function scheduleAction<T = ScheduleView>(
  path: string,
  body: Record<string, unknown> | undefined,
  fallback: string,
  method: 'POST' | 'PUT' | 'DELETE' = 'POST',
): Promise<ChangeResult<T>> {
  return change<T>(
    {
      method,
      path,
      ...(body ? { body } : {}),
      affects: ['/office/schedules/', '/office/standings/', '/office/games/', '/office/seasons/'],
    },
    fallback,
  );
}

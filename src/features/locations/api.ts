/** Live venue and program loads for the locations islands (spec 1 §7). */
import { HOME_MAP_STATES, LOCATIONS_PAGE_SIZE, PROGRAMS_PAGE_SIZE } from '../../domain/locations';
import { followPages, resultsOf } from '../../domain/paging';
import type { Location, Page, Program } from '../../domain/types';
import { api } from '../../lib/api-client';

type Query = Record<string, string | number>;

/** Every venue matching `query`: GET /locations/ at page size 200, following next until none or empty. */
export function getAllLocations(query: Query = {}): Promise<Location[]> {
  return followPages<Location>((page) =>
    api<Page<Location>>('/locations/', { query: { ...query, page, page_size: LOCATIONS_PAGE_SIZE } }),
  );
}

/** The venues of the home map: the four league states. */
export function getHomeMapLocations(): Promise<Location[]> {
  return getAllLocations({ state__in: HOME_MAP_STATES.join(',') });
}

/** Active programs (first page of 100), matched to venues in the client. */
export async function getActivePrograms(): Promise<Program[]> {
  return resultsOf(
    await api<Page<Program> | Program[]>('/programs/', {
      query: { page_size: PROGRAMS_PAGE_SIZE, active: 'true' },
    }),
  );
}

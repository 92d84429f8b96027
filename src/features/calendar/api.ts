/** Live season loads for the calendar island (spec 1 §7). */
import { seasonQuery, type SeasonFilters } from '../../domain/calendar';
import type { Page, Season } from '../../domain/types';
import { api } from '../../lib/api-client';

/** One page of seasons: GET /events/seasons/ with page and the filters that are set. */
export function getSeasons(filters: SeasonFilters, page: number): Promise<Page<Season>> {
  return api<Page<Season>>('/events/seasons/', { query: seasonQuery(filters, page) });
}

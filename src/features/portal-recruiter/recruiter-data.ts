/**
 * The recruiter portal's data (spec 3 §7): the caller's access request; the filters (sport, events
 * from and until); the consented roster, fetched only once access is APPROVED; programs (active,
 * optional sport), showcase events within the day bounds, and seasons (page_size 50).
 */
import { atom, computed } from 'nanostores';
import { errorDetail } from '../../domain/error-message';
import {
  eventsQuery,
  RECRUITER_MESSAGES,
  type AccessRequest,
  type RecruiterSport,
  type RosterAthlete,
} from '../../domain/recruiter';
import type { LeagueEvent, Page, Program, Season } from '../../domain/types';
import { createFetcherStore } from '../../lib/query';
import { cachePatch, change } from '../../lib/resource';
import { showToast } from '../../stores/toasts';

export const ACCESS_KEY = '/auth/recruiter/access-requests/?page_size=1';

export interface RecruiterFilters {
  sport: RecruiterSport | '';
  from: string;
  until: string;
}

export const NO_FILTERS: RecruiterFilters = { sport: '', from: '', until: '' };

export const $filters = atom<RecruiterFilters>(NO_FILTERS);
export const $access = createFetcherStore<Page<AccessRequest>>([ACCESS_KEY]);

const $approved = computed($access, (access) => access.data?.results[0]?.status === 'APPROVED');

/** The roster's query; null (nothing fetched) until access is approved. */
const $rosterQuery = computed([$filters, $approved], (filters, approved) =>
  approved ? (filters.sport ? `?sport=${filters.sport}` : '') : null,
);
export const $roster = createFetcherStore<Page<RosterAthlete>>(['/auth/recruiter/athletes/', $rosterQuery]);

/** OTHER is no value the programs list knows: those are filtered here instead. */
const $programQuery = computed($filters, (filters) =>
  filters.sport && filters.sport !== 'OTHER' ? `&sport=${filters.sport}` : '',
);
export const $recruiterPrograms = createFetcherStore<Page<Program>>([
  '/programs/?active=true&page_size=200',
  $programQuery,
]);

const $eventsQuery = computed($filters, (filters) => eventsQuery(filters.from, filters.until));
export const $events = createFetcherStore<Page<LeagueEvent>>(['/events/', $eventsQuery]);

export const $recruiterSeasons = createFetcherStore<Page<Season>>(['/events/seasons/?page_size=50']);

/** Changes one filter. */
export function setFilter<K extends keyof RecruiterFilters>(key: K, value: RecruiterFilters[K]): void {
  $filters.set({ ...$filters.get(), [key]: value });
}

/**
 * Sends the access request (a new one, an update of a pending one, or a resubmission of a denied
 * one); throws the text to show when it fails.
 */
export async function submitAccessRequest(message: string): Promise<void> {
  const result = await change<AccessRequest>(
    {
      method: 'POST',
      path: '/auth/recruiter/access-requests/',
      body: { message: message.trim() },
      saved: cachePatch<Page<AccessRequest>, AccessRequest>(ACCESS_KEY, (_, saved) => ({
        count: 1,
        next: null,
        previous: null,
        results: [saved],
      })),
    },
    RECRUITER_MESSAGES.requestFailed,
  );
  if (!result.ok) throw new Error(errorDetail(result.failure.cause) ?? RECRUITER_MESSAGES.requestFailed);
  showToast(RECRUITER_MESSAGES.requestSent);
}

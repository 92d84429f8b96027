/**
 * The referee page's live data (spec 3 §7): training sessions for the chosen dates, the caller's
 * registrations (is the training fee paid?) and the lead call. Sessions and registrations are
 * cached fetcher stores; a key of null means nothing is asked yet.
 */
import { atom, computed } from 'nanostores';
import { dateRangeQuery } from '../../domain/date-range';
import { mayPayRefereeFee, sessionQuery, type RefereeLead } from '../../domain/referee';
import type { LeagueEvent, Page, Registration } from '../../domain/types';
import { api } from '../../lib/api-client';
import { createFetcherStore, revalidateKeys } from '../../lib/query';
import { $session } from '../../stores/session';

/** The schedule's filter days (YYYY-MM-DD, either may be empty); null until the island runs. */
export const $sessionDays = atom<{ start: string; end: string } | null>(null);

const $sessionKey = computed($sessionDays, (days) =>
  days ? sessionQuery(dateRangeQuery(days.start, days.end)) : null,
);

/** GET /events/?category=referee_training&page_size=50&start=…&end=… */
export const $sessions = createFetcherStore<Page<LeagueEvent>>(['/events/?', $sessionKey]);

export const REGISTRATIONS_KEY = '/registrations/';

// Only accounts that may pay have a training fee to look up.
const $registrationsKey = computed($session, ({ user }) =>
  user && mayPayRefereeFee(user.role) ? REGISTRATIONS_KEY : null,
);

/** The caller's registrations (GET /registrations/), read for a paid referee_training one. */
export const $registrations = createFetcherStore<Page<Registration>>([$registrationsKey]);

/** Reads the registrations again (after a payment or a refusal saying the fee is paid). */
export function reloadRegistrations(): void {
  revalidateKeys(REGISTRATIONS_KEY);
}

/** Reloads the sessions for the current days. */
export function reloadSessions(): void {
  revalidateKeys((key) => key.startsWith('/events/?'));
}

/** POST /notifications/leads/; the caller shows a failure. */
export function sendLead(lead: RefereeLead): Promise<unknown> {
  return api('/notifications/leads/', { method: 'POST', body: lead });
}

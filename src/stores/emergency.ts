/**
 * Emergency contact and medical notes (issue 19 item 5), shared by the parent portal (one per
 * child) and the athlete portal (the athlete's own): the household's notes as a cached fetcher
 * store, and saving them (all fields blank: the notes are removed).
 */
import {
  EMERGENCY_MESSAGES,
  EMPTY_EMERGENCY,
  isEmptyEmergency,
  type EmergencyInfo,
  type EmergencyRecord,
} from '../domain/emergency-info';
import type { Page } from '../domain/types';
import { createFetcherStore } from '../lib/query';
import { cachePatch, change, type ChangeResult } from '../lib/resource';
import { showToast } from './toasts';

export const EMERGENCY_KEY = '/auth/emergency-info/?page_size=100';

/** The caller's notes: a parent's children's, or the athlete's own (at most one). */
export const $emergencyInfo = createFetcherStore<Page<EmergencyRecord>>([EMERGENCY_KEY]);

/** The notes of a child (a child id), or the athlete's own (null); empty when none are kept. */
export function emergencyOf(page: Page<EmergencyRecord> | undefined, child: number | null): EmergencyInfo {
  const record = page?.results.find((row) => (child === null ? row.child === null : row.child === child));
  if (!record) return EMPTY_EMERGENCY;
  const { contact_name, contact_relation, contact_phone, allergies, conditions, medication } = record;
  return { contact_name, contact_relation, contact_phone, allergies, conditions, medication };
}

/**
 * Saves the notes of a child (or the athlete's own) through the one mutator, which puts the saved
 * notes in the cache; the caller shows a failure.
 */
export async function saveEmergency(
  child: number | null,
  info: EmergencyInfo,
): Promise<ChangeResult<EmergencyRecord>> {
  const result = await change<EmergencyRecord>(
    {
      method: 'PUT',
      path: '/auth/emergency-info/',
      body: child === null ? info : { child, ...info },
      saved: cachePatch<Page<EmergencyRecord>, EmergencyRecord>(EMERGENCY_KEY, (page, saved) => {
        if (!page) return page;
        const others = page.results.filter((row) =>
          child === null ? row.child !== null : row.child !== child,
        );
        const results = isEmptyEmergency(saved) ? others : [...others, saved];
        return { ...page, count: results.length, results };
      }),
    },
    EMERGENCY_MESSAGES.saveFailed,
  );
  if (result.ok) {
    showToast(isEmptyEmergency(result.data) ? EMERGENCY_MESSAGES.cleared : EMERGENCY_MESSAGES.saved);
  }
  return result;
}

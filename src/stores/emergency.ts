/**
 * Emergency contact and medical notes (issue 19 item 5), shared by the parent portal (one per
 * child) and the athlete portal (the athlete's own): the household's notes as a cached fetcher
 * store, and saving them (all fields blank: the notes are removed).
 */
import { atom } from 'nanostores';
import {
  EMERGENCY_MESSAGES,
  EMPTY_EMERGENCY,
  isEmptyEmergency,
  type EmergencyInfo,
  type EmergencyRead,
  type EmergencyRecord,
} from '../domain/emergency-info';
import type { Page } from '../domain/types';
import { createFetcherStore } from '../lib/query';
import { cachePatch, change, type ChangeResult } from '../lib/resource';
import { showToast } from './toasts';

export const EMERGENCY_KEY = '/auth/emergency-info/?page_size=100';

/** The caller's notes: a parent's children's, or the athlete's own (at most one). */
export const $emergencyInfo = createFetcherStore<Page<EmergencyRecord>>([EMERGENCY_KEY]);

/**
 * Who read a player's notes (issue 36 item 2), for the player whose list is open (`readsKey`), or
 * null while no list is open (nothing is fetched then).
 */
export const $readsOf = atom<string | null>(null);
export const $emergencyReads = createFetcherStore<Page<EmergencyRead>>([
  '/auth/emergency-info/reads/?page_size=100',
  $readsOf,
]);

/** The query part naming a player's reads: a child's, or the athlete's own (a part is never empty). */
export const readsKey = (child: number | null) => (child === null ? '&own=1' : `&child=${child}`);

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

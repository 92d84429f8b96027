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
} from '../domain/emergency';
import type { Page } from '../domain/types';
import { api } from '../lib/api-client';
import { createFetcherStore, mutateCache } from '../lib/query';
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

/** Saves the notes of a child (or the athlete's own) and puts them in the cache; the caller shows a failure. */
export async function saveEmergency(child: number | null, info: EmergencyInfo): Promise<void> {
  const saved = await api<EmergencyRecord>('/auth/emergency-info/', {
    method: 'PUT',
    body: child === null ? info : { child, ...info },
  });
  const page = $emergencyInfo.get().data;
  if (page) {
    const others = page.results.filter((row) => (child === null ? row.child !== null : row.child !== child));
    const results = isEmptyEmergency(saved) ? others : [...others, saved];
    mutateCache(EMERGENCY_KEY, { ...page, count: results.length, results });
  }
  showToast(isEmptyEmergency(saved) ? EMERGENCY_MESSAGES.cleared : EMERGENCY_MESSAGES.saved);
}

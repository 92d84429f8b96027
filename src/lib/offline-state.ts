/**
 * Whether the portal is showing its last reads instead of fresh ones (issue 39): set when an API
 * answer came from the service worker's kept reads (it carries their saved-at header), cleared by
 * the next answer from the network.
 */
import { atom } from 'nanostores';
import { watchAnswers } from './api-client';
import { SAVED_AT_HEADER } from './offline-names';

/** null: fresh; else when the oldest answer on screen was read (milliseconds since 1970). */
export const $offline = atom<{ savedAt: number } | null>(null);

/** Notes an answer: from the kept reads (its saved-at time) or fresh from the network (null). */
export function noteAnswer(savedAt: number | null): void {
  if (savedAt === null || !Number.isFinite(savedAt)) {
    if ($offline.get() !== null) $offline.set(null);
    return;
  }
  const current = $offline.get();
  if (!current || savedAt < current.savedAt) $offline.set({ savedAt });
}

// An answer the service worker gave from the last reads carries when they were read.
watchAnswers((headers) => {
  const saved = headers.get(SAVED_AT_HEADER);
  noteAnswer(saved === null ? null : Number(saved));
});

import { useStore } from '@nanostores/react';
import type { WaitlistEntry } from '../../domain/waitlist';
import { createFetcherStore } from '../../lib/query';
import { lazyView } from './LazyView';

/** The signed-in family's waitlist entries, newest first. */
const $waitlist = createFetcherStore<WaitlistEntry[]>(['/waitlist/']);

/** The section with its entries, offers and actions: its code (and words) load when it shows. */
const WaitlistSection = lazyView(() => import('./WaitlistEntries'), 'Loading your waitlists…');

/**
 * The family's waitlists (issue 21): shows nothing while the family waits nowhere; otherwise the
 * section (WaitlistEntries.tsx), loaded then, with each entry or that the list could not be loaded.
 */
export default function Waitlists() {
  const waitlist = useStore($waitlist);
  const entries = waitlist.data ?? [];
  if (!waitlist.error && entries.length === 0) return null;
  return <WaitlistSection entries={entries} failed={Boolean(waitlist.error)} />;
}

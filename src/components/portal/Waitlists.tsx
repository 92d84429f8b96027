import { useStore } from '@nanostores/react';
import { WAITLIST_TEXT, type WaitlistEntry } from '../../domain/waitlist';
import { createFetcherStore } from '../../lib/query';
import { lazyView } from './LazyView';

/** The signed-in family's waitlist entries, newest first. */
const $waitlist = createFetcherStore<WaitlistEntry[]>(['/waitlist/']);

/** The entries with their offers and actions: their code loads when the family has any. */
const WaitlistEntries = lazyView(() => import('./WaitlistEntries'), 'Loading your waitlists…');

/**
 * The family's waitlists (issue 21): the heading and, once loaded, each entry (WaitlistEntries.tsx).
 * Shows nothing while the family waits nowhere.
 */
export default function Waitlists() {
  const waitlist = useStore($waitlist);
  const entries = waitlist.data ?? [];
  if (waitlist.error) {
    return (
      <section className="portal-card" aria-labelledby="family-waitlists">
        <h2 id="family-waitlists">{WAITLIST_TEXT.title}</h2>
        <p className="portal-muted">{WAITLIST_TEXT.loadFailed}</p>
      </section>
    );
  }
  if (entries.length === 0) return null;
  return (
    <section className="portal-card" aria-labelledby="family-waitlists">
      <h2 id="family-waitlists">{WAITLIST_TEXT.title}</h2>
      <WaitlistEntries entries={entries} />
    </section>
  );
}

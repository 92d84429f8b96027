/**
 * The office's Waitlists section (issue 21 item 2): every waitlist entry, by program, season and
 * status, with the family, its place on the list, when it joined and any offer; staff move a
 * waiting entry, remove one or offer it a place by hand, each with a reason (kept in the activity
 * log), in one dialog. Every action goes through the one change mutator: the list (and the
 * programs' places) load again after it.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { ReactNode } from 'react';
import ResourceList from '../../components/portal/resource/ResourceList';
import type { ResourceTable } from '../../components/portal/resource/resource-table';
import { formatKickoff } from '../../domain/league-games';
import { formatDay } from '../../domain/date-range';
import {
  WAITLIST_STATUS_LABELS,
  WAITLIST_STATUSES,
  type OfficeWaitlistEntry,
} from '../../domain/office/waitlist';
import { $programOptions, $seasonOptions } from './office-data';
import WaitlistDialog, { type WaitlistAction } from './WaitlistDialog';

/** The action whose dialog is open (the dialog lives with the section, not in a row that may go). */
export const $waitlistAction = atom<{ kind: WaitlistAction; entry: OfficeWaitlistEntry } | null>(null);

const STATUS_TONES: Partial<Record<OfficeWaitlistEntry['status'], string>> = {
  waiting: 'badge-warning',
  offered: 'badge-success',
  accepted: 'badge-success',
};

/** What the entry waits for: program, venue, division and season. */
const offering = (entry: OfficeWaitlistEntry) =>
  [entry.program_name, entry.venue, entry.division, entry.season_label].filter(Boolean).join(' · ');

/** The actions an entry takes: a waiting one is moved, offered a place or removed; an offered one removed. */
function EntryActions({ entry }: { entry: OfficeWaitlistEntry }) {
  const open = (kind: WaitlistAction) => $waitlistAction.set({ kind, entry });
  const name = <span className="visually-hidden"> {entry.participant_name}</span>;
  return (
    <div className="waitlist-actions">
      {entry.status === 'waiting' && (
        <>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => open('move')}>
            Move{name}
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => open('offer')}>
            Offer now{name}
          </button>
        </>
      )}
      {(entry.status === 'waiting' || entry.status === 'offered') && (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => open('remove')}>
          Remove{name}
        </button>
      )}
    </div>
  );
}

export const waitlistTable: ResourceTable<OfficeWaitlistEntry> = {
  id: 'waitlists',
  label: 'Waitlist entries',
  singular: 'waitlist entry',
  path: '/office/waitlist/',
  pageSize: 50,
  rowName: (entry) => entry.participant_name,
  searchLabel: 'Search by participant',
  filters: [
    { name: 'program', label: 'Program', kind: 'select', all: 'Every program', options: $programOptions },
    { name: 'season', label: 'Season', kind: 'select', all: 'Every season', options: $seasonOptions },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      all: 'Any status',
      options: WAITLIST_STATUSES.map((status) => ({ value: status, label: WAITLIST_STATUS_LABELS[status] })),
    },
  ],
  orderings: [
    { value: 'position', label: 'Place on the list' },
    { value: '-created_at', label: 'Newest first' },
    { value: 'created_at', label: 'Oldest first' },
  ],
  columns: [
    { label: 'Participant', cell: (entry) => entry.participant_name },
    {
      label: 'Family',
      cell: (entry) =>
        entry.family_email ? (
          <>
            {entry.family_name} <span className="waitlist-email">{entry.family_email}</span>
          </>
        ) : (
          '—'
        ),
    },
    { label: 'Waiting for', cell: offering },
    { label: 'Position', cell: (entry) => entry.position ?? '—' },
    { label: 'Joined', cell: (entry) => formatDay(entry.created_at) },
    {
      label: 'Status',
      cell: (entry) => (
        <span className={`badge ${STATUS_TONES[entry.status] ?? 'badge-neutral'}`}>
          {WAITLIST_STATUS_LABELS[entry.status] ?? entry.status}
        </span>
      ),
    },
    {
      label: 'Offer ends',
      cell: (entry) => (entry.offer_expires_at ? formatKickoff(entry.offer_expires_at) : '—'),
    },
  ],
  rowActions: (entry) => <EntryActions entry={entry} />,
  messages: {
    empty: 'No waitlist entries match your filters.',
    loadFailed: 'The waitlists could not be loaded right now.',
  },
};

/** The Waitlists section: the list with its filters, and the open action's dialog. */
export default function Waitlists({ heading }: { heading: ReactNode }) {
  const action = useStore($waitlistAction);
  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      <ResourceList table={waitlistTable}>{heading}</ResourceList>
      {action && (
        <WaitlistDialog
          key={`${action.kind}-${action.entry.id}`}
          kind={action.kind}
          entry={action.entry}
          onClose={() => $waitlistAction.set(null)}
        />
      )}
    </section>
  );
}

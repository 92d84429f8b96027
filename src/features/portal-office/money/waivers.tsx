/**
 * The office's missing waivers (issue 20): registered children whose household has not signed the
 * current waiver, by program and season, with a reminder to the household (one a day, counted by
 * the server) and the count sent today.
 */
import { useState, type ReactNode } from 'react';
import ResourceList from '../../../components/portal/resource/ResourceList';
import type { ResourceTable } from '../../../components/portal/resource/resource-table';
import { formatKickoff } from '../../../domain/league-games';
import type { MissingWaiver, MissingWaiverPage, ReminderSent } from '../../../domain/office/waivers';
import { change } from '../../../lib/resource';
import { showToast } from '../../../stores/toasts';
import { PLACE_FILTERS } from './registrations';

/** Sends today's reminder to a household. */
function RemindButton({ row }: { row: MissingWaiver }) {
  const [sending, setSending] = useState(false);
  const { household } = row;
  if (!household.email_confirmed)
    return <span className="portal-muted">E-mail not confirmed: call the family</span>;
  if (household.reminded_today) return <span className="badge badge-neutral">Reminded today</span>;
  const send = async () => {
    setSending(true);
    const result = await change<ReminderSent>(
      { method: 'POST', path: '/office/waivers/reminders/', body: { household: household.id } },
      'The reminder could not be sent right now. Please try again in a few minutes.',
    );
    setSending(false);
    if (!result.ok) {
      showToast(result.failure.message, { tone: 'error' });
      return;
    }
    showToast(
      `Reminder sent to ${result.data.email}. ${result.data.reminded_today} ${
        result.data.reminded_today === 1 ? 'household' : 'households'
      } reminded today.`,
    );
  };
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      disabled={sending}
      onClick={() => void send()}
    >
      {sending ? 'Sending…' : 'Send reminder'}
      <span className="visually-hidden"> to the household of {row.participant_name}</span>
    </button>
  );
}

export const waiversTable: ResourceTable<MissingWaiver> = {
  id: 'waivers',
  label: 'Missing waivers',
  singular: 'missing waiver',
  path: '/office/waivers/',
  pageSize: 25,
  rowName: (row) => row.participant_name,
  searchLabel: 'Search by child, parent or e-mail',
  filters: PLACE_FILTERS,
  orderings: [
    { value: 'program', label: 'Program' },
    { value: 'participant', label: 'Child’s name' },
  ],
  columns: [
    { label: 'Child', cell: (row) => row.participant_name },
    {
      label: 'Program and season',
      cell: (row) =>
        [row.program_name ?? row.program, row.season_title ?? row.season].filter(Boolean).join(' · '),
    },
    { label: 'Household', cell: (row) => `${row.household.name} · ${row.household.email}` },
    {
      label: 'Reminders',
      cell: (row) =>
        row.household.reminders_sent === 0
          ? 'None yet'
          : `${row.household.reminders_sent} sent, last ${formatKickoff(row.household.last_reminded_at)}`,
    },
  ],
  rowActions: (row) => <RemindButton row={row} />,
  summary: (page) => {
    const { version, households, reminded_today } = page as MissingWaiverPage;
    return (
      <p role="status">
        {page.count} registered {page.count === 1 ? 'child lacks' : 'children lack'} waiver version {version},
        in {households} {households === 1 ? 'household' : 'households'}. Reminders sent today:{' '}
        {reminded_today}.
      </p>
    );
  },
  messages: {
    empty: 'Every registered child these filters show has the current waiver signed.',
    loadFailed: 'Unable to load the missing waivers right now. Please try again.',
  },
};

/** The Waivers section. */
export default function Waivers({ heading }: { heading: ReactNode }) {
  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      <ResourceList table={waiversTable}>{heading}</ResourceList>
    </section>
  );
}

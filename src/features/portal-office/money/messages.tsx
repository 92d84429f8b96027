/**
 * The office's messages to families (issue 20): compose (subject, Markdown body with its preview,
 * the audience), and the messages sent with each one's progress, followed while it is being sent.
 */
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useEffect, type ReactNode } from 'react';
import ResourceList from '../../../components/portal/resource/ResourceList';
import { tableList, type ResourceTable } from '../../../components/portal/resource/resource-table';
import { formatKickoff } from '../../../domain/league-games';
import {
  messageInputSchema,
  progressPercent,
  progressWords,
  type OfficeMessage,
} from '../../../domain/office/messages';
import { $divisionOptions, $programOptions, $seasonOptions, $teamOptions } from '../office-data';

/**
 * Who a message can go to: everyone this season, the coaches, the officials, a program, a season, a
 * division or one team (the two teams of a game: the Games section's Message both teams).
 */
const $audienceOptions = computed(
  [$programOptions, $seasonOptions, $divisionOptions, $teamOptions],
  (programs, seasons, divisions, teams) => [
    { value: 'this-season', label: 'Every family registered this season' },
    { value: 'coaches', label: 'All coaches' },
    { value: 'officials', label: 'All officials' },
    ...teams.map((team) => ({ value: `team:${team.value}`, label: `Families and coaches of ${team.label}` })),
    ...programs.map((program) => ({
      value: `program:${program.value}`,
      label: `Families of ${program.label} (this season)`,
    })),
    ...seasons.map((season) => ({ value: `season:${season.value}`, label: `Families of ${season.label}` })),
    ...divisions.map((division) => ({
      value: `division:${division.value}`,
      label: `Families of ${programs.find((program) => program.value === division.group)?.label ?? division.group} · ${division.label} (this season)`,
    })),
  ],
);

/** A message's deliveries, as a bar and in words. */
export function Progress({ message }: { message: Pick<OfficeMessage, 'subject' | 'progress'> }) {
  const { progress } = message;
  const words = progressWords(progress);
  return (
    <>
      <progress max={100} value={progressPercent(progress)} aria-label={`Sending ${message.subject}`} />{' '}
      <span>
        {words}
        {progress.done ? '.' : '…'}
      </span>
    </>
  );
}

export const messagesTable: ResourceTable<OfficeMessage> = {
  id: 'messages',
  label: 'Messages',
  singular: 'message',
  path: '/office/messages/',
  pageSize: 20,
  rowName: (message) => message.subject,
  columns: [
    { label: 'Subject', cell: (message) => message.subject },
    { label: 'To', cell: (message) => message.audience_label },
    {
      label: 'Sent',
      cell: (message) => `${formatKickoff(message.created_at)} by ${message.sent_by_name}`,
    },
    { label: 'Progress', cell: (message) => <Progress message={message} /> },
  ],
  fields: [
    { name: 'audience', label: 'To', kind: 'select', options: $audienceOptions, note: 'required' },
    { name: 'subject', label: 'Subject', kind: 'text', maxLength: 150, note: 'required' },
    {
      name: 'body',
      label: 'Message',
      kind: 'markdown',
      note: 'required',
      hint: 'Markdown: **bold**, lists, links. Each person gets it in their portal and by the channels they chose (e-mail, text, push).',
    },
  ],
  schema: messageInputSchema,
  editable: false,
  messages: {
    empty: 'No messages sent yet.',
    loadFailed: 'Unable to load the messages right now. Please try again.',
    created: 'Message queued: it goes out to each person by e-mail, text or push, as the progress shows.',
    saveFailed: 'Unable to send the message right now. Please try again.',
  },
};

/** Loads the list again every few seconds while a message is still being sent. */
function FollowProgress() {
  const list = tableList(messagesTable);
  const page = useStore(list.$page);
  const sending = page.data?.results.some((message) => !message.progress.done) ?? false;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => list.$page.revalidate(), 3_000);
    return () => clearInterval(timer);
  }, [sending]);
  return null;
}

/** The Messages section. */
export default function Messages({ heading }: { heading: ReactNode }) {
  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      <ResourceList table={messagesTable}>{heading}</ResourceList>
      <FollowProgress />
    </section>
  );
}

import { useState } from 'react';
import { formatDay } from '../../../domain/date-range';
import { decide } from './queue-data';
import ReviewForm from './ReviewForm';

/** Who decided and when, with the note. */
export function Decided({
  status,
  by,
  at,
  note,
}: {
  status: string;
  by: string | null;
  at: string | null;
  note?: string;
}) {
  return (
    <p className="portal-muted">
      {status}
      {by ? ` by ${by}` : ''}
      {at ? ` on ${formatDay(at)}` : ''}
      {note ? ` · “${note}”` : ''}
    </p>
  );
}

const REQUEST_CHOICES = [
  { status: 'APPROVED', label: 'Approve', done: 'Request approved.', tone: 'primary' },
  { status: 'DENIED', label: 'Deny', done: 'Request denied.', tone: 'secondary' },
] as const;

/** Taking back an approved calendar-editor request: the coach loses that program (issue 17). */
const REVOKE_CHOICES = [
  { status: 'DENIED', label: 'Revoke access', done: 'Access revoked.', tone: 'secondary' },
] as const;

/** What both kinds of access request share. */
interface AccessRequestItem {
  id: number;
  status: string;
  message: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
  review_note: string;
}

export interface EditorRequestItem extends AccessRequestItem {
  program_name: string | null;
  program: string;
  coach: { name: string; email: string; phone: string } | null;
}

export interface RecruiterRequestItem extends AccessRequestItem {
  recruiter: { name: string; email: string } | null;
}

interface AccessRequestProps {
  tab: 'editors' | 'recruiters';
  item: AccessRequestItem;
  /** Who asked ('Keisha Moore'), and the card's heading. */
  who: string;
  heading: string;
  email: string | undefined;
  noteLabel: string;
  /** An approved request may be revoked (calendar editors: the grant of its program). */
  revocable?: boolean;
}

/**
 * An access request: who asked, when and why, then approve or deny with a note (or the decision,
 * and for a revocable approved one, revoke).
 */
function AccessRequestCard({ tab, item, who, heading, email, noteLabel, revocable }: AccessRequestProps) {
  const headingId = `${tab}-${item.id}`;
  const pending = item.status === 'PENDING';
  const revoke = Boolean(revocable) && item.status === 'APPROVED';
  return (
    <article className="item-card queue-item" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <p className="portal-muted">
        Asked {formatDay(item.created_at)}
        {email && (
          <>
            {' · '}
            <a href={`mailto:${email}`}>{email}</a>
          </>
        )}
      </p>
      {item.message && <p>“{item.message}”</p>}
      {item.status !== 'PENDING' && (
        <Decided
          status={item.status === 'APPROVED' ? 'Approved' : 'Denied'}
          by={item.reviewed_by_name}
          at={item.reviewed_at}
          note={item.review_note}
        />
      )}
      {(pending || revoke) && (
        <ReviewForm
          tab={tab}
          id={item.id}
          noteLabel={noteLabel}
          subject={pending ? `${who}’s request` : `${who}’s access`}
          choices={pending ? REQUEST_CHOICES : REVOKE_CHOICES}
        />
      )}
    </article>
  );
}

/** A coach's calendar-editor request. */
export function EditorRequestCard({ item }: { item: EditorRequestItem }) {
  const who = item.coach?.name ?? 'A coach';
  return (
    <AccessRequestCard
      tab="editors"
      item={item}
      who={who}
      heading={`${who} · ${item.program_name ?? item.program}`}
      email={item.coach?.email}
      noteLabel="Note to the coach"
      revocable
    />
  );
}

/** A recruiter's access request. */
export function RecruiterRequestCard({ item }: { item: RecruiterRequestItem }) {
  const who = item.recruiter?.name || item.recruiter?.email || 'A recruiter';
  return (
    <AccessRequestCard
      tab="recruiters"
      item={item}
      who={who}
      heading={who}
      email={item.recruiter?.email}
      noteLabel="Note to the recruiter"
    />
  );
}

export interface MessageItem {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: string;
  status: string;
  handled_at: string | null;
  handled_by_name: string | null;
}

/** A contact-form message: read it, answer by e-mail, mark it handled (or open it again). */
export function MessageCard({ item }: { item: MessageItem }) {
  const [busy, setBusy] = useState(false);
  const handled = item.status === 'handled';
  const title = item.subject || 'Message';
  const mark = async () => {
    setBusy(true);
    const done = await decide(
      'messages',
      item.id,
      { status: handled ? 'pending_review' : 'handled' },
      handled ? 'Message opened again.' : 'Message marked handled.',
    );
    if (!done) setBusy(false);
  };
  return (
    <article className="item-card queue-item" aria-labelledby={`message-${item.id}`}>
      <h3 id={`message-${item.id}`}>{title}</h3>
      <p className="portal-muted">
        {item.name || 'Someone'} · <a href={`mailto:${item.email}`}>{item.email}</a>
        {item.phone && (
          <>
            {' · '}
            <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>
          </>
        )}
        {' · '}
        {formatDay(item.created_at)}
      </p>
      <p className="queue-message">{item.message}</p>
      {handled && <Decided status="Handled" by={item.handled_by_name} at={item.handled_at} />}
      <button
        type="button"
        className={`btn btn-small ${handled ? 'btn-secondary' : 'btn-primary'}`}
        disabled={busy}
        onClick={() => void mark()}
      >
        {handled ? 'Open again' : 'Mark handled'}
        <span className="visually-hidden"> “{title}”</span>
      </button>
    </article>
  );
}

import { useState } from 'react';
import { decide } from './queue-data';
import ReviewForm from './ReviewForm';

const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Who decided and when, with the note. */
function Decided({
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

interface EditorRequestItem {
  id: number;
  program_name: string | null;
  program: string;
  status: string;
  message: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
  review_note: string;
  coach: { name: string; email: string; phone: string } | null;
}

/** A coach's calendar-editor request. */
export function EditorRequestCard({ item }: { item: EditorRequestItem }) {
  const who = item.coach?.name ?? 'A coach';
  return (
    <article className="queue-item" aria-labelledby={`editor-${item.id}`}>
      <h3 id={`editor-${item.id}`}>
        {who} · {item.program_name ?? item.program}
      </h3>
      <p className="portal-muted">
        Asked {formatDay(item.created_at)}
        {item.coach && (
          <>
            {' · '}
            <a href={`mailto:${item.coach.email}`}>{item.coach.email}</a>
          </>
        )}
      </p>
      {item.message && <p>“{item.message}”</p>}
      {item.status === 'PENDING' ? (
        <ReviewForm
          tab="editors"
          id={item.id}
          noteLabel="Note to the coach"
          subject={`${who}’s request`}
          choices={REQUEST_CHOICES}
        />
      ) : (
        <Decided
          status={item.status === 'APPROVED' ? 'Approved' : 'Denied'}
          by={item.reviewed_by_name}
          at={item.reviewed_at}
          note={item.review_note}
        />
      )}
    </article>
  );
}

interface RecruiterRequestItem {
  id: number;
  status: string;
  message: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
  review_note: string;
  recruiter: { name: string; email: string } | null;
}

/** A recruiter's access request. */
export function RecruiterRequestCard({ item }: { item: RecruiterRequestItem }) {
  const who = item.recruiter?.name || item.recruiter?.email || 'A recruiter';
  return (
    <article className="queue-item" aria-labelledby={`recruiter-${item.id}`}>
      <h3 id={`recruiter-${item.id}`}>{who}</h3>
      <p className="portal-muted">
        Asked {formatDay(item.created_at)}
        {item.recruiter && (
          <>
            {' · '}
            <a href={`mailto:${item.recruiter.email}`}>{item.recruiter.email}</a>
          </>
        )}
      </p>
      {item.message && <p>“{item.message}”</p>}
      {item.status === 'PENDING' ? (
        <ReviewForm
          tab="recruiters"
          id={item.id}
          noteLabel="Note to the recruiter"
          subject={`${who}’s request`}
          choices={REQUEST_CHOICES}
        />
      ) : (
        <Decided
          status={item.status === 'APPROVED' ? 'Approved' : 'Denied'}
          by={item.reviewed_by_name}
          at={item.reviewed_at}
          note={item.review_note}
        />
      )}
    </article>
  );
}

interface MessageItem {
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
    <article className="queue-item" aria-labelledby={`message-${item.id}`}>
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

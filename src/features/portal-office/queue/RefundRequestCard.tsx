import { formatDay } from '../../../domain/date-range';
import { formatUsd } from '../../../domain/fees';
import type { RefundRequestItem } from '../../../domain/office/refunds';
import { REFUND_RULE_LABELS } from '../../../domain/refund-policy';
import { openRegistration } from '../money/registrations';
import { Decided } from './QueueItems';
import ReviewForm from './ReviewForm';

const DENY = [
  { status: 'DENIED', label: 'Deny', done: 'Refund request denied.', tone: 'secondary' },
] as const;

/**
 * A family's refund request (issue 20): who asked, why, what the policy allowed when they asked and
 * allows today. Approving is making the refund from the registration's record (it settles the
 * request); denying sends the family the note.
 */
export default function RefundRequestCard({ item }: { item: RefundRequestItem }) {
  const subject = `the refund request for ${item.participant_name}`;
  const headingId = `refund-request-${item.id}`;
  return (
    <article className="item-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {item.participant_name} · {item.program_name ?? 'Program'} · {item.season}
      </h3>
      <p className="portal-muted">
        {item.requested_by ? `${item.requested_by.name} · ${item.requested_by.email} · ` : ''}
        asked {formatDay(item.created_at)} · paid {formatUsd(item.paid_cents)}
        {item.refunded_cents ? `, ${formatUsd(item.refunded_cents)} refunded` : ''}
      </p>
      <p>“{item.reason}”</p>
      <p>
        When asked: {REFUND_RULE_LABELS[item.asked_policy.rule]}, {formatUsd(item.asked_policy.cents)}. Today:{' '}
        {REFUND_RULE_LABELS[item.policy.rule]}, {formatUsd(item.policy.allowed_cents)} may be refunded.
      </p>
      <p className="portal-muted">{item.policy.explanation}</p>
      {item.status === 'PENDING' ? (
        <>
          <p>
            <button
              type="button"
              className="btn btn-primary btn-small"
              onClick={() => openRegistration(item.registration)}
            >
              Refund from the registration<span className="visually-hidden"> of {item.participant_name}</span>
            </button>
          </p>
          <ReviewForm
            tab="refunds"
            id={item.id}
            noteLabel="Note to the family"
            subject={subject}
            choices={DENY}
          />
        </>
      ) : (
        <Decided
          status={item.status === 'APPROVED' ? 'Refunded' : 'Denied'}
          by={item.reviewed_by_name}
          at={item.reviewed_at}
          note={item.review_note}
        />
      )}
    </article>
  );
}

import { useState } from 'react';
import { AID_STATUS_LABELS } from '../../domain/aid-terms';
import { formatDay } from '../../domain/date-range';
import type { AidApplication } from '../../domain/types';
import { ConfirmDialog } from '../../components/portal/lazy-parts';
import { awardText, withdrawAid } from './aid-actions';

const BADGES: Record<AidApplication['status'], string> = {
  pending: 'badge badge-warning',
  awarded: 'badge badge-success',
  declined: 'badge badge-neutral',
  withdrawn: 'badge badge-neutral',
};

/** An application's state in words: its award (and whether a registration used it) or its decline. */
function Decision({ application }: { application: AidApplication }) {
  const { award, status } = application;
  return (
    <>
      {status === 'awarded' && award && (
        <p>
          {awardText(award)} ·{' '}
          {application.used
            ? application.allow_reuse
              ? 'used; staff allow it for another registration too'
              : 'used for a registration'
            : 'not used yet: it comes off the fee when you register'}
        </p>
      )}
      {application.decision_note && (
        <p className="portal-muted">League office’s note: “{application.decision_note}”</p>
      )}
    </>
  );
}

/**
 * The family's aid applications (issue 21 item 3), under the aid card's heading: each one's status,
 * award and note, with a way to withdraw one still pending. Loaded when the family has applied
 * (AidSection.tsx).
 */
export default function AidApplications({ applications }: { applications: readonly AidApplication[] }) {
  const [withdrawing, setWithdrawing] = useState<AidApplication | null>(null);
  return (
    <>
      <ul className="aid-applications">
        {applications.map((application) => (
          <li key={application.id}>
            <p>
              <strong>{application.child_name}</strong> · {application.season_label}{' '}
              <span className={BADGES[application.status]}>{AID_STATUS_LABELS[application.status]}</span>
            </p>
            <p className="portal-muted">
              Applied {formatDay(application.created_at)}
              {application.decided_at ? ` · decided ${formatDay(application.decided_at)}` : ''}
            </p>
            <Decision application={application} />
            {application.status === 'pending' && (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => setWithdrawing(application)}
              >
                Withdraw
                <span className="visually-hidden"> the application for {application.child_name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {withdrawing && (
        <ConfirmDialog
          title="Withdraw this application?"
          confirm="Withdraw application"
          cancel="Keep it"
          onConfirm={() => withdrawAid(withdrawing)}
          onClose={() => setWithdrawing(null)}
        >
          <p>
            The application for {withdrawing.child_name} ({withdrawing.season_label}) is withdrawn and staff
            no longer review it. You can apply again afterwards.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

import { useEffect, useState } from 'react';
import { approvalSummary, RECRUITER_SEES, type GuardianApproval } from '../../domain/athlete-consent';
import Dialog from '../../components/portal/Dialog';
import { decideApproval } from './parent-data';

const BADGE = {
  PENDING: ['badge-warning', 'Waiting for you'],
  APPROVED: ['badge-success', 'Approved'],
  DECLINED: ['badge-neutral', 'Declined'],
} as const;

function Athlete({ athlete, onApprove }: { athlete: GuardianApproval; onApprove: () => void }) {
  const [busy, setBusy] = useState(false);
  const [badge, label] = BADGE[athlete.status];
  const decline = () => {
    setBusy(true);
    void decideApproval(athlete, false).finally(() => setBusy(false));
  };
  return (
    <li className="approval" aria-label={athlete.name} data-approval={athlete.id}>
      <div>
        <strong>{athlete.name}</strong> <span className={`badge ${badge}`}>{label}</span>
        <p className="portal-muted">{approvalSummary(athlete)}</p>
      </div>
      <div className="child-actions">
        {athlete.status !== 'APPROVED' && (
          <button type="button" className="btn btn-primary btn-small" onClick={onApprove} disabled={busy}>
            Approve<span className="visually-hidden"> {athlete.name}</span>
          </button>
        )}
        {athlete.status !== 'DECLINED' && (
          <button type="button" className="btn btn-secondary btn-small" onClick={decline} disabled={busy}>
            {athlete.status === 'APPROVED' ? 'Withdraw approval' : 'Decline'}
            <span className="visually-hidden"> for {athlete.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The athletes of Pending approvals (spec 3 §4), under its heading: the parent approves (after
 * reading what recruiters will see) or declines, and can withdraw later, which hides the athlete
 * from recruiters at once. Loaded when some athlete named this parent (PendingApprovals.tsx).
 */
export default function ApprovalList({ list }: { list: readonly GuardianApproval[] }) {
  const [approving, setApproving] = useState<GuardianApproval | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusAfter, setFocusAfter] = useState<number | null>(null);

  // The Approve button that opened the dialog is gone: once the dialog has closed (its cleanup runs
  // before this effect), focus goes to the button that replaced it.
  useEffect(() => {
    if (approving !== null || focusAfter === null) return;
    document.querySelector<HTMLButtonElement>(`[data-approval="${focusAfter}"] button`)?.focus();
    setFocusAfter(null);
  }, [approving, focusAfter]);

  return (
    <>
      <p>
        These athletes named you as their parent or guardian. Recruiters see an athlete under 18 only after
        you approve.
      </p>
      <ul className="approval-list">
        {list.map((athlete) => (
          <Athlete key={athlete.id} athlete={athlete} onApprove={() => setApproving(athlete)} />
        ))}
      </ul>
      <Dialog
        open={approving !== null}
        title={`Approve ${approving?.name ?? ''}'s recruiting profile?`}
        onClose={() => setApproving(null)}
        busy={busy}
      >
        <p>Approved recruiters will see: {RECRUITER_SEES}.</p>
        <p>
          They never see the birth date, your e-mail or social links. You can withdraw approval here at any
          time.
        </p>
        <div className="dialog-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setApproving(null)}
            disabled={busy}
          >
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            disabled={busy}
            onClick={() => {
              if (!approving) return;
              setBusy(true);
              const { id } = approving;
              void decideApproval(approving, true).then((saved) => {
                setBusy(false);
                if (!saved) return;
                setApproving(null);
                setFocusAfter(id);
              });
            }}
          >
            {busy ? 'Saving…' : 'Approve'}
          </button>
        </div>
      </Dialog>
    </>
  );
}

import { useStore } from '@nanostores/react';
import { errorStatus } from '../../lib/api-client';
import { lazyView } from '../../components/portal/LazyView';
import { $approvals } from './parent-data';

/** The athletes with their approve and decline buttons: their code loads when there are any. */
const ApprovalList = lazyView(() => import('./ApprovalList'), 'Loading the approvals…');

/**
 * Pending approvals (spec 3 §4): athletes under 18 who named this parent's e-mail as guardian
 * (ApprovalList.tsx). Nothing shows for a parent no athlete named, nor for an account that has not
 * confirmed its e-mail address (issue 17 item 2).
 */
export default function PendingApprovals() {
  const approvals = useStore($approvals);
  const list = approvals.data?.results ?? [];
  if (!approvals.error && list.length === 0) return null;
  // An account that has not confirmed its address sees no one (the notice above says why).
  if (errorStatus(approvals.error) === 403) return null;
  return (
    <section className="portal-card" aria-labelledby="parent-approvals">
      <h2 id="parent-approvals">Pending approvals</h2>
      {approvals.error ? (
        <p className="portal-muted">Approvals could not be loaded right now.</p>
      ) : (
        <ApprovalList list={list} />
      )}
    </section>
  );
}

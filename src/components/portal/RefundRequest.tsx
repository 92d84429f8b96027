import { useState } from 'react';
import type { Registration } from '../../domain/types';
import { onIntent } from '../../lib/on-demand';
import { lazyView } from './LazyView';

const RefundDialog = lazyView(() => import('./RefundDialog'), 'Loading…');

/**
 * A family asks the league office for a refund of a paid registration (issue 20): what the
 * published policy allows today, and the reason the policy asks for. The request waits in the
 * office's review queue; the family's list shows it as asked. The dialog loads on demand.
 */
export default function RefundRequest({ registration }: { registration: Registration }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const policy = registration.refund_policy;
  if (!policy || policy.remaining_cents <= 0) return null;
  const what = `${registration.participant_name}, ${registration.program_name ?? registration.program}`;

  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        {...onIntent(RefundDialog)}
        onClick={() => setOpen(true)}
      >
        Ask for a refund<span className="visually-hidden"> for {what}</span>
      </button>
      {open && (
        <RefundDialog
          registration={registration}
          policy={policy}
          what={what}
          reason={reason}
          onReason={setReason}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { AID_STATUS_LABELS } from '../../domain/aid-terms';
import { formatDay } from '../../domain/date-range';
import type { AidApplication } from '../../domain/types';
import { ConfirmDialog } from '../../components/portal/lazy-parts';
import { lazyView } from '../../components/portal/LazyView';
import { onIntent } from '../../lib/on-demand';
import {
  $aid,
  $aidDialog,
  AID_TEXT,
  aidLinkRequest,
  awardText,
  openAidDialog,
  withdrawAid,
} from './aid-data';

/** The application form is a module of its own, loaded when a family asks for it. */
const AidApplyDialog = lazyView(() => import('./AidApplyDialog'), 'Loading the application form…');

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
 * The family's financial aid (issue 21 item 3): each application's status, award and note, with a
 * way to withdraw one still pending, and the button (or the link /portal/parent?aid=apply) that
 * opens the application dialog.
 */
export default function AidSection() {
  const aid = useStore($aid);
  const dialog = useStore($aidDialog);
  const [withdrawing, setWithdrawing] = useState<AidApplication | null>(null);
  const applications = aid.data?.results ?? [];
  const applyButton = useRef<HTMLButtonElement>(null);

  // The grant block's and the registration form's link opens the dialog once; the address drops it.
  useEffect(() => {
    const asked = aidLinkRequest(window.location.search);
    if (!asked) return;
    openAidDialog(asked.child, true);
    const url = new URL(window.location.href);
    url.searchParams.delete('aid');
    url.searchParams.delete('child');
    window.history.replaceState(window.history.state, '', url);
  }, []);

  return (
    <section className="portal-card aid-section" aria-labelledby="family-aid">
      <h2 id="family-aid">{AID_TEXT.title}</h2>
      {aid.error ? (
        <p className="portal-muted">{AID_TEXT.loadFailed}</p>
      ) : applications.length === 0 ? (
        <p className="portal-muted">{aid.data ? AID_TEXT.empty : 'Loading…'}</p>
      ) : (
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
      )}
      <button
        ref={applyButton}
        type="button"
        className="btn btn-primary"
        {...onIntent(AidApplyDialog)}
        onClick={() => openAidDialog()}
      >
        {AID_TEXT.apply}
      </button>
      {dialog && (
        <AidApplyDialog
          child={dialog.child}
          onClose={() => $aidDialog.set(null)}
          {...(dialog.linked ? { returnFocus: () => applyButton.current } : {})}
        />
      )}
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
    </section>
  );
}

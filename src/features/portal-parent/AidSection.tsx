import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { lazyView } from '../../components/portal/LazyView';
import { onIntent } from '../../lib/on-demand';
import { $aid, $aidDialog, AID_TEXT, aidLinkRequest, openAidDialog } from './aid-data';

/** The application form is a module of its own, loaded when a family asks for it. */
const AidApplyDialog = lazyView(() => import('./AidApplyDialog'), 'Loading the application form…');

/** The applications with their awards and withdraw buttons: loaded when the family has applied. */
const AidApplications = lazyView(() => import('./AidApplications'), 'Loading your applications…');

/**
 * The family's financial aid (issue 21 item 3): each application's status, award and note, with a
 * way to withdraw one still pending (AidApplications.tsx, loaded when there are any), and the button (or the link /portal/parent?aid=apply) that
 * opens the application dialog.
 */
export default function AidSection() {
  const aid = useStore($aid);
  const dialog = useStore($aidDialog);
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
        <AidApplications applications={applications} />
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
    </section>
  );
}

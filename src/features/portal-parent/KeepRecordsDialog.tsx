import { useRef, useState } from 'react';
import { CHILD_MESSAGES } from '../../domain/children';
import { errorDetail } from '../../domain/error-message';
import type { Child } from '../../domain/types';
import Dialog from '../../components/portal/Dialog';
import { setArchived } from './parent-data';

interface Props {
  child: Child;
  open: boolean;
  onClose: () => void;
}

/**
 * Why a child with a paid or pending registration cannot be removed (issue 17 item 14), and what
 * the league allows instead: archive the child (hidden from the portal, every record kept, shown
 * again from Archived athletes) or ask the league office about a refund under its refund policy.
 */
export default function KeepRecordsDialog({ child, open, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Archived, the card (and the Remove button that opened this) goes: focus goes to the athletes' heading.
  const archived = useRef(false);
  const first = child.first_name;
  const archive = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await setArchived(child, true);
      archived.current = true;
      onClose();
    } catch (error) {
      setProblem(errorDetail(error) ?? `We could not archive ${first} right now. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={`${first} can't be removed`}
      onClose={onClose}
      busy={busy}
      returnFocus={() => (archived.current ? document.getElementById('parent-children') : null)}
    >
      <p>{CHILD_MESSAGES.cannotRemove(first)}</p>
      <p>
        Archiving hides {first} from your athletes; you can show {first} again at any time under Archived
        athletes.
      </p>
      <p>
        Refunds follow the league's <a href="/privacy#refunds">refund policy</a>. To ask for one,{' '}
        <a href="/contact">write to the league office</a> with the athlete's name, division and the reason.
      </p>
      {problem && (
        <p className="portal-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Keep {first}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void archive()}
          disabled={busy}
          data-autofocus
        >
          {busy ? 'Archiving…' : `Archive ${first}`}
        </button>
      </div>
    </Dialog>
  );
}

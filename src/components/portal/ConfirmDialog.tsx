import { useRef, useState, type ReactNode } from 'react';
import Dialog from './Dialog';

interface Props {
  title: string;
  children: ReactNode;
  /** The button that does it ('Delete event'). */
  confirm: string;
  /** The button that keeps things as they are. */
  cancel?: string;
  /** Does it; true when done (the dialog closes), false to stay open (the failure is already told). */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  /** Where focus goes once it is done (the opener may be gone); cancelled, focus goes back to the opener. */
  returnFocus?: () => HTMLElement | null;
}

/**
 * Asks before something that cannot be undone: the cancel button has focus first, so Enter or
 * Escape keeps things as they are; the dialog stays closed-off while the action runs.
 */
export default function ConfirmDialog({
  title,
  children,
  confirm,
  cancel = 'Cancel',
  onConfirm,
  onClose,
  returnFocus,
}: Props) {
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const run = async () => {
    setBusy(true);
    done.current = await onConfirm();
    setBusy(false);
    if (done.current) onClose();
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      busy={busy}
      returnFocus={() => (done.current ? (returnFocus?.() ?? null) : null)}
    >
      {children}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy} data-autofocus>
          {cancel}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void run()} disabled={busy}>
          {busy ? 'Working…' : confirm}
        </button>
      </div>
    </Dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FOCUSABLE, trapTab } from '../../lib/focus-trap';
import './portal-kit.css';

interface Props {
  open: boolean;
  title: string;
  /** Called when the user asks to close it (Escape, the close button, the backdrop). */
  onClose: () => void;
  children: ReactNode;
  /** Text under the title, read with it. */
  description?: string;
  /** While true the dialog cannot be closed (a payment is under way). */
  busy?: boolean;
  /** The element to focus when it opens; else the first field or button inside. */
  initialFocus?: string;
  /** Where focus goes when it closes, when not back to the opener (e.g. the opener is going away). */
  returnFocus?: () => HTMLElement | null;
  wide?: boolean;
}

/**
 * The one modal dialog of the portals: a native <dialog> shown modally (the page behind is inert),
 * labelled by its title, focus moved in on open and back to where it was on close, Escape and
 * the backdrop close it, Tab stays inside, and page scroll is locked while it is open.
 */
export default function Dialog({
  open,
  title,
  onClose,
  children,
  description,
  busy = false,
  initialFocus,
  returnFocus,
  wide,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    document.documentElement.classList.add('is-scroll-locked');
    const target =
      (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector('.dialog-body')?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return () => {
      if (dialog.open) dialog.close();
      document.documentElement.classList.remove('is-scroll-locked');
      const back = returnRef.current?.() ?? opener.current;
      opener.current = null;
      // The opener may have left the page (a removed card); focus then stays where the page puts it.
      if (back?.isConnected) back.focus();
    };
    // Opening is the only trigger; initialFocus is read once per opening.
  }, [open]);

  if (!open) return null;
  return (
    // The modal's own behaviour: a click on its backdrop closes it and Tab stays inside; the keyboard
    // closes it with Escape or its close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={ref}
      className={wide ? 'portal-dialog portal-dialog-wide' : 'portal-dialog'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the dialog closes through its owner's state, never by itself.
        event.preventDefault();
        if (!busy) closeRef.current();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself is on its backdrop: the content fills the box.
        if (event.target === event.currentTarget && !busy) closeRef.current();
      }}
      onKeyDown={(event) => trapTab(event, event.currentTarget)}
    >
      <div className="dialog-frame">
        <header className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="dialog-close"
            aria-label="Close dialog"
            disabled={busy}
            onClick={() => closeRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {description && (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        )}
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  );
}

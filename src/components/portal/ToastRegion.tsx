import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $toasts, dismissToast, pauseToast, resumeToast, runToastAction } from '../../stores/toasts';
import { useMounted } from '../form/use-mounted';
import './portal-kit.css';

/**
 * The one toast region (role=status, announced politely). Each toast shows its message, its action
 * (Undo) when it has one, and a dismiss button; hovering or focusing it holds it on screen. When a
 * toast that had focus leaves, focus goes to the page's main content rather than nowhere.
 *
 * The region is rendered only once the island runs: in the built HTML a fixed element in view would
 * be a child of its island, and a `client:painted="visible"` island (the referee sign-up far down the page)
 * would then hydrate on load. Toasts follow what a visitor does, so the region is always in place
 * before the first one is announced.
 */
export default function ToastRegion() {
  const toasts = useStore($toasts);
  const holder = useRef<number | null>(null);
  const mounted = useMounted();

  useEffect(() => {
    if (holder.current === null || toasts.some((toast) => toast.id === holder.current)) return;
    holder.current = null;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById('main')?.focus();
  }, [toasts]);

  if (!mounted) return null;
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          data-toast-id={toast.id}
          onMouseEnter={() => pauseToast(toast.id)}
          onMouseLeave={() => resumeToast(toast.id)}
          onFocus={() => {
            holder.current = toast.id;
            pauseToast(toast.id);
          }}
          onBlur={(event) => {
            // Focus moved elsewhere (not lost with the toast itself).
            if (event.relatedTarget) holder.current = null;
            resumeToast(toast.id);
          }}
        >
          <p className="toast-message">{toast.message}</p>
          {toast.action && (
            <button type="button" className="toast-action" onClick={() => runToastAction(toast.id)}>
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className="toast-dismiss"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

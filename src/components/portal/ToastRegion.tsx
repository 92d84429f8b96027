import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, pauseToast, resumeToast, runToastAction } from '../../stores/toasts';
import './portal-kit.css';

/**
 * The one toast region (role=status, announced politely). Each toast shows its message, its action
 * (Undo) when it has one, and a dismiss button; hovering or focusing it holds it on screen.
 */
export default function ToastRegion() {
  const toasts = useStore($toasts);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          data-toast-id={toast.id}
          onMouseEnter={() => pauseToast(toast.id)}
          onMouseLeave={() => resumeToast(toast.id)}
          onFocus={() => pauseToast(toast.id)}
          onBlur={() => resumeToast(toast.id)}
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

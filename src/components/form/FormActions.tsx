/** A form dialog's two buttons: cancel (off while sending) and submit (its busy words while sending). */
export default function FormActions({
  busy,
  ready = true,
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  /** False until the form can be sent (e.g. before hydration). */
  ready?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy || !ready}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import './form.css';

/** What every field component takes besides its control's own attributes. */
export interface FieldProps {
  id: string;
  label: string;
  /** Shown after the label in lighter text, e.g. "required". */
  labelNote?: string | undefined;
  /** Shown under the label as help text (e.g. "Optional"). */
  hint?: string | undefined;
  /** Id of the element describing the current problem, read with the control while it is invalid. */
  errorId?: string | undefined;
}

interface Props extends FieldProps {
  invalid: boolean;
  /** The control, given the ids that describe it (hint, and the problem while invalid). */
  children: (describedBy: string | undefined) => ReactNode;
}

/** The label, hint and wrapper every field component shares. */
export default function FieldFrame({ id, label, labelNote, hint, errorId, invalid, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {labelNote && <span className="field-note"> ({labelNote})</span>}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children(describedBy || undefined)}
    </div>
  );
}

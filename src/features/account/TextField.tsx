import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the label as help text (e.g. "Optional"). */
  hint?: string;
  /** Id of the element describing the current problem, when this field is at fault. */
  errorId?: string | undefined;
}

/** A labelled input; its hint and any current problem are read with it. */
export default function TextField({ id, label, hint, errorId, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [input['aria-invalid'] ? errorId : undefined, hintId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input id={id} {...input} aria-describedby={describedBy || undefined} />
    </div>
  );
}

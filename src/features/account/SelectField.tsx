import type { ReactNode, SelectHTMLAttributes } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  hint?: string;
  errorId?: string | undefined;
  children: ReactNode;
}

/** A labelled select; its hint and any current problem are read with it. */
export default function SelectField({ id, label, hint, errorId, children, ...select }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [select['aria-invalid'] ? errorId : undefined, hintId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <select id={id} {...select} aria-describedby={describedBy || undefined}>
        {children}
      </select>
    </div>
  );
}

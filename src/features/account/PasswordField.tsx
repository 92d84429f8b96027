import { useState, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  hint?: string;
  errorId?: string | undefined;
}

/** A password input with a show/hide toggle (a pressed-state button whose label follows the state). */
export default function PasswordField({ id, label, hint, errorId, ...input }: Props) {
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [input['aria-invalid'] ? errorId : undefined, hintId].filter(Boolean).join(' ');
  const action = shown ? 'Hide' : 'Show';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <div className="password-row">
        <input
          id={id}
          {...input}
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={`${action} ${label.toLowerCase()}`}
          onClick={() => setShown((value) => !value)}
        >
          {action}
        </button>
      </div>
    </div>
  );
}

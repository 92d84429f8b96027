import { useState, type InputHTMLAttributes } from 'react';
import FieldFrame, { type FieldProps } from './FieldFrame';

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input with a show/hide toggle (a pressed-state button whose label follows the state). */
export default function PasswordField({ id, label, labelNote, hint, errorId, ...input }: Props) {
  const [shown, setShown] = useState(false);
  const action = shown ? 'Hide' : 'Show';
  return (
    <FieldFrame {...{ id, label, labelNote, hint, errorId }} invalid={Boolean(input['aria-invalid'])}>
      {(describedBy) => (
        <div className="password-row">
          <input
            id={id}
            {...input}
            type={shown ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={describedBy}
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
      )}
    </FieldFrame>
  );
}

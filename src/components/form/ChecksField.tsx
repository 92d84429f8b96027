import type { FieldBinding } from './use-form';

interface Props extends FieldBinding {
  label: string;
  hint?: string | undefined;
  options: readonly { value: string; label: string }[];
}

/**
 * A group of checkboxes bound to one string field of `useForm` (the ticked values joined with
 * commas), labelled by a legend; its problem is read with the group while it is at fault. The boxes
 * carry no name: the group's value lives in the form's state, not in any one box.
 */
export default function ChecksField({
  id,
  name: _name,
  value,
  onChange,
  label,
  hint,
  options,
  errorId,
  ...rest
}: Props) {
  const chosen = new Set(value ? value.split(',') : []);
  const invalid = rest['aria-invalid'];
  const hintId = hint ? `${id}-hint` : undefined;
  const toggle = (option: string, on: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === option ? on : chosen.has(v)));
    onChange({ currentTarget: { value: next.join(',') } });
  };
  return (
    <fieldset
      className="field field-checks"
      aria-describedby={[invalid ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined}
    >
      <legend>{label}</legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <div className="field-checks-list">
        {options.length === 0 && <p className="portal-muted">None to choose from yet.</p>}
        {options.map((option, index) => (
          <div className="field-check" key={option.value}>
            <input
              // The first box carries the group's id, so focus moves to it when the group is at fault.
              id={index === 0 ? id : `${id}-${index}`}
              type="checkbox"
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <label htmlFor={index === 0 ? id : `${id}-${index}`}>{option.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

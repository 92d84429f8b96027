import type { FieldBinding } from './use-form';

interface Props extends FieldBinding {
  label: string;
}

/**
 * A checkbox bound to a string field of `useForm` ('true' when ticked, '' when not), labelled by
 * its own text; its problem is read with it while it is at fault.
 */
export default function CheckboxField({ id, name, value, onChange, label, errorId, ...rest }: Props) {
  const invalid = rest['aria-invalid'];
  return (
    <div className="field field-check">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="true"
        checked={value === 'true'}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) =>
          onChange({ currentTarget: { value: event.currentTarget.checked ? 'true' : '' } })
        }
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

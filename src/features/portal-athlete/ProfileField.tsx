import type { FormState } from '../../components/form/use-form';
import SelectField from '../../components/form/SelectField';
import TextAreaField from '../../components/form/TextAreaField';
import TextField from '../../components/form/TextField';
import type { ProfileFieldDef } from './profile-fields';

const INPUT_TYPES: Record<string, string> = { email: 'email', tel: 'tel', date: 'date', url: 'url' };

/**
 * One field of the profile form, drawn by its kind (text, select, text area, list…). `locked`: the
 * field is shown read-only with this hint instead of its own (a birth date on file).
 */
export default function ProfileField({
  def,
  form,
  locked,
}: {
  def: ProfileFieldDef;
  form: FormState<string>;
  locked?: string | undefined;
}) {
  const props = { ...form.bind(def.name), label: def.label, hint: locked ?? def.hint };
  if (def.kind === 'select') {
    return (
      <SelectField {...props}>
        <option value="">Choose…</option>
        {def.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  }
  if (def.kind === 'textarea' || def.kind === 'list') {
    return <TextAreaField {...props} rows={def.kind === 'list' ? 2 : 3} />;
  }
  return (
    <TextField
      {...props}
      type={INPUT_TYPES[def.kind ?? ''] ?? 'text'}
      inputMode={def.kind === 'decimal' ? 'decimal' : def.kind === 'url' ? 'url' : undefined}
      autoComplete={def.autoComplete ?? 'off'}
      readOnly={locked !== undefined}
    />
  );
}

import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import CheckboxField from '../../form/CheckboxField';
import ChecksField from '../../form/ChecksField';
import SelectField from '../../form/SelectField';
import TextAreaField from '../../form/TextAreaField';
import TextField from '../../form/TextField';
import type { FieldBinding } from '../../form/use-form';
import ImageField from './ImageField';
import MarkdownField from './MarkdownField';
import type { FieldDef, Option } from './resource-table';

const NO_OPTIONS = atom<readonly Option[]>([]);

const isStore = (options: FieldDef['options']): options is ReadableAtom<readonly Option[]> =>
  Boolean(options && 'get' in options);

interface Props {
  field: FieldDef;
  binding: FieldBinding;
  /** The form's values (a field may offer only the options of another's value). */
  values: Record<string, string>;
  /** The record edited (null for a new one), for a custom field that shows more of it. */
  record?: Record<string, unknown> | null;
}

/** One field of a resource form, drawn with the form kit as its kind says. */
export default function FieldControl({ field, binding, values, record = null }: Props) {
  const loaded = useStore(isStore(field.options) ? field.options : NO_OPTIONS);
  const all = isStore(field.options) ? loaded : (field.options ?? []);
  const options = field.dependsOn ? all.filter((option) => option.group === values[field.dependsOn!]) : all;
  const common = { ...binding, label: field.label, hint: field.hint, labelNote: field.note };

  switch (field.kind) {
    case 'textarea':
    case 'lines':
    case 'details':
      return (
        <TextAreaField {...common} rows={field.kind === 'textarea' ? 4 : 5} maxLength={field.maxLength} />
      );
    case 'markdown':
      return <MarkdownField {...common} />;
    case 'image':
      return <ImageField {...common} uploadTo={field.uploadTo} />;
    case 'select':
    case 'reference': {
      const { value } = binding;
      if (field.unlisted && options.length === 0) {
        return <TextField {...common} hint={field.unlisted.typeHint} maxLength={field.maxLength} />;
      }
      const unlisted =
        field.unlisted && value !== '' && !options.some((option) => option.value === value) ? value : null;
      return (
        <SelectField {...common} hint={unlisted === null ? field.hint : field.unlisted!.warning(unlisted)}>
          <option value="">{field.kind === 'reference' ? 'None' : 'Choose…'}</option>
          {unlisted !== null && <option value={unlisted}>{unlisted} (not on the list)</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    case 'checkbox':
      return <CheckboxField {...binding} label={field.label} />;
    case 'checks':
    case 'reference-checks':
      return <ChecksField {...binding} label={field.label} hint={field.hint} options={options} />;
    case 'number':
      return <TextField {...common} inputMode={field.inputMode ?? 'decimal'} />;
    case 'date':
      return <TextField {...common} type="date" />;
    case 'custom': {
      const { Control } = field.custom!;
      return <Control field={field} binding={binding} values={values} record={record} />;
    }
    case 'datetime':
      return <TextField {...common} type="datetime-local" />;
    default:
      return <TextField {...common} inputMode={field.inputMode} maxLength={field.maxLength} />;
  }
}

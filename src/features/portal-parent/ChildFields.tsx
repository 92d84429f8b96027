import { GENDERS } from '../../domain/registration-options';
import type { ChildField } from '../../domain/children';
import SelectField from '../../components/form/SelectField';
import TextField from '../../components/form/TextField';
import type { FormState } from '../../components/form/use-form';

/** The child fields shared by the add and edit forms: names, date of birth, gender. */
export default function ChildFields({ form }: { form: FormState<ChildField> }) {
  return (
    <div className="field-grid">
      <TextField {...form.bind('first_name')} label="First name" autoComplete="off" />
      <TextField {...form.bind('last_name')} label="Last name" autoComplete="off" />
      <TextField {...form.bind('date_of_birth')} label="Date of birth" type="date" />
      <SelectField {...form.bind('gender')} label="Gender">
        <option value="">Choose</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {gender}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

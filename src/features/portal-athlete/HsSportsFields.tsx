import { HS_LIST_FIELDS, HS_SPORT_FIELD_LABELS, HS_SPORTS, hsKey } from '../../domain/athlete-profile';
import CheckboxField from '../../components/form/CheckboxField';
import TextAreaField from '../../components/form/TextAreaField';
import TextField from '../../components/form/TextField';
import type { FormState } from '../../components/form/use-form';

/**
 * Middle and High School Sports (spec 3 §2, §3): a switch for the whole group, then a toggle per
 * sport that opens that sport's own fields. Inactive sports and empty fields are not saved.
 */
export default function HsSportsFields({ form }: { form: FormState<string> }) {
  const enabled = form.values['hs_sports_enabled'] === 'true';
  return (
    <>
      <CheckboxField
        {...form.bind('hs_sports_enabled')}
        label="I play or played middle or high school sports"
      />
      {enabled && (
        <div className="hs-sports">
          {HS_SPORTS.map((sport) => {
            const active = form.values[hsKey(sport.key, 'active')] === 'true';
            return (
              <div key={sport.key} className="hs-sport">
                <CheckboxField {...form.bind(hsKey(sport.key, 'active'))} label={sport.label} />
                {active && (
                  <div
                    className="field-grid hs-sport-fields"
                    role="group"
                    aria-label={`${sport.label} details`}
                  >
                    {sport.fields.map((field) => {
                      const props = {
                        ...form.bind(hsKey(sport.key, field)),
                        label: `${sport.label} ${HS_SPORT_FIELD_LABELS[field].toLowerCase()}`,
                        hint: HS_LIST_FIELDS.includes(field)
                          ? 'Separate with commas or new lines.'
                          : undefined,
                      };
                      return field === 'stats_by_year' ? (
                        <TextAreaField key={field} {...props} rows={2} />
                      ) : (
                        <TextField key={field} {...props} autoComplete="off" />
                      );
                    })}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}

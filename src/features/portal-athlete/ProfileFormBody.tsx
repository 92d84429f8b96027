import { useMemo, type SubmitEvent } from 'react';
import {
  profileFormValues,
  profilePayload,
  profileProblem,
  type AthleteProfile,
} from '../../domain/athlete-profile';
import { firstValueMessage } from '../../domain/error-message';
import CheckboxField from '../../components/form/CheckboxField';
import FormMessage from '../../components/form/FormMessage';
import { useForm, type FormState } from '../../components/form/use-form';
import HsSportsFields from './HsSportsFields';
import ProfileField from './ProfileField';
import { ATHLETE_MESSAGES, saveProfile } from './athlete-data';
import { PROFILE_GROUPS } from './profile-fields';

/** Issue 17 item 1: once saved, the birth date is the league office's to correct. */
const BIRTH_DATE_ON_FILE = 'On file. Only the league office can change it: contact them to correct it.';

export interface Props {
  profile: AthleteProfile | null;
  /** The account's name, the starting name of a new profile. */
  accountName: string;
}

function Verification({ form }: { form: FormState<string> }) {
  return (
    <>
      <CheckboxField
        {...form.bind('waiver_acknowledged')}
        label="I have read the participation waiver and my family has signed it."
      />
      <CheckboxField
        {...form.bind('safe_sport_acknowledged')}
        label="I have read the league's SafeSport and child-safety policy."
      />
      <p className="portal-muted">
        <a href="/safety">Read the SafeSport and child-safety policy</a>
      </p>
    </>
  );
}

/** The form itself: nine groups, Save (or Create) and Reset, the first problem at its field (loaded on demand). */
export default function ProfileFormBody({ profile, accountName }: Props) {
  const initial = useMemo(() => profileFormValues(profile, accountName), [profile, accountName]);
  const form = useForm<string>(initial);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = profileProblem(form.values);
    if (problem) return form.fail(problem);
    void form.submit(
      async () => {
        await saveProfile(profile, profilePayload(form.values));
      },
      (error) => firstValueMessage(error, ATHLETE_MESSAGES.saveFailed),
    )(event);
  };
  return (
    <form {...form.formProps} className="profile-form" onSubmit={submit} aria-label="Athlete profile">
      {PROFILE_GROUPS.map((group) => (
        <fieldset key={group.id} className="profile-group">
          <legend>{group.title}</legend>
          {group.id === 'hs' ? (
            <HsSportsFields form={form} />
          ) : group.id === 'verification' ? (
            <Verification form={form} />
          ) : (
            <div className="field-grid">
              {group.fields.map((def) => (
                <ProfileField
                  key={def.name}
                  def={def}
                  form={form}
                  locked={
                    def.name === 'date_of_birth' && profile?.date_of_birth ? BIRTH_DATE_ON_FILE : undefined
                  }
                />
              ))}
            </div>
          )}
        </fieldset>
      ))}
      <FormMessage {...form.messageProps} />
      <div className="registration-actions">
        <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
          {form.busy ? 'Saving…' : profile ? 'Save profile' : 'Create profile'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={form.reset} disabled={form.busy}>
          Reset
        </button>
      </div>
    </form>
  );
}

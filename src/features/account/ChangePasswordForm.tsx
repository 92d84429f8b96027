import { useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '../../domain/account';
import { formErrorMessage } from '../../domain/error-message';
import FormMessage, { FormSuccess } from '../../components/form/FormMessage';
import PasswordField from '../../components/form/PasswordField';
import { useForm } from '../../components/form/use-form';
import { changePassword } from './account-api';

/**
 * Changing the password on the profile page (issue 36 item 3): the current one and a new one; every
 * other device signed in to the account is signed out, this one stays signed in.
 */
export default function ChangePasswordForm() {
  const form = useForm({ current_password: '', new_password: '' });
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLDivElement>(null);
  const submit = form.submit(
    async () => {
      setDone('');
      const { current_password, new_password } = form.values;
      if (!current_password)
        return form.fail({ field: 'current_password', message: ACCOUNT_MESSAGES.passwordRequired });
      if (!new_password)
        return form.fail({ field: 'new_password', message: ACCOUNT_MESSAGES.newPasswordRequired });
      const answer = await changePassword({ current_password, new_password });
      form.reset();
      setDone(answer.detail);
      requestAnimationFrame(() => doneRef.current?.focus());
    },
    (error) => formErrorMessage(error, PASSWORD_CHANGE_MESSAGES.failed),
  );
  return (
    <form
      {...form.formProps}
      className="account-form"
      onSubmit={submit}
      aria-labelledby="change-password-heading"
    >
      <h2 id="change-password-heading">Change password</h2>
      <PasswordField
        {...form.bind('current_password')}
        label="Current password"
        autoComplete="current-password"
        required
      />
      <PasswordField
        {...form.bind('new_password')}
        label="New password"
        hint={ACCOUNT_MESSAGES.passwordHint}
        autoComplete="new-password"
        required
      />
      <FormMessage {...form.messageProps} />
      {done && <FormSuccess ref={doneRef}>{done}</FormSuccess>}
      <button className="account-submit" type="submit" disabled={form.busy || !form.hydrated}>
        {form.busy ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

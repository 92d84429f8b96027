import { ACCOUNT_MESSAGES } from '../../domain/account';
import { errorMessage } from '../../domain/error-message';
import { login } from '../../stores/session';
import FormMessage from '../../components/form/FormMessage';
import PasswordField from '../../components/form/PasswordField';
import { useForm } from '../../components/form/use-form';

interface Props {
  /** The address the link confirms (the account to sign in to). */
  email: string;
  /** Another account this browser is signed in to, if any. */
  signedInAs: string | null;
  /** Runs once signed in to the account (the confirmation itself). */
  onSignedIn: () => Promise<void>;
}

/**
 * The password of the account a confirmation link was sent for (issue 36): the link confirms the
 * address only inside that account's session, so neither the mailbox nor the password alone does.
 */
export default function VerifyEmailSignIn({ email, signedInAs, onSignedIn }: Props) {
  const form = useForm({ password: '' });
  const submit = form.submit(
    async () => {
      if (!form.values.password) {
        form.fail({ field: 'password', message: ACCOUNT_MESSAGES.passwordRequired });
        return;
      }
      await login(email, form.values.password);
      await onSignedIn();
    },
    (error) => errorMessage(error, ACCOUNT_MESSAGES.loginFailed),
  );
  return (
    <form
      {...form.formProps}
      className="account-form"
      onSubmit={submit}
      aria-label="Confirm with your password"
    >
      <p>
        {signedInAs
          ? `You are signed in as ${signedInAs}. To confirm, sign in to the account above with its password.`
          : 'To confirm it is yours, enter the password of this account.'}
      </p>
      <PasswordField {...form.bind('password')} label="Password" autoComplete="current-password" required />
      <FormMessage {...form.messageProps} />
      <button className="account-submit" type="submit" disabled={form.busy || !form.hydrated}>
        {form.busy ? 'Confirming…' : 'Sign in and confirm'}
      </button>
    </form>
  );
}

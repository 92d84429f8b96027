import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, forgotPasswordInputSchema } from '../../domain/account';
import { formErrorMessage } from '../../domain/error-message';
import EmailField from '../../components/form/EmailField';
import FormMessage, { FormSuccess } from '../../components/form/FormMessage';
import { useForm } from '../../components/form/use-form';
import { requestPasswordReset } from './account-api';
import './account.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

/** Asks for reset instructions (spec 1 §2.19); the success message is neutral about the account. */
function ForgotPasswordForm() {
  const form = useForm({ email: '' });
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const submit = form.submit(
    async () => {
      const input = form.check(forgotPasswordInputSchema, ['email']);
      if (!input) return;
      await requestPasswordReset(input.email);
      setSent(true);
    },
    (error) => formErrorMessage(error, ACCOUNT_MESSAGES.forgotFailed),
  );

  if (sent) {
    return (
      <div className="account-card">
        <FormSuccess ref={successRef}>
          <p>{ACCOUNT_MESSAGES.forgotSent}</p>
          <p>
            The link works once and expires after an hour. <a href="/login">Back to sign in</a>
          </p>
        </FormSuccess>
      </div>
    );
  }

  return (
    <div className="account-card">
      <form
        {...form.formProps}
        className="account-form"
        onSubmit={submit}
        aria-label="Request a password reset"
      >
        <EmailField {...form.bind('email')} label="Email" required />
        <FormMessage {...form.messageProps} />
        <button className="account-submit" type="submit" disabled={form.busy || !form.hydrated}>
          {form.busy ? 'Sending…' : 'Send reset instructions'}
        </button>
      </form>
      <p className="account-links">
        <a href="/login">Back to sign in</a>
        <a href="/register">Create an account</a>
      </p>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(ForgotPasswordForm);

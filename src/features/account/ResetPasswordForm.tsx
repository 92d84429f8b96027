import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, readResetLink, resetPasswordInputSchema } from '../../domain/account';
import { resetPasswordErrorMessage } from '../../domain/error-message';
import { afterMount } from '../../components/form/use-mounted';
import FormMessage from '../../components/form/FormMessage';
import PasswordField from '../../components/form/PasswordField';
import { useForm } from '../../components/form/use-form';
import { confirmPasswordReset } from './account-api';
import { LinkDone, LinkProblem } from './LinkCards';
import './account.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

/**
 * Sets a new password from a mailed link (spec 1 §2.19, §4): uid and token come from the query;
 * without either the page explains the link is invalid and shows no form.
 */
function ResetPasswordForm() {
  const [link] = useState(() => readResetLink(window.location.search));
  const form = useForm({ password: '', confirm: '' });
  const [done, setDone] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  const submit = form.submit(
    async () => {
      const input = form.check(resetPasswordInputSchema, ['password', 'confirm']);
      if (!input || !link) return;
      await confirmPasswordReset({ uid: link.uid, token: link.token, password: input.password });
      setDone(true);
    },
    (error) => resetPasswordErrorMessage(error, ACCOUNT_MESSAGES.resetFailed),
  );

  if (!link) {
    return (
      <LinkProblem
        message={ACCOUNT_MESSAGES.invalidResetLink}
        next={{ href: '/forgot-password', label: 'Request a new reset link' }}
      />
    );
  }

  if (done) {
    return (
      <LinkDone ref={successRef}>
        <p>{ACCOUNT_MESSAGES.resetDone}</p>
        <p>
          <a href="/login">Sign in</a>
        </p>
      </LinkDone>
    );
  }

  return (
    <div className="account-card">
      <form {...form.formProps} className="account-form" onSubmit={submit} aria-label="Choose a new password">
        <PasswordField
          {...form.bind('password')}
          label="New password"
          hint={ACCOUNT_MESSAGES.passwordHint}
          autoComplete="new-password"
          required
          minLength={8}
        />
        <PasswordField
          {...form.bind('confirm')}
          label="Confirm new password"
          autoComplete="new-password"
          required
          minLength={8}
        />
        <FormMessage {...form.messageProps} />
        <button className="account-submit" type="submit" disabled={form.busy || !form.hydrated}>
          {form.busy ? 'Saving…' : 'Reset password'}
        </button>
      </form>
      <p className="account-links">
        <a href="/forgot-password">Request a new link</a>
        <a href="/login">Back to sign in</a>
      </p>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(afterMount(ResetPasswordForm));

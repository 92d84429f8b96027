import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ACCOUNT_MESSAGES, loginInputSchema } from '../../domain/account';
import { errorMessage } from '../../domain/error-message';
import { destinationAfterSignIn, registerPathFor } from '../../domain/roles';
import { goTo } from '../../lib/navigation';
import { $session, login, logout } from '../../stores/session';
import EmailField from '../../components/form/EmailField';
import FormMessage from '../../components/form/FormMessage';
import PasswordField from '../../components/form/PasswordField';
import { useForm } from '../../components/form/use-form';
import { useMounted } from '../../components/form/use-mounted';
import SignedInNotice from './SignedInNotice';
import './account.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

const FIELDS = ['email', 'password'] as const;
const nextParam = () => new URLSearchParams(window.location.search).get('next');

/** Sign-in form (spec 1 §2.19): success goes to a safe `next` the user may open, else /profile. */
function LoginForm() {
  const { user, loading } = useStore($session);
  const mounted = useMounted();
  const form = useForm({ email: '', password: '' });
  const [leaving, setLeaving] = useState(false);

  if (mounted && !loading && user && !form.busy && !leaving) {
    return <SignedInNotice user={user} next={nextParam()} />;
  }

  const submit = form.submit(
    async () => {
      const input = form.check(loginInputSchema, FIELDS);
      if (!input) return;
      const signedIn = await login(input.email, input.password);
      if (!signedIn) {
        // Tokens without a loadable user are no session at all.
        logout();
        throw new Error('The user could not be loaded');
      }
      setLeaving(true);
      goTo(destinationAfterSignIn(nextParam(), signedIn));
    },
    (error) => errorMessage(error, ACCOUNT_MESSAGES.loginFailed),
  );

  const working = form.busy || leaving;
  return (
    <div className="account-card">
      <form {...form.formProps} className="account-form" onSubmit={submit} aria-label="Sign in">
        <EmailField {...form.bind('email')} label="Email" autoComplete="username" required />
        <PasswordField {...form.bind('password')} label="Password" autoComplete="current-password" required />
        <FormMessage {...form.messageProps} />
        <button className="account-submit" type="submit" disabled={working || !form.hydrated}>
          {working ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="account-links">
        <a href="/forgot-password">Forgot password?</a>
        <span>
          {/* The page asked for comes along, so the new account lands there too (read once running). */}
          New here? <a href={registerPathFor({ next: mounted ? nextParam() : null })}>Create an account</a>
        </span>
      </p>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(LoginForm);

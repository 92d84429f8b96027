import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, registrationInputSchema, type RoleFees } from '../../domain/account';
import { registerErrorMessage } from '../../domain/error-message';
import { parseSport, SPORTS } from '../../domain/leagues';
import CountyOptions from '../../components/form/CountyOptions';
import {
  destinationAfterRegister,
  parseRegistrationRole,
  REGISTRATION_ROLES,
  registrationRoleFor,
  type RegistrationRole,
} from '../../domain/roles';
import { goTo } from '../../lib/navigation';
import { $geography } from '../../stores/league';
import { logout, register } from '../../stores/session';
import EmailField from '../../components/form/EmailField';
import FormMessage, { FormSuccess } from '../../components/form/FormMessage';
import PasswordField from '../../components/form/PasswordField';
import SelectField from '../../components/form/SelectField';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
import FeeTable from './FeeTable';
import './account.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

const FIELDS = ['first_name', 'last_name', 'email', 'role', 'coach_county', 'sport', 'password'] as const;

interface Props {
  /**
   * Each role's fees, from the league's prices when the page was built (issue 37: office data,
   * src/pages/register.astro), so the island carries no price list of its own.
   */
  fees: RoleFees;
}

/**
 * Account registration (spec 1 §2.19, §5): five roles, a county for coaches, the role's fees below.
 * A new account lands where it was meant to go: `next`, else its role's dashboard (spec 1 §6).
 */
function RegisterForm({ fees }: Props) {
  // The counties are the league's data (issue 19 item 4), loaded with the page.
  const geography = useStore($geography).data?.results ?? [];
  const form = useForm({
    first_name: '',
    last_name: '',
    email: '',
    role: 'parent_guardian',
    coach_county: '',
    sport: '',
    password: '',
  });
  const [created, setCreated] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const { set } = form;

  // ?sport=FOOTBALL|BASKETBALL|VOLLEYBALL|SOCCER|TRACK preselects the sport; a role's call to action
  // (?role=, or the portal it came from in ?next=) preselects the role (read after hydration).
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const sport = parseSport(query.get('sport'));
    if (sport) set('sport', sport);
    const chosen = parseRegistrationRole(query.get('role')) ?? registrationRoleFor(query.get('next'));
    if (chosen) set('role', chosen);
    // Once, from the address the page was opened with.
  }, []);

  useEffect(() => {
    if (created) successRef.current?.focus();
  }, [created]);

  const role = form.values.role as RegistrationRole;
  const roleBinding = form.bind('role');

  const submit = form.submit(
    async () => {
      const input = form.check(registrationInputSchema, FIELDS);
      if (!input) return;
      const user = await register(input);
      if (!user) {
        // Created but not signed in (no tokens, or the user could not be loaded): ask them to sign in.
        logout();
        setCreated(true);
        return;
      }
      setLeaving(true);
      goTo(destinationAfterRegister(new URLSearchParams(window.location.search).get('next'), user));
    },
    (error) => registerErrorMessage(error, ACCOUNT_MESSAGES.registrationFailed),
  );

  if (created) {
    return (
      <div className="account-card">
        <FormSuccess ref={successRef}>
          <p>
            <strong>Your account has been created.</strong>
          </p>
          <p>
            Please <a href="/login">sign in</a> with your email and password to continue.
          </p>
        </FormSuccess>
      </div>
    );
  }

  const working = form.busy || leaving;
  return (
    <div className="account-card">
      <form {...form.formProps} className="account-form" onSubmit={submit} aria-label="Create an account">
        <div className="field-row">
          <TextField
            {...form.bind('first_name')}
            label="First name"
            hint="Optional"
            autoComplete="given-name"
          />
          <TextField
            {...form.bind('last_name')}
            label="Last name"
            hint="Optional"
            autoComplete="family-name"
          />
        </div>
        <EmailField {...form.bind('email')} label="Email" required />
        <SelectField
          {...roleBinding}
          label="Role"
          required
          onChange={(event) => {
            const next = event.currentTarget.value;
            set('role', next);
            // A county only belongs to a coach: leaving the coach role clears it.
            if (next !== 'coach') set('coach_county', '');
          }}
        >
          {REGISTRATION_ROLES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {role === 'coach' && (
          <SelectField {...form.bind('coach_county')} label="Coaching county" required>
            <CountyOptions placeholder="Choose your county" geography={geography} />
          </SelectField>
        )}
        <SelectField {...form.bind('sport')} label="Sport" hint="Optional: the program you are interested in">
          <option value="">No preference</option>
          {SPORTS.map((sport) => (
            <option key={sport.value} value={sport.value}>
              {sport.label}
            </option>
          ))}
        </SelectField>
        <PasswordField
          {...form.bind('password')}
          label="Password"
          hint={ACCOUNT_MESSAGES.passwordHint}
          autoComplete="new-password"
          required
        />
        <FormMessage {...form.messageProps} />
        <button className="account-submit" type="submit" disabled={working || !form.hydrated}>
          {working ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <p className="account-links">
        <span>
          Already have an account? <a href="/login">Sign in</a>
        </span>
      </p>
      <section className="account-fees" aria-label="Fees">
        <FeeTable role={role} fees={fees} />
      </section>
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(RegisterForm);

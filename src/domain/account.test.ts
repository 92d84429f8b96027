import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  displayName,
  personName,
  feeAmount,
  forgotPasswordInputSchema,
  loginInputSchema,
  readResetLink,
  registrationInputSchema,
  resetPasswordInputSchema,
  roleFees,
} from './account';
import { validateForm } from './form-validation';

const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'role', 'coach_county', 'password'] as const;
const register = (input: Record<string, unknown>) =>
  validateForm(
    registrationInputSchema,
    {
      first_name: '',
      last_name: '',
      email: 'a@b.test',
      role: 'parent_guardian',
      coach_county: '',
      password: 'x',
      ...input,
    },
    REGISTER_FIELDS,
  );

describe('registration rules (spec 1 §5)', () => {
  it('accepts a parent with optional names left empty', () => {
    expect(register({})).toEqual({
      success: true,
      output: {
        first_name: '',
        last_name: '',
        email: 'a@b.test',
        role: 'parent_guardian',
        coach_county: '',
        password: 'x',
        sport: '',
      },
    });
  });

  it('requires the email', () => {
    expect(register({ email: '  ' })).toEqual({
      success: false,
      issue: { field: 'email', message: ACCOUNT_MESSAGES.emailRequired },
    });
  });

  it('requires the password, with no further client check', () => {
    expect(register({ password: '' })).toMatchObject({ issue: { field: 'password' } });
    expect(register({ password: 'a' })).toMatchObject({ success: true });
  });

  it('requires a coaching county for coaches', () => {
    expect(register({ role: 'coach', coach_county: '' })).toEqual({
      success: false,
      issue: { field: 'coach_county', message: 'Please choose your coaching county.' },
    });
  });

  it('accepts a coach with a county', () => {
    expect(register({ role: 'coach', coach_county: 'DESOTO' })).toMatchObject({
      success: true,
      output: { role: 'coach', coach_county: 'DESOTO' },
    });
  });

  it('reports the county before a missing password (form order)', () => {
    expect(register({ role: 'coach', coach_county: '', password: '' })).toMatchObject({
      issue: { field: 'coach_county' },
    });
  });

  it('reports the email before the county (form order)', () => {
    expect(register({ email: '', role: 'coach', coach_county: '' })).toMatchObject({
      issue: { field: 'email' },
    });
  });

  it.each(['parent_guardian', 'athlete', 'referee', 'recruiter'])(
    'needs no county and sends none for %s',
    (role) => {
      expect(register({ role, coach_county: 'DESOTO' })).toMatchObject({
        success: true,
        output: { coach_county: '' },
      });
    },
  );

  it('refuses a role outside the five registration roles', () => {
    expect(register({ role: 'staff_admin' })).toMatchObject({
      issue: { field: 'role', message: ACCOUNT_MESSAGES.roleRequired },
    });
  });

  it('trims the email and names', () => {
    expect(register({ email: ' a@b.test ', first_name: ' Ann ' })).toMatchObject({
      output: { email: 'a@b.test', first_name: 'Ann' },
    });
  });

  it('keeps a chosen sport and refuses an unknown one', () => {
    expect(register({ sport: 'SOCCER' })).toMatchObject({ output: { sport: 'SOCCER' } });
    expect(register({ sport: 'CURLING' }).success).toBe(false);
  });
});

describe('login rules', () => {
  const login = (input: Record<string, unknown>) =>
    validateForm(loginInputSchema, input, ['email', 'password']);
  it('asks for the email first, then the password', () => {
    expect(login({ email: '', password: '' })).toMatchObject({ issue: { field: 'email' } });
    expect(login({ email: 'a@b.test', password: '' })).toMatchObject({
      issue: { field: 'password', message: ACCOUNT_MESSAGES.passwordRequired },
    });
    expect(login({ email: 'a@b.test', password: 'p' }).success).toBe(true);
  });
});

describe('forgot password rules', () => {
  it('requires the email', () => {
    expect(validateForm(forgotPasswordInputSchema, { email: '' }, ['email'])).toEqual({
      success: false,
      issue: { field: 'email', message: ACCOUNT_MESSAGES.emailRequired },
    });
  });
});

describe('reset password rules (spec 1 §5)', () => {
  const reset = (password: string, confirm: string) =>
    validateForm(resetPasswordInputSchema, { password, confirm }, ['password', 'confirm']);

  it.each([
    ['a short password', 'short', 'short', 'password', 'Password must be at least 8 characters.'],
    ['an empty password', '', '', 'password', 'Password must be at least 8 characters.'],
    ['a short confirmation', 'long-enough-1', 'short', 'confirm', 'Password must be at least 8 characters.'],
    ['different passwords', 'long-enough-1', 'long-enough-2', 'confirm', 'Passwords do not match.'],
  ])('refuses %s', (_label, password, confirm, field, message) => {
    expect(reset(password, confirm)).toEqual({ success: false, issue: { field, message } });
  });

  it('accepts two equal passwords of 8 characters', () => {
    expect(reset('12345678', '12345678')).toEqual({
      success: true,
      output: { password: '12345678', confirm: '12345678' },
    });
  });
});

describe('readResetLink', () => {
  it('reads uid and token from the query', () => {
    expect(readResetLink('?uid=MQ&token=abc-123')).toEqual({ uid: 'MQ', token: 'abc-123' });
  });

  it.each([['?uid=MQ'], ['?token=abc'], ['?uid=&token=abc'], ['?uid=MQ&token=%20'], ['']])(
    'treats %j as an invalid link',
    (search) => {
      expect(readResetLink(search)).toBeNull();
    },
  );

  it('has the exact invalid-link message', () => {
    expect(ACCOUNT_MESSAGES.invalidResetLink).toBe(
      'This reset link is missing or invalid. Request a new one from the forgot password page.',
    );
  });
});

describe('fee table (spec 1 §9)', () => {
  const ROLE_FEES = roleFees();
  const table = (role: keyof typeof ROLE_FEES) => ROLE_FEES[role].map((line) => [line.item, feeAmount(line)]);

  it.each([
    ['parent_guardian', [['Registration', '$250.00']]],
    [
      'athlete',
      [
        ['Membership', 'Included'],
        ['Uniform', 'Included'],
      ],
    ],
    [
      'coach',
      [
        ['Background check', '$12.00'],
        ['Coach certification', 'TBD'],
      ],
    ],
    [
      'referee',
      [
        ['Referee training', '$250.00'],
        ['Game pay', '$125.00'],
      ],
    ],
    ['recruiter', [['Recruiter access', '$0.00']]],
  ] as const)('lists the fees of %s', (role, lines) => {
    expect(table(role)).toEqual(lines);
  });

  it('explains what the parent fee covers and how often', () => {
    expect(ROLE_FEES.parent_guardian[0]!.note).toBe(
      'Per child, per season. Covers participation, uniforms and flags.',
    );
    expect(ROLE_FEES.referee[1]!.note).toMatch(/per game weekend/);
    expect(ROLE_FEES.coach[0]!.note).toMatch(/Self-paid/);
  });

  it("reads the league's price list (issue 37) and lists the seasons priced apart under the registration", () => {
    const season = { item: 'Fall 2027 Jr. WNBA', cents: 18_000, note: 'Per child.' };
    const fees = roleFees({ fee_cents: 27_500, referee_training_cents: 30_000 }, [season]);
    expect(fees.parent_guardian.map((line) => [line.item, feeAmount(line)])).toEqual([
      ['Registration', '$275.00'],
      ['Fall 2027 Jr. WNBA', '$180.00'],
    ]);
    expect(fees.referee.map((line) => [line.item, feeAmount(line)])).toEqual([
      ['Referee training', '$300.00'],
      ['Game pay', '$125.00'],
    ]);
  });
});

describe('displayName', () => {
  it.each([
    [{ name: 'Pat Doe', first_name: 'Pat', last_name: 'Doe-Ray' }, 'Pat Doe-Ray'],
    [{ name: 'Pat Doe' }, 'Pat Doe'],
    [{ first_name: 'Pat', last_name: 'Doe' }, 'Pat Doe'],
    [{ first_name: 'Pat' }, 'Pat'],
    [{ email: 'p@x.test' }, 'p@x.test'],
    [{}, ''],
  ])('shows %j as %j', (user, name) => {
    expect(displayName(user)).toBe(name);
  });
});

describe('personName', () => {
  it.each([
    [{ first_name: 'Pat', last_name: 'Doe', email: 'p@x.test' }, 'Pat Doe'],
    [{ name: 'Pat Doe', email: 'p@x.test' }, 'Pat Doe'],
    [{ name: 'p@x.test', email: 'P@x.test' }, ''],
    [{ email: 'p@x.test' }, ''],
  ])('reads %j as %j', (user, name) => {
    expect(personName(user)).toBe(name);
  });
});

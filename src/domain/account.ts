/**
 * Account rules (spec 1 §2.19, §5, §8, §9): the schemas the account forms validate with, their
 * exact messages, the reset-link rule and the fee table shown per registration role.
 * Pure: shared by the islands and the server.
 */
import * as v from 'valibot';
import { REGISTRATION_ROLES, type RegistrationRole } from './roles';
import { SPORTS } from './leagues';
import { DEFAULT_LEAGUE_PRICES, formatUsd, REFEREE_GAME_PAY_CENTS } from './fees';
import type { LeaguePrices } from './office/prices';

/** Every message the account forms show for their own checks (the server's come from §8). */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  newPasswordRequired: 'Please enter a password.',
  roleRequired: 'Please choose a role.',
  coachCounty: 'Please choose your coaching county.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordsDiffer: 'Passwords do not match.',
  invalidResetLink: 'This reset link is missing or invalid. Request a new one from the forgot password page.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  forgotFailed: 'Unable to send reset instructions. Please try again.',
  resetFailed: 'Unable to reset password. Try requesting a new link.',
  forgotSent: "If an account exists for that email, we've sent instructions to reset your password.",
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  passwordHint: 'At least 8 characters with letters, numbers and symbols.',
} as const;

/** Changing the password while signed in (issue 36 item 3): every other session ends with it. */
export const PASSWORD_CHANGE_MESSAGES = {
  wrongCurrent: 'Your current password is not correct.',
  tooMany: 'Too many attempts. Please wait a while and try again.',
  changed:
    'Your password has been changed. Every other device signed in to your account has been signed out.',
  failed: 'Unable to change your password. Please try again.',
} as const;

/** Minimum length of a new password (spec 1 §9). */
export const PASSWORD_MIN_LENGTH = 8;

const email = v.pipe(v.string(), v.trim(), v.nonEmpty(ACCOUNT_MESSAGES.emailRequired));
const optionalName = v.optional(v.pipe(v.string(), v.trim()), '');

export const loginInputSchema = v.object({
  email,
  password: v.pipe(v.string(), v.nonEmpty(ACCOUNT_MESSAGES.passwordRequired)),
});
export type LoginInput = v.InferOutput<typeof loginInputSchema>;

const roleValues = REGISTRATION_ROLES.map((r) => r.value) as [RegistrationRole, ...RegistrationRole[]];
const sportValues = SPORTS.map((s) => s.value);

/** Account registration (spec 1 §5): names optional, email and password required, county for coaches. */
export const registrationInputSchema = v.pipe(
  v.object({
    first_name: optionalName,
    last_name: optionalName,
    email,
    role: v.picklist(roleValues, ACCOUNT_MESSAGES.roleRequired),
    coach_county: v.optional(v.pipe(v.string(), v.trim()), ''),
    // No further client check on the password: the server owns the strength rules.
    password: v.pipe(v.string(), v.nonEmpty(ACCOUNT_MESSAGES.newPasswordRequired)),
    sport: v.optional(v.union([v.literal(''), v.picklist(sportValues)]), ''),
  }),
  v.forward(
    v.partialCheck(
      [['role'], ['coach_county']],
      // Which counties there are is the league's data (GET /league/divisions/): the form offers only
      // those, and the server refuses any other.
      (input) => input.role !== 'coach' || input.coach_county !== '',
      ACCOUNT_MESSAGES.coachCounty,
    ),
    ['coach_county'],
  ),
  // Only coaches carry a county; a county left from an earlier role choice is never sent.
  v.transform((input) => (input.role === 'coach' ? input : { ...input, coach_county: '' })),
);
export type RegistrationInput = v.InferOutput<typeof registrationInputSchema>;

export const forgotPasswordInputSchema = v.object({ email });
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordInputSchema>;

const newPassword = v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort));

/** Reset password (spec 1 §5): both fields at least 8 characters, then they must match. */
export const resetPasswordInputSchema = v.pipe(
  v.object({ password: newPassword, confirm: newPassword }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (input) => input.password === input.confirm,
      ACCOUNT_MESSAGES.passwordsDiffer,
    ),
    ['confirm'],
  ),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordInputSchema>;

/** The uid and token of a reset link, or null when either is missing (spec 1 §4). */
export function readResetLink(search: string | URLSearchParams): { uid: string; token: string } | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const uid = params.get('uid')?.trim();
  const token = params.get('token')?.trim();
  return uid && token ? { uid, token } : null;
}

/** One line of the fee table shown under the registration form. */
export interface FeeLine {
  item: string;
  /** Amount in cents; null when the amount is a word (Included, TBD). */
  cents: number | null;
  amountText?: string;
  note: string;
}

/** The parent's registration line: the league's fee (spec 1 §9: $250.00 until the office changes it). */
export function registrationLine(feeCents: number): FeeLine {
  return {
    item: 'Registration',
    cents: feeCents,
    note: 'Per child, per season. Covers participation, uniforms and flags.',
  };
}

/** The fee lines of each registration role. */
export type RoleFees = Record<RegistrationRole, readonly FeeLine[]>;

/**
 * Fees per registration role (spec 1 §9), from the league's price list (issue 37: office data,
 * read at build time) and the seasons priced apart from it (src/domain/season-fees.ts), listed
 * under the parent's registration line.
 */
export function roleFees(
  prices: Pick<LeaguePrices, 'fee_cents' | 'referee_training_cents'> = DEFAULT_LEAGUE_PRICES,
  seasonLines: readonly FeeLine[] = [],
): RoleFees {
  return {
    parent_guardian: [registrationLine(prices.fee_cents), ...seasonLines],
    athlete: [
      {
        item: 'Membership',
        cents: null,
        amountText: 'Included',
        note: 'Covered by your parent or guardian.',
      },
      { item: 'Uniform', cents: null, amountText: 'Included', note: 'Part of your registration.' },
    ],
    coach: [
      { item: 'Background check', cents: 1_200, note: 'Self-paid.' },
      { item: 'Coach certification', cents: null, amountText: 'TBD', note: 'Announced before the season.' },
    ],
    referee: [
      { item: 'Referee training', cents: prices.referee_training_cents, note: 'One-time.' },
      { item: 'Game pay', cents: REFEREE_GAME_PAY_CENTS.registerPage, note: 'Paid to you per game weekend.' },
    ],
    recruiter: [{ item: 'Recruiter access', cents: 0, note: 'No charge.' }],
  };
}

/** The amount column of a fee line: dollars, or its word. */
export function feeAmount(line: FeeLine): string {
  return line.cents === null ? (line.amountText ?? '') : formatUsd(line.cents);
}

/** The names to show for a user (src/domain/person-name.ts: small, for the portals' headings). */
export { displayName, personName } from './person-name';

/**
 * POST /auth/register/ — creates an account and signs it in (201 with tokens and user). Well-formed
 * attempts are counted per client address and per e-mail address (an hour each, settings in
 * server/env.ts) before the address is looked up or the password hashed, so the answer "already
 * exists" cannot be asked for a list of addresses and sign-ups cannot be used to burn CPU.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { REGISTRATION_ROLES } from '../../../src/domain/roles';
import { mailNewAccountConfirmation } from '../../auth/email-verification';
import { passwordProblems } from '../../auth/password-policy';
import { clientIp, type AppEnv } from '../../context';
import { users } from '../../db/schema/auth';
import { fieldError, type FieldErrors } from '../../http/errors';
import { enforceLimit } from '../../http/rate-limit';
import { countyExists } from '../../league/geography';
import { BLANK, optionalText, requiredText, text, toFieldErrors, readBody } from '../../http/validation';
import { userJson } from './user-json';
import { findUserByEmail } from './users';

export const DUPLICATE_EMAIL = 'An account with this email already exists.';
export const COUNTY_REQUIRED = 'Please choose your coaching county.';
export const REGISTER_THROTTLED = 'Too many sign-up attempts. Please wait a while and try again.';

const HOUR_MS = 60 * 60 * 1000;

const ROLE_VALUES: readonly string[] = REGISTRATION_ROLES.map((role) => role.value);

const registrationInputSchema = v.object({
  email: v.pipe(
    requiredText(),
    v.toLowerCase(),
    v.maxLength(254, 'Ensure this field has no more than 254 characters.'),
    v.email('Enter a valid email address.'),
  ),
  password: v.pipe(text(), v.nonEmpty(BLANK)),
  first_name: v.pipe(optionalText(), v.maxLength(150, 'Ensure this field has no more than 150 characters.')),
  last_name: v.pipe(optionalText(), v.maxLength(150, 'Ensure this field has no more than 150 characters.')),
  role: v.pipe(requiredText(), v.toLowerCase()),
  coach_county: v.pipe(
    optionalText(),
    v.maxLength(100, 'Ensure this field has no more than 100 characters.'),
  ),
});

/** Registers an account with one of the five self-service roles. */
export async function register(c: Context<AppEnv>) {
  const { db, passwords, tokens, config } = c.var.deps;
  // Lenient first pass so every field's problem is reported at once.
  const input = await readBody(c, v.looseObject({}));
  const parsed = v.safeParse(registrationInputSchema, input, { abortPipeEarly: true });
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.issues);
  const role = typeof input['role'] === 'string' ? input['role'].trim().toLowerCase() : '';
  if (!errors['role'] && !ROLE_VALUES.includes(role))
    errors['role'] = [`"${String(input['role'])}" is not a valid choice.`];
  if (!errors['password'] && typeof input['password'] === 'string') {
    const problems = passwordProblems(input['password']);
    if (problems.length > 0) errors['password'] = problems;
  }
  const county = typeof input['coach_county'] === 'string' ? input['coach_county'].trim() : '';
  // A coach names one of the league's counties (the office keeps the list).
  if (role === 'coach' && !errors['coach_county'] && !(await countyExists(db, county))) {
    errors['coach_county'] = [COUNTY_REQUIRED];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw fieldError(errors);
  const data = parsed.output;

  const { registerPerAddress, registerPerEmail } = config.limits;
  const perAddress = { bucket: 'register-address', max: registerPerAddress, windowMs: HOUR_MS };
  const perEmail = { bucket: 'register-email', max: registerPerEmail, windowMs: HOUR_MS };
  await enforceLimit(db, perAddress, clientIp(c), REGISTER_THROTTLED);
  await enforceLimit(db, perEmail, data.email, REGISTER_THROTTLED);

  if (await findUserByEmail(db, data.email)) throw fieldError({ email: [DUPLICATE_EMAIL] });
  const passwordHash = await passwords.hash(data.password);
  let created;
  try {
    [created] = await db
      .insert(users)
      .values({
        email: data.email,
        passwordHash,
        firstName: data.first_name,
        lastName: data.last_name,
        role: data.role,
        coachCounty: data.role === 'coach' ? data.coach_county.toUpperCase() : null,
      })
      .returning();
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (await findUserByEmail(db, data.email)) throw fieldError({ email: [DUPLICATE_EMAIL] });
    throw error;
  }
  if (!created) throw new Error('Insert returned no row');
  await mailNewAccountConfirmation(c.var.deps, created);
  const pair = await tokens.issue(created);
  return c.json({ ...pair, user: await userJson(db, created) }, 201);
}

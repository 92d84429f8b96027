/** POST /auth/login/ — e-mail and password in, tokens and the user out. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { beginLoginAttempt } from '../../auth/login-throttle';
import { clientIp, type AppEnv } from '../../context';
import { detailError } from '../../http/errors';
import { BLANK, readBody, requiredText, text } from '../../http/validation';
import { userJson } from './user-json';
import { findUserByEmail } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

const loginInputSchema = v.object({
  email: v.pipe(requiredText(), v.toLowerCase()),
  password: v.pipe(text(), v.nonEmpty(BLANK)),
});

/** Signs a user in; the attempt is counted (and may be refused or slowed) before the password is checked. */
export async function login(c: Context<AppEnv>) {
  const { db, passwords, tokens, config } = c.var.deps;
  const input = await readBody(c, loginInputSchema);
  const attempt = await beginLoginAttempt(db, config.limits, input.email, clientIp(c));

  const user = await findUserByEmail(db, input.email);
  let valid: boolean;
  try {
    valid = user
      ? await passwords.verify(input.password, user.passwordHash)
      : await passwords.verifyDummy(input.password);
  } catch (error) {
    // Refused by a full hash queue: never checked, so it is no failure of this address.
    await attempt.unchecked();
    throw error;
  }
  if (!user || !valid || !user.isActive) throw detailError(401, INVALID_CREDENTIALS);
  await attempt.succeeded();
  const pair = await tokens.issue(user);
  return c.json({ ...pair, user: await userJson(db, user) });
}

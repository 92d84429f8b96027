/** POST /auth/login/ — e-mail and password in, tokens and the user out. */
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  clearLoginFailures,
  isLoginThrottled,
  recordLoginFailure,
  THROTTLED_MESSAGE,
} from '../../auth/login-throttle';
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

/** Signs a user in, counting failures per account and address in the database. */
export async function login(c: Context<AppEnv>) {
  const { db, passwords, tokens } = c.var.deps;
  const input = await readBody(c, loginInputSchema);
  const ip = clientIp(c);
  if (await isLoginThrottled(db, input.email, ip)) throw detailError(429, THROTTLED_MESSAGE);

  const user = await findUserByEmail(db, input.email);
  const valid = user
    ? await passwords.verify(input.password, user.passwordHash)
    : await passwords.verifyDummy(input.password);
  if (!user || !valid || !user.isActive) {
    await recordLoginFailure(db, input.email, ip);
    throw detailError(401, INVALID_CREDENTIALS);
  }
  await clearLoginFailures(db, input.email);
  const pair = await tokens.issue(user);
  return c.json({ ...pair, user: userJson(user) });
}

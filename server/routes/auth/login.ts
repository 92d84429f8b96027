/** POST /auth/login/ — e-mail and password in, tokens and the user out. */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { beginLoginAttempt } from '../../auth/login-throttle';
import { clientIp, type AppDeps, type AppEnv, type UserRow } from '../../context';
import { users } from '../../db/schema/auth';
import { ApiError, detailError } from '../../http/errors';
import { BLANK, readBody, requiredText, text } from '../../http/validation';
import { userJson } from './user-json';
import { findUserByEmail } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

const loginInputSchema = v.object({
  email: v.pipe(requiredText(), v.toLowerCase()),
  password: v.pipe(text(), v.nonEmpty(BLANK)),
});

/**
 * Stores a password proven at sign-in at today's hash (an account from before Argon2id, or from an
 * older cost), unless the password changed meanwhile. A busy hash queue skips it: the next sign-in
 * stores it.
 */
async function rehash(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  try {
    const passwordHash = await deps.passwords.hash(password);
    await deps.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

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
  if (passwords.needsRehash(user.passwordHash)) await rehash(c.var.deps, user, input.password);
  const pair = await tokens.issue(user);
  return c.json({ ...pair, user: await userJson(db, user) });
}

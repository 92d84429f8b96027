/**
 * POST /auth/password/change/ (issue 36 item 3): the signed-in account's current password and a new
 * one in; the new one stored and every other session of the account ended in the same transaction
 * (this one goes on). A wrong current password is a field error; attempts are counted per account
 * (LOGIN_LIMIT_PER_ACCOUNT_ADDRESS within the sign-in window), so the form cannot be used to guess.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { PASSWORD_CHANGE_MESSAGES } from '../../../src/domain/account';
import { passwordProblems } from '../../auth/password-policy';
import type { SignedInEnv } from '../../context';
import { users } from '../../db/schema/auth';
import { fieldError } from '../../http/errors';
import { enforceLimit } from '../../http/rate-limit';
import { BLANK, readBody, text } from '../../http/validation';

const changeInputSchema = v.object({
  current_password: v.pipe(text(), v.nonEmpty(BLANK)),
  new_password: v.pipe(text(), v.nonEmpty(BLANK)),
});

/** Changes the caller's password and signs the account out everywhere else. */
export async function changePassword(c: Context<SignedInEnv>) {
  const { deps, user, sessionId } = c.var;
  const { db, passwords, tokens, config } = deps;
  const input = await readBody(c, changeInputSchema);
  const rule = {
    bucket: 'password-change',
    max: config.limits.loginPerAccountAddress,
    windowMs: config.limits.loginWindowMs,
  };
  await enforceLimit(db, rule, `user:${user.id}`, PASSWORD_CHANGE_MESSAGES.tooMany);
  if (!(await passwords.verify(input.current_password, user.passwordHash))) {
    throw fieldError({ current_password: [PASSWORD_CHANGE_MESSAGES.wrongCurrent] });
  }
  const problems = passwordProblems(input.new_password);
  if (problems.length > 0) throw fieldError({ new_password: problems });
  const passwordHash = await passwords.hash(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tokens.revokeAll(user.id, tx, sessionId);
  });
  return c.json({ detail: PASSWORD_CHANGE_MESSAGES.changed });
}

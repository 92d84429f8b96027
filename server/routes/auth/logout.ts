/** POST /auth/logout/ — a refresh token in, its session (refresh family) revoked; 204 either way. */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { readBody, requiredText } from '../../http/validation';

const logoutInputSchema = v.object({ refresh: requiredText() });

/** Ends the session the refresh token belongs to; an invalid token gets the same answer (it tells nothing). */
export async function logout(c: Context<AppEnv>) {
  const input = await readBody(c, logoutInputSchema);
  await c.var.deps.tokens.revokeFamilyOf(input.refresh);
  return c.body(null, 204);
}

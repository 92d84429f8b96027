/** POST /auth/refresh/ — single-use refresh token in, a new pair out (rotation with reuse detection). */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { ApiError } from '../../http/errors';
import { readBody, requiredText } from '../../http/validation';

const refreshInputSchema = v.object({ refresh: requiredText() });

/** Rotates a refresh token; a reused, expired, revoked or malformed one is 401. */
export async function refresh(c: Context<AppEnv>) {
  const input = await readBody(c, refreshInputSchema);
  const pair = await c.var.deps.tokens.rotate(input.refresh);
  if (!pair) throw new ApiError(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
  return c.json(pair);
}

/** Bearer-token authentication and the enforcement of server/auth/policy.ts for one route. */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppDeps, SignedInEnv, UserRow, ViewerEnv } from '../context';
import { detailError, notFound } from '../http/errors';
import { parseId } from '../http/query';
import { currentAccount, liveSession } from './accounts';
import { OWNERSHIP } from './ownership';
import { admits, CAPABILITIES, PERMISSION_DENIED, policyRole, type RoutePolicy } from './policy';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const TOKEN_INVALID = 'Given token not valid for any token type';
export { PERMISSION_DENIED };

/** A signed-in caller: the account as it is now and the session its access token belongs to. */
export interface Caller {
  user: UserRow;
  sessionId: string;
}

/**
 * The active user named by an `Authorization: Bearer <access token>` header, whose token version
 * the token still carries and whose session it belongs to is still live; otherwise a 401. The row
 * as it is now (server/auth/accounts.ts: read again only when some process has written an account
 * since this one last read it; the session likewise when some process ended one).
 */
export async function authenticate(deps: AppDeps, header: string | undefined): Promise<Caller> {
  if (!header) throw detailError(401, NOT_AUTHENTICATED);
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) {
    throw detailError(401, NOT_AUTHENTICATED);
  }
  const { db, tokens } = deps;
  const claims = await tokens.verifyAccess(token);
  if (claims === null) throw detailError(401, TOKEN_INVALID);
  const [user, live] = await Promise.all([
    currentAccount(db, claims.userId),
    liveSession(db, claims.sessionId, claims.userId),
  ]);
  // A token of an ended session (a logout, a password change or reset) is dead at once.
  if (!user || !live || !user.isActive || user.tokenVersion !== claims.version) {
    throw detailError(401, TOKEN_INVALID);
  }
  return { user, sessionId: claims.sessionId };
}

/**
 * Enforces one route's policy: 401 without a valid token where a sign-in is needed, 403 for a role
 * the policy does not name or a right the caller lacks, 404 for an `:id` the caller does not own. Puts the user on `c.var.user`.
 */
export function authorize(policy: RoutePolicy) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (policy.access === 'anyone') {
      const header = c.req.header('authorization');
      if (!policy.viewer || !header) return next();
      // A public route that shows a signed-in caller more: that answer is theirs alone.
      (c as unknown as Context<ViewerEnv>).set('viewer', (await authenticate(c.var.deps, header)).user);
      await next();
      c.header('Cache-Control', 'no-store');
      return;
    }
    const { user, sessionId } = await authenticate(c.var.deps, c.req.header('authorization'));
    if (!admits(policy, policyRole(user.role))) throw detailError(403, policy.denied ?? PERMISSION_DENIED);
    const capability = policy.requires ? CAPABILITIES[policy.requires] : undefined;
    if (capability && !(await capability.holds(c.var.deps.db, user)))
      throw detailError(403, capability.denied);
    const rawId = c.req.param('id');
    if (policy.owner && rawId !== undefined) {
      const id = parseId(rawId);
      if (id === null || !(await OWNERSHIP[policy.owner](c.var.deps.db, user, id))) {
        // Even a refusal of a signed-in caller is theirs alone: no proxy may keep it.
        c.header('Cache-Control', 'no-store');
        throw notFound();
      }
    }
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
    // A signed-in caller's answers are theirs alone (children, waivers, payments): never stored.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
}

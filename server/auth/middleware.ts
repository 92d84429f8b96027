/** Bearer-token authentication and role guards for protected endpoints. */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { roleGroup, type RoleGroup } from '../../src/domain/roles';
import type { AppEnv } from '../context';
import { users } from '../db/schema/auth';
import { detailError } from '../http/errors';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const TOKEN_INVALID = 'Given token not valid for any token type';
export const PERMISSION_DENIED = 'You do not have permission to perform this action.';

/** Requires a valid access token and puts the active user on `c.var.user`; otherwise 401. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  if (!header) throw detailError(401, NOT_AUTHENTICATED);
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) {
    throw detailError(401, NOT_AUTHENTICATED);
  }
  const { db, tokens } = c.var.deps;
  const userId = await tokens.verifyAccess(token);
  if (userId === null) throw detailError(401, TOKEN_INVALID);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !user.isActive) throw detailError(401, TOKEN_INVALID);
  c.set('user', user);
  await next();
});

/** Admits only users whose role maps (spec 1 §6) to one of the given groups; otherwise 403. Use after requireAuth. */
export function requireRole(...groups: RoleGroup[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const group = roleGroup(c.var.user.role);
    if (!group || !groups.includes(group)) throw detailError(403, PERMISSION_DENIED);
    await next();
  });
}

/** Whether a role is staff or admin (the coach group includes plain coaches too). */
export function isStaffRole(role: string): boolean {
  return ['staff', 'admin', 'staff_admin'].includes(role.trim().toLowerCase());
}

/** POST /auth/parent-code-of-conduct/acknowledge/: once per household; the first time is kept. */
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { SignedInEnv } from '../../context';
import { users } from '../../db/schema/auth';
import { userJson } from './user-json';

/** Records the acknowledgement time unless one is stored; answers the refreshed user either way. */
export async function acknowledgeCodeOfConduct(c: Context<SignedInEnv>) {
  const [user] = await c.var.deps.db
    .update(users)
    .set({
      parentCodeOfConductAcknowledgedAt: sql`coalesce(${users.parentCodeOfConductAcknowledgedAt}, now())`,
    })
    .where(eq(users.id, c.var.user.id))
    .returning();
  return c.json(await userJson(c.var.deps.db, user ?? c.var.user));
}

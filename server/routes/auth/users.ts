/** Looking up accounts by e-mail. */
import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';

/** The account with this e-mail (case-insensitive), if any. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

/**
 * Signed-in accounts as of now, remembered per process between requests: a signed-in request
 * reads its caller's row (server/auth/middleware.ts), and most requests come from accounts that
 * have not changed since their last one. The row is a kept read (server/db/kept-reads.ts): used
 * only while the version of `users` in table_versions read before it is current (migration 0030
 * bumps it in every transaction that writes the table, from any process). So a password reset, a
 * role change or a deactivation made through any replica is seen by the next request everywhere.
 */
import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { keptRead } from '../db/kept-reads';
import { refreshFamilies, users } from '../db/schema/auth';

/** One statement per database, planned once (a named prepared statement on PostgreSQL). */
const statements = new WeakMap<Db, { execute(values: { id: number }): Promise<unknown> }>();

function byId(db: Db) {
  let statement = statements.get(db);
  if (!statement) {
    statement = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('account_by_id');
    statements.set(db, statement);
  }
  return statement;
}

/**
 * The account `id` as it is now (undefined when there is none). Each call gets an object of its
 * own, so a row stands for one request (server/auth/coach-scope.ts remembers a request's scope by
 * its row) and no request can change what another is given.
 */
export async function currentAccount(db: Db, id: number): Promise<UserRow | undefined> {
  const user = await keptRead(db, `account ${id}`, async () => {
    const [row] = (await byId(db).execute({ id })) as UserRow[];
    return row && Object.freeze(row);
  });
  return user && { ...user };
}

/** One statement per database for the session check. */
const sessionStatements = new WeakMap<Db, { execute(values: { id: string }): Promise<unknown> }>();

function sessionById(db: Db) {
  let statement = sessionStatements.get(db);
  if (!statement) {
    statement = db
      .select({ userId: refreshFamilies.userId, revokedAt: refreshFamilies.revokedAt })
      .from(refreshFamilies)
      .where(eq(refreshFamilies.id, sql.placeholder('id')))
      .prepare('session_by_id');
    sessionStatements.set(db, statement);
  }
  return statement;
}

/**
 * Whether the session (refresh family) `id` of account `userId` is live now: it exists, is the
 * account's and has not been ended (a logout, a password change or reset). Remembered per process
 * like the account (refresh_families bumps its version whenever a session ends, migration
 * session_versions), so the check costs no query while no session anywhere has ended; it does not
 * label the answer the request keeps (it only decides whether the request goes on).
 */
export async function liveSession(db: Db, id: string, userId: number): Promise<boolean> {
  const session = await keptRead(
    db,
    `session ${id}`,
    async () => {
      const [row] = (await sessionById(db).execute({ id })) as { userId: number; revokedAt: Date | null }[];
      return row ? Object.freeze(row) : null;
    },
    { apart: true },
  );
  return session !== null && session.userId === userId && session.revokedAt === null;
}

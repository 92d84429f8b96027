/**
 * Signed-in accounts as of now, remembered per process between requests: a signed-in request
 * reads its caller's row (server/auth/middleware.ts), and most requests come from accounts that
 * have not changed since their last one. Each remembered row carries the version of `users` in
 * table_versions read before the row was (migration 0030 bumps it in every transaction that writes
 * the table, from any process), and is used only while that version is current, which is learnt
 * as kept answers learn theirs (currentTableVersions: no query on the embedded database, one query
 * shared by concurrent requests on PostgreSQL). So a password reset, a role change or a
 * deactivation made through any replica is seen by the next request everywhere.
 */
import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { currentTableVersions } from '../db/table-versions';

/** Accounts remembered per database; the least recently used go first. */
const MAX_ACCOUNTS = 5000;

interface Remembered {
  version: number;
  user: UserRow;
}

class AccountStore {
  private readonly rows = new Map<number, Remembered>();
  /** One statement, planned once (a named prepared statement on PostgreSQL). */
  private readonly byId;

  constructor(private readonly db: Db) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('account_by_id');
  }

  async get(id: number): Promise<UserRow | undefined> {
    // The version before the row: a write between the two only makes the row newer than its label.
    const version = (await currentTableVersions(this.db)).get('users') ?? 0;
    const remembered = this.rows.get(id);
    if (remembered?.version === version) {
      // Most recently used last.
      this.rows.delete(id);
      this.rows.set(id, remembered);
      return { ...remembered.user };
    }
    const [user] = (await this.byId.execute({ id })) as UserRow[];
    this.rows.delete(id);
    if (!user) return undefined;
    this.rows.set(id, { version, user: Object.freeze({ ...user }) });
    for (const oldest of this.rows.keys()) {
      if (this.rows.size <= MAX_ACCOUNTS) break;
      this.rows.delete(oldest);
    }
    return user;
  }
}

const stores = new WeakMap<Db, AccountStore>();

/**
 * The account `id` as it is now (undefined when there is none). Each call gets an object of its
 * own, so a row stands for one request (server/auth/coach-scope.ts remembers a request's scope by
 * its row) and no request can change what another is given.
 */
export function currentAccount(db: Db, id: number): Promise<UserRow | undefined> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new AccountStore(db)));
  return store.get(id);
}

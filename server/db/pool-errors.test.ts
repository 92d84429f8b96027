/**
 * The API on a PostgreSQL server keeps running when the server ends one of its idle connections
 * (a restart, a failover, an administrator's pg_terminate_backend): the pool drops that connection
 * and the next query opens another. Without a listener the error would be uncaught and stop the
 * process. Runs on the PostgreSQL run (npm run test:server:pg); PGlite has no connections to lose.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { adminQuery } from '../test/postgres-server';

describe.runIf(inject('postgresAdminUrl'))('a PostgreSQL connection ended by the server', () => {
  it('is dropped from the pool; the next query answers', async () => {
    const handle = await openTestDatabase();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const backend = async () =>
        Number(
          (
            (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              rows: { pid: number }[];
            }
          ).rows[0]!.pid,
        );
      const pid = await backend();
      await adminQuery({ adminUrl: inject('postgresAdminUrl')! }, `select pg_terminate_backend(${pid})`);
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(
          'A PostgreSQL connection was closed:',
          'terminating connection due to administrator command',
        ),
      );
      expect(await backend()).not.toBe(pid);
    } finally {
      logged.mockRestore();
      await handle.close();
    }
  });
});

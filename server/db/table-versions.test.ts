/**
 * table_versions is bumped at the commit, once per table written, in name order (migration
 * versions_at_commit, issue 36). Two transactions that write the same tables in opposite orders
 * (as a checkout and a settled charge do) used to deadlock on the tables' version rows on
 * PostgreSQL; now neither waits for the other.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { locations } from './schema/league';
import { payments } from './schema/payments';
import { registrations } from './schema/registrations';
import { readTableVersions } from './table-versions';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ seed: false });
});

afterAll(async () => {
  await t.close();
});

/** A promise and the function that resolves it. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const versionsOf = async () => {
  const versions = await readTableVersions(t.handle.db);
  return (table: string) => versions.get(table) ?? 0;
};

// Writes that touch no row still run the statement trigger, as any write does.
const touchRegistrations = (db: TestContext['handle']['db']) =>
  db.update(registrations).set({ updatedAt: new Date() }).where(eq(registrations.id, -1));
const touchPayments = (db: TestContext['handle']['db']) =>
  db.update(payments).set({ settledAt: new Date() }).where(eq(payments.id, -1));

describe('table versions', () => {
  it('bump each table a transaction wrote once, at its commit, and none written only in a rolled-back savepoint', async () => {
    const before = await versionsOf();
    let during: Awaited<ReturnType<typeof versionsOf>> | undefined;
    await t.handle.db.transaction(async (tx) => {
      await touchRegistrations(tx);
      await touchPayments(tx);
      await touchRegistrations(tx);
      await tx
        .transaction(async (savepoint) => {
          await savepoint.insert(locations).values({ name: 'Never Field', city: 'Oxford', state: 'MS' });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // Inside the transaction the versions have not moved yet: the bump comes with the commit.
      const rows = (await tx.execute(
        sql`select table_name, version from table_versions where table_name in ('registrations', 'payments')`,
      )) as unknown as { rows: { table_name: string; version: number }[] };
      const inside = new Map(rows.rows.map((row) => [row.table_name, Number(row.version)]));
      during = (table) => inside.get(table) ?? 0;
    });
    const after = await versionsOf();
    expect(during!('registrations')).toBe(before('registrations'));
    expect(during!('payments')).toBe(before('payments'));
    expect(after('registrations')).toBe(before('registrations') + 1);
    expect(after('payments')).toBe(before('payments') + 1);
    expect(after('locations')).toBe(before('locations'));
    // A write on its own (its own transaction) is bumped at its commit too.
    await touchPayments(t.handle.db);
    expect((await versionsOf())('payments')).toBe(before('payments') + 2);
  });

  // PostgreSQL only: PGlite has one connection, so its transactions take turns.
  it.runIf(Boolean(inject('postgresAdminUrl')))(
    'let two transactions that write the same tables in opposite orders both commit, without waiting for each other',
    async () => {
      const before = await versionsOf();
      const firstWrote = signal();
      const secondWrote = signal();
      // Like a checkout (registrations, then payments) and a settled charge (payments, then
      // registrations) of two families at once, on two connections.
      const first = t.handle.db.transaction(async (tx) => {
        await touchRegistrations(tx);
        firstWrote.resolve();
        await secondWrote.promise;
        await touchPayments(tx);
      });
      const second = t.handle.db.transaction(async (tx) => {
        await touchPayments(tx);
        secondWrote.resolve();
        await firstWrote.promise;
        await touchRegistrations(tx);
      });
      const outcomes = await Promise.allSettled([first, second]);
      expect(
        outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'committed')),
      ).toEqual(['committed', 'committed']);
      const after = await versionsOf();
      expect(after('registrations')).toBe(before('registrations') + 2);
      expect(after('payments')).toBe(before('payments') + 2);
    },
  );
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { createTestContext, type TestContext } from '../test/harness';
import { seedDatabase } from './index';
import { DEMO_ACCOUNTS } from './users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

describe('seedDatabase', () => {
  it('creates the six demo accounts and the public data in an empty database', async () => {
    const report = await seedDatabase(t.handle.db, t.deps.passwords);
    expect(report.users).toBe(6);
    expect(report.seasons).toBeGreaterThanOrEqual(6);
    expect(report.contentRows).toBeGreaterThan(30);
    const rows = await t.handle.db.select().from(users);
    expect(rows.map((row) => [row.email, row.role])).toEqual(DEMO_ACCOUNTS.map((a) => [a.email, a.role]));
  });

  it('changes nothing when run again', async () => {
    const report = await seedDatabase(t.handle.db, t.deps.passwords);
    expect(report).toEqual({ users: 0, seasons: 0, contentRows: 0 });
    const [row] = await t.handle.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(6);
  });

  it('gives the athlete an adult date of birth and the coach a county', async () => {
    const rows = await t.handle.db.select().from(users);
    const athlete = rows.find((row) => row.role === 'athlete');
    const age = (Date.now() - Date.parse(athlete?.dateOfBirth ?? '')) / (365.25 * 24 * 3600 * 1000);
    expect(age).toBeGreaterThan(18);
    expect(rows.find((row) => row.role === 'coach')?.coachCounty).toBe('DeSoto');
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.email))('lets %s sign in with demo-Pass-1', async (email) => {
    const res = await t.call('POST', '/api/auth/login/', { body: { email, password: 'demo-Pass-1' } });
    expect(res.status).toBe(200);
  });
});

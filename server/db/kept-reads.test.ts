import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { keptRead, keptTables } from './kept-reads';
import { traceReads } from './read-trace';
import { rateLimits } from './schema/limits';
import { locations } from './schema/league';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

describe('kept reads', () => {
  it('read a value once while the tables it was read from are unchanged, and again after a write to one', async () => {
    let reads = 0;
    const venues = () =>
      keptRead(t.handle.db, 'venues', async () => {
        reads += 1;
        return (await t.handle.db.select({ name: locations.name }).from(locations)).map((row) => row.name);
      });
    const first = await venues();
    expect(await venues()).toBe(first);
    expect(reads).toBe(1);
    const [added] = await t.handle.db
      .insert(locations)
      .values({ name: 'Aaa Kept Read Field', city: 'Oxford', state: 'MS' })
      .returning();
    expect(await venues()).toContain('Aaa Kept Read Field');
    expect(reads).toBe(2);
    await t.handle.db.delete(locations).where(eq(locations.id, added!.id));
  });

  it('count a remembered value as the reading of the work it is given to', async () => {
    const venues = () =>
      keptRead(t.handle.db, 'venue count', async () => (await t.handle.db.select().from(locations)).length);
    await venues();
    const { trace } = await traceReads(venues);
    // (On PostgreSQL the work also read table_versions, which no kept value depends on.)
    expect(keptTables(trace)).toEqual(['locations']);
  });

  it('never keep a value read from a table without a version', async () => {
    let reads = 0;
    const limits = () =>
      keptRead(t.handle.db, 'limits', async () => {
        reads += 1;
        return (await t.handle.db.select().from(rateLimits)).length;
      });
    await limits();
    await limits();
    expect(reads).toBe(2);
  });
});

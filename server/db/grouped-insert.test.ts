import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { groupedInsert } from './grouped-insert';
import { leads } from './schema/referee';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

const lead = (name: string) => ({ source: 'grouped', name, email: `${name}@example.test`, phone: '555' });
const stored = async () =>
  (await t.handle.db.select({ name: leads.name }).from(leads).where(eq(leads.source, 'grouped')))
    .map((row) => row.name)
    .sort();

describe('grouped inserts', () => {
  it('write the rows handed in at once in one statement, and settle each caller once they are stored', async () => {
    const append = groupedInsert(leads);
    const insert = vi.spyOn(t.handle.db, 'insert');
    try {
      const names = Array.from({ length: 30 }, (_, i) => `g${String(i).padStart(2, '0')}`);
      await Promise.all(names.map((name) => append(t.handle.db, [lead(name)])));
      expect(insert).toHaveBeenCalledTimes(1);
      expect(await stored()).toEqual(names);
      // Rows handed in while a statement runs go together in the next one.
      insert.mockClear();
      const first = append(t.handle.db, [lead('h1')]);
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([first, append(t.handle.db, [lead('h2')]), append(t.handle.db, [lead('h3')])]);
      expect(insert).toHaveBeenCalledTimes(2);
      expect(await stored()).toEqual([...names, 'h1', 'h2', 'h3']);
    } finally {
      insert.mockRestore();
      await t.handle.db.delete(leads).where(eq(leads.source, 'grouped'));
    }
  });

  it('fail every caller of a statement that fails, and let the next group through', async () => {
    const append = groupedInsert(leads);
    // A null where a name is required fails the whole statement.
    const bad = { ...lead('bad'), name: null as unknown as string };
    const results = await Promise.allSettled([
      append(t.handle.db, [lead('ok1')]),
      append(t.handle.db, [bad]),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await append(t.handle.db, [lead('ok2')]);
    expect(await stored()).toEqual(['ok2']);
    await t.handle.db.delete(leads).where(eq(leads.source, 'grouped'));
  });
});

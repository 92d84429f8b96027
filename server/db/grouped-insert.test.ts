import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { groupedInsert } from './grouped-insert';
import { auditLog } from './schema/audit';
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
    const insert = vi.spyOn(t.handle.db, 'execute');
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

  it('store every kind of value as Drizzle would: JSON, times, nulls and defaults', async () => {
    const append = groupedInsert(auditLog);
    const at = new Date('2026-11-27T10:00:00.123Z');
    const row = (entityId: string) => ({
      actorId: null,
      actorEmail: 'staff@demo.test',
      actorName: 'Staff Member',
      actorRole: 'staff',
      action: 'grouped-test',
      entity: 'program',
      entityId,
      before: null,
      after: { name: 'NFL FLAG Boys', ages: [11, 12], note: 'quote " and \\ back' },
      note: '',
      ipAddress: '',
      at,
    });
    await Promise.all([append(t.handle.db, [row('a')]), append(t.handle.db, [row('b')])]);
    // Without `at`: the column's default (now) applies.
    const { at: _omitted, ...withoutTime } = row('c');
    await append(t.handle.db, [withoutTime]);
    const stored = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'grouped-test'));
    expect(stored.map((entry) => entry.entityId).sort()).toEqual(['a', 'b', 'c']);
    for (const entry of stored) {
      expect(entry.after).toEqual(row('x').after);
      expect(entry.before).toBeNull();
      expect(entry.actorId).toBeNull();
    }
    expect(stored.filter((entry) => entry.entityId !== 'c').map((entry) => entry.at.toISOString())).toEqual([
      at.toISOString(),
      at.toISOString(),
    ]);
    expect(Math.abs(stored.find((entry) => entry.entityId === 'c')!.at.getTime() - Date.now())).toBeLessThan(
      60_000,
    );
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

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/auth';
import { createTestContext, type TestContext } from '../test/harness';
import { recordAudit } from './log';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('keeps its entries: a delete or an edit is refused by the database', async () => {
    const { user } = await t.signUp('parent_guardian', 'audited@example.test');
    const [actor] = await t.handle.db.select().from(users).where(eq(users.id, user.id));
    await recordAudit(t.handle.db, {
      actor: actor!,
      action: 'update',
      entity: 'venue',
      entityId: 7,
      before: { name: 'Old' },
      after: { name: 'New' },
    });
    const [entry] = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, '7'));
    expect(entry).toMatchObject({
      actorEmail: 'audited@example.test',
      entity: 'venue',
      after: { name: 'New' },
    });
    await expect(t.handle.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(
      t.handle.db.update(auditLog).set({ note: 'rewritten' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    // Removing the account only clears the link; the entry still names who it was.
    await t.handle.db.execute(sql`delete from users where id = ${user.id}`);
    const [kept] = await t.handle.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(kept).toMatchObject({ actorId: null, actorEmail: 'audited@example.test', note: '' });
  });
});

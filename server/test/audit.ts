/** Reading the audit log in tests: the entries of one record, oldest first. */
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/audit';
import type { TestContext } from './harness';

/** The audit entries of one record, oldest first. */
export function auditEntries(t: TestContext, entity: string, entityId: string | number) {
  return t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

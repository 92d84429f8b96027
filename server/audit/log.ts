/**
 * Writing the audit log (server/db/schema/audit.ts). Call `recordAudit` with the transaction that
 * makes the change, so the change and its entry commit together or not at all.
 */
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { groupedInsert } from '../db/grouped-insert';
import { auditLog } from '../db/schema/audit';

/** Who made a change, as the log keeps it. */
export type AuditActor = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>;

/** One change to record. */
export interface AuditEntry {
  /** The signed-in account that made the change; null for the system. */
  actor: AuditActor | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string;
  ip?: string;
  at?: Date;
}

/** A person's name for logs and answers: first and last name, else the e-mail. */
export function personName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Appends one entry to the audit log (pass the transaction that makes the change). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Appends several entries in one statement (e.g. every player a coach's roster read showed). */
export async function recordAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(auditRow));
}

const insertReads = groupedInsert(auditLog);

/**
 * Puts reads on record (a coach shown players' medical notes): no change to commit with, so the
 * entries of many requests at once go in one statement (server/db/grouped-insert.ts); resolves
 * once they are stored.
 */
export function recordReads(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  return insertReads(db, entries.map(auditRow));
}

function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? '',
    actorName: entry.actor ? personName(entry.actor) : '',
    actorRole: entry.actor?.role ?? '',
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? '',
    ipAddress: entry.ip ?? '',
    ...(entry.at ? { at: entry.at } : {}),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose values differ from `before` (compared as JSON), as the two halves of
 * an update's entry; null when nothing changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (same(before[key], after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

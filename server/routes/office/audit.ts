/**
 * GET /office/audit/: the audit log for the office's Activity view, newest first, filtered by
 * entity, entity id, action, who (name or e-mail) and day (from/to), searchable by note and id.
 */
import { auditLog } from '../../db/schema/audit';
import type { AuditLogEntry } from '../../../src/domain/office/audit';
import { ilike, or } from 'drizzle-orm';
import { dayFilter, listHandler, textFilter, type ListConfig } from '../../http/list';
import { escapeLike, textQuery } from '../../http/query';
import { routes } from '../../http/router';

type AuditRow = typeof auditLog.$inferSelect;

/** An audit log row as the office reads it. */
export const auditEntryJson = (row: AuditRow) =>
  ({
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorEmail || row.actorId !== null
        ? { id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole }
        : null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    note: row.note,
  }) satisfies AuditLogEntry;

const auditList: ListConfig<AuditRow, AuditLogEntry> = {
  table: auditLog,
  search: [auditLog.note, auditLog.entityId, auditLog.actorName],
  filters: {
    entity: textFilter(auditLog.entity),
    entity_id: textFilter(auditLog.entityId),
    action: textFilter(auditLog.action),
    // Who: part of the name or e-mail of the member of staff.
    actor: (c, name) => {
      const who = textQuery(c, name);
      if (!who) return undefined;
      const pattern = `%${escapeLike(who)}%`;
      return or(ilike(auditLog.actorName, pattern), ilike(auditLog.actorEmail, pattern));
    },
    from: dayFilter(auditLog.at, 'from'),
    to: dayFilter(auditLog.at, 'to'),
  },
  sort: { at: auditLog.at },
  defaultOrdering: '-at',
  tiebreak: auditLog.id,
  limits: { defaultSize: 25, maxSize: 100 },
  json: (_db, rows) => rows.map(auditEntryJson),
};

export const officeAuditRoutes = routes('/office/audit').get('/', listHandler(auditList));

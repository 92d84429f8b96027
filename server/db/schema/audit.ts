/**
 * The audit log: one row per change staff (or the system on staff's behalf) made to league records,
 * written in the same transaction as the change, never updated or deleted.
 *
 * - actor_id / actor_email / actor_role: who; the e-mail and role are copied so the entry still
 *   reads after the account is gone (actor_id is then null). A system job has no actor (null, '').
 * - action: what kind of change: create, update, delete, archive, restore, decide, send, refund…
 * - entity / entity_id: which record: the resource name (program, venue, season, athlete_profile,
 *   calendar_editor_request…) and its id as text (ids are integers or slugs).
 * - before / after: the fields that changed, as they were and as they became (null for a create's
 *   before and a delete's after). Decisions keep { status, note } in after.
 * - note: a reason or a one-line summary given with the change (a decision's note, a refund's reason).
 * - ip_address: the caller's address when the change came through the API.
 *
 * Staff review-queue decisions (formerly the staff_decisions table) live here too, with
 * action 'decide' and the reviewed request as the entity; so do guardians' consent decisions on an
 * athlete_profile (approve, decline, revoke: the parent account as actor, or none for the mailed
 * link, whose address is in after.email and the note).
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull().default(''),
    actorName: text('actor_name').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    note: text('note').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
);

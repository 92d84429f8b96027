/**
 * Financial aid (issue 21 item 3; README: Financial aid; src/domain/aid.ts has the rules and words).
 *
 * - aid_applications: a parent asks for aid for one child and one season (household size, a short
 *   statement, an optional document kept under DATA_DIR/uploads/aid/ through server/http/uploads.ts,
 *   served only to the parent and staff; consent_at when they let staff review it). status 'pending'
 *   → 'awarded' (award_kind 'percent' with award_value 1–100, or 'amount' with award_value in cents)
 *   or 'declined' (decision_note, which the family reads), or 'withdrawn' by the parent while
 *   pending. A decision may be changed until a paid registration has used the award. At most one
 *   live application (pending or awarded) per child and season (a partial unique index).
 *   allow_reuse: staff let the award serve more than one registration of that child and season.
 *   decision_mailed_at: when the decision was mailed (only to a confirmed address, as receipts are).
 *   Never deleted (a child's removal keeps the row: child_id set null, the name in child_name).
 * - registrations.fee_cents / aid_cents / aid_application_id (server/db/schema/registrations.ts): the
 *   price list's fee, the aid taken off it and the award that gave it; amount_cents = fee − aid.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { children } from './families';
import { seasons } from './league';

export const aidApplications = pgTable(
  'aid_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    childName: text('child_name').notNull().default(''),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'restrict' }),
    householdSize: integer('household_size').notNull(),
    statement: text('statement').notNull(),
    /** The stored upload (relative to DATA_DIR/uploads) and its sniffed type, or null. */
    document: text('document'),
    documentType: text('document_type'),
    documentName: text('document_name').notNull().default(''),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    awardKind: text('award_kind'),
    awardValue: integer('award_value'),
    decisionNote: text('decision_note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    allowReuse: boolean('allow_reuse').notNull().default(false),
    /** When the decision mail went out (null: not yet, e.g. until the family confirms its address). */
    decisionMailedAt: timestamp('decision_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('aid_applications_live_child_season')
      .on(table.childId, table.seasonId)
      .where(sql`${table.status} in ('pending', 'awarded')`),
    index('aid_applications_user_idx').on(table.userId, table.createdAt),
    index('aid_applications_status_idx').on(table.status, table.createdAt),
    check(
      'aid_applications_status_known',
      sql`${table.status} in ('pending', 'awarded', 'declined', 'withdrawn')`,
    ),
    check(
      'aid_applications_award_shape',
      sql`(${table.awardKind} is null and ${table.awardValue} is null) or (${table.awardKind} = 'percent' and ${table.awardValue} between 1 and 100) or (${table.awardKind} = 'amount' and ${table.awardValue} > 0)`,
    ),
  ],
);

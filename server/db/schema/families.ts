/**
 * A parent's household: the children (athletes) they manage and the waiver signatures given for
 * each child.
 *
 * - children: one row per child, owned by the parent account that added it (parent_id); removing
 *   the parent removes the children.
 * - waiver_signatures: one row per signature. A child's waiver is Signed when a row exists for the
 *   current waiver version (content/waivers/participation.yaml), else Pending; a new version makes
 *   every child Pending again. Rows keep who signed (typed full name and account), when, from which
 *   address, and the provider ('league' for signatures given in the parent portal).
 */
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const children = pgTable(
  'children',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    /** 'Male', 'Female' or '' when not given. */
    gender: text('gender').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('children_parent_idx').on(table.parentId, table.id)],
);

export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The waiver version signed, e.g. '2026-1'. */
    version: text('version').notNull(),
    provider: text('provider').notNull().default('league'),
    signerName: text('signer_name').notNull(),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('waiver_signatures_child_version_unique').on(table.childId, table.version)],
);

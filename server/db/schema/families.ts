/**
 * A parent's household: the children (athletes) they manage and the waiver signatures given for
 * each child (or by an adult athlete for themselves).
 *
 * - children: one row per child, owned by the parent account that added it (parent_id); removing
 *   the parent removes the children. archived_at: the parent archived the child (hidden from the
 *   portal, every registration, payment and signature kept; null when shown). A child with a paid
 *   or pending registration cannot be removed, only archived (server/routes/children/).
 * - waiver_signatures: one row per signature, a legal record: never deleted with the child
 *   (child_id is then set null) and keeping participant_name, the name as signed. A child's waiver
 *   is Signed when a row exists for the current waiver version (content/waivers/participation.yaml),
 *   else Pending; a new version makes every child Pending again. An adult athlete signs for
 *   themselves (athlete_user_id, child_id null). Rows keep who signed (typed full name and account),
 *   when, from which address, and the provider ('league' for signatures given in the portals).
 */
import { sql } from 'drizzle-orm';
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
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('children_parent_idx').on(table.parentId, table.id)],
);

export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The child signed for; null once the child is removed (the signature stays). */
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    /** The adult athlete who signed for themselves. */
    athleteUserId: integer('athlete_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who the waiver was signed for, as named when signing. */
    participantName: text('participant_name').notNull().default(''),
    /** The waiver version signed, e.g. '2026-1'. */
    version: text('version').notNull(),
    provider: text('provider').notNull().default('league'),
    signerName: text('signer_name').notNull(),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waiver_signatures_child_version_unique').on(table.childId, table.version),
    uniqueIndex('waiver_signatures_athlete_version_unique').on(table.athleteUserId, table.version),
  ],
);

/**
 * A child's second guardian (issue 37): the first guardian (children.parent_id) invites an address
 * by e-mail (a link_tokens row, purpose 'guardian_invite', names the inviting account and the
 * address); the holder of a confirmed account with that address accepts it, and from then on the
 * child is theirs too (user_id) and the two accounts count as one household for the sibling
 * discount. status: 'pending' → 'accepted', or 'revoked' by the first guardian (kept, with when).
 * At most one live link per child and address.
 */
export const childGuardians = pgTable(
  'child_guardians',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('child_guardians_user_idx').on(table.userId),
    uniqueIndex('child_guardians_one_live')
      .on(table.childId, table.email)
      .where(sql`${table.status} in ('pending', 'accepted')`),
  ],
);

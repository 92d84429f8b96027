/**
 * Emergency contact and medical notes (issue 19 item 5), one row per child (child_id) or adult
 * athlete (athlete_profile_id): the person to call (name, relation, phone) and allergies,
 * conditions and medication, all optional. Visible to the household (the parent, or the athlete),
 * the coaches of the player's team and staff, never to recruiters; every read by a coach, staff or
 * an admin is in the audit log (action 'read', entity 'emergency_info', entity_id 'child-<id>' or
 * 'athlete-<profile id>'), which the household reads back (GET /auth/emergency-info/reads/). Removed with the child or profile, and when
 * the parent archives the child; updated_by / updated_at say who last changed it.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { athleteProfiles } from './athletes';
import { users } from './auth';
import { children } from './families';

export const emergencyInfo = pgTable(
  'emergency_info',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childId: integer('child_id').references(() => children.id, { onDelete: 'cascade' }),
    athleteProfileId: integer('athlete_profile_id').references(() => athleteProfiles.id, {
      onDelete: 'cascade',
    }),
    contactName: text('contact_name').notNull().default(''),
    contactRelation: text('contact_relation').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    allergies: text('allergies').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    medication: text('medication').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('emergency_info_child_unique').on(table.childId),
    uniqueIndex('emergency_info_athlete_unique').on(table.athleteProfileId),
    check('emergency_info_one_person', sql`num_nonnulls(${table.childId}, ${table.athleteProfileId}) = 1`),
  ],
);

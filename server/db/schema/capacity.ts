/**
 * Capacity, held places and waitlists (issue 21 items 1–2; README: Capacity and waitlists).
 *
 * - program_capacities: the places of one program offering, per season: the program at a venue in a
 *   division (location_id / division_id null where the program has no venues or no divisions), in
 *   one season (season_id) or, null, in every season that has no capacities of its own.
 *   capacity null is unlimited (the spec's behaviour); rows are kept (not deleted) when staff clear a
 *   capacity, so the places held against them keep their offering.
 * - place_holds: one row per registration that takes a place of a limited offering in a season.
 *   status 'held' from checkout (expires_at: the checkout's hold ends; null while a charge is under
 *   way, so a place is never lost mid-charge) → 'paid' when the charge succeeds, or 'released' when
 *   it fails, the hold runs out, or the registration is refunded in full. A place counts while it is
 *   paid or held and not expired. Checkout and confirm lock the offering's row (FOR UPDATE) while
 *   they count, so two checkouts can never take the last place twice, on any number of replicas.
 * - waitlist_entries: a family waiting for a place of an offering in a season, for one registration
 *   subject (the child or athlete, program, season; at most one live entry per subject). status
 *   'waiting' (ordered by rank, then id) → 'offered' (a place is kept for it until offer_expires_at)
 *   → 'accepted' (its checkout took the place), 'expired' (the offer ran out; the next is offered),
 *   'removed' (by staff, with a reason) or 'left' (the family left the list). form: the registration
 *   form as it was when joining, to fill the checkout the offer links to. Never deleted.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { athleteProfiles } from './athletes';
import { users } from './auth';
import { children } from './families';
import { divisions, locations, programs, seasons } from './league';
import { registrations } from './registrations';

export const programCapacities = pgTable(
  'program_capacities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: text('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
    /**
     * The season these places are for (issue 41 item 8); null: every season of the program. A
     * season with any capacity of its own counts only its own (the every-season ones stand aside).
     */
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    capacity: integer('capacity'),
  },
  (table) => [
    unique('program_capacities_offering_unique')
      .on(table.programId, table.locationId, table.divisionId, table.seasonId)
      .nullsNotDistinct(),
    check('program_capacities_capacity_positive', sql`${table.capacity} is null or ${table.capacity} >= 0`),
  ],
);

export const placeHolds = pgTable(
  'place_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => programCapacities.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('place_holds_registration_unique').on(table.registrationId),
    index('place_holds_offering_idx').on(table.capacityId, table.seasonId, table.status),
    index('place_holds_expiry_idx').on(table.status, table.expiresAt),
  ],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => programCapacities.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    athleteProfileId: integer('athlete_profile_id').references(() => athleteProfiles.id, {
      onDelete: 'set null',
    }),
    participantName: text('participant_name').notNull().default(''),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    rank: integer('rank').notNull(),
    status: text('status').notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Why staff removed the entry (or made an offer by hand). */
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_live_subject')
      .on(table.subject)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_list_idx').on(table.capacityId, table.seasonId, table.status, table.rank),
    index('waitlist_entries_offer_expiry_idx').on(table.status, table.offerExpiresAt),
    index('waitlist_entries_user_idx').on(table.userId),
  ],
);

/**
 * League structure: venues, programs (with their divisions and venues) and seasons with standings,
 * games, season news and administrative details. Program ids are the site's catalogue slugs
 * (nfl-flag-boys …) so API programs and built-in catalogue entries line up.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('locations_state_idx').on(table.state)],
);

export const programs = pgTable('programs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logo: text('logo'),
  /** FOOTBALL, BASKETBALL, VOLLEYBALL, SOCCER or TRACK. */
  sport: text('sport').notNull(),
  registerUrl: text('register_url'),
  /** The age groups it runs (U-11 … U-17, src/domain/programs.ts); empty reads as every age. */
  ageGroups: text('age_groups')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  /**
   * The ages the program is for (inclusive). The league's programs are for 11–17, whose
   * registrations offer only the youth age groups; a program for adults offers the others.
   */
  minAge: integer('min_age').notNull().default(11),
  maxAge: integer('max_age').notNull().default(17),
  /**
   * The fewest players a team of the program needs at a game (issue 39): when fewer say they are
   * going, the coach and the office are alerted. Null: no minimum.
   */
  minPlayers: integer('min_players'),
});

export const divisions = pgTable('divisions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  programId: text('program_id')
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const programLocations = pgTable(
  'program_locations',
  {
    programId: text('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.programId, table.locationId] })],
);

export const seasons = pgTable('seasons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  /** SCHEDULED, IN_PROGRESS or COMPLETED. */
  status: text('status').notNull(),
  startDate: date('start_date'),
  endDate: date('end_date'),
  seasonLabel: text('season_label'),
  programId: text('program_id').references(() => programs.id, { onDelete: 'set null' }),
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
  /** A conference division code of src/domain/leagues.ts, e.g. NFC_NORTH. */
  leagueDivision: text('league_division'),
  /** A county code of src/domain/leagues.ts, e.g. DESOTO. */
  leagueCounty: text('league_county'),
  notes: text('notes'),
  /** When families may register for the season (inclusive dates; null: not announced). */
  registrationOpensOn: date('registration_opens_on'),
  registrationClosesOn: date('registration_closes_on'),
});

export const standings = pgTable('standings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  teamName: text('team_name').notNull(),
  wins: integer('wins').notNull().default(0),
  losses: integer('losses').notNull().default(0),
  ties: integer('ties').notNull().default(0),
  pointsFor: integer('points_for').notNull().default(0),
  pointsAgainst: integer('points_against').notNull().default(0),
  /**
   * Issue 38: the place by the league's tiebreakers within the team's division (src/domain/
   * standings.ts), the division's name ('' when the season's teams have none), the tiebreaker that
   * decided the place (null when no team was level) and whether staff must toss a coin.
   */
  rank: integer('rank'),
  division: text('division').notNull().default(''),
  tiebreak: text('tiebreak'),
  tossNeeded: boolean('toss_needed').notNull().default(false),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    /** SCHEDULED, IN_PROGRESS, COMPLETED or CANCELLED (src/domain/games.ts; issue 39 adds more). */
    status: text('status').notNull().default('SCHEDULED'),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    venue: text('venue'),
    gameType: text('game_type'),
    officials: text('officials'),
    notes: text('notes'),
    /** Issue 38: kept where it is when the schedule is generated again or re-planned. */
    locked: boolean('locked').notNull().default(false),
    /** Issue 38: a playoff game's bracket (server/db/schema/schedule.ts), round and position. */
    bracketId: integer('bracket_id'),
    bracketRound: integer('bracket_round'),
    bracketSlot: integer('bracket_slot'),
    /**
     * Game day (issue 39; new columns only): why the state last changed (DELAYED, POSTPONED,
     * CANCELLED, RESCHEDULED or back to SCHEDULED), who changed it and when; the kickoff before the
     * first change of time; and the calendar sequence, raised on every change so calendar apps
     * update the event instead of adding another.
     */
    stateReason: text('state_reason').notNull().default(''),
    stateChangedByName: text('state_changed_by_name').notNull().default(''),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    originalKickoff: timestamp('original_kickoff', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [
    index('games_season_idx').on(table.seasonId, table.kickoff),
    uniqueIndex('games_bracket_slot_unique')
      .on(table.bracketId, table.bracketRound, table.bracketSlot)
      .where(sql`${table.bracketId} is not null`),
    index('games_kickoff_idx').on(table.kickoff),
  ],
);

export const seasonNewsItems = pgTable('season_news_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  url: text('url'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const seasonDetails = pgTable('season_details', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  value: text('value').notNull(),
  position: integer('position').notNull().default(0),
});

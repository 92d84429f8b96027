/**
 * The league's geography (spec 2 §3, issue 19 item 4): conference divisions and the counties in
 * each, edited in the league office. The spec's eight divisions (NFC and AFC, North, East, South,
 * West) and their 32 Mississippi counties are the starting data (migration league_geography_data);
 * staff add counties of Tennessee, Arkansas and Alabama.
 *
 * - league_divisions: code (NFC_NORTH, stable: registrations and seasons store it), label shown
 *   to people, conference (NFC or AFC), position (display order).
 * - league_counties: code (DESOTO; stable, stored by registrations, seasons and coach accounts;
 *   counties added later are NAME_STATE, e.g. SHELBY_TN, since names repeat across states), name,
 *   state (MS, TN, AR or AL), the division it belongs to (a registration's county must belong to
 *   its division). A county still named by a season cannot be deleted; registrations keep codes
 *   as history.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const leagueDivisions = pgTable('league_divisions', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  conference: text('conference').notNull(),
  position: integer('position').notNull().default(0),
});

export const leagueCounties = pgTable(
  'league_counties',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    divisionCode: text('division_code')
      .notNull()
      .references(() => leagueDivisions.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
  },
  (table) => [index('league_counties_division_idx').on(table.divisionCode)],
);

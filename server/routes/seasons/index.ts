/**
 * GET /events/seasons/: seasons, paged, filtered by program, location, division and status; and each
 * season's iCalendar feed at /events/seasons/{id}/calendar.ics (./calendar-feed.ts).
 */
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { divisions, seasons } from '../../db/schema/league';
import { listHandler, type ListConfig } from '../../http/list';
import { choiceQuery, parseId, textQuery } from '../../http/query';
import { seasonCalendar } from './calendar-feed';
import { seasonsJson } from './season-json';
import { keptAnswers } from '../../http/kept-answers';
import { routes } from '../../http/router';

export const SEASON_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED'] as const;

/** Every table a seasons page is read from (its answers are kept while they are unchanged). */
const SEASON_TABLES = [
  'seasons',
  'divisions',
  'standings',
  'games',
  'season_news_items',
  'season_details',
  'programs',
  'locations',
  'teams',
  'events',
  'league_divisions',
  'league_counties',
  'season_prices',
  'league_prices',
] as const;

const statusOrder = sql`case ${seasons.status} when 'IN_PROGRESS' then 0 when 'SCHEDULED' then 1 else 2 end`;

/** Seasons under way first, then scheduled, then past; newest start first within each. */
const seasonList: ListConfig<{ id: number }, Awaited<ReturnType<typeof seasonsJson>>[number]> = {
  table: seasons,
  filters: {
    program: (c, name) => {
      const program = textQuery(c, name);
      return program ? eq(seasons.programId, program) : undefined;
    },
    location: (c, name) => {
      const location = textQuery(c, name);
      return location ? eq(seasons.locationId, parseId(location) ?? -1) : undefined;
    },
    division: (c, name) => {
      const division = textQuery(c, name);
      if (!division) return undefined;
      // The season's division code (e.g. VARSITY), its division id, or a conference division (NFC_NORTH).
      const code = division.toUpperCase();
      const divisionId = parseId(division);
      const byName = c.var.deps.db
        .select({ id: divisions.id })
        .from(divisions)
        .where(eq(sql`upper(${divisions.name})`, code));
      return or(
        inArray(seasons.divisionId, byName),
        divisionId === null ? undefined : eq(seasons.divisionId, divisionId),
        eq(seasons.leagueDivision, code),
      );
    },
    status: (c, name) => {
      const status = choiceQuery(c, name, SEASON_STATUSES);
      return status ? eq(seasons.status, status) : undefined;
    },
  },
  order: [statusOrder, desc(seasons.startDate), asc(seasons.id)],
  limits: { defaultSize: 10, maxSize: 100 },
  rows: (db, query) =>
    db
      .select({ id: seasons.id })
      .from(seasons)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
  json: (db, rows) =>
    seasonsJson(
      db,
      rows.map((row) => row.id),
    ),
};

export const seasonRoutes = routes('/events/seasons')
  .get('/:id/calendar.ics', seasonCalendar)
  .get('/', keptAnswers(...SEASON_TABLES), listHandler(seasonList));

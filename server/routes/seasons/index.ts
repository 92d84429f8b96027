/**
 * GET /events/seasons/: seasons, paged, filtered by program, location, division and status; and each
 * season's iCalendar feed at /events/seasons/{id}/calendar.ics (./calendar-feed.ts).
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { divisions, seasons } from '../../db/schema/league';
import { pageRequest, pageResponse } from '../../http/pagination';
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
] as const;

const statusOrder = sql`case ${seasons.status} when 'IN_PROGRESS' then 0 when 'SCHEDULED' then 1 else 2 end`;

export const seasonRoutes = routes('/events/seasons')
  .get('/:id/calendar.ics', seasonCalendar)
  .get('/', keptAnswers(...SEASON_TABLES), async (c) => {
    const { db } = c.var.deps;
    const request = pageRequest(c, { defaultSize: 10, maxSize: 100 });
    const filters: SQL[] = [];
    const program = textQuery(c, 'program');
    if (program) filters.push(eq(seasons.programId, program));
    const location = textQuery(c, 'location');
    if (location) filters.push(eq(seasons.locationId, parseId(location) ?? -1));
    const division = textQuery(c, 'division');
    if (division) {
      // The season's division code (e.g. VARSITY), its division id, or a conference division (NFC_NORTH).
      const code = division.toUpperCase();
      const divisionId = parseId(division);
      const byName = db
        .select({ id: divisions.id })
        .from(divisions)
        .where(eq(sql`upper(${divisions.name})`, code));
      const match = or(
        inArray(seasons.divisionId, byName),
        divisionId === null ? undefined : eq(seasons.divisionId, divisionId),
        eq(seasons.leagueDivision, code),
      );
      if (match) filters.push(match);
    }
    const status = choiceQuery(c, 'status', SEASON_STATUSES);
    if (status) filters.push(eq(seasons.status, status));
    const where = filters.length > 0 ? and(...filters) : undefined;

    const [total] = await db.select({ n: count() }).from(seasons).where(where);
    const page = await db
      .select({ id: seasons.id })
      .from(seasons)
      .where(where)
      .orderBy(statusOrder, desc(seasons.startDate), asc(seasons.id))
      .limit(request.pageSize)
      .offset(request.offset);
    const results = await seasonsJson(
      db,
      page.map((row) => row.id),
    );
    return c.json(pageResponse(c, request, total?.n ?? 0, results));
  });

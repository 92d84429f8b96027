/**
 * GET /events/ (spec 3 §7): league events by program (page_size 50), or overlapping a start–end
 * range of ISO times (the recruiter's showcase filter), soonest first.
 */
import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { events } from '../../db/schema/events';
import { programs } from '../../db/schema/league';
import { fieldError } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { textQuery } from '../../http/query';
import { routes } from '../../http/router';

/** An ISO date-time filter; missing is undefined, anything unreadable a 400. */
function timeQuery<E extends AppEnv>(c: Context<E>, name: string): Date | undefined {
  const raw = textQuery(c, name);
  if (raw === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}/.test(raw) ? new Date(raw) : new Date(Number.NaN);
  if (Number.isNaN(time.getTime())) {
    throw fieldError({ [name]: ['Enter a valid date and time (ISO 8601).'] });
  }
  return time;
}

export const eventRoutes = routes('/events').get('/', async (c) => {
  const { db } = c.var.deps;
  const request = pageRequest(c, { defaultSize: 50, maxSize: 100 });
  const filters: SQL[] = [];
  const program = textQuery(c, 'program');
  if (program) filters.push(eq(events.programId, program));
  const start = timeQuery(c, 'start');
  if (start) filters.push(gte(events.endsAt, start));
  const end = timeQuery(c, 'end');
  if (end) filters.push(lte(events.startsAt, end));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(events).where(where);
  const rows = await db
    .select({ event: events, programName: programs.name, programSport: programs.sport })
    .from(events)
    .leftJoin(programs, eq(programs.id, events.programId))
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const results = rows.map(({ event, programName, programSport }) => ({
    id: event.id,
    title: event.title,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    location_text: event.locationText,
    notes: event.notes,
    program: event.programId,
    program_name: programName,
    program_sport: programSport,
  }));
  return c.json(pageResponse(c, request, total?.n ?? 0, results));
});

/**
 * GET /events/ (spec 3 §7): league events, paged (page_size 50 by default), soonest first, each
 * with its program's name and sport. Filters: program; category (team, showcase,
 * referee_training); and start / end as ISO instants — an event is kept while it overlaps them
 * (it ends at or after start and starts at or before end), so one under way at the start is listed.
 */
import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema/events';
import { programs } from '../../db/schema/league';
import { fieldError } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { textQuery } from '../../http/query';
import { routes } from '../../http/router';

export const EVENT_CATEGORIES = ['team', 'showcase', 'referee_training'] as const;

const INVALID_DATETIME =
  'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';

/** An ISO date or date-time query value as an instant; anything else is 400. */
function instant(name: string, raw: string | undefined): Date | undefined {
  if (!raw) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ? new Date(raw) : null;
  if (!date || Number.isNaN(date.getTime())) throw fieldError({ [name]: [INVALID_DATETIME] });
  return date;
}

type EventRow = typeof events.$inferSelect;

/** An event as the API shows it (spec 3 §3), with its program's name and sport when it has one. */
export function eventJson(row: EventRow, program?: { name: string | null; sport: string | null } | null) {
  return {
    id: row.id,
    program: row.programId,
    program_name: program?.name ?? null,
    program_sport: program?.sport ?? null,
    category: row.category,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    location_text: row.locationText,
    notes: row.notes,
  };
}

export const eventRoutes = routes('/events').get('/', async (c) => {
  const { db } = c.var.deps;
  const request = pageRequest(c, { defaultSize: 50, maxSize: 100 });
  const filters: SQL[] = [];
  const program = textQuery(c, 'program');
  if (program) filters.push(eq(events.programId, program));
  const category = textQuery(c, 'category')?.toLowerCase();
  if (category) {
    if (!(EVENT_CATEGORIES as readonly string[]).includes(category)) {
      throw fieldError({
        category: [`Select a valid choice. ${category} is not one of the available choices.`],
      });
    }
    filters.push(eq(events.category, category));
  }
  const start = instant('start', textQuery(c, 'start'));
  if (start) filters.push(gte(events.endsAt, start));
  const end = instant('end', textQuery(c, 'end'));
  if (end) filters.push(lte(events.startsAt, end));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const [total] = await db.select({ n: count() }).from(events).where(where);
  const rows = await db
    .select({ event: events, name: programs.name, sport: programs.sport })
    .from(events)
    .leftJoin(programs, eq(programs.id, events.programId))
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return c.json(
    pageResponse(
      c,
      request,
      total?.n ?? 0,
      rows.map((row) => eventJson(row.event, row)),
    ),
  );
});

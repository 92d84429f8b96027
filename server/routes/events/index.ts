/**
 * GET /events/ (spec 3 §7): league events, paged (page_size 50 by default), soonest first, each
 * with its program's name and sport. Filters: program; category (team, showcase,
 * referee_training); and start / end as ISO instants — an event is kept while it overlaps them
 * (it ends at or after start and starts at or before end), so one under way at the start is listed.
 *
 * POST /events/ (program_id, title, starts_at, ends_at, location_text, notes) adds a team event and
 * PATCH /events/{id}/ (title, starts_at, ends_at, location_text, notes) edits one; both need
 * calendar-editor rights for the event's program (server/auth/policy.ts, server/auth/coach-scope.ts):
 * a program the coach holds no grant in is 403, another program's event 404. Coaches edit team
 * events; showcases and referee sessions are staff's.
 */
import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { COACH_MESSAGES, isStaffRole } from '../../../src/domain/coach';
import type { LeagueEvent } from '../../../src/domain/types';
import { assertProgramGranted, assertRecordInScope } from '../../auth/coach-scope';
import { events } from '../../db/schema/events';
import { programs } from '../../db/schema/league';
import { detailError, fieldError, notFound } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { parseId, textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { optionalText, readBody, text } from '../../http/validation';

export const EVENT_CATEGORIES = ['team', 'showcase', 'referee_training'] as const;

const INVALID_DATETIME =
  'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO date or date-time query value as an instant; anything else is 400. */
function instant(name: string, raw: string | undefined): Date | undefined {
  if (!raw) return undefined;
  const date = ISO_INSTANT.test(raw) ? new Date(raw) : null;
  if (!date || Number.isNaN(date.getTime())) throw fieldError({ [name]: [INVALID_DATETIME] });
  return date;
}

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** A required date-time: missing or blank is spec 3 §5's message; a bad one the DRF format text. */
const dateTime = () =>
  v.pipe(
    v.optional(v.nullable(text()), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(COACH_MESSAGES.eventFieldsNeeded),
    v.check((value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), INVALID_DATETIME),
    v.transform((value) => new Date(value)),
  );

const eventFields = {
  title: v.pipe(
    v.optional(v.nullable(text()), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(COACH_MESSAGES.eventFieldsNeeded),
    v.maxLength(200, tooLong(200)),
  ),
  starts_at: dateTime(),
  ends_at: dateTime(),
  location_text: v.pipe(optionalText(), v.maxLength(300, tooLong(300))),
  notes: v.pipe(optionalText(), v.maxLength(2000, tooLong(2000))),
};

const eventInputSchema = v.object({
  program_id: v.pipe(
    v.optional(v.nullable(v.union([text(), v.number()])), ''),
    v.transform((value) => String(value ?? '').trim()),
    v.nonEmpty(COACH_MESSAGES.programNeeded),
  ),
  ...eventFields,
});

const eventPatchSchema = v.partial(v.object(eventFields));

/** The end may not come before the start (the table's check, answered as a field error). */
function assertOrder(startsAt: Date, endsAt: Date): void {
  if (endsAt < startsAt) throw fieldError({ ends_at: [COACH_MESSAGES.endBeforeStart] });
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
  } satisfies LeagueEvent;
}

export const eventRoutes = routes('/events')
  .get('/', async (c) => {
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
  })
  .post('/', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, eventInputSchema);
    const [program] = await deps.db.select().from(programs).where(eq(programs.id, input.program_id));
    if (!program) throw fieldError({ program_id: ['Select a valid program.'] });
    await assertProgramGranted(deps.db, user, program.id, COACH_MESSAGES.editAccessNeeded);
    assertOrder(input.starts_at, input.ends_at);
    const [row] = await deps.db
      .insert(events)
      .values({
        programId: program.id,
        category: 'team',
        title: input.title,
        startsAt: input.starts_at,
        endsAt: input.ends_at,
        locationText: input.location_text,
        notes: input.notes,
        createdBy: user.id,
      })
      .returning();
    return c.json(eventJson(row!, program), 201);
  })
  .patch('/:id', async (c) => {
    const { deps, user } = c.var;
    const id = parseId(c.req.param('id'));
    const [current] = id ? await deps.db.select().from(events).where(eq(events.id, id)) : [];
    if (!current) throw notFound();
    // Showcases, referee sessions and league-wide events are the league office's to change.
    if ((current.category !== 'team' || !current.programId) && !isStaffRole(user.role)) {
      throw detailError(403, COACH_MESSAGES.editAccessNeeded);
    }
    await assertRecordInScope(deps.db, user, current.programId);
    const input = await readBody(c, eventPatchSchema);
    const startsAt = input.starts_at ?? current.startsAt;
    const endsAt = input.ends_at ?? current.endsAt;
    assertOrder(startsAt, endsAt);
    const [row] = await deps.db
      .update(events)
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.location_text === undefined ? {} : { locationText: input.location_text }),
        ...(input.notes === undefined ? {} : { notes: input.notes }),
        startsAt,
        endsAt,
        updatedAt: new Date(),
      })
      .where(eq(events.id, current.id))
      .returning();
    const [program] = row!.programId
      ? await deps.db.select().from(programs).where(eq(programs.id, row!.programId))
      : [];
    return c.json(eventJson(row!, program ?? null));
  });

/**
 * GET /events/ (spec 3 §7): league events, paged (page_size 50 by default), soonest first, each
 * with its program's name and sport and its team. Filters: program; team; category (team, showcase,
 * referee_training); and start / end as ISO instants — an event is kept while it overlaps them (it
 * ends at or after start and starts at or before end), so one under way at the start is listed.
 * Everyone sees showcases, referee sessions and the team events marked public; a coach signed in
 * also sees the team events of their teams and of the programs granted them (staff: every one),
 * issue 19 item 3.
 *
 * POST /events/ (program_id, team_id, title, starts_at, ends_at, location_text, notes, public) adds
 * a team event, PATCH /events/{id}/ edits one and DELETE /events/{id}/ removes it; each needs
 * calendar-editor rights (server/auth/policy.ts, server/auth/coach-scope.ts): a team event needs
 * the coach on its team, a program's own event (no team) the program granted; a team or program
 * outside the scope is 403, another team's or program's event 404. Showcases and referee sessions
 * are staff's.
 */
import type { Context } from 'hono';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { COACH_MESSAGES, isStaffRole, type CalendarScope } from '../../../src/domain/coach';
import type { LeagueEvent } from '../../../src/domain/types';
import {
  assertMayPostTo,
  assertRecordInScope,
  assertTeamInScope,
  assertTeamNamed,
  coachScope,
} from '../../auth/coach-scope';
import type { SignedInEnv, UserRow, ViewerEnv } from '../../context';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { programs, seasons } from '../../db/schema/league';
import { teams } from '../../db/schema/teams';
import { detailError, fieldError, notFound } from '../../http/errors';
import { listHandler, type ListConfig } from '../../http/list';
import { parseId, textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { optionalText, readBody, text } from '../../http/validation';
import { publicEvent } from '../../teams/visibility';
import { keptForCaller } from '../../http/kept-answers';
import { recordId } from '../../../src/domain/record-id';

export const EVENT_CATEGORIES = ['team', 'showcase', 'referee_training'] as const;

export const EVENT_MESSAGES = {
  unknownTeam: 'Select a valid team.',
  teamOfProgram: 'Choose a team of this program.',
  publicFlag: 'Choose whether the event is public.',
} as const;

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

const teamId = v.optional(
  v.nullable(v.union([v.literal(''), recordId(EVENT_MESSAGES.unknownTeam)], EVENT_MESSAGES.unknownTeam)),
  null,
);

const eventInputSchema = v.object({
  program_id: v.pipe(
    v.optional(v.nullable(v.union([text(), v.number()])), ''),
    v.transform((value) => String(value ?? '').trim()),
    v.nonEmpty(COACH_MESSAGES.programNeeded),
  ),
  team_id: teamId,
  ...eventFields,
  public: v.optional(v.boolean(EVENT_MESSAGES.publicFlag), false),
});

const eventPatchSchema = v.object({
  ...v.partial(v.object(eventFields)).entries,
  public: v.optional(v.boolean(EVENT_MESSAGES.publicFlag)),
});

/** The end may not come before the start (the table's check, answered as a field error). */
function assertOrder(startsAt: Date, endsAt: Date): void {
  if (endsAt < startsAt) throw fieldError({ ends_at: [COACH_MESSAGES.endBeforeStart] });
}

type EventRow = typeof events.$inferSelect;

/** An event as the API shows it (spec 3 §3), with its program's name and sport and its team. */
export function eventJson(
  row: EventRow,
  program?: { name: string | null; sport: string | null } | null,
  teamName?: string | null,
): LeagueEvent {
  return {
    id: row.id,
    program: row.programId,
    program_name: program?.name ?? null,
    program_sport: program?.sport ?? null,
    category: row.category,
    team: row.teamId,
    team_name: row.teamId === null ? null : (teamName ?? null),
    public: row.isPublic,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    location_text: row.locationText,
    notes: row.notes,
  } satisfies LeagueEvent;
}

/** The events a caller may see beyond the public ones: those of their teams and granted programs. */
function privateEventsOf(scope: CalendarScope): SQL | undefined {
  if (scope.leagueWide) return undefined;
  const mine = [
    scope.teams.length > 0
      ? inArray(
          events.teamId,
          scope.teams.map((team) => team.id),
        )
      : undefined,
    scope.programs.length > 0
      ? and(isNull(events.teamId), inArray(events.programId, [...scope.programs]))
      : undefined,
  ].filter((condition) => condition !== undefined);
  return or(publicEvent, ...mine);
}

/** The visible events' condition for this caller (null: every event, for staff). */
async function visibleTo(db: Db, viewer: UserRow | undefined): Promise<SQL | null> {
  if (!viewer) return publicEvent;
  const scope = await coachScope(db, viewer);
  return scope.leagueWide ? null : (privateEventsOf(scope) ?? publicEvent);
}

/** An event addressed by id that the caller may change: a team event of theirs, or staff's. */
async function editableEvent(c: Context<SignedInEnv>): Promise<EventRow> {
  const { deps, user } = c.var;
  const id = parseId(c.req.param('id'));
  const [current] = id ? await deps.db.select().from(events).where(eq(events.id, id)) : [];
  if (!current) throw notFound();
  // Showcases, referee sessions and league-wide events are the league office's to change.
  if ((current.category !== 'team' || !current.programId) && !isStaffRole(user.role)) {
    throw detailError(403, COACH_MESSAGES.editAccessNeeded);
  }
  if (current.teamId !== null) await assertTeamInScope(deps.db, user, current.teamId);
  else {
    // A program's own event (every team) is staff's to change, as it is theirs to post.
    await assertRecordInScope(deps.db, user, current.programId);
    await assertMayPostTo(deps.db, user, { program: current.programId, team: null });
  }
  return current;
}

/** The event with its program and team names, as answered after a change. */
async function answerOf(db: Db, row: EventRow): Promise<LeagueEvent> {
  const [program] = row.programId
    ? await db.select().from(programs).where(eq(programs.id, row.programId))
    : [];
  const [team] = row.teamId
    ? await db.select({ name: teams.name }).from(teams).where(eq(teams.id, row.teamId))
    : [];
  return eventJson(row, program ?? null, team?.name ?? null);
}

type ListedEvent = {
  event: typeof events.$inferSelect;
  name: string | null;
  sport: string | null;
  teamName: string | null;
};

/** Events the caller may see, soonest first; filtered by program, team, category and a time window. */
const eventList: ListConfig<ListedEvent, LeagueEvent> = {
  table: events,
  scope: async (c) => (await visibleTo(c.var.deps.db, (c.var as ViewerEnv['Variables']).viewer)) ?? undefined,
  filters: {
    program: (c, name) => {
      const program = textQuery(c, name);
      return program ? eq(events.programId, program) : undefined;
    },
    team: (c, name) => {
      const team = textQuery(c, name);
      return team ? eq(events.teamId, parseId(team) ?? -1) : undefined;
    },
    category: (c, name) => {
      const category = textQuery(c, name)?.toLowerCase();
      if (!category) return undefined;
      if (!(EVENT_CATEGORIES as readonly string[]).includes(category)) {
        throw fieldError({
          category: [`Select a valid choice. ${category} is not one of the available choices.`],
        });
      }
      return eq(events.category, category);
    },
    start: (c, name) => {
      const start = instant(name, textQuery(c, name));
      return start ? gte(events.endsAt, start) : undefined;
    },
    end: (c, name) => {
      const end = instant(name, textQuery(c, name));
      return end ? lte(events.startsAt, end) : undefined;
    },
  },
  order: [asc(events.startsAt), asc(events.id)],
  limits: { defaultSize: 50, maxSize: 100 },
  rows: (db, query) =>
    db
      .select({ event: events, name: programs.name, sport: programs.sport, teamName: teams.name })
      .from(events)
      .leftJoin(programs, eq(programs.id, events.programId))
      .leftJoin(teams, eq(teams.id, events.teamId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
  json: (_db, rows) => rows.map((row) => eventJson(row.event, row, row.teamName)),
};

export const eventRoutes = routes('/events')
  .get('/', keptForCaller(), listHandler(eventList))
  .post('/', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, eventInputSchema);
    assertOrder(input.starts_at, input.ends_at);
    const [program] = await deps.db.select().from(programs).where(eq(programs.id, input.program_id));
    if (!program) throw fieldError({ program_id: ['Select a valid program.'] });
    let team: { id: number; name: string; program: string | null } | undefined;
    if (typeof input.team_id === 'number') {
      [team] = await deps.db
        .select({ id: teams.id, name: teams.name, program: seasons.programId })
        .from(teams)
        .innerJoin(seasons, eq(seasons.id, teams.seasonId))
        .where(eq(teams.id, input.team_id));
      if (!team) throw fieldError({ team_id: [EVENT_MESSAGES.unknownTeam] });
      await assertTeamNamed(deps.db, user, team.id, COACH_MESSAGES.editAccessNeeded);
      if (team.program !== program.id) throw fieldError({ team_id: [EVENT_MESSAGES.teamOfProgram] });
    }
    // A team the caller coaches; a whole program (no team) only the league office (issue 41 item 6).
    await assertMayPostTo(deps.db, user, { program: program.id, team: team?.id ?? null });
    const [row] = await deps.db
      .insert(events)
      .values({
        programId: program.id,
        teamId: team?.id ?? null,
        category: 'team',
        isPublic: input.public,
        title: input.title,
        startsAt: input.starts_at,
        endsAt: input.ends_at,
        locationText: input.location_text,
        notes: input.notes,
        createdBy: user.id,
      })
      .returning();
    return c.json(eventJson(row!, program, team?.name ?? null), 201);
  })
  .patch('/:id', async (c) => {
    const { deps } = c.var;
    const current = await editableEvent(c);
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
        ...(input.public === undefined ? {} : { isPublic: input.public }),
        startsAt,
        endsAt,
        updatedAt: new Date(),
      })
      .where(eq(events.id, current.id))
      .returning();
    return c.json(await answerOf(deps.db, row!));
  })
  .delete('/:id', async (c) => {
    const current = await editableEvent(c);
    await c.var.deps.db.delete(events).where(eq(events.id, current.id));
    return c.body(null, 204);
  });

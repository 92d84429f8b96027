/**
 * A coach's game day (issue 39 items 3 and 4), for a team the caller coaches (staff: any team;
 * another coach's team answers 404, as under the ownership rules):
 *
 * - GET /coach/teams/:id/occasions/: the next games and team events with who is coming (counts and
 *   names, the program's minimum) and attendance.
 * - PUT /coach/teams/:id/attendance/ {kind, id, players: [{registration, present}]}: attendance on
 *   game day (a player of another team answers 404).
 * - GET/POST /coach/teams/:id/messages/: the coach's messages to the team's households (and its
 *   coaches) through the one notification path, each with its delivery progress.
 * - GET/POST /coach/teams/:id/practices/, DELETE /coach/teams/:id/practices/:series/: weekly
 *   practices until a date with dates left out; their occurrences are team events families answer.
 */
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { attendanceInputSchema } from '../../../src/domain/availability';
import { messageInputSchema } from '../../../src/domain/office/messages';
import { NO_PROGRESS } from '../../../src/domain/office/messages';
import {
  MAX_OCCURRENCES,
  PRACTICE_MESSAGES,
  WEEKDAYS,
  occurrenceTimes,
  practiceDates,
  practiceInputSchema,
} from '../../../src/domain/practices';
import * as v from 'valibot';
import { recordAudit } from '../../audit/log';
import { assertTeamInScope } from '../../auth/coach-scope';
import { recordAttendance } from '../../availability/attendance';
import { findOccasion, occasionPlayers, teamOccasions } from '../../availability/service';
import { clientIp } from '../../context';
import type { Db } from '../../db/client';
import { events, practiceSeries } from '../../db/schema/events';
import { seasons } from '../../db/schema/league';
import { familyMessages } from '../../db/schema/messages';
import { teams } from '../../db/schema/teams';
import { fieldError, notFound } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { resolveAudience } from '../../messages/audience';
import { messageProgress, sendMessage } from '../../messages/send';

/** The team the path names, once the caller may work on it; 404 otherwise. */
async function teamOf(db: Db, user: Parameters<typeof assertTeamInScope>[1], raw: string | undefined) {
  const id = parseId(raw);
  if (id === null) throw notFound();
  const [row] = await db
    .select({ team: teams, programId: seasons.programId })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(eq(teams.id, id));
  if (!row) throw notFound();
  await assertTeamInScope(db, user, id);
  return row;
}

const teamMessageSchema = v.object({
  subject: messageInputSchema.entries.subject,
  body: messageInputSchema.entries.body,
  urgent: v.optional(v.boolean(), false),
});

export const coachTeamDayRoutes = routes('/coach/teams')
  .get('/:id/occasions', async (c) => {
    const { deps, user } = c.var;
    const { team } = await teamOf(deps.db, user, c.req.param('id'));
    return c.json({ results: await teamOccasions(deps.db, team.id, new Date()) });
  })
  .put('/:id/attendance', async (c) => {
    const { deps, user } = c.var;
    const { team } = await teamOf(deps.db, user, c.req.param('id'));
    const input = await readBody(c, attendanceInputSchema);
    const occasion = await findOccasion(deps.db, input.kind, input.id);
    if (!occasion || !occasion.teamIds.includes(team.id)) throw notFound();
    const players = (await occasionPlayers(deps.db, { ...occasion, teamIds: [team.id] })).map(
      (p) => p.registration,
    );
    if (input.players.some((mark) => !players.includes(mark.registration))) throw notFound();
    await recordAttendance(deps.db, occasion, team.id, input.players, user.id);
    return c.json({ results: await teamOccasions(deps.db, team.id, new Date()) });
  })
  .get('/:id/messages', async (c) => {
    const { deps, user } = c.var;
    const { team } = await teamOf(deps.db, user, c.req.param('id'));
    const rows = await deps.db
      .select()
      .from(familyMessages)
      .where(eq(familyMessages.audience, `team:${team.id}`))
      .orderBy(desc(familyMessages.createdAt), desc(familyMessages.id))
      .limit(20);
    const progress = await messageProgress(
      deps.db,
      rows.map((row) => row.id),
      deps.config.messages.maxAttempts,
    );
    return c.json({
      results: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        body: row.body,
        sent_by_name: row.sentByName,
        created_at: row.createdAt.toISOString(),
        progress: progress.get(row.id) ?? NO_PROGRESS,
      })),
    });
  })
  .post('/:id/messages', async (c) => {
    const { deps, user } = c.var;
    const { team } = await teamOf(deps.db, user, c.req.param('id'));
    const input = await readBody(c, teamMessageSchema);
    const audience = await resolveAudience(deps.db, `team:${team.id}`, new Date());
    // The sender hears from their own message in the list, not by mail.
    audience.recipients = audience.recipients.filter((recipient) => recipient.userId !== user.id);
    const row = await sendMessage(deps, { ...input, audience: `team:${team.id}` }, audience, user, {
      ip: clientIp(c),
      kind: 'team_message',
      teamId: team.id,
    });
    const progress = await messageProgress(deps.db, [row.id], deps.config.messages.maxAttempts);
    return c.json(
      {
        id: row.id,
        subject: row.subject,
        body: row.body,
        sent_by_name: row.sentByName,
        created_at: row.createdAt.toISOString(),
        progress: progress.get(row.id) ?? NO_PROGRESS,
      },
      201,
    );
  })
  .get('/:id/practices', async (c) => {
    const { deps, user } = c.var;
    const { team } = await teamOf(deps.db, user, c.req.param('id'));
    const rows = await deps.db
      .select()
      .from(practiceSeries)
      .where(eq(practiceSeries.teamId, team.id))
      .orderBy(asc(practiceSeries.startsOn), asc(practiceSeries.id));
    return c.json({
      results: rows.map((row) => ({
        id: row.id,
        title: row.title,
        weekday: row.weekday,
        weekday_label: WEEKDAYS[row.weekday],
        start_time: row.startTime,
        duration_minutes: row.durationMinutes,
        starts_on: row.startsOn,
        until: row.until,
        exceptions: row.exceptions,
        location_text: row.locationText,
        notes: row.notes,
      })),
    });
  })
  .post('/:id/practices', async (c) => {
    const { deps, user } = c.var;
    const { team, programId } = await teamOf(deps.db, user, c.req.param('id'));
    const input = await readBody(c, practiceInputSchema);
    const dates = practiceDates(input);
    if (dates.length === 0) throw fieldError({ weekday: [PRACTICE_MESSAGES.none] });
    if (dates.length > MAX_OCCURRENCES) throw fieldError({ until: [PRACTICE_MESSAGES.tooMany] });
    const now = new Date();
    const series = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(practiceSeries)
        .values({
          teamId: team.id,
          title: input.title,
          weekday: input.weekday,
          startTime: input.start_time,
          durationMinutes: input.duration_minutes,
          startsOn: input.starts_on,
          until: input.until,
          exceptions: input.exceptions,
          locationText: input.location_text,
          notes: input.notes,
          createdById: user.id,
        })
        .returning();
      await tx.insert(events).values(
        dates.map((date) => ({
          ...occurrenceTimes(date, input.start_time, input.duration_minutes),
          programId,
          teamId: team.id,
          category: 'team',
          title: input.title,
          locationText: input.location_text,
          notes: input.notes,
          createdBy: user.id,
          seriesId: row!.id,
        })),
      );
      await recordAudit(tx, {
        actor: user,
        action: 'create',
        entity: 'practice_series',
        entityId: row!.id,
        after: { team: team.name, title: input.title, weekday: WEEKDAYS[input.weekday], dates: dates.length },
        ip: clientIp(c),
        at: now,
      });
      return row!;
    });
    return c.json(
      { id: series.id, occurrences: dates.length, detail: PRACTICE_MESSAGES.created(dates.length) },
      201,
    );
  })
  .delete('/:id/practices/:series', async (c) => {
    const { deps, user } = c.var;
    const { team } = await teamOf(deps.db, user, c.req.param('id'));
    const seriesId = parseId(c.req.param('series'));
    const [series] =
      seriesId === null
        ? []
        : await deps.db
            .select()
            .from(practiceSeries)
            .where(and(eq(practiceSeries.id, seriesId), eq(practiceSeries.teamId, team.id)));
    if (!series) throw notFound();
    const now = new Date();
    await deps.db.transaction(async (tx) => {
      // Practices that have not started go; those held stay on record with their attendance.
      const upcoming = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.seriesId, series.id), gt(events.startsAt, now)));
      if (upcoming.length)
        await tx.delete(events).where(
          inArray(
            events.id,
            upcoming.map((row) => row.id),
          ),
        );
      const held = await tx
        .select({ id: events.id })
        .from(events)
        .where(eq(events.seriesId, series.id))
        .limit(1);
      if (held.length === 0) await tx.delete(practiceSeries).where(eq(practiceSeries.id, series.id));
      await recordAudit(tx, {
        actor: user,
        action: 'delete',
        entity: 'practice_series',
        entityId: series.id,
        before: { team: team.name, title: series.title, removed: upcoming.length },
        ip: clientIp(c),
        at: now,
      });
    });
    return c.body(null, 204);
  });

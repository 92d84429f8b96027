/**
 * Who is coming (issue 39 item 3), the family's side:
 *
 * - GET /availability/: the next games and team events of the caller's players (a parent's
 *   children, the athlete), each with every player's answer.
 * - PUT /availability/ {kind, id, registration, answer}: one tap in the portal. A registration
 *   that is not the caller's, or a player not on a team of that game or event, answers 404.
 * - POST /availability/link/ {token[, registration, answer]}: the signed link of a notice, no
 *   sign-in: without an answer it reads the occasion and the link's family's players; with one it
 *   records it (the same answer again changes nothing). A link names its family and occasion: it
 *   answers for no one else's player and no other game; it ends when the occasion does.
 */
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  AVAILABILITY_MESSAGES,
  answerInputSchema,
  linkAnswerSchema,
  type OccasionAnswers,
} from '../../../src/domain/availability';
import { calledOff } from '../../../src/domain/game-states';
import {
  findOccasion,
  occasionPlayers,
  recordAnswer,
  type Occasion,
  type OccasionPlayer,
} from '../../availability/service';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { games } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { teamPlayers, teams } from '../../db/schema/teams';
import { detailError, notFound } from '../../http/errors';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { readLink } from '../../notify/links';
import { onRoster } from '../../registrations/on-roster';

/** How many occasions the family's list shows. */
const UPCOMING = 8;

/** An occasion with one family's players, as the API answers it. */
function occasionJson(occasion: Occasion, players: OccasionPlayer[]): OccasionAnswers {
  return {
    kind: occasion.kind,
    id: occasion.id,
    title: occasion.title,
    starts_at: occasion.startsAt.toISOString(),
    status: occasion.status,
    venue: occasion.venue,
    players: players.map((player) => ({
      registration: player.registration,
      name: player.name,
      team: { id: player.teamId, name: player.teamName },
      answer: player.answer,
    })),
  };
}

/** The next games and team events of a household's players. */
async function householdOccasions(db: Db, household: number, now: Date): Promise<OccasionAnswers[]> {
  const mine = await db
    .select({ team: teams })
    .from(teamPlayers)
    .innerJoin(registrations, eq(registrations.id, teamPlayers.registrationId))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(registrations.userId, household), onRoster()));
  if (mine.length === 0) return [];
  const teamIds = [...new Set(mine.map((row) => row.team.id))];
  const byName = mine.map(({ team }) =>
    and(
      eq(games.seasonId, team.seasonId),
      or(
        eq(sql`lower(${games.homeTeam})`, team.name.toLowerCase()),
        eq(sql`lower(${games.awayTeam})`, team.name.toLowerCase()),
      ),
    ),
  );
  const [gameRows, eventRows] = await Promise.all([
    db
      .select({ id: games.id, at: games.kickoff })
      .from(games)
      .where(and(gte(games.kickoff, now), or(...byName)))
      .orderBy(asc(games.kickoff))
      .limit(UPCOMING),
    db
      .select({ id: events.id, at: events.startsAt })
      .from(events)
      .where(and(inArray(events.teamId, teamIds), gte(events.endsAt, now)))
      .orderBy(asc(events.startsAt))
      .limit(UPCOMING),
  ]);
  const next = [
    ...gameRows.map((row) => ({ kind: 'game' as const, ...row })),
    ...eventRows.map((row) => ({ kind: 'event' as const, ...row })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(0, UPCOMING);
  const result: OccasionAnswers[] = [];
  for (const { kind, id } of next) {
    const occasion = await findOccasion(db, kind, id);
    if (!occasion) continue;
    const players = await occasionPlayers(db, occasion, household);
    if (players.length > 0) result.push(occasionJson(occasion, players));
  }
  return result;
}

/** The occasion and the household's player the answer is for, or 404. */
async function answerable(
  db: Db,
  household: number,
  kind: 'game' | 'event',
  id: number,
  registration: number,
) {
  const occasion = await findOccasion(db, kind, id);
  if (!occasion) throw notFound();
  const player = (await occasionPlayers(db, occasion, household)).find(
    (p) => p.registration === registration,
  );
  if (!player) throw notFound();
  return { occasion, player };
}

/** 409 once the occasion has started (answers are for coming, not for the record). */
function assertOpen(occasion: Occasion, now: Date): void {
  if (occasion.endsAt <= now || occasion.startsAt <= now)
    throw detailError(409, AVAILABILITY_MESSAGES.closed);
  if (calledOff(occasion.status)) {
    throw detailError(
      409,
      `${occasion.title} is ${occasion.status.toLowerCase()}: there is nothing to answer.`,
    );
  }
}

export const availabilityRoutes = routes('/availability')
  .get('/', async (c) => {
    const { deps, user } = c.var;
    return c.json({ results: await householdOccasions(deps.db, user.id, new Date()) });
  })
  .put('/', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, answerInputSchema);
    const now = new Date();
    const { occasion, player } = await answerable(deps.db, user.id, input.kind, input.id, input.registration);
    assertOpen(occasion, now);
    const { changed } = await recordAnswer(
      deps,
      occasion,
      player,
      input.answer,
      { userId: user.id, via: 'portal' },
      now,
    );
    const players = await occasionPlayers(deps.db, occasion, user.id);
    return c.json({ changed, occasion: occasionJson(occasion, players) });
  })
  .post('/link', async (c) => {
    const { deps } = c.var;
    const input = await readBody(c, linkAnswerSchema);
    const now = new Date();
    const link = await readLink(deps.config.jwtSecret, input.token, now);
    if (!link.ok) {
      throw detailError(
        link.problem === 'expired' ? 410 : 400,
        link.problem === 'expired' ? AVAILABILITY_MESSAGES.linkExpired : AVAILABILITY_MESSAGES.linkInvalid,
      );
    }
    if (link.claims.purpose !== 'availability') throw detailError(400, AVAILABILITY_MESSAGES.linkInvalid);
    const { userId, kind, occasion: id } = link.claims;
    if (input.answer === undefined || input.registration === undefined) {
      const occasion = await findOccasion(deps.db, kind, id);
      if (!occasion) throw notFound();
      return c.json({
        changed: false,
        occasion: occasionJson(occasion, await occasionPlayers(deps.db, occasion, userId)),
      });
    }
    const { occasion, player } = await answerable(deps.db, userId, kind, id, input.registration);
    assertOpen(occasion, now);
    const { changed } = await recordAnswer(
      deps,
      occasion,
      player,
      input.answer,
      { userId, via: 'link' },
      now,
    );
    return c.json({
      changed,
      occasion: occasionJson(occasion, await occasionPlayers(deps.db, occasion, userId)),
    });
  });

/**
 * Who is coming (issue 39 item 3): games and team events ("occasions"), the players they concern
 * (the rosters of the teams in them), families' answers, the coach's view with counts and names,
 * attendance, and what the clock does — reminders 48 h before to those who have not answered, and
 * the minimum-players alert to the team's coaches and the office.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, lte, notInArray, or, sql } from 'drizzle-orm';
import {
  MINIMUM_CHECK_HOURS,
  REMINDER_HOURS,
  belowMinimum,
  countAnswers,
  type Answer,
  type OccasionKind,
  type TeamOccasion,
} from '../../src/domain/availability';
import { NOT_PLAYED } from '../../src/domain/game-played';
import { calledOff } from '../../src/domain/game-states';
import { formatKickoff } from '../../src/domain/league-games';
import { STAFF_ROLE_VALUES } from '../../src/domain/role-map';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { availability } from '../db/schema/availability';
import { events } from '../db/schema/events';
import { children } from '../db/schema/families';
import { games, programs, seasons } from '../db/schema/league';
import { notifications } from '../db/schema/notifications';
import { registrations } from '../db/schema/registrations';
import { teamPlayers, teams } from '../db/schema/teams';
import { gameTeamIds, teamCoachAccounts, uniqueRecipients, type Recipient } from '../messages/audience';
import { notify } from '../notify/notify';
import { onRoster } from '../registrations/on-roster';

/** How long a game is taken to last (kickoff to end) where the schedule has no end time. */
export const GAME_LENGTH_MS = 2 * 60 * 60 * 1000;

/** A game or team event, with the teams it concerns. */
export interface Occasion {
  kind: OccasionKind;
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  venue: string;
  seasonId: number | null;
  teamIds: number[];
  minimum: number | null;
}

/** A game or team event by kind and id, or null (a league-wide event has no team: not an occasion). */
export async function findOccasion(db: Db, kind: OccasionKind, id: number): Promise<Occasion | null> {
  if (kind === 'game') {
    const [row] = await db
      .select({ game: games, minimum: programs.minPlayers })
      .from(games)
      .innerJoin(seasons, eq(seasons.id, games.seasonId))
      .leftJoin(programs, eq(programs.id, seasons.programId))
      .where(eq(games.id, id));
    if (!row) return null;
    const { game } = row;
    return {
      kind,
      id,
      title: `${game.homeTeam} v ${game.awayTeam}`,
      startsAt: game.kickoff,
      endsAt: new Date(game.kickoff.getTime() + GAME_LENGTH_MS),
      status: game.status,
      venue: game.venue ?? '',
      seasonId: game.seasonId,
      teamIds: await gameTeamIds(db, game),
      minimum: row.minimum,
    };
  }
  const [row] = await db
    .select({ event: events, season: teams.seasonId, minimum: programs.minPlayers })
    .from(events)
    .innerJoin(teams, eq(teams.id, events.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .leftJoin(programs, eq(programs.id, seasons.programId))
    .where(eq(events.id, id));
  if (!row) return null;
  return {
    kind,
    id,
    title: row.event.title,
    startsAt: row.event.startsAt,
    endsAt: row.event.endsAt,
    status: '',
    venue: row.event.locationText,
    seasonId: row.season,
    teamIds: [row.event.teamId!],
    minimum: row.minimum,
  };
}

/** A player of an occasion, with the family's answer and attendance. */
export interface OccasionPlayer {
  registration: number;
  name: string;
  teamId: number;
  teamName: string;
  household: number;
  answer: Answer | null;
  present: boolean | null;
}

export const occasionColumn = (kind: OccasionKind) =>
  kind === 'game' ? availability.gameId : availability.eventId;

/** The players on the occasion's teams (optionally one household's), with their answers. */
export async function occasionPlayers(
  db: Db,
  occasion: Pick<Occasion, 'kind' | 'id' | 'teamIds'>,
  household?: number,
): Promise<OccasionPlayer[]> {
  if (occasion.teamIds.length === 0) return [];
  const rows = await db
    .select({
      registration: registrations.id,
      participant: registrations.participantName,
      first: children.firstName,
      last: children.lastName,
      teamId: teams.id,
      teamName: teams.name,
      household: registrations.userId,
      answer: availability.answer,
      present: availability.present,
    })
    .from(teamPlayers)
    .innerJoin(registrations, eq(registrations.id, teamPlayers.registrationId))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .leftJoin(children, eq(children.id, registrations.childId))
    .leftJoin(
      availability,
      and(eq(availability.registrationId, registrations.id), eq(occasionColumn(occasion.kind), occasion.id)),
    )
    .where(
      and(
        inArray(teamPlayers.teamId, occasion.teamIds),
        onRoster(),
        household === undefined ? undefined : eq(registrations.userId, household),
      ),
    )
    .orderBy(asc(teams.name), asc(registrations.participantName), asc(registrations.id));
  return rows.map((row) => ({
    registration: row.registration,
    name: (row.first ? `${row.first} ${row.last ?? ''}` : row.participant).trim() || 'Player',
    teamId: row.teamId,
    teamName: row.teamName,
    household: row.household,
    answer: (row.answer as Answer | null) ?? null,
    present: row.present,
  }));
}

/**
 * Records an answer for a player of the occasion. Answers whether it changed anything (the same
 * answer again stores nothing and alerts nobody). Within the minimum-players window a change checks
 * the team's count at once.
 */
export async function recordAnswer(
  deps: Pick<AppDeps, 'db' | 'sms' | 'push'>,
  occasion: Occasion,
  player: Pick<OccasionPlayer, 'registration' | 'teamId'>,
  answer: Answer,
  by: { userId: number; via: 'portal' | 'link' },
  now = new Date(),
): Promise<{ changed: boolean }> {
  const { db } = deps;
  const column = occasionColumn(occasion.kind);
  const changed = await db
    .insert(availability)
    .values({
      gameId: occasion.kind === 'game' ? occasion.id : null,
      eventId: occasion.kind === 'event' ? occasion.id : null,
      teamId: player.teamId,
      registrationId: player.registration,
      answer,
      answeredById: by.userId,
      answeredVia: by.via,
      answeredAt: now,
    })
    .onConflictDoUpdate({
      target: [column, availability.registrationId],
      targetWhere: sql`${column} is not null`,
      set: { answer, answeredById: by.userId, answeredVia: by.via, answeredAt: now, teamId: player.teamId },
      setWhere: sql`${availability.answer} is distinct from ${answer}`,
    })
    .returning({ id: availability.id });
  if (changed.length === 0) return { changed: false };
  if (occasion.startsAt.getTime() - now.getTime() <= MINIMUM_CHECK_HOURS * 3_600_000) {
    await checkMinimum(deps, occasion, player.teamId, now);
  }
  return { changed: true };
}

/** The office's accounts (staff, admin): they hear about teams short of players. */
async function officeAccounts(db: Db): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
    .from(users)
    .where(and(inArray(sql`lower(${users.role})`, [...STAFF_ROLE_VALUES]), eq(users.isActive, true)));
  return rows.map((row) => ({ userId: row.userId, email: row.email, confirmed: row.confirmed !== null }));
}

/**
 * Alerts the team's coaches and the office, once per occasion and team, when fewer players are
 * going than the program's minimum.
 */
export async function checkMinimum(
  deps: Pick<AppDeps, 'db' | 'sms' | 'push'>,
  occasion: Occasion,
  teamId: number,
  now = new Date(),
): Promise<boolean> {
  if (occasion.minimum === null || calledOff(occasion.status)) return false;
  const players = (await occasionPlayers(deps.db, occasion)).filter((player) => player.teamId === teamId);
  const counts = countAnswers(players.map((player) => player.answer));
  if (!belowMinimum(counts.going, occasion.minimum)) return false;
  const teamName = players[0]?.teamName ?? 'The team';
  const recipients = uniqueRecipients([
    ...(await teamCoachAccounts(deps.db, [teamId])),
    ...(await officeAccounts(deps.db)),
  ]);
  const stored = await notify(
    deps.db,
    { smsAvailable: deps.sms !== null, pushAvailable: deps.push.publicKey !== '' },
    {
      kind: 'minimum_players',
      subject: `${teamName} may be short of players: ${occasion.title}`,
      text: `${counts.going} of ${players.length} players of ${teamName} say they are going to ${occasion.title} (${formatKickoff(occasion.startsAt.toISOString())}); the program needs at least ${occasion.minimum}. Not going: ${counts.not_going}, maybe: ${counts.maybe}, no answer: ${counts.no_answer}.`,
      link: '/portal/coach',
      recipients,
      audienceLabel: `Coaches of ${teamName} and the league office`,
      urgent: true,
      essential: true,
      gameId: occasion.kind === 'game' ? occasion.id : null,
      eventId: occasion.kind === 'event' ? occasion.id : null,
      teamId,
      dedupeKey: `minimum:${occasion.kind}:${occasion.id}:team:${teamId}`,
    },
    now,
  );
  return stored !== null;
}

/** Occasions starting within `hours` after `now` that have not been called off. */
async function occasionsWithin(
  db: Db,
  now: Date,
  hours: number,
): Promise<{ kind: OccasionKind; id: number }[]> {
  const until = new Date(now.getTime() + hours * 3_600_000);
  const [gameRows, eventRows] = await Promise.all([
    db
      .select({ id: games.id })
      .from(games)
      .where(
        and(
          gt(games.kickoff, now),
          lte(games.kickoff, until),
          notInArray(sql`upper(${games.status})`, [...NOT_PLAYED]),
          sql`exists (select 1 from ${teams} where ${teams.seasonId} = ${games.seasonId})`,
        ),
      ),
    db
      .select({ id: events.id })
      .from(events)
      .where(and(isNotNull(events.teamId), gt(events.startsAt, now), lte(events.startsAt, until))),
  ]);
  return [
    ...gameRows.map((row) => ({ kind: 'game' as const, id: row.id })),
    ...eventRows.map((row) => ({ kind: 'event' as const, id: row.id })),
  ];
}

/** Whether a notice with this dedupe key exists. */
async function noticeExists(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: notifications.dedupeKey })
    .from(notifications)
    .where(inArray(notifications.dedupeKey, keys));
  return new Set(rows.map((row) => row.key!));
}

/**
 * The clock's part (a round of the job loop, any process): reminds the households of players who
 * have not answered, 48 h before each game or team event (once per occasion and team), and checks
 * the minimum of players 24 h before. Two processes at once store each notice once (its dedupe key).
 */
export async function availabilityRound(
  deps: Pick<AppDeps, 'db' | 'sms' | 'push'>,
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  let sent = 0;
  const soon = await occasionsWithin(db, now, REMINDER_HOURS);
  if (soon.length === 0) return 0;
  const reminderKeys = soon.map((o) => `reminder:${o.kind}:${o.id}`);
  const done = await noticeExists(db, reminderKeys);
  const minimumWindow = now.getTime() + MINIMUM_CHECK_HOURS * 3_600_000;
  for (const { kind, id } of soon) {
    const occasion = await findOccasion(db, kind, id);
    if (!occasion || occasion.teamIds.length === 0) continue;
    if (!done.has(`reminder:${kind}:${id}`)) {
      const players = await occasionPlayers(db, occasion);
      const silent = players.filter((player) => player.answer === null);
      const households = [...new Set(silent.map((player) => player.household))];
      const recipients = households.length
        ? await db
            .select({ userId: users.id, email: users.email, confirmed: users.emailVerifiedAt })
            .from(users)
            .where(and(inArray(users.id, households), eq(users.isActive, true)))
        : [];
      const stored = await notify(
        db,
        { smsAvailable: deps.sms !== null, pushAvailable: deps.push.publicKey !== '' },
        {
          kind: 'availability_reminder',
          subject: `Who is coming? ${occasion.title}`,
          text: `${occasion.title}, ${formatKickoff(occasion.startsAt.toISOString())}${occasion.venue ? ` at ${occasion.venue}` : ''}. Please tell the coach whether your player is going.`,
          recipients: recipients.map((row) => ({
            userId: row.userId,
            email: row.email,
            confirmed: row.confirmed !== null,
            ownPlayer: true,
          })),
          audienceLabel: `Families who have not answered for ${occasion.title}`,
          gameDay: true,
          gameId: kind === 'game' ? id : null,
          eventId: kind === 'event' ? id : null,
          dedupeKey: `reminder:${kind}:${id}`,
        },
        now,
      );
      if (stored) sent += 1;
    }
    if (occasion.startsAt.getTime() <= minimumWindow) {
      for (const teamId of occasion.teamIds) if (await checkMinimum(deps, occasion, teamId, now)) sent += 1;
    }
  }
  return sent;
}

/** Upcoming (and today's) games and events of a team as its coach sees them, soonest first. */
export async function teamOccasions(
  db: Db,
  teamId: number,
  now = new Date(),
  limit = 10,
): Promise<TeamOccasion[]> {
  const [team] = await db
    .select({ team: teams, minimum: programs.minPlayers })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .leftJoin(programs, eq(programs.id, seasons.programId))
    .where(eq(teams.id, teamId));
  if (!team) return [];
  // From six hours ago: a game under way is still the coach's to take attendance of.
  const from = new Date(now.getTime() - 6 * 3_600_000);
  const [gameRows, eventRows] = await Promise.all([
    db
      .select({ id: games.id, at: games.kickoff })
      .from(games)
      .where(
        and(
          eq(games.seasonId, team.team.seasonId),
          gte(games.kickoff, from),
          or(
            eq(sql`lower(${games.homeTeam})`, team.team.name.toLowerCase()),
            eq(sql`lower(${games.awayTeam})`, team.team.name.toLowerCase()),
          ),
        ),
      )
      .orderBy(asc(games.kickoff))
      .limit(limit),
    db
      .select({ id: events.id, at: events.startsAt })
      .from(events)
      .where(and(eq(events.teamId, teamId), gte(events.endsAt, from)))
      .orderBy(asc(events.startsAt))
      .limit(limit),
  ]);
  const soonest = [
    ...gameRows.map((row) => ({ kind: 'game' as const, ...row })),
    ...eventRows.map((row) => ({ kind: 'event' as const, ...row })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(0, limit);
  const result: TeamOccasion[] = [];
  for (const { kind, id } of soonest) {
    const occasion = await findOccasion(db, kind, id);
    if (!occasion) continue;
    const players = (await occasionPlayers(db, { ...occasion, teamIds: [teamId] })).filter(
      (p) => p.teamId === teamId,
    );
    result.push({
      kind,
      id,
      title: occasion.title,
      starts_at: occasion.startsAt.toISOString(),
      status: occasion.status,
      venue: occasion.venue,
      counts: countAnswers(players.map((player) => player.answer)),
      minimum: team.minimum,
      players: players.map((player) => ({
        registration: player.registration,
        name: player.name,
        answer: player.answer,
        present: player.present,
      })),
    });
  }
  return result;
}

/**
 * A game's state on game day (issue 39 item 1): delayed (by minutes: the kickoff moves), postponed
 * (no new time yet), cancelled, rescheduled (a new kickoff) or back on schedule; with the reason,
 * who changed it and when, and the calendar sequence raised on every change (feeds then update the
 * event in place). One change is one transaction per batch: the games, their audit entries, and a
 * notice per game through the one notification path to both teams' households, their coaches and
 * the game's officials — essential (it reaches people who stopped non-essential messages, and an
 * unconfirmed address when it is about their own player) and urgent within a day of kickoff or
 * when called off (quiet hours do not hold it).
 *
 * A change made elsewhere — issue 38's games form, a published schedule or re-plan of a closed day
 * — goes through announceGameChange: the same calendar sequence, state record and notice.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  calledOff,
  gameStateLabel,
  GAME_STATE_MESSAGES,
  type GameAction,
  type GameDayGame,
} from '../../src/domain/game-states';
import { RESULT_STATUSES } from '../../src/domain/games';
import { formatKickoff } from '../../src/domain/league-games';
import { leagueTime } from '../../src/domain/schedule-csv';
import { personName, recordAudits, type AuditEntry } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { games, seasons } from '../db/schema/league';
import { fieldError } from '../http/errors';
import { gamePeople } from '../messages/audience';
import { notify } from '../notify/notify';

type GameRow = typeof games.$inferSelect;

/** What happens to each game. */
export interface GameChange {
  action: GameAction;
  minutes?: number | undefined;
  kickoff?: Date | undefined;
  reason: string;
}

const NEW_STATUS: Record<GameAction, string> = {
  delay: 'DELAYED',
  postpone: 'POSTPONED',
  cancel: 'CANCELLED',
  reschedule: 'RESCHEDULED',
  restore: 'SCHEDULED',
};

/** The game after the change (status, kickoff, the kickoff before any move). */
export function applyChange(game: Pick<GameRow, 'kickoff' | 'originalKickoff'>, change: GameChange) {
  const first = game.originalKickoff ?? game.kickoff;
  switch (change.action) {
    case 'delay':
      return {
        status: NEW_STATUS.delay,
        kickoff: new Date(game.kickoff.getTime() + change.minutes! * 60_000),
        originalKickoff: first,
      };
    case 'reschedule':
      return { status: NEW_STATUS.reschedule, kickoff: change.kickoff!, originalKickoff: first };
    case 'restore':
      // Back at the time it had before any delay.
      return { status: NEW_STATUS.restore, kickoff: first, originalKickoff: null };
    default:
      return {
        status: NEW_STATUS[change.action],
        kickoff: game.kickoff,
        originalKickoff: game.originalKickoff,
      };
  }
}

/** The notice of one game's change, in the words families read. */
function noticeOf(game: GameRow, after: ReturnType<typeof applyChange>, change: GameChange) {
  const teams = `${game.homeTeam} v ${game.awayTeam}`;
  const when = formatKickoff(after.kickoff.toISOString());
  const was = formatKickoff(game.kickoff.toISOString());
  const at = game.venue ? ` at ${game.venue}` : '';
  const head = {
    delay: `Delayed ${change.minutes} minutes: ${teams}`,
    postpone: `Postponed: ${teams}`,
    cancel: `Cancelled: ${teams}`,
    reschedule: `Rescheduled: ${teams}`,
    restore: `Back on schedule: ${teams}`,
  }[change.action];
  const body = {
    delay: `${teams}${at} now kicks off ${when} (was ${was}).`,
    postpone: `${teams}${at}, planned for ${was}, is postponed. A new time follows.`,
    cancel: `${teams}${at}, planned for ${was}, is cancelled.`,
    reschedule: `${teams} moves to ${when}${at} (was ${was}).`,
    restore: `${teams}${at} is back on schedule: ${when}.`,
  }[change.action];
  return { subject: head, text: `${body} Reason: ${change.reason}` };
}

/** The games as the office's game-day view lists them. */
export function gameDayJson(row: GameRow & { seasonTitle?: string }): GameDayGame {
  return {
    id: row.id,
    season: row.seasonTitle ?? '',
    kickoff: row.kickoff.toISOString(),
    original_kickoff: row.originalKickoff?.toISOString() ?? null,
    status: row.status,
    home_team: row.homeTeam,
    away_team: row.awayTeam,
    venue: row.venue,
    state_reason: row.stateReason,
    state_changed_by: row.stateChangedByName,
    state_changed_at: row.stateChangedAt?.toISOString() ?? null,
    sequence: row.sequence,
  };
}

type Channels = Pick<AppDeps, 'sms' | 'push'>;

/**
 * Tells both teams' households, their coaches and the game's officials about a change to a game:
 * essential (it reaches people who stopped non-essential messages, and an unconfirmed address when
 * it is about their own player) and urgent within a day of kickoff or when called off.
 */
async function tellGamePeople(
  tx: Db,
  deps: Channels,
  game: GameRow,
  words: { subject: string; text: string },
  after: { status: string; kickoff: Date },
  actor: UserRow,
  now: Date,
): Promise<void> {
  const people = await gamePeople(tx, game);
  await notify(
    tx,
    { smsAvailable: deps.sms !== null, pushAvailable: deps.push.publicKey !== '' },
    {
      kind: 'game_change',
      ...words,
      recipients: people.recipients,
      audienceLabel: `Families, coaches and officials of ${game.homeTeam} v ${game.awayTeam}`,
      essential: true,
      urgent: calledOff(after.status) || after.kickoff.getTime() - now.getTime() < 24 * 3_600_000,
      gameDay: true,
      gameId: game.id,
      createdBy: actor.id,
    },
    now,
  );
}

/** What a game was before a change made elsewhere than the game-day actions. */
export type GameBefore = Pick<GameRow, 'kickoff' | 'status' | 'venue'>;

/** The notice of a change made in the games form or by a published schedule, in families' words. */
export function changeWords(was: GameBefore, game: GameRow, reason = ''): { subject: string; text: string } {
  const teams = `${game.homeTeam} v ${game.awayTeam}`;
  const moved = was.kickoff.getTime() !== game.kickoff.getTime();
  const field = (was.venue ?? '') !== (game.venue ?? '');
  const label =
    gameStateLabel(game.status) || (moved ? 'Rescheduled' : field ? 'Field changed' : 'Back on schedule');
  const when = formatKickoff(game.kickoff.toISOString());
  const before = formatKickoff(was.kickoff.toISOString());
  const at = game.venue ? ` at ${game.venue}` : '';
  let body: string;
  if (calledOff(game.status) && !calledOff(was.status)) {
    body = `${teams}${at}, planned for ${before}, is ${label.toLowerCase()}.`;
  } else if (moved) {
    body = `${teams}${at} now kicks off ${when} (was ${before}).`;
  } else if (field) {
    body = `${teams} on ${when} moves to ${game.venue ?? 'a field still to be named'} (was ${was.venue ?? 'no field named'}).`;
  } else {
    body = `${teams}${at} is ${label.toLowerCase()}: ${when}.`;
  }
  return { subject: `${label}: ${teams}`, text: reason ? `${body} Reason: ${reason}` : body };
}

/**
 * A game changed elsewhere than the game-day actions (issue 38's games form, a published schedule
 * or re-plan; in the caller's transaction, after the game's row was written): when its kickoff,
 * field or status changed and it is not under way or final, the calendar sequence is raised, the
 * change is recorded as the game's latest state change, and everyone the game concerns is told.
 * A game long past is corrected silently. Answers whether people were told.
 */
export async function announceGameChange(
  tx: Db,
  deps: Channels,
  was: GameBefore,
  gameId: number,
  actor: UserRow,
  now = new Date(),
  reason = '',
): Promise<boolean> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId));
  if (!game || RESULT_STATUSES.includes(game.status.toUpperCase())) return false;
  const moved = was.kickoff.getTime() !== game.kickoff.getTime();
  const changed = moved || (was.venue ?? '') !== (game.venue ?? '') || was.status !== game.status;
  if (!changed || Math.max(was.kickoff.getTime(), game.kickoff.getTime()) < now.getTime()) return false;
  const [row] = await tx
    .update(games)
    .set({
      stateReason: reason,
      stateChangedByName: personName(actor),
      stateChangedAt: now,
      // The kickoff before the first move stays what it was.
      originalKickoff: moved ? (game.originalKickoff ?? was.kickoff) : game.originalKickoff,
      sequence: sql`${games.sequence} + 1`,
    })
    .where(eq(games.id, game.id))
    .returning();
  await tellGamePeople(tx, deps, row!, changeWords(was, row!, reason), row!, actor, now);
  return true;
}

/**
 * Changes the games with these ids (locked, in id order, so two staff members changing the same
 * games at once queue instead of losing one change), audits each, and notifies everyone each game
 * concerns. Games already final or under way are left as they are. Answers the changed games.
 */
export async function changeGames(
  deps: Pick<AppDeps, 'db' | 'sms' | 'push'>,
  ids: readonly number[],
  change: GameChange,
  actor: UserRow,
  ip: string,
  now = new Date(),
): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(games)
      .where(inArray(games.id, [...ids]))
      .orderBy(asc(games.id))
      .for('update');
    const open = rows.filter((game) => !RESULT_STATUSES.includes(game.status.toUpperCase()));
    const changed: GameRow[] = [];
    const audits: AuditEntry[] = [];
    for (const game of open) {
      const after = applyChange(game, change);
      const [row] = await tx
        .update(games)
        .set({
          ...after,
          stateReason: change.reason,
          stateChangedByName: personName(actor),
          stateChangedAt: now,
          sequence: sql`${games.sequence} + 1`,
        })
        .where(eq(games.id, game.id))
        .returning();
      changed.push(row!);
      audits.push({
        actor,
        action: 'update',
        entity: 'game',
        entityId: game.id,
        before: { status: game.status, kickoff: game.kickoff.toISOString() },
        after: { status: after.status, kickoff: after.kickoff.toISOString(), reason: change.reason },
        ip,
        at: now,
      });
      await tellGamePeople(tx, deps, game, noticeOf(game, after, change), after, actor, now);
    }
    await recordAudits(tx, audits);
    return changed;
  });
}

/** The games of a field (any field when blank) on a league-time date, optionally within a time window. */
export async function gamesOn(
  db: Db,
  filter: { venue: string; date: string; from?: string | undefined; to?: string | undefined },
) {
  const [year, month, day] = filter.date.split('-').map(Number) as [number, number, number];
  const at = (clock: string) => {
    const [hour, minute] = clock.split(':').map(Number) as [number, number];
    return leagueTime(year, month, day, hour, minute);
  };
  const start = at(filter.from ?? '00:00');
  const end = filter.to ? at(filter.to) : new Date(at('00:00').getTime() + 24 * 3_600_000);
  if (end <= start) throw fieldError({ to: [GAME_STATE_MESSAGES.window] });
  return db
    .select({ game: games, seasonTitle: seasons.title })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(
      and(
        gte(games.kickoff, start),
        lt(games.kickoff, end),
        filter.venue ? eq(sql`lower(${games.venue})`, filter.venue.toLowerCase()) : undefined,
      ),
    )
    .orderBy(asc(games.kickoff), asc(games.id));
}

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
 * The re-plan of a closed day (issue 38) provides new kickoffs; this module tells people and labels.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  calledOff,
  GAME_STATE_MESSAGES,
  type GameAction,
  type GameDayGame,
} from '../../src/domain/game-states';
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
    const open = rows.filter((game) => !['COMPLETED', 'IN_PROGRESS'].includes(game.status.toUpperCase()));
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
      const people = await gamePeople(tx, game);
      const words = noticeOf(game, after, change);
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

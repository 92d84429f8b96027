/**
 * A season's schedule in the office (issue 38): its settings, the draft staff preview (generated,
 * or a re-plan of a closed day), lock and move by hand, and publishing, which writes the draft into
 * the season's games: games it names are moved, new ones created, and unplayed regular games it no
 * longer has removed (games already played, playoff games and games with a reported score stay).
 * Every write is audited; the report is the same rule check the office runs on any schedule.
 */
import {
  contextOf,
  draftGame,
  isPlayed,
  isRegular,
  planTeams,
  storedPlan,
  suggestedSettings,
  viewOf,
} from './schedule-context';
import { and, eq, inArray } from 'drizzle-orm';
import { checkSchedule } from '../../src/domain/schedule/check';
import {
  DRAFT_MESSAGES,
  planOf,
  type DraftAction,
  type DraftGame,
  type PublishResult,
  type ScheduleView,
  type StoredDraft,
} from '../../src/domain/schedule/draft';
import { generateSchedule } from '../../src/domain/schedule/generate';
import {
  expandSlots,
  SCHEDULE_MESSAGES,
  type Blackout,
  type ScheduleSettings,
} from '../../src/domain/schedule/model';
import { replanClosure } from '../../src/domain/schedule/replan';
import { NOT_PLAYED } from '../../src/domain/game-played';
import { recordAudit } from '../audit/log';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { games } from '../db/schema/league';
import { scoreReports, seasonSchedules } from '../db/schema/schedule';
import { detailError, fieldError } from '../http/errors';
import { announceGameChange } from './state';
import { recomputeStandings } from './standings';

/** Saves a season's draft (in the caller's transaction). */
async function saveDraft(
  db: Db,
  seasonId: number,
  draft: StoredDraft | null,
  user: UserRow,
  settings?: ScheduleSettings,
) {
  await db
    .insert(seasonSchedules)
    .values({ seasonId, settings: settings ?? {}, draft, updatedBy: user.id })
    .onConflictDoUpdate({
      target: seasonSchedules.seasonId,
      set: { draft, updatedBy: user.id, updatedAt: new Date(), ...(settings ? { settings } : {}) },
    });
}

/** PUT settings: validated, stored, audited. */
export async function saveSettings(
  db: Db,
  user: UserRow,
  seasonId: number,
  settings: ScheduleSettings,
  ip: string,
  now = new Date(),
): Promise<ScheduleView> {
  return db.transaction(async (tx) => {
    const context = await contextOf(tx, seasonId, true);
    await tx
      .insert(seasonSchedules)
      .values({ seasonId, settings, updatedBy: user.id })
      .onConflictDoUpdate({
        target: seasonSchedules.seasonId,
        set: { settings, updatedBy: user.id, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor: user,
      action: 'update',
      entity: 'schedule',
      entityId: seasonId,
      before: context.settings ? { settings: context.settings } : null,
      after: { settings },
      ip,
    });
    return viewOf(tx, { ...context, settings }, now);
  });
}

/**
 * Generates a draft: the games already played and the draft's locked games stay where they are;
 * every other game of the round robin gets a slot after `now`.
 */
export async function generateDraft(db: Db, user: UserRow, seasonId: number, seed: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const context = await contextOf(tx, seasonId, true);
    if (!context.settings) throw detailError(400, DRAFT_MESSAGES.settingsNeeded);
    if (context.teams.length < 3) throw detailError(400, DRAFT_MESSAGES.teamsNeeded);
    if (context.teams.length > 24) throw detailError(400, SCHEDULE_MESSAGES.tooManyTeams);
    const minutes = context.settings.game_minutes;
    const teamNames = new Set(context.teams.map((team) => team.name.toLowerCase()));
    const played = context.games
      .filter((game) => isRegular(game) && !NOT_PLAYED.includes(game.status) && isPlayed(game, now))
      .filter(
        (game) => teamNames.has(game.homeTeam.toLowerCase()) && teamNames.has(game.awayTeam.toLowerCase()),
      )
      .map((game) => storedPlan(game, minutes, now));
    const lockedDraft = (context.draft?.games ?? [])
      .filter((game) => game.locked && !game.played)
      .map(planOf);
    const ids = new Map<string, number | null>([
      ...played.map((game) => [game.key, Number(game.key.slice(5))] as const),
      ...(context.draft?.games ?? []).map((game) => [game.key, game.game_id] as const),
    ]);
    const result = generateSchedule({
      teams: planTeams(context),
      slots: expandSlots(context.settings).filter((slot) => slot.start > now.getTime()),
      legs: context.settings.rounds === 'double' ? 2 : 1,
      locked: [...played, ...lockedDraft.map((game) => ({ ...game, key: `locked-${game.key}` }))],
      seed,
    });
    // Kept games keep their keys; new ones get keys no kept game has.
    const used = new Set<string>();
    let next = 0;
    const freshKey = () => {
      while (used.has(`n${next}`) || ids.has(`n${next}`)) next += 1;
      used.add(`n${next}`);
      return `n${next}`;
    };
    const draft: StoredDraft = {
      games: result.games.map((game) => {
        if (game.key.startsWith('locked-')) {
          const key = game.key.slice(7);
          used.add(key);
          return draftGame({ ...game, key }, ids.get(key) ?? null);
        }
        if (ids.has(game.key)) return draftGame(game, ids.get(game.key) ?? null);
        return draftGame({ ...game, key: freshKey() }, null);
      }),
      made: 'generated',
      seed,
      unplaced: result.unplaced.map((pairing) => ({ home_team: pairing.home, away_team: pairing.away })),
      closure: null,
    };
    await saveDraft(tx, seasonId, draft, user, context.settings);
    return viewOf(tx, { ...context, draft }, now);
  });
}

/** Lock, unlock or move one draft game by hand, or discard the draft. */
export async function editDraft(
  db: Db,
  user: UserRow,
  seasonId: number,
  action: DraftAction,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const context = await contextOf(tx, seasonId, true);
    if (!context.draft) throw detailError(400, DRAFT_MESSAGES.noDraft);
    if (action.action === 'discard') {
      await saveDraft(tx, seasonId, null, user);
      return viewOf(tx, { ...context, draft: null }, now);
    }
    const game = context.draft.games.find((entry) => entry.key === action.key);
    if (!game) throw fieldError({ key: [DRAFT_MESSAGES.unknownGame] });
    let changed: DraftGame;
    if (action.action === 'move') {
      if (game.played) throw detailError(400, DRAFT_MESSAGES.playedGame);
      const start = Date.parse(action.kickoff);
      const length = Date.parse(game.ends_at) - Date.parse(game.kickoff);
      changed = {
        ...game,
        kickoff: new Date(start).toISOString(),
        ends_at: new Date(start + length).toISOString(),
        venue: action.venue,
        moved: true,
        locked: true,
      };
    } else {
      changed = { ...game, locked: action.action === 'lock' };
    }
    const draft = {
      ...context.draft,
      games: context.draft.games
        .map((entry) => (entry.key === game.key ? changed : entry))
        .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.venue.localeCompare(b.venue)),
    };
    await saveDraft(tx, seasonId, draft, user);
    return viewOf(tx, { ...context, draft }, now);
  });
}

/** Statuses of a game that becomes RESCHEDULED when a published schedule moves it. */
const RESCHEDULABLE: readonly string[] = ['SCHEDULED', 'DELAYED', 'POSTPONED', 'RESCHEDULED'];

/** Writes the draft into the season's games (see the module comment). */
export async function publishDraft(
  deps: Pick<AppDeps, 'db' | 'sms' | 'push'>,
  user: UserRow,
  seasonId: number,
  ip: string,
  now = new Date(),
): Promise<PublishResult> {
  return deps.db.transaction(async (tx) => {
    const context = await contextOf(tx, seasonId, true);
    if (!context.draft) throw detailError(400, DRAFT_MESSAGES.noDraft);
    const settings = context.settings ?? suggestedSettings(context.season, context.venue, now);
    const report = checkSchedule(context.draft.games.map(planOf), {
      teams: planTeams({ ...context, settings }),
      blackouts: settings.blackouts,
    });
    if (report.hard > 0) throw detailError(409, DRAFT_MESSAGES.hardRules(report.hard));
    const stored = new Map(context.games.map((game) => [game.id, game]));
    let created = 0;
    let updated = 0;
    const kept = new Set<number>();
    for (const game of context.draft.games) {
      const row = game.game_id === null ? undefined : stored.get(game.game_id);
      if (row) {
        kept.add(row.id);
        const kickoff = new Date(game.kickoff);
        if (
          row.kickoff.getTime() !== kickoff.getTime() ||
          (row.venue ?? '') !== game.venue ||
          row.locked !== game.locked
        ) {
          // Issue 39: a game moved to a new time is Rescheduled (a postponed one has its time again);
          // its families, coaches and officials are told, and calendars update the event.
          const moved = row.kickoff.getTime() !== kickoff.getTime();
          const status = moved && RESCHEDULABLE.includes(row.status) ? 'RESCHEDULED' : row.status;
          await tx
            .update(games)
            .set({ kickoff, venue: game.venue || null, locked: game.locked, status })
            .where(eq(games.id, row.id));
          await announceGameChange(tx, deps, row, row.id, user, now, context.draft.closure ?? '');
          updated += 1;
        }
        continue;
      }
      await tx.insert(games).values({
        seasonId,
        kickoff: new Date(game.kickoff),
        status: 'SCHEDULED',
        homeTeam: game.home_team,
        awayTeam: game.away_team,
        venue: game.venue || null,
        locked: game.locked,
      });
      created += 1;
    }
    // Unplayed regular games the draft no longer has: removed, unless someone reported a score.
    const candidates = context.games.filter(
      (game) => isRegular(game) && !kept.has(game.id) && !isPlayed(game, now) && game.status === 'SCHEDULED',
    );
    const reported = candidates.length
      ? new Set(
          (
            await tx
              .select({ gameId: scoreReports.gameId })
              .from(scoreReports)
              .where(
                inArray(
                  scoreReports.gameId,
                  candidates.map((game) => game.id),
                ),
              )
          ).map((row) => row.gameId),
        )
      : new Set<number>();
    const removable = candidates.filter((game) => !reported.has(game.id));
    if (removable.length > 0) {
      await tx.delete(games).where(
        and(
          eq(games.seasonId, seasonId),
          inArray(
            games.id,
            removable.map((game) => game.id),
          ),
        ),
      );
    }
    await tx
      .update(seasonSchedules)
      .set({ draft: null, publishedAt: now, updatedBy: user.id, updatedAt: now })
      .where(eq(seasonSchedules.seasonId, seasonId));
    await recomputeStandings(tx, seasonId);
    const result = { created, updated, removed: removable.length };
    await recordAudit(tx, {
      actor: user,
      action: 'publish',
      entity: 'schedule',
      entityId: seasonId,
      after: { ...result, made: context.draft.made, closure: context.draft.closure },
      ip,
    });
    return result;
  });
}

/** Describes a closure in words. */
function closureWords(closure: Blackout): string {
  const where = closure.venue || 'Every venue';
  const when = closure.from ? `${closure.date}, ${closure.from}–${closure.to}` : closure.date;
  return `${where} closed on ${when}${closure.note ? ` (${closure.note})` : ''}`;
}

/** A draft that re-plans the games a closed venue (or every venue) day or window covers. */
export async function replanDraft(
  db: Db,
  user: UserRow,
  seasonId: number,
  closure: Blackout,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const context = await contextOf(tx, seasonId, true);
    if (!context.settings) throw detailError(400, DRAFT_MESSAGES.settingsNeeded);
    const minutes = context.settings.game_minutes;
    const current = context.games
      .filter((game) => isRegular(game) && game.status !== 'CANCELLED')
      .map((game) => storedPlan(game, minutes, now));
    const result = replanClosure({
      games: current,
      slots: expandSlots(context.settings),
      teams: planTeams(context),
      closure,
      now: now.getTime(),
    });
    const moved = new Set([...result.rescheduled, ...result.moved]);
    const byKey = new Map(current.map((game) => [game.key, game]));
    const draft: StoredDraft = {
      games: result.games.map((game) => draftGame(game, Number(game.key.slice(5)), moved.has(game.key))),
      made: 'replanned',
      seed: 0,
      unplaced: result.unplaced.map((key) => ({
        home_team: byKey.get(key)?.home ?? '',
        away_team: byKey.get(key)?.away ?? '',
      })),
      closure: closureWords(closure),
    };
    // The closure stays among the settings' blackouts, so the check (and a later generation) keeps it.
    const settings = { ...context.settings, blackouts: [...context.settings.blackouts, closure] };
    await saveDraft(tx, seasonId, draft, user, settings);
    await recordAudit(tx, {
      actor: user,
      action: 'update',
      entity: 'schedule',
      entityId: seasonId,
      after: { closure: draft.closure, rescheduled: result.rescheduled.length, moved: result.moved.length },
    });
    return viewOf(tx, { ...context, settings, draft }, now);
  });
}

/**
 * The office's game day (issue 39 item 1), staff only:
 *
 * - GET /office/game-day/?date=YYYY-MM-DD[&venue=]: the games of a league-time date (one field or
 *   all), with their states, and the fields that have games that day.
 * - POST /office/game-day/bulk/ {venue, date, from?, to?, action, minutes?, reason, preview?}:
 *   one action for every game of a field (or the whole league) on a date or within a time window —
 *   "lightning: 30-minute delay", "field closed today". With preview: the games it would change,
 *   nothing stored.
 * - POST /office/game-day/:id/state/ {action, minutes?, kickoff?, reason}: one game.
 * Every change is audited and tells both teams' families, coaches and officials (server/games/state.ts).
 */
import { eq } from 'drizzle-orm';
import {
  GAME_STATE_MESSAGES,
  bulkGameStateSchema,
  gameStateInputSchema,
} from '../../../src/domain/game-states';
import { leagueDay } from '../../../src/domain/league-games';
import { clientIp } from '../../context';
import { games, seasons } from '../../db/schema/league';
import { fieldError, notFound } from '../../http/errors';
import { parseId, textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { changeGames, gameDayJson, gamesOn } from '../../games/state';

export const officeGameDayRoutes = routes('/office/game-day')
  .get('/', async (c) => {
    const { db } = c.var.deps;
    const date = textQuery(c, 'date') ?? leagueDay(new Date());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
      throw fieldError({ date: ['Choose the date.'] });
    }
    const all = await gamesOn(db, { venue: '', date });
    const venue = textQuery(c, 'venue') ?? '';
    const venues = [
      ...new Set(all.map((row) => row.game.venue).filter((name): name is string => Boolean(name))),
    ].sort();
    const shown = venue ? all.filter((row) => row.game.venue?.toLowerCase() === venue.toLowerCase()) : all;
    return c.json({
      date,
      venues,
      results: shown.map((row) => gameDayJson({ ...row.game, seasonTitle: row.seasonTitle })),
    });
  })
  .post('/bulk', async (c) => {
    const { deps, user } = c.var;
    const input = await readBody(c, bulkGameStateSchema);
    const found = await gamesOn(deps.db, input);
    if (found.length === 0) throw fieldError({ date: [GAME_STATE_MESSAGES.none] });
    if (input.preview) {
      return c.json({
        preview: true,
        count: found.length,
        results: found.map((row) => gameDayJson({ ...row.game, seasonTitle: row.seasonTitle })),
      });
    }
    const changed = await changeGames(
      deps,
      found.map((row) => row.game.id),
      { action: input.action, minutes: input.minutes, reason: input.reason },
      user,
      clientIp(c),
    );
    return c.json({
      preview: false,
      count: changed.length,
      detail: GAME_STATE_MESSAGES.done(changed.length, input.action),
      results: changed.map((row) => gameDayJson(row)),
    });
  })
  .post('/:id/state', async (c) => {
    const { deps, user } = c.var;
    const id = parseId(c.req.param('id'));
    const [game] =
      id === null ? [] : await deps.db.select({ id: games.id }).from(games).where(eq(games.id, id));
    if (!game) throw notFound();
    const input = await readBody(c, gameStateInputSchema);
    const changed = await changeGames(
      deps,
      [game.id],
      {
        action: input.action,
        minutes: input.minutes,
        kickoff: input.kickoff ? new Date(input.kickoff) : undefined,
        reason: input.reason,
      },
      user,
      clientIp(c),
    );
    if (changed.length === 0) throw fieldError({ action: ['A game under way or final keeps its state.'] });
    const [row] = await deps.db
      .select({ game: games, seasonTitle: seasons.title })
      .from(games)
      .innerJoin(seasons, eq(seasons.id, games.seasonId))
      .where(eq(games.id, game.id));
    return c.json({
      detail: GAME_STATE_MESSAGES.done(1, input.action),
      game: gameDayJson({ ...row!.game, seasonTitle: row!.seasonTitle }),
    });
  });

/**
 * Scores (issue 38): POST /games/{id}/score-reports/ — a head coach of one of the game's two teams
 * (or staff) reports its score once it has started; GET /auth/coach/games/ — the games the caller
 * reports for (server/games/scores.ts).
 */
import { scoreInputSchema } from '../../../src/domain/office/schedules';
import { clientIp } from '../../context';
import { gamesToReport, reportScore } from '../../games/scores';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';

export const gameScoreRoutes = routes('/games').post('/:id/score-reports', async (c) => {
  const id = parseId(c.req.param('id'));
  if (id === null) throw notFound();
  const score = await readBody(c, scoreInputSchema);
  return c.json(await reportScore(c.var.deps.db, c.var.user, id, score, new Date(), clientIp(c)));
});

export const coachGameRoutes = routes('/auth/coach/games').get('/', async (c) =>
  c.json({ results: await gamesToReport(c.var.deps.db, c.var.user, new Date()) }),
);

/**
 * GET /league/divisions/ (issue 19 item 4): the league's conference divisions in order, each with
 * its counties (code, name, state), as the registration forms group and check them. Public, and
 * kept while the tables are unchanged.
 */
import { loadGeography } from '../../league/geography';
import { keptAnswers } from '../../http/kept-answers';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';

export const leagueRoutes = routes('/league/divisions').get(
  '/',
  keptAnswers('league_divisions', 'league_counties'),
  async (c) =>
    c.json(paginateArray(c, [...(await loadGeography(c.var.deps.db))], { defaultSize: 100, maxSize: 100 })),
);

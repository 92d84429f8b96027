/**
 * GET /league/divisions/ (issue 19 item 4): the league's conference divisions in order, each with
 * its counties (code, name, state), as the registration forms group and check them. Public, and
 * kept while the tables are unchanged.
 *
 * GET /league/prices/ (issue 37): the league's price list as the public pages show it (a season
 * without a price of its own costs its fee; each season's own price comes with the season,
 * GET /events/seasons/). Public, kept while the list is unchanged.
 */
import type { LeaguePrices } from '../../../src/domain/office/prices';
import { loadGeography } from '../../league/geography';
import { leaguePriceList } from '../../registrations/price';
import { keptAnswers } from '../../http/kept-answers';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';

export const leagueRoutes = routes('/league/divisions').get(
  '/',
  keptAnswers('league_divisions', 'league_counties'),
  async (c) =>
    c.json(paginateArray(c, [...(await loadGeography(c.var.deps.db))], { defaultSize: 100, maxSize: 100 })),
);

export const leaguePriceRoutes = routes('/league/prices').get(
  '/',
  keptAnswers('league_prices'),
  async (c) => {
    const list = await leaguePriceList(c.var.deps.db);
    return c.json({
      fee_cents: list.feeCents,
      uniform_cents: list.uniformCents,
      referee_training_cents: list.refereeTrainingCents,
    } satisfies LeaguePrices);
  },
);

/**
 * League data the portals share, loaded once per page and cached (src/lib/query.ts): the active
 * programs (page_size 200), the seasons with their games and registration windows (page_size 100),
 * the league's divisions and counties (issue 19: data the office edits) and the caller's teams.
 */
import type { LeagueDivision } from '../domain/leagues';
import type { MyTeam } from '../domain/teams';
import type { Page, Program, Season } from '../domain/types';
import { createFetcherStore } from '../lib/query';

export const PROGRAMS_KEY = '/programs/?active=true&page_size=200';
export const SEASONS_KEY = '/events/seasons/?page_size=100';
export const GEOGRAPHY_KEY = '/league/divisions/?page_size=100';
export const MY_TEAMS_KEY = '/auth/teams/?page_size=100';

export const $programs = createFetcherStore<Page<Program>>([PROGRAMS_KEY]);
export const $seasons = createFetcherStore<Page<Season>>([SEASONS_KEY]);
export const $geography = createFetcherStore<Page<LeagueDivision>>([GEOGRAPHY_KEY]);
/** The signed-in caller's teams (a parent's children's, an athlete's own, a coach's). */
export const $myTeams = createFetcherStore<Page<MyTeam>>([MY_TEAMS_KEY]);

/**
 * League data the portals share, loaded once per page and cached (src/lib/query.ts): the active
 * programs (page_size 200) and the seasons with their games (page_size 100).
 */
import type { Page, Program, Season } from '../domain/types';
import { createFetcherStore } from '../lib/query';

export const PROGRAMS_KEY = '/programs/?active=true&page_size=200';
export const SEASONS_KEY = '/events/seasons/?page_size=100';

export const $programs = createFetcherStore<Page<Program>>([PROGRAMS_KEY]);
export const $seasons = createFetcherStore<Page<Season>>([SEASONS_KEY]);

/** The roster page's data: GET /teams/{id}/roster/ for the team in the address. */
import { atom } from 'nanostores';
import type { TeamRoster } from '../../domain/team-roster';
import { createFetcherStore } from '../../lib/query';

/** The team whose roster is shown (from ?team=); null asks for nothing. */
export const $rosterTeam = atom<string | null>(null);

/** That team's roster (404 for a team that is not the caller's to see). */
export const $roster = createFetcherStore<TeamRoster>(['/teams/', $rosterTeam, '/roster/']);

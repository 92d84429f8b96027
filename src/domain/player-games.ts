/**
 * A child's or an athlete's games (issue 41 item 1): the games of the teams and seasons their
 * registrations put them in, never another season's. Apart from teams.ts so the coach portal, which
 * reads its own teams' games, carries none of it (nor the registration statuses).
 */
import type { SeasonGame } from './league-games';
import { REGISTERED_STATUSES } from './registration-status';
import { nextGames, playsIn, sameTeam } from './teams';
import type { Game, Season } from './types';

/** What a registration says about the games its player plays (GET /registrations/ answers it). */
export interface GameRegistration {
  season_id?: number | null | undefined;
  status?: string | undefined;
  payment_status: string;
  /** The team the office put the player on, once it has. */
  team?: { id: number; name: string } | null | undefined;
  /** The program division chosen (none: no preference). */
  division_detail?: { id: number; name: string } | null | undefined;
}

/** Whether a registration's player plays its season: registered (paid), not withdrawn (refunded). */
export function playsTheSeason(registration: GameRegistration): boolean {
  return registration.status === undefined
    ? registration.payment_status === 'paid'
    : (REGISTERED_STATUSES as readonly string[]).includes(registration.status);
}

/**
 * The games of its season a registration's player plays (issue 41 item 1): on a team, that team's;
 * before a team is assigned, those of the teams of the player's division when the season's teams
 * have divisions (none yet of that division: none), else every game of the season.
 */
export function registrationGames(season: Season, registration: GameRegistration): Game[] {
  const games = season.games ?? [];
  if (registration.team) return games.filter((game) => playsIn(game, registration.team!.name));
  const division = registration.division_detail?.name ?? null;
  const divided = (season.teams ?? []).filter((team) => team.division);
  if (!division || divided.length === 0) return games;
  const ofDivision = divided.filter((team) => sameTeam(team.division, division)).map((team) => team.name);
  return games.filter((game) => ofDivision.some((team) => playsIn(game, team)));
}

/** The seasons a player's registrations put them in (registered, not withdrawn), in the list's order. */
export function registeredSeasons<S extends Pick<Season, 'id'>>(
  seasons: readonly S[],
  registrations: readonly GameRegistration[],
): S[] {
  const ids = new Set(
    registrations.filter(playsTheSeason).flatMap((r) => (r.season_id == null ? [] : [String(r.season_id)])),
  );
  return seasons.filter((season) => ids.has(String(season.id)));
}

/**
 * The next games of players (issue 19 item 3, issue 41 item 1): for each season they are registered
 * for, the games they play in it (registrationGames), never another season's; not started (a game
 * called off stays, labelled: issue 39), soonest first, at most `limit` (the spec's 3 for a family,
 * 5 for an athlete).
 */
export function playerGames(
  registrations: readonly GameRegistration[],
  seasons: readonly Season[],
  limit: number,
  now = new Date(),
): SeasonGame[] {
  const games = registrations.filter(playsTheSeason).flatMap((registration) => {
    const season = seasons.find((item) => String(item.id) === String(registration.season_id ?? ''));
    if (!season) return [];
    return registrationGames(season, registration).map((game) => ({
      ...game,
      season: { id: season.id, title: season.title },
    }));
  });
  return nextGames(games, limit, now);
}

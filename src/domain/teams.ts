/**
 * Teams as families, coaches and the office see them (issue 19 item 2): what a team answers, how
 * games name teams (by name within the season, any case), and the office's auto-fill: a pure
 * placement of a season's players on its teams that balances team sizes and age groups and, when
 * asked, keeps siblings (one household) and carpools (the same school or ZIP code) together.
 */
import { sortGames, type SeasonGame } from './league-games';
import type { Season } from './types';

/** A team colour: '#rrggbb', or '' for none. */
export const TEAM_COLOUR = /^#[0-9a-f]{6}$/i;

/** Whether two team names are the same team (games name teams by name, in any case). */
export function sameTeam(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

/** Whether a game involves a team, by name. */
export function playsIn(game: { home_team: string; away_team: string }, team: string): boolean {
  return sameTeam(game.home_team, team) || sameTeam(game.away_team, team);
}

/** A coach of a team as families see them. */
export interface TeamCoach {
  name: string;
  role: 'head' | 'assistant';
  email: string;
}

/** A team event as its families and coaches see it. */
export interface TeamEvent {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  location_text: string;
  notes: string;
  public: boolean;
}

/** A game of a team (the season schedule's shape). */
export interface TeamGame {
  id: number;
  kickoff: string;
  status: string;
  home_team: string;
  away_team: string;
  home_score: number | null;
  away_score: number | null;
  venue: string | null;
  game_type: string | null;
  officials: string | null;
}

/**
 * A team of the caller's (GET /auth/teams/): a parent's children's teams, an athlete's own, a
 * coach's. `players` are the caller's own players on it (a parent's children; the athlete), never
 * anyone else's; `games` and `events` are the team's next ones; `calendar_feed` is its feed with
 * the key that also lists its private events.
 */
export interface MyTeam {
  id: number;
  name: string;
  colour: string;
  season: { id: number; title: string; label: string; status: string };
  program: { id: string; name: string } | null;
  division: string | null;
  home_venue: { name: string; city: string; address: string } | null;
  coaches: TeamCoach[];
  players: { registration: number; child: number | null; athlete_profile: number | null; name: string }[];
  games: TeamGame[];
  events: TeamEvent[];
  /** The team's feed under the API base, with the key that lists its private events. */
  calendar_feed: string;
}

/** The head coach's name first, then the assistants' ('Darnell Price (head coach), Ana Ruiz'). */
export function coachLine(coaches: readonly TeamCoach[]): string {
  const sorted = [...coaches].sort((a, b) => (a.role === b.role ? 0 : a.role === 'head' ? -1 : 1));
  return sorted
    .map((coach) => (coach.role === 'head' ? `${coach.name} (head coach)` : coach.name))
    .join(', ');
}

/** The teams a parent's child plays on (a child id), or the athlete's own (no child id). */
export function teamsOfPlayer(teams: readonly MyTeam[], child: number | null): MyTeam[] {
  return teams.filter((team) =>
    team.players.some((player) => (child === null ? player.child === null : player.child === child)),
  );
}

/**
 * Games not started, soonest first, each once (by season and id), at most `limit`; a game called
 * off stays, labelled (issue 39: families must see "Cancelled", not a game that silently went).
 */
export function nextGames(games: readonly SeasonGame[], limit: number, now: Date): SeasonGame[] {
  const seen = new Set<string>();
  const upcoming = games.filter((game) => {
    const key = `${game.season.id}-${game.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return Date.parse(game.kickoff) > now.getTime();
  });
  return (sortGames(upcoming) as SeasonGame[]).slice(0, limit);
}

/**
 * A coach's next games (issue 19 item 3): those of the teams they coach in the program; staff and a
 * coach holding the program without a team of it see the program's seasons' games.
 */
export function coachGames(
  coached: readonly MyTeam[],
  programSeasons: readonly Season[],
  limit: number,
  now = new Date(),
): SeasonGame[] {
  const games =
    coached.length > 0
      ? coached.flatMap((team) =>
          team.games.map((game) => ({ ...game, season: { id: team.season.id, title: team.season.title } })),
        )
      : programSeasons.flatMap((season) =>
          (season.games ?? []).map((game) => ({ ...game, season: { id: season.id, title: season.title } })),
        );
  return nextGames(games, limit, now);
}

/** A player as auto-fill places them. */
export interface FillPlayer {
  id: number;
  ageGroup: string;
  /** The household (the account that registered them): siblings share it. */
  household: string | null;
  /** Where they travel from: keys like 'zip:38671' or 'school:desoto central'. */
  carpools: readonly string[];
  /** The team they are on now, if any. */
  team: number | null;
}

export interface FillOptions {
  keepSiblings: boolean;
  keepCarpools: boolean;
  /** Place everyone again (else players already on a team stay there). */
  reset: boolean;
}

/** The carpool keys of a player: their ZIP code (first five digits) and their school. */
export function carpoolKeys(
  postalCode: string | null | undefined,
  school: string | null | undefined,
): string[] {
  const zip = /^\s*(\d{5})/.exec(postalCode ?? '')?.[1];
  const schoolName = (school ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return [...(zip ? [`zip:${zip}`] : []), ...(schoolName ? [`school:${schoolName}`] : [])];
}

/** Groups of players that must play together under the options (each group sorted by id). */
export function togetherGroups(players: readonly FillPlayer[], options: FillOptions): FillPlayer[][] {
  const parent = new Map(players.map((player) => [player.id, player.id]));
  const find = (id: number): number => {
    const up = parent.get(id)!;
    if (up === id) return id;
    const root = find(up);
    parent.set(id, root);
    return root;
  };
  const join = (a: number, b: number) => {
    const [x, y] = [find(a), find(b)];
    if (x !== y) parent.set(Math.max(x, y), Math.min(x, y));
  };
  const first = new Map<string, number>();
  for (const player of players) {
    const keys = [
      ...(options.keepSiblings && player.household ? [`household:${player.household}`] : []),
      ...(options.keepCarpools ? player.carpools : []),
    ];
    for (const key of keys) {
      const seen = first.get(key);
      if (seen === undefined) first.set(key, player.id);
      else join(seen, player.id);
    }
  }
  const groups = new Map<number, FillPlayer[]>();
  for (const player of players) {
    const root = find(player.id);
    groups.set(root, [...(groups.get(root) ?? []), player]);
  }
  return [...groups.values()].map((group) => group.sort((a, b) => a.id - b.id));
}

/**
 * Places a season's players on its teams (player id → team id, for every player once teams
 * exist). Players already on a team stay there unless `reset`; a group that must stay together
 * joins the team most of its placed members are on. The other groups go, largest first, each to
 * the team that is then smallest, and among equally small ones to the team with the fewest players
 * of the group's age groups, then in the teams' order; so team sizes end within one player of each
 * other whenever the groups allow it, and each age group is spread across the teams.
 */
export function autoFill(
  players: readonly FillPlayer[],
  teamIds: readonly number[],
  options: FillOptions,
): Map<number, number> {
  const placed = new Map<number, number>();
  if (teamIds.length === 0) return placed;
  const known = new Set(teamIds);
  const sizes = new Map(teamIds.map((id) => [id, 0]));
  const ages = new Map(teamIds.map((id) => [id, new Map<string, number>()]));
  const place = (player: FillPlayer, team: number) => {
    placed.set(player.id, team);
    sizes.set(team, sizes.get(team)! + 1);
    const count = ages.get(team)!;
    count.set(player.ageGroup, (count.get(player.ageGroup) ?? 0) + 1);
  };
  const stays = (player: FillPlayer) => !options.reset && player.team !== null && known.has(player.team);

  const free: FillPlayer[][] = [];
  for (const group of togetherGroups(players, options)) {
    const staying = group.filter(stays);
    if (staying.length === 0) {
      free.push(group);
      continue;
    }
    for (const player of staying) place(player, player.team!);
    // The rest of the group joins the team most of its placed members are on (the first such).
    const votes = new Map<number, number>();
    for (const player of staying) votes.set(player.team!, (votes.get(player.team!) ?? 0) + 1);
    const target = [...votes.entries()].sort(
      (a, b) => b[1] - a[1] || teamIds.indexOf(a[0]) - teamIds.indexOf(b[0]),
    )[0]![0];
    for (const player of group) if (!stays(player)) place(player, target);
  }

  const ageOrder = [...new Set(players.map((player) => player.ageGroup))].sort();
  free.sort(
    (a, b) =>
      b.length - a.length ||
      ageOrder.indexOf(a[0]!.ageGroup) - ageOrder.indexOf(b[0]!.ageGroup) ||
      a[0]!.id - b[0]!.id,
  );
  for (const group of free) {
    const groupAges = group.map((player) => player.ageGroup);
    const score = (team: number) => groupAges.reduce((sum, age) => sum + (ages.get(team)!.get(age) ?? 0), 0);
    const team = [...teamIds].sort(
      (a, b) =>
        sizes.get(a)! - sizes.get(b)! || score(a) - score(b) || teamIds.indexOf(a) - teamIds.indexOf(b),
    )[0]!;
    for (const player of group) place(player, team);
  }
  return placed;
}

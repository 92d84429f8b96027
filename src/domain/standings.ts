/**
 * Standings (issue 38): the table of a season's final regular games, and its order by the league's
 * tiebreakers. Teams are ordered by win percentage (a tie counts half a win); teams level on it are
 * separated, in this order, by
 *
 * 1. head-to-head: win percentage in the games among the tied teams only;
 * 2. point differential over all games;
 * 3. fewest points allowed;
 * 4. a coin toss, recorded by staff (the order they drew), else the tie stands.
 *
 * Three or more teams tied are separated by the same rules as two: a rule that splits the group
 * into smaller groups is applied again from head-to-head within each of them.
 */

/** A game as the standings read it. */
export interface StandingGame {
  status: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  gameType: string;
}

/** A standings row before it is ranked or stored. */
export interface StandingRow {
  teamName: string;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** A game counted in the standings: final, regular, with both scores. */
const counts = (game: StandingGame) =>
  game.status === 'COMPLETED' &&
  game.gameType === 'Regular' &&
  game.homeScore !== null &&
  game.awayScore !== null;

/** Standings from the completed regular-season games. */
export function computeStandings(teams: string[], games: readonly StandingGame[]): StandingRow[] {
  const table = new Map(
    teams.map((teamName) => [
      teamName,
      { teamName, wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0 },
    ]),
  );
  for (const game of games) {
    if (!counts(game)) continue;
    const home = table.get(game.homeTeam);
    const away = table.get(game.awayTeam);
    if (!home || !away || game.homeScore === null || game.awayScore === null) continue;
    home.pointsFor += game.homeScore;
    home.pointsAgainst += game.awayScore;
    away.pointsFor += game.awayScore;
    away.pointsAgainst += game.homeScore;
    if (game.homeScore > game.awayScore) {
      home.wins += 1;
      away.losses += 1;
    } else if (game.homeScore < game.awayScore) {
      away.wins += 1;
      home.losses += 1;
    } else {
      home.ties += 1;
      away.ties += 1;
    }
  }
  return [...table.values()];
}

export const TIEBREAKS = ['head-to-head', 'point-diff', 'points-allowed', 'coin-toss'] as const;
export type Tiebreak = (typeof TIEBREAKS)[number];

/** How each tiebreaker reads. */
export const TIEBREAK_LABELS: Record<Tiebreak, string> = {
  'head-to-head': 'Head-to-head',
  'point-diff': 'Point differential',
  'points-allowed': 'Points allowed',
  'coin-toss': 'Coin toss',
};

/** A coin toss staff recorded: the tied teams, in the order drawn. */
export interface CoinToss {
  order: readonly string[];
}

/** A ranked row: its place, the tiebreaker that decided it (null when not level), a tie left standing. */
export interface RankedRow extends StandingRow {
  rank: number;
  tiebreak: Tiebreak | null;
  /** Level with another team on every rule and no coin toss recorded: staff toss a coin. */
  tossNeeded: boolean;
}

/** The key of a set of teams (any order, any case). */
export const teamsKey = (teams: readonly string[]) =>
  [...teams]
    .map((team) => team.trim().toLowerCase())
    .sort()
    .join('|');

/** A record as a fraction (wins + half the ties) over games: compared without rounding. */
const record = (wins: number, ties: number, played: number) => ({ num: 2 * wins + ties, den: 2 * played });
const compareRecords = (a: { num: number; den: number }, b: { num: number; den: number }) => {
  // No games reads as .500 among tied teams, 0 in the table (as the spec's win_pct).
  const x = a.den === 0 ? { num: 0, den: 1 } : a;
  const y = b.den === 0 ? { num: 0, den: 1 } : b;
  return y.num * x.den - x.num * y.den;
};

/** Splits `rows` (already level) into groups by a value, best group first. */
function splitBy<T>(rows: readonly T[], value: (row: T) => number, best: 'high' | 'low'): T[][] {
  const values = [...new Set(rows.map(value))].sort((a, b) => (best === 'high' ? b - a : a - b));
  return values.map((v) => rows.filter((row) => value(row) === v));
}

/**
 * Orders a table by win percentage and the tiebreakers (see the module comment). `games` are the
 * season's games (only final regular ones count); `tosses` the coin tosses staff recorded.
 */
export function rankStandings(
  rows: readonly StandingRow[],
  games: readonly StandingGame[],
  tosses: readonly CoinToss[] = [],
): RankedRow[] {
  const played = games.filter(counts);
  const lower = (name: string) => name.trim().toLowerCase();
  const tiebreak = new Map<string, Tiebreak | null>(rows.map((row) => [row.teamName, null]));
  const tossNeeded = new Set<string>();

  /** Head-to-head record of `team` against the other teams of `group`. */
  const headToHead = (team: string, group: readonly StandingRow[]) => {
    const others = new Set(group.map((row) => lower(row.teamName)).filter((name) => name !== lower(team)));
    let wins = 0;
    let ties = 0;
    let games = 0;
    for (const game of played) {
      const home = lower(game.homeTeam);
      const away = lower(game.awayTeam);
      const mine = home === lower(team) ? 'home' : away === lower(team) ? 'away' : null;
      if (!mine || !others.has(mine === 'home' ? away : home)) continue;
      const [us, them] =
        mine === 'home' ? [game.homeScore!, game.awayScore!] : [game.awayScore!, game.homeScore!];
      games += 1;
      if (us > them) wins += 1;
      else if (us === them) ties += 1;
    }
    // Teams that never met among themselves are level: .500.
    return games === 0 ? 0.5 : (2 * wins + ties) / (2 * games);
  };

  /** Orders a group level on win percentage (and on every rule before `from`). */
  const order = (group: readonly StandingRow[]): StandingRow[][] => {
    if (group.length <= 1) return [group as StandingRow[]];
    const rules: [Tiebreak, (row: StandingRow) => number, 'high' | 'low'][] = [
      ['head-to-head', (row) => headToHead(row.teamName, group), 'high'],
      ['point-diff', (row) => row.pointsFor - row.pointsAgainst, 'high'],
      ['points-allowed', (row) => row.pointsAgainst, 'low'],
    ];
    for (const [rule, value, best] of rules) {
      const parts = splitBy(group, value, best);
      if (parts.length === 1) continue;
      for (const row of group) tiebreak.set(row.teamName, rule);
      // Each smaller group still level starts again from head-to-head, among its own teams.
      return parts.flatMap((part) => order(part));
    }
    for (const row of group) tiebreak.set(row.teamName, 'coin-toss');
    const toss = tosses.find((entry) => teamsKey(entry.order) === teamsKey(group.map((row) => row.teamName)));
    if (!toss) {
      for (const row of group) tossNeeded.add(row.teamName);
      return [[...group].sort((a, b) => a.teamName.localeCompare(b.teamName))];
    }
    const position = (row: StandingRow) =>
      toss.order.findIndex((name) => lower(name) === lower(row.teamName));
    return [...group].sort((a, b) => position(a) - position(b)).map((row) => [row]);
  };

  const byRecord = [...rows].sort(
    (a, b) =>
      compareRecords(
        record(a.wins, a.ties, a.wins + a.losses + a.ties),
        record(b.wins, b.ties, b.wins + b.losses + b.ties),
      ) || a.teamName.localeCompare(b.teamName),
  );
  const levels: StandingRow[][] = [];
  for (const row of byRecord) {
    const last = levels.at(-1);
    const same =
      last &&
      compareRecords(
        record(last[0]!.wins, last[0]!.ties, last[0]!.wins + last[0]!.losses + last[0]!.ties),
        record(row.wins, row.ties, row.wins + row.losses + row.ties),
      ) === 0;
    if (same) last.push(row);
    else levels.push([row]);
  }
  const ranked: RankedRow[] = [];
  for (const level of levels) {
    for (const tier of order(level)) {
      const rank = ranked.length + 1;
      for (const row of tier) {
        ranked.push({
          ...row,
          rank,
          tiebreak: tiebreak.get(row.teamName) ?? null,
          tossNeeded: tossNeeded.has(row.teamName),
        });
      }
    }
  }
  return ranked;
}

/**
 * Playoff brackets (issue 38): single elimination seeded from the standings, byes for the top
 * seeds when the number of teams is not a power of two. Pure: the bracket is drawn from its seeds
 * and the playoff games played so far (each game names its round and position), so winners
 * advance as results become final and the server creates the next game once both teams are known.
 * A pure module rather than `brackets-manager`: that library keeps its own stages, groups, rounds
 * and matches in a storage of its own, where here the games table is the one record (README).
 */

/** A team in the bracket, with its seed (1 is the best). */
export interface Entrant {
  seed: number;
  team: string;
}

/** A playoff game as the bracket reads it. */
export interface BracketGame {
  id: number | string;
  round: number;
  slot: number;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
  kickoff: string;
}

export interface BracketMatch {
  round: number;
  slot: number;
  home: Entrant | null;
  away: Entrant | null;
  /** One team and a bye: it goes through without a game. */
  bye: boolean;
  winner: Entrant | null;
  game: BracketGame | null;
}

export interface Bracket {
  size: number;
  rounds: { name: string; matches: BracketMatch[] }[];
  champion: Entrant | null;
}

/** The standard seeding order of a bracket of `size` (1 meets `size`, 2 meets `size - 1` in the other half…). */
export function seedPositions(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** A round's name: Final, Semifinals, Quarterfinals, else Round n. */
export function roundName(round: number, rounds: number): string {
  const fromEnd = rounds - 1 - round;
  return fromEnd === 0
    ? 'Final'
    : fromEnd === 1
      ? 'Semifinals'
      : fromEnd === 2
        ? 'Quarterfinals'
        : `Round ${round + 1}`;
}

/** The winner of a final game (a playoff game has no tie), or null while it is not final. */
function winnerOf(match: BracketMatch): Entrant | null {
  if (match.bye) return match.home ?? match.away;
  const game = match.game;
  if (!game || game.status !== 'COMPLETED' || game.homeScore === null || game.awayScore === null) return null;
  if (game.homeScore === game.awayScore) return null;
  const homeWon = game.homeScore > game.awayScore;
  const winnerName = (homeWon ? game.home : game.away).toLowerCase();
  return [match.home, match.away].find((entrant) => entrant?.team.toLowerCase() === winnerName) ?? null;
}

/** Draws the bracket of `seeds` (team names, best first) with the playoff games played so far. */
export function drawBracket(seeds: readonly string[], games: readonly BracketGame[] = []): Bracket {
  const size = seeds.length <= 1 ? Math.max(1, seeds.length) : 2 ** Math.ceil(Math.log2(seeds.length));
  const entrant = (seed: number): Entrant | null =>
    seed <= seeds.length ? { seed, team: seeds[seed - 1]! } : null;
  const count = Math.max(1, Math.log2(size));
  const rounds: Bracket['rounds'] = [];
  let previous: BracketMatch[] = [];
  const positions = seedPositions(size);
  for (let round = 0; round < count; round += 1) {
    const matches: BracketMatch[] = [];
    const total = size / 2 ** (round + 1);
    for (let slot = 0; slot < total; slot += 1) {
      let [a, b] =
        round === 0
          ? [entrant(positions[2 * slot]!), entrant(positions[2 * slot + 1]!)]
          : [previous[2 * slot]!.winner, previous[2 * slot + 1]!.winner];
      // The better seed is at home.
      if (a && b && b.seed < a.seed) [a, b] = [b, a];
      const game = games.find((entry) => entry.round === round && entry.slot === slot) ?? null;
      const bye = round === 0 && (a === null) !== (b === null);
      const match: BracketMatch = { round, slot, home: a ?? null, away: b ?? null, bye, winner: null, game };
      match.winner = winnerOf(match);
      matches.push(match);
    }
    rounds.push({ name: roundName(round, count), matches });
    previous = matches;
  }
  return { size, rounds, champion: rounds.at(-1)!.matches[0]!.winner };
}

/** The matches whose two teams are known and that have no game yet: the games to schedule next. */
export function gamesToCreate(bracket: Bracket): BracketMatch[] {
  return bracket.rounds.flatMap((round) =>
    round.matches.filter((match) => match.home && match.away && !match.bye && !match.game),
  );
}

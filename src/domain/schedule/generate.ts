/**
 * The schedule generator (issue 38): a constructive round robin, then an assignment of its games to
 * the season's slots. Chosen over a MIP model by measurement (README, "Schedule generator").
 *
 * 1. Pairings: the circle method (a bye for an odd number of teams), each team home in every other
 *    game of its own, so home and away differ by at most one and alternate through the season; a
 *    double round robin plays the same rounds again with home and away swapped.
 * 2. Days in order: each day takes the next games in round order whose teams are free that day
 *    (one game per team per day, no more rounds a week than the weeks require, no team blackout, and
 *    a rematch only once both teams have met every opponent), then gives each a slot, the most
 *    constrained game first, choosing the time that evens out each team's early and late games;
 *    swaps between the day's games then even them further. A game that fits nowhere waits for the
 *    next day. Locked games keep their slots and count towards everything.
 */
import { seededRandom } from '../random';
import { checkSchedule } from './check';
import { bandsOf, clockOf, dayAt, weekOf, type Band, type PlanGame, type PlanTeam, type Slot } from './model';
import { Occupancy } from './occupancy';

/** One game of the round robin before it has a slot. */
export interface Pairing {
  home: string;
  away: string;
  /** Round of the round robin (0-based; the second leg continues the count). */
  round: number;
  leg: 1 | 2;
}

/** The circle method: every team meets every other once per leg; odd counts get a bye each round. */
export function roundRobin(names: readonly string[], legs: 1 | 2): Pairing[] {
  const list: (string | null)[] = names.length % 2 === 1 ? [...names, null] : [...names];
  const n = list.length;
  if (n < 2) return [];
  const fixed = list[n - 1]!;
  const others = list.slice(0, n - 1);
  const m = n - 1;
  const first: Pairing[] = [];
  for (let round = 0; round < m; round += 1) {
    const opposite = others[round]!;
    if (fixed !== null && opposite !== null) {
      first.push(
        round % 2 === 1
          ? { home: fixed, away: opposite, round, leg: 1 }
          : { home: opposite, away: fixed, round, leg: 1 },
      );
    }
    for (let i = 1; i <= (n - 2) / 2; i += 1) {
      const a = others[(round + i) % m]!;
      const b = others[(round - i + m) % m]!;
      if (a === null || b === null) continue;
      first.push(i % 2 === 1 ? { home: a, away: b, round, leg: 1 } : { home: b, away: a, round, leg: 1 });
    }
  }
  if (legs === 1) return first;
  return [
    ...first,
    ...first.map((pairing) => ({
      home: pairing.away,
      away: pairing.home,
      round: pairing.round + m,
      leg: 2 as const,
    })),
  ];
}

/** How many rounds a round robin of `teams` teams has. */
export const roundCount = (teams: number, legs: 1 | 2) => (teams % 2 === 0 ? teams - 1 : teams) * legs;

export interface GenerateInput {
  teams: readonly PlanTeam[];
  slots: readonly Slot[];
  legs: 1 | 2;
  /** Games kept where they are (their pairings are not generated again). */
  locked?: readonly PlanGame[];
  /** Varies the draw: the same seed gives the same schedule. */
  seed?: number;
}

export interface GenerateResult {
  games: PlanGame[];
  /** Pairings no slot could take (more dates or fields are needed). */
  unplaced: Pairing[];
}

const pairKey = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join('|');

/** Shuffles a copy with a seeded generator (Fisher–Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** How many draws the generator tries before it keeps the fairest it made. */
const DRAWS = 8;

/**
 * Generates a season's games (see the module comment). The moves that even out early and late games
 * can be cornered by a draw (one chain of moves blocking another); then the next draws of the same
 * seed are tried, and the first that places every game with early and late within bounds is kept,
 * else the one with the fewest games unplaced and teams out of bounds, as the fairness report
 * counts them.
 */
export function generateSchedule(input: GenerateInput): GenerateResult {
  let best: { result: GenerateResult; cost: number } | null = null;
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const result = drawSchedule({ ...input, seed: (input.seed ?? 1) + draw * 7_919 });
    const report = checkSchedule(result.games, { teams: input.teams, blackouts: [] });
    const uneven = report.rules.find((rule) => rule.id === 'early-late')?.violations.length ?? 0;
    const cost = result.unplaced.length * 1_000 + uneven;
    if (!best || cost < best.cost) best = { result, cost };
    if (cost === 0) break;
  }
  return best!.result;
}

/** One draw of a season's games: pairings, then slots. */
function drawSchedule(input: GenerateInput): GenerateResult {
  const random = seededRandom(input.seed ?? 1);
  const names = shuffled(
    input.teams.map((team) => team.name),
    random,
  );
  let pool = roundRobin(names, input.legs).map((pairing, index) => ({ ...pairing, index }));
  const locked = [...(input.locked ?? [])];
  // A locked game stands for one meeting of its two teams: that pairing is not generated again.
  for (const game of locked) {
    const key = pairKey(game.home, game.away);
    const same = pool.filter((pairing) => pairKey(pairing.home, pairing.away) === key);
    const match = same.find((pairing) => pairing.home === game.home) ?? same[0];
    if (match) pool = pool.filter((pairing) => pairing !== match);
  }

  const occupancy = new Occupancy(input.teams);
  const games: PlanGame[] = [];
  let band = bandsOf([...input.slots.map((slot) => slot.start), ...locked.map((game) => game.start)]);
  const counts = new Map<string, Record<Band, number>>(
    input.teams.map((team) => [team.name.toLowerCase(), { early: 0, late: 0, middle: 0 }]),
  );
  const countOf = (team: string) => counts.get(team.toLowerCase()) ?? { early: 0, late: 0, middle: 0 };
  const weekly = new Map<string, number>();
  const weekKey = (week: number, team: string) => `${week}|${team.toLowerCase()}`;
  const firstLegLeft = new Map<string, number>();
  for (const pairing of pool) {
    if (pairing.leg !== 1) continue;
    for (const team of [pairing.home, pairing.away])
      firstLegLeft.set(team.toLowerCase(), (firstLegLeft.get(team.toLowerCase()) ?? 0) + 1);
  }

  const place = (game: PlanGame) => {
    occupancy.add(game);
    games.push(game);
    const week = weekOf(dayAt(game.start));
    for (const team of [game.home, game.away]) {
      countOf(team)[band(game.start)] += 1;
      weekly.set(weekKey(week, team), (weekly.get(weekKey(week, team)) ?? 0) + 1);
    }
  };
  for (const game of locked) place(game);

  // Slots by day, in order; each slot's band read once.
  const slotsByDay = new Map<string, { slot: Slot; band: Band }[]>();
  for (const slot of [...input.slots].sort((a, b) => a.start - b.start || a.venue.localeCompare(b.venue))) {
    const list = slotsByDay.get(slot.day) ?? [];
    list.push({ slot, band: band(slot.start) });
    slotsByDay.set(slot.day, list);
  }
  const weeks = new Set([...slotsByDay.keys()].map(weekOf));
  const perWeek = Math.max(
    1,
    Math.ceil(roundCount(input.teams.length, input.legs) / Math.max(1, weeks.size)),
  );

  /** What a slot's band costs two teams: positive when they already have more of it than of the other. */
  const cost = (home: string, away: string, slotBand: Band) => {
    if (slotBand === 'middle') return 0;
    const other = slotBand === 'early' ? 'late' : 'early';
    return [home, away].reduce((sum, team) => sum + countOf(team)[slotBand] - countOf(team)[other], 0);
  };

  // New games' keys never repeat a locked game's (the occupancy tells games apart by key).
  const lockedKeys = new Set(locked.map((game) => game.key));
  let keySeq = 0;
  for (const [day, daySlots] of slotsByDay) {
    if (pool.length === 0) break;
    const week = weekOf(day);
    const firstLegDone = new Set([...firstLegLeft].filter(([, left]) => left === 0).map(([team]) => team));
    const busy = new Set<string>();
    const chosen: typeof pool = [];
    const free = daySlots.filter(({ slot }) => occupancy.fits({ home: '\u0000', away: '\u0001' }, slot));
    for (const pairing of pool) {
      if (chosen.length >= free.length) break;
      const teams = [pairing.home, pairing.away];
      const ok = teams.every((team) => {
        const key = team.toLowerCase();
        return (
          !busy.has(key) &&
          !occupancy.playsOn(team, day) &&
          (weekly.get(weekKey(week, team)) ?? 0) < perWeek &&
          (pairing.leg === 1 || firstLegDone.has(key))
        );
      });
      if (!ok) continue;
      chosen.push(pairing);
      for (const team of teams) busy.add(team.toLowerCase());
    }
    // Slots for the chosen games, the most constrained first.
    const options = chosen
      .map((pairing) => ({
        pairing,
        fits: free.filter(({ slot }) => occupancy.fits(pairing, slot)),
      }))
      .sort((a, b) => a.fits.length - b.fits.length);
    const placed: { pairing: (typeof pool)[number]; game: PlanGame }[] = [];
    for (const { pairing } of options) {
      let best: { slot: Slot; band: Band } | null = null;
      let bestCost = Number.POSITIVE_INFINITY;
      for (const candidate of free) {
        if (!occupancy.fits(pairing, candidate.slot)) continue;
        const value = cost(pairing.home, pairing.away, candidate.band) + random() * 0.01;
        if (value < bestCost) {
          bestCost = value;
          best = candidate;
        }
      }
      if (!best) continue;
      do keySeq += 1;
      while (lockedKeys.has(`g${keySeq}`));
      const game: PlanGame = {
        key: `g${keySeq}`,
        home: pairing.home,
        away: pairing.away,
        start: best.slot.start,
        end: best.slot.end,
        venue: best.slot.venue,
      };
      occupancy.add(game);
      for (const team of [game.home, game.away]) countOf(team)[best.band] += 1;
      placed.push({ pairing, game });
    }
    evenBands(
      placed.map(({ game }) => game),
      occupancy,
      band,
      countOf,
    );
    for (const { pairing, game } of placed) {
      games.push(game);
      pool = pool.filter((entry) => entry !== pairing);
      for (const team of [game.home, game.away]) {
        weekly.set(weekKey(week, team), (weekly.get(weekKey(week, team)) ?? 0) + 1);
        if (pairing.leg === 1)
          firstLegLeft.set(team.toLowerCase(), (firstLegLeft.get(team.toLowerCase()) ?? 1) - 1);
      }
    }
  }
  // A last pass over the whole season: swaps and moves within each day while they even out more,
  // then chains of moves that take an early (or late) game from a team with too many of them.
  const byDay = new Map<string, PlanGame[]>();
  for (const game of games) {
    if (game.locked || game.played) continue;
    const day = dayAt(game.start);
    byDay.set(day, [...(byDay.get(day) ?? []), game]);
  }
  const evenSeason = (bandOf: (instant: number) => Band, slots: typeof slotsByDay) => {
    const freeByDay = (day: string) =>
      (slots.get(day) ?? [])
        .map(({ slot }) => slot)
        .filter((slot) => occupancy.fits({ home: '\u0000', away: '\u0001' }, slot));
    for (let pass = 0; pass < 4; pass += 1) {
      let changed = false;
      for (const [day, list] of byDay)
        changed = evenBands(list, occupancy, bandOf, countOf, freeByDay(day)) || changed;
      if (!changed) break;
    }
    repairBands(
      games.filter((game) => !game.locked && !game.played),
      occupancy,
      bandOf,
      countOf,
      slots,
    );
  };
  evenSeason(band, slotsByDay);
  // The fairness report tells early from late by the times the games use (a hand-made schedule has
  // no slots): where a slot time took no game, the bands move, so the season is evened again by the
  // times in use, with moves only to slots at those times.
  for (let round = 0; round < 3; round += 1) {
    const used = bandsOf(games.map((game) => game.start));
    const times = [...input.slots.map((slot) => slot.start), ...games.map((game) => game.start)];
    if (times.every((instant) => used(instant) === band(instant))) break;
    for (const count of counts.values()) Object.assign(count, { early: 0, late: 0, middle: 0 });
    for (const game of games) for (const team of [game.home, game.away]) countOf(team)[used(game.start)] += 1;
    const inUse = new Set(games.map((game) => clockOf(game.start)));
    const usedSlots = new Map(
      [...slotsByDay].map(([day, list]) => [
        day,
        list
          .filter(({ slot }) => inUse.has(clockOf(slot.start)))
          .map(({ slot }) => ({ slot, band: used(slot.start) })),
      ]),
    );
    evenSeason(used, usedSlots);
    band = used;
  }
  games.sort((a, b) => a.start - b.start || a.venue.localeCompare(b.venue));
  return {
    games,
    unplaced: pool.map(({ home, away, round, leg }) => ({ home, away, round, leg })),
  };
}

type Counts = (team: string) => Record<Band, number>;

/** How uneven the teams of some games are between early and late (sum of squared differences). */
function spread(games: readonly PlanGame[], countOf: Counts): number {
  const teams = new Set(games.flatMap((game) => [game.home.toLowerCase(), game.away.toLowerCase()]));
  let sum = 0;
  for (const team of teams) {
    const count = countOf(team);
    sum += (count.early - count.late) ** 2;
  }
  return sum;
}

/** Moves a game's teams' counts from one band to another. */
function shift(game: PlanGame, from: Band, to: Band, countOf: Counts): void {
  for (const team of [game.home, game.away]) {
    countOf(team)[from] -= 1;
    countOf(team)[to] += 1;
  }
}

/**
 * Evens out early and late games among one day's games: swaps the slots of two games, or moves a
 * game to a free slot of the day, whenever that lowers the teams' spread and every hard rule still
 * holds. Answers whether anything changed.
 */
function evenBands(
  games: readonly PlanGame[],
  occupancy: Occupancy,
  band: (instant: number) => Band,
  countOf: Counts,
  free: readonly Slot[] = [],
): boolean {
  let changed = false;
  const relocate = (game: PlanGame, to: Pick<Slot, 'start' | 'end' | 'venue'>) => {
    occupancy.remove(game);
    Object.assign(game, { start: to.start, end: to.end, venue: to.venue });
    occupancy.add(game);
  };
  for (let i = 0; i < games.length; i += 1) {
    const a = games[i]!;
    for (let j = i + 1; j < games.length; j += 1) {
      const b = games[j]!;
      const bandA = band(a.start);
      const bandB = band(b.start);
      if (bandA === bandB) continue;
      const before = spread([a, b], countOf);
      shift(a, bandA, bandB, countOf);
      shift(b, bandB, bandA, countOf);
      const after = spread([a, b], countOf);
      const slotA = { start: a.start, end: a.end, venue: a.venue };
      const slotB = { start: b.start, end: b.end, venue: b.venue };
      const ignore = new Set([a.key, b.key]);
      if (after < before && occupancy.fits(a, slotB, ignore) && occupancy.fits(b, slotA, ignore)) {
        occupancy.remove(b);
        relocate(a, slotB);
        Object.assign(b, slotA);
        occupancy.add(b);
        changed = true;
      } else {
        shift(a, bandB, bandA, countOf);
        shift(b, bandA, bandB, countOf);
      }
    }
    for (const slot of free) {
      const from = band(a.start);
      const to = band(slot.start);
      if (from === to) continue;
      const before = spread([a], countOf);
      shift(a, from, to, countOf);
      const taken = games.some(
        (game) => game !== a && game.venue === slot.venue && game.start < slot.end && slot.start < game.end,
      );
      if (spread([a], countOf) < before && !taken && occupancy.fits(a, slot, new Set([a.key]))) {
        relocate(a, slot);
        changed = true;
        break;
      }
      shift(a, to, from, countOf);
    }
  }
  return changed;
}

/**
 * Alternating chains: while a team has more than one game above the league's mean in one band (or
 * more than one below), find a chain of games, each movable to a free slot of the other band on its
 * own day, that starts at that team and ends at a team that can take the change, and move them
 * all. Every team inside the chain keeps its counts; the two ends come closer to the mean.
 */
function repairBands(
  games: readonly PlanGame[],
  occupancy: Occupancy,
  band: (instant: number) => Band,
  countOf: Counts,
  slotsByDay: ReadonlyMap<string, readonly { slot: Slot; band: Band }[]>,
): void {
  const teams = [...new Set(games.flatMap((game) => [game.home.toLowerCase(), game.away.toLowerCase()]))];
  if (teams.length === 0) return;
  const gamesOf = new Map<string, PlanGame[]>();
  for (const game of games)
    for (const team of [game.home.toLowerCase(), game.away.toLowerCase()])
      gamesOf.set(team, [...(gamesOf.get(team) ?? []), game]);
  const bands: Band[] = ['early', 'late', 'middle'];
  const other = (game: PlanGame, team: string) =>
    game.home.toLowerCase() === team ? game.away.toLowerCase() : game.home.toLowerCase();
  /** A free slot of `to` on the game's day that the game fits. */
  const target = (game: PlanGame, to: Band) =>
    (slotsByDay.get(dayAt(game.start)) ?? []).find(
      (entry) => entry.band === to && occupancy.fits(game, entry.slot, new Set([game.key])),
    )?.slot;
  const move = (game: PlanGame, slot: Pick<Slot, 'start' | 'end' | 'venue'>) => {
    const from = band(game.start);
    occupancy.remove(game);
    Object.assign(game, { start: slot.start, end: slot.end, venue: slot.venue });
    occupancy.add(game);
    shift(game, from, band(slot.start), countOf);
  };

  type ChainSteps = Map<string, { state: string; game: PlanGame } | null>;
  /**
   * Breadth-first over (team, parity) from `start`: even steps move a game from `surplus` to
   * `deficit`, odd steps one back, so a team may be passed through once each way. Answers the chain's
   * last state and the steps to it, or null when no team can take the change.
   */
  const findChain = (
    start: string,
    surplus: Band,
    deficit: Band,
    off: (team: string, b: Band, change?: number) => number,
  ): { end: string; previous: ChainSteps } | null => {
    const state = (team: string, depth: number) => `${team}|${depth % 2}`;
    const previous = new Map<string, { state: string; game: PlanGame } | null>([[state(start, 0), null]]);
    let queue: string[] = [start];
    let end: string | null = null;
    for (let depth = 0; queue.length > 0 && end === null && depth < 12; depth += 1) {
      const from = depth % 2 === 0 ? surplus : deficit;
      const to = depth % 2 === 0 ? deficit : surplus;
      const next: string[] = [];
      for (const team of queue) {
        for (const game of gamesOf.get(team) ?? []) {
          if (band(game.start) !== from) continue;
          const reached = other(game, team);
          const key = state(reached, depth + 1);
          if (previous.has(key) || !target(game, to)) continue;
          previous.set(key, { state: state(team, depth), game });
          if (off(reached, to, 1) <= 1 + 1e-9 && off(reached, from, -1) >= -1 - 1e-9) {
            end = key;
            break;
          }
          next.push(reached);
        }
        if (end !== null) break;
      }
      queue = next;
    }
    return end === null ? null : { end, previous };
  };

  for (let round = 0; round < teams.length * 6; round += 1) {
    const mean = Object.fromEntries(
      bands.map((b) => [b, teams.reduce((sum, team) => sum + countOf(team)[b], 0) / teams.length]),
    ) as Record<Band, number>;
    const off = (team: string, b: Band, change = 0) => countOf(team)[b] + change - mean[b];
    // Every team and two bands where it has a game too many in `from`, or one too few in `to`.
    const problems: { team: string; from: Band; to: Band }[] = [];
    for (const team of teams) {
      for (const from of bands) {
        for (const to of bands) {
          if (from === to || countOf(team)[from] === 0) continue;
          if (off(team, from) > 1 + 1e-9 || off(team, to) < -1 - 1e-9) {
            if (off(team, from) > 0 && off(team, to) < 0) problems.push({ team, from, to });
          }
        }
      }
    }
    if (problems.length === 0) return;
    // The first problem a chain of moves can mend (another may have none where this one has).
    let found: { end: string; surplus: Band; deficit: Band; previous: ChainSteps } | null = null;
    for (const { team: start, from: surplus, to: deficit } of problems) {
      const chain = findChain(start, surplus, deficit, off);
      if (chain) {
        found = { ...chain, surplus, deficit };
        break;
      }
    }
    if (found === null) return;
    const { end, surplus, deficit, previous } = found;
    const chain: PlanGame[] = [];
    for (let at: string = end; previous.get(at); at = previous.get(at)!.state)
      chain.push(previous.get(at)!.game);
    const undo: { game: PlanGame; slot: Pick<Slot, 'start' | 'end' | 'venue'> }[] = [];
    let ok = true;
    chain.reverse().forEach((game, depth) => {
      if (!ok) return;
      const slot =
        band(game.start) === (depth % 2 === 0 ? surplus : deficit)
          ? target(game, depth % 2 === 0 ? deficit : surplus)
          : undefined;
      if (!slot) {
        ok = false;
        return;
      }
      undo.push({ game, slot: { start: game.start, end: game.end, venue: game.venue } });
      move(game, slot);
    });
    if (!ok) {
      for (const { game, slot } of undo.reverse()) move(game, slot);
      return;
    }
  }
}

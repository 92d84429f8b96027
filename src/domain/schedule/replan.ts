/**
 * Re-planning a lost day (issue 38): a venue (or every venue) closed for a date or a time window.
 * The games it covers that have not been played get make-up slots; every hard rule keeps holding
 * and as few other games as possible move:
 *
 * 1. each covered game, earliest first, takes the free slot nearest after its old time (else the
 *    nearest before it, still in the future) where it fits;
 * 2. a game that fits no free slot may take the slot of one other game that is neither locked nor
 *    played, when that game fits a free slot itself (one game moved for it);
 * 3. a game that still fits nowhere is left where it was and reported (staff add dates or fields).
 */
import { blackoutCovers, type Blackout, type PlanGame, type PlanTeam, type Slot } from './model';
import { Occupancy } from './occupancy';

export interface ReplanInput {
  games: readonly PlanGame[];
  /** Every slot of the season's settings (closed ones are left out here). */
  slots: readonly Slot[];
  teams: readonly PlanTeam[];
  closure: Blackout;
  /** Games are only moved to slots after this instant. */
  now: number;
}

export interface ReplanResult {
  games: PlanGame[];
  /** Keys of the games the closure covered that got a new slot. */
  rescheduled: string[];
  /** Keys of other games moved to make room. */
  moved: string[];
  /** Keys of covered games no slot could take. */
  unplaced: string[];
}

/** Proposes make-up slots for the games a closure covers (see the module comment). */
export function replanClosure(input: ReplanInput): ReplanResult {
  const games = input.games.map((game) => ({ ...game }));
  const covered = (slot: { start: number; end: number; venue: string }, teams: readonly string[] = []) =>
    blackoutCovers(input.closure, { ...slot, teams });
  const affected = games
    .filter((game) => !game.played && covered(game, [game.home, game.away]))
    .sort((a, b) => a.start - b.start);
  const affectedKeys = new Set(affected.map((game) => game.key));
  const occupancy = new Occupancy(input.teams);
  for (const game of games) if (!affectedKeys.has(game.key)) occupancy.add(game);
  const open = input.slots.filter((slot) => slot.start > input.now && !covered(slot));
  const distance = (game: PlanGame, slot: Slot) =>
    slot.start >= game.start ? slot.start - game.start : (game.start - slot.start) * 4;
  const nearest = (game: PlanGame, candidates: readonly Slot[], ignore?: ReadonlySet<string>) => {
    let best: Slot | undefined;
    for (const slot of candidates) {
      if (!occupancy.fits(game, slot, ignore)) continue;
      if (!best || distance(game, slot) < distance(game, best)) best = slot;
    }
    return best;
  };
  const rescheduled: string[] = [];
  const moved: string[] = [];
  const unplaced: string[] = [];
  const put = (game: PlanGame, slot: Pick<Slot, 'start' | 'end' | 'venue'>) => {
    Object.assign(game, { start: slot.start, end: slot.end, venue: slot.venue });
    occupancy.add(game);
  };

  for (const game of affected) {
    const free = nearest(game, open);
    if (free) {
      put(game, free);
      rescheduled.push(game.key);
      continue;
    }
    // One other game steps aside: its slot for this game, a free slot for it.
    let swap: { other: PlanGame; to: Slot; slot: Slot } | undefined;
    const movable = games
      .filter(
        (other) => !other.locked && !other.played && !affectedKeys.has(other.key) && other.start > input.now,
      )
      .sort((a, b) => Math.abs(a.start - game.start) - Math.abs(b.start - game.start));
    for (const other of movable) {
      const slot = open.find(
        (candidate) => candidate.start === other.start && candidate.venue === other.venue,
      );
      if (!slot || !occupancy.fits(game, slot, new Set([other.key]))) continue;
      const original = { start: other.start, end: other.end, venue: other.venue };
      occupancy.remove(other);
      // The other game may not take a slot this game is about to use.
      const to = nearest(
        other,
        open.filter(
          (candidate) =>
            !(candidate.venue === slot.venue && candidate.start < slot.end && slot.start < candidate.end),
        ),
      );
      if (to) {
        put(other, to);
        if (occupancy.fits(game, slot)) {
          swap = { other, to, slot };
          break;
        }
        occupancy.remove(other);
      }
      Object.assign(other, original);
      occupancy.add(other);
    }
    if (swap) {
      put(game, swap.slot);
      rescheduled.push(game.key);
      moved.push(swap.other.key);
    } else {
      // Left where it was: staff see it as not placed.
      occupancy.add(game);
      unplaced.push(game.key);
    }
  }
  return {
    games: games.sort((a, b) => a.start - b.start || a.venue.localeCompare(b.venue)),
    rescheduled,
    moved,
    unplaced,
  };
}

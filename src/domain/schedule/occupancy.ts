/**
 * Who and what is busy when, as games are placed: each team's and coach's games, each field's, and
 * the days each team plays. The generator and the re-planner ask it whether a game fits a slot under
 * the hard rules (no team, field or coach in two games at once; at most one game per team per day;
 * team blackouts) and keep it up to date as they place and lift games.
 */
import { dayAt, type PlanGame, type PlanTeam, type Slot } from './model';

interface Interval {
  start: number;
  end: number;
  key: string;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

export class Occupancy {
  private readonly teams = new Map<string, PlanTeam>();
  private readonly byTeam = new Map<string, Interval[]>();
  private readonly byCoach = new Map<string, Interval[]>();
  private readonly byField = new Map<string, Interval[]>();
  private readonly days = new Map<string, Map<string, string>>();

  constructor(teams: readonly PlanTeam[]) {
    for (const team of teams) this.teams.set(team.name.toLowerCase(), team);
  }

  private coachesOf(team: string): readonly string[] {
    return this.teams.get(team.toLowerCase())?.coaches ?? [];
  }

  /** Whether `game` (teams, time, field) may be played at `slot`, ignoring the games in `ignore`. */
  fits(
    game: { home: string; away: string },
    slot: Pick<Slot, 'start' | 'end' | 'venue'> & { day?: string },
    ignore: ReadonlySet<string> = new Set(),
  ): boolean {
    const day = slot.day ?? dayAt(slot.start);
    const free = (list: Interval[] | undefined) =>
      !list?.some((entry) => !ignore.has(entry.key) && overlaps(entry, slot));
    if (!free(this.byField.get(slot.venue.toLowerCase()))) return false;
    for (const team of [game.home, game.away]) {
      const key = team.toLowerCase();
      if (this.teams.get(key)?.blackouts.includes(day)) return false;
      const playing = this.days.get(day)?.get(key);
      if (playing !== undefined && !ignore.has(playing)) return false;
      if (!free(this.byTeam.get(key))) return false;
      for (const coach of this.coachesOf(team)) if (!free(this.byCoach.get(coach))) return false;
    }
    return true;
  }

  /** Whether a team already plays on a day. */
  playsOn(team: string, day: string): boolean {
    return this.days.get(day)?.has(team.toLowerCase()) ?? false;
  }

  /** Records a placed game. */
  add(game: PlanGame): void {
    const entry = { start: game.start, end: game.end, key: game.key };
    const push = (map: Map<string, Interval[]>, key: string) => {
      const list = map.get(key);
      if (list) list.push(entry);
      else map.set(key, [entry]);
    };
    push(this.byField, game.venue.toLowerCase());
    const day = dayAt(game.start);
    let playing = this.days.get(day);
    if (!playing) this.days.set(day, (playing = new Map()));
    for (const team of [game.home, game.away]) {
      push(this.byTeam, team.toLowerCase());
      playing.set(team.toLowerCase(), game.key);
      for (const coach of this.coachesOf(team)) push(this.byCoach, coach);
    }
  }

  /** Forgets a placed game. */
  remove(game: PlanGame): void {
    const drop = (map: Map<string, Interval[]>, key: string) => {
      const list = map.get(key);
      if (list)
        map.set(
          key,
          list.filter((entry) => entry.key !== game.key),
        );
    };
    drop(this.byField, game.venue.toLowerCase());
    const playing = this.days.get(dayAt(game.start));
    for (const team of [game.home, game.away]) {
      drop(this.byTeam, team.toLowerCase());
      if (playing?.get(team.toLowerCase()) === game.key) playing.delete(team.toLowerCase());
      for (const coach of this.coachesOf(team)) drop(this.byCoach, coach);
    }
  }
}

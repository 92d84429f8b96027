/**
 * Round-robin schedules for demo seasons, dated relative to the day the database is seeded so there
 * are always finished, upcoming and cancelled games. Scores come from a seeded generator, and the
 * standings are computed from the finished games, so tables and schedules agree.
 */
import { seededRandom } from '../../src/domain/random';
import { computeStandings, type StandingRow } from '../../src/domain/standings';

/** A generated game before it is stored. */
export interface PlannedGame {
  kickoff: Date;
  status: 'SCHEDULED' | 'COMPLETED' | 'CANCELLED';
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  gameType: string;
  notes: string | null;
}

/** A standings row before it is stored. */
export type PlannedStanding = StandingRow;

/** The Saturday `weeks` weeks from `from` (negative is past), at 15:00 UTC (9 or 10 am in Memphis). */
export function saturday(from: Date, weeks: number, hourUtc = 15): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hourUtc));
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7) + weeks * 7);
  return date;
}

/** Season name for a date: Spring, Summer, Fall or Winter and the year. */
export function seasonName(date: Date): string {
  const month = date.getUTCMonth();
  const name = month <= 1 || month === 11 ? 'Winter' : month <= 4 ? 'Spring' : month <= 7 ? 'Summer' : 'Fall';
  return `${name} ${month === 11 ? date.getUTCFullYear() + 1 : date.getUTCFullYear()}`;
}

/** Score ranges per sport for believable results. */
const SCORING: Record<string, [number, number]> = {
  FOOTBALL: [6, 42],
  BASKETBALL: [28, 72],
  SOCCER: [0, 5],
  VOLLEYBALL: [0, 3],
  TRACK: [0, 0],
};

/** Options for one season's schedule. */
export interface ScheduleOptions {
  teams: string[];
  sport: string;
  /** Week offset of the first game day relative to `now` (negative is in the past). */
  firstWeek: number;
  now: Date;
  seed: number;
  /** Index of a past game to mark cancelled (weather), if any. */
  cancelIndex?: number;
  /** Adds a championship game after the round robin. */
  final?: boolean;
}

/** Plans a single round robin, one round per Saturday, two time slots per day. */
export function planSchedule(options: ScheduleOptions): {
  games: PlannedGame[];
  standings: PlannedStanding[];
} {
  const random = seededRandom(options.seed);
  const teams = options.teams.length % 2 === 0 ? [...options.teams] : [...options.teams, ''];
  const rounds = teams.length - 1;
  const games: PlannedGame[] = [];
  const [low, high] = SCORING[options.sport] ?? [0, 10];
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < teams.length / 2; i += 1) {
      const home = teams[i] ?? '';
      const away = teams[teams.length - 1 - i] ?? '';
      if (!home || !away) continue;
      const kickoff = saturday(options.now, options.firstWeek + round, 15 + (i % 2) * 2);
      const played = kickoff.getTime() < options.now.getTime();
      games.push({
        kickoff,
        status: played ? 'COMPLETED' : 'SCHEDULED',
        homeTeam: round % 2 === 0 ? home : away,
        awayTeam: round % 2 === 0 ? away : home,
        homeScore: played ? low + Math.floor(random() * (high - low + 1)) : null,
        awayScore: played ? low + Math.floor(random() * (high - low + 1)) : null,
        gameType: 'Regular',
        notes: null,
      });
    }
    // Circle method: keep the first team, rotate the rest.
    const last = teams.pop();
    if (last !== undefined) teams.splice(1, 0, last);
  }
  const cancelled = options.cancelIndex === undefined ? undefined : games[options.cancelIndex];
  if (cancelled && cancelled.status === 'COMPLETED') {
    Object.assign(cancelled, {
      status: 'CANCELLED',
      homeScore: null,
      awayScore: null,
      notes: 'Cancelled for lightning in the area; not rescheduled.',
    });
  }
  const standings = computeStandings(options.teams, games);
  if (options.final) {
    const [first, second] = [...standings].sort(
      (a, b) => b.wins - a.wins || b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst),
    );
    if (first && second) {
      const kickoff = saturday(options.now, options.firstWeek + rounds, 18);
      const played = kickoff.getTime() < options.now.getTime();
      games.push({
        kickoff,
        status: played ? 'COMPLETED' : 'SCHEDULED',
        homeTeam: first.teamName,
        awayTeam: second.teamName,
        homeScore: played ? high - 4 : null,
        awayScore: played ? high - 10 : null,
        gameType: 'Championship',
        notes: null,
      });
    }
  }
  return { games, standings };
}

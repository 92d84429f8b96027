/**
 * The schedule rules (issue 38), run over any schedule: a generated draft, one moved by hand, the
 * games the office typed one by one, or a coach's CSV. Each rule lists its violations in words with
 * the games they concern; the report per team gives home, away, early, late, byes, rest days and
 * the opponents met.
 *
 * Hard rules (a schedule breaking one must not be published as it is): the season's teams only; no
 * team, field or coach in two games at once; blackouts respected; at most one game per team per
 * day. Fairness: home and away within 1 per team; each team's early and late games within 1 of the
 * league's mean; no rematch before every opponent has been met; byes at most 1 apart; each team's
 * rest between games at least half the league's average rest.
 */
import { formatKickoff } from '../league-games';
import {
  bandsOf,
  blackoutCovers,
  dayAt,
  dayNumber,
  weekOf,
  type Blackout,
  type PlanGame,
  type PlanTeam,
} from './model';

export const RULES = {
  'known-teams': { kind: 'hard', label: 'Only the season’s teams play' },
  'team-overlap': { kind: 'hard', label: 'No team in two games at once' },
  'field-overlap': { kind: 'hard', label: 'No field in two games at once' },
  'coach-overlap': { kind: 'hard', label: 'No coach in two games at once' },
  blackouts: { kind: 'hard', label: 'Blackout dates respected' },
  'one-per-day': { kind: 'hard', label: 'At most one game per team per day' },
  'home-away': { kind: 'fair', label: 'Home and away differ by at most 1 per team' },
  'early-late': { kind: 'fair', label: 'Early and late games within 1 of the mean' },
  rematch: { kind: 'fair', label: 'No rematch before every opponent has been met' },
  byes: { kind: 'fair', label: 'Byes spread evenly (at most 1 apart)' },
  rest: {
    kind: 'fair',
    label: 'Rest days as even as the slots allow (no rest under half the league’s average)',
  },
} as const satisfies Record<string, { kind: 'hard' | 'fair'; label: string }>;

export type RuleId = keyof typeof RULES;

export interface Violation {
  rule: RuleId;
  message: string;
  /** The keys of the games it concerns. */
  games: string[];
}

export interface RuleResult {
  id: RuleId;
  kind: 'hard' | 'fair';
  label: string;
  ok: boolean;
  violations: Violation[];
}

export interface TeamReport {
  team: string;
  games: number;
  home: number;
  away: number;
  early: number;
  late: number;
  byes: number;
  /** Days between consecutive games (null with fewer than two games). */
  rest: { shortest: number; longest: number; average: number } | null;
  opponents: { team: string; times: number }[];
}

export interface ScheduleReport {
  teams: TeamReport[];
  rules: RuleResult[];
  /** How many hard-rule violations there are. */
  hard: number;
  /** How many fairness violations there are. */
  fair: number;
}

export interface CheckContext {
  /** The season's teams (with their coaches and blackout days); empty: every name is accepted. */
  teams: readonly PlanTeam[];
  /** League-wide, venue and team blackouts. */
  blackouts: readonly Blackout[];
}

/** A game in words: 'Storm vs Hawks (Sat, Sep 12, 9:00 AM CDT, Field 1)'. */
export function describeGame(game: Pick<PlanGame, 'home' | 'away' | 'start' | 'venue'>): string {
  const where = game.venue ? `, ${game.venue}` : '';
  return `${game.home} vs ${game.away} (${formatKickoff(new Date(game.start).toISOString())}${where})`;
}

const lower = (name: string) => name.trim().toLowerCase();
const overlaps = (a: PlanGame, b: PlanGame) => a.start < b.end && b.start < a.end;

/** Pairs of overlapping games in a list (each pair once). */
function overlappingPairs(list: readonly PlanGame[]): [PlanGame, PlanGame][] {
  const sorted = [...list].sort((a, b) => a.start - b.start);
  const pairs: [PlanGame, PlanGame][] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length && sorted[j]!.start < sorted[i]!.end; j += 1) {
      if (overlaps(sorted[i]!, sorted[j]!)) pairs.push([sorted[i]!, sorted[j]!]);
    }
  }
  return pairs;
}

const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Runs every rule over a schedule and reports per team. */
export function checkSchedule(games: readonly PlanGame[], context: CheckContext): ScheduleReport {
  const violations: Violation[] = [];
  const add = (rule: RuleId, message: string, concerned: readonly PlanGame[]) =>
    violations.push({ rule, message, games: concerned.map((game) => game.key) });

  const known = new Map(context.teams.map((team) => [lower(team.name), team]));
  const display = new Map<string, string>();
  for (const team of context.teams) display.set(lower(team.name), team.name);
  for (const game of games)
    for (const name of [game.home, game.away]) if (!display.has(lower(name))) display.set(lower(name), name);

  // Known teams.
  for (const game of games) {
    if (lower(game.home) === lower(game.away)) {
      add('known-teams', `${game.home} is set to play itself: ${describeGame(game)}.`, [game]);
    }
    if (known.size === 0) continue;
    for (const name of [game.home, game.away]) {
      if (!known.has(lower(name))) {
        add(
          'known-teams',
          `“${name}” is not one of the season’s teams (${context.teams.map((team) => team.name).join(', ')}): ${describeGame(game)}.`,
          [game],
        );
      }
    }
  }

  const byTeam = new Map<string, PlanGame[]>();
  for (const game of games) {
    for (const name of new Set([lower(game.home), lower(game.away)])) {
      const list = byTeam.get(name) ?? [];
      list.push(game);
      byTeam.set(name, list);
    }
  }
  for (const list of byTeam.values()) list.sort((a, b) => a.start - b.start);
  const teamNames = [...new Set([...known.keys(), ...byTeam.keys()])];

  // No team in two games at once; at most one game per team per day.
  for (const [team, list] of byTeam) {
    for (const [a, b] of overlappingPairs(list)) {
      add(
        'team-overlap',
        `${display.get(team)} is in two games at once: ${describeGame(a)} and ${describeGame(b)}.`,
        [a, b],
      );
    }
    const byDay = new Map<string, PlanGame[]>();
    for (const game of list) {
      const day = dayAt(game.start);
      byDay.set(day, [...(byDay.get(day) ?? []), game]);
    }
    for (const same of byDay.values()) {
      if (same.length > 1) {
        add(
          'one-per-day',
          `${display.get(team)} plays ${same.length} games on one day: ${listWords(same.map(describeGame))}.`,
          same,
        );
      }
    }
  }

  // No field in two games at once.
  const byField = new Map<string, PlanGame[]>();
  for (const game of games) {
    if (!game.venue.trim()) continue;
    byField.set(lower(game.venue), [...(byField.get(lower(game.venue)) ?? []), game]);
  }
  for (const list of byField.values()) {
    for (const [a, b] of overlappingPairs(list)) {
      add('field-overlap', `${a.venue} has two games at once: ${describeGame(a)} and ${describeGame(b)}.`, [
        a,
        b,
      ]);
    }
  }

  // No coach in two games at once (a coach of two teams).
  const byCoach = new Map<string, { teams: Set<string>; games: Set<PlanGame> }>();
  for (const [name, team] of known) {
    for (const coach of team.coaches) {
      const entry = byCoach.get(coach) ?? { teams: new Set(), games: new Set() };
      entry.teams.add(name);
      for (const game of byTeam.get(name) ?? []) entry.games.add(game);
      byCoach.set(coach, entry);
    }
  }
  const coachPairs = new Set<string>();
  for (const entry of byCoach.values()) {
    if (entry.teams.size < 2) continue;
    for (const [a, b] of overlappingPairs([...entry.games])) {
      const id = [a.key, b.key].sort().join('|');
      if (coachPairs.has(id)) continue;
      coachPairs.add(id);
      const coached = [...entry.teams].map((team) => display.get(team) ?? team);
      add(
        'coach-overlap',
        `A coach of ${listWords(coached)} has two games at once: ${describeGame(a)} and ${describeGame(b)}.`,
        [a, b],
      );
    }
  }

  // Blackouts: the settings' and each team's own days.
  const blackouts: Blackout[] = [
    ...context.blackouts,
    ...context.teams.flatMap((team) =>
      team.blackouts.map((date) => ({ date, from: '', to: '', venue: '', team: team.name, note: '' })),
    ),
  ];
  const seenBlackout = new Set<string>();
  for (const blackout of blackouts) {
    for (const game of games) {
      if (!blackoutCovers(blackout, { ...game, teams: [game.home, game.away] })) continue;
      const id = `${game.key}|${blackout.team.toLowerCase()}|${blackout.venue.toLowerCase()}|${blackout.date}`;
      if (seenBlackout.has(id)) continue;
      seenBlackout.add(id);
      const who = blackout.team || (blackout.venue ? blackout.venue : 'the league');
      const window = blackout.from ? ` from ${blackout.from} to ${blackout.to}` : '';
      const note = blackout.note ? ` (${blackout.note})` : '';
      add(
        'blackouts',
        `${describeGame(game)} is on a blackout of ${who} on ${blackout.date}${window}${note}.`,
        [game],
      );
    }
  }

  // Home and away.
  const band = bandsOf(games.map((game) => game.start));
  const reports: TeamReport[] = [];
  const gameWeeks = new Set(games.map((game) => weekOf(dayAt(game.start))));
  for (const team of teamNames) {
    const list = byTeam.get(team) ?? [];
    const home = list.filter((game) => lower(game.home) === team).length;
    const away = list.filter((game) => lower(game.away) === team).length;
    const early = list.filter((game) => band(game.start) === 'early').length;
    const late = list.filter((game) => band(game.start) === 'late').length;
    const days = [...new Set(list.map((game) => dayNumber(dayAt(game.start))))].sort((a, b) => a - b);
    const gaps = days.slice(1).map((day, i) => day - days[i]!);
    const weeks = new Set(list.map((game) => weekOf(dayAt(game.start))));
    const met = new Map<string, number>();
    for (const game of list) {
      const other = lower(game.home) === team ? lower(game.away) : lower(game.home);
      met.set(other, (met.get(other) ?? 0) + 1);
    }
    reports.push({
      team: display.get(team) ?? team,
      games: list.length,
      home,
      away,
      early,
      late,
      byes: [...gameWeeks].filter((week) => !weeks.has(week)).length,
      rest:
        gaps.length === 0
          ? null
          : {
              shortest: Math.min(...gaps),
              longest: Math.max(...gaps),
              average: Math.round((gaps.reduce((a, b) => a + b, 0) / gaps.length) * 10) / 10,
            },
      opponents: [...met]
        .map(([other, times]) => ({ team: display.get(other) ?? other, times }))
        .sort((a, b) => a.team.localeCompare(b.team)),
    });
    if (Math.abs(home - away) > 1) {
      add('home-away', `${display.get(team)} is home ${home} times and away ${away} times.`, list);
    }
  }

  // Early and late games within 1 of the league's mean.
  const playing = reports.filter((report) => report.games > 0);
  if (playing.length > 0) {
    for (const which of ['early', 'late'] as const) {
      const mean = playing.reduce((sum, report) => sum + report[which], 0) / playing.length;
      for (const report of playing) {
        if (Math.abs(report[which] - mean) > 1 + 1e-9) {
          add(
            'early-late',
            `${report.team} has ${report[which]} ${which} games; the league’s mean is ${mean.toFixed(1)}.`,
            byTeam.get(lower(report.team)) ?? [],
          );
        }
      }
    }
  }

  // No rematch before every opponent has been met.
  for (const [team, list] of byTeam) {
    const opponents = new Set(
      list.map((game) => (lower(game.home) === team ? lower(game.away) : lower(game.home))),
    );
    const met = new Set<string>();
    for (const game of list) {
      const other = lower(game.home) === team ? lower(game.away) : lower(game.home);
      if (met.has(other) && met.size < opponents.size) {
        const missing = [...opponents]
          .filter((name) => !met.has(name))
          .map((name) => display.get(name) ?? name);
        add(
          'rematch',
          `${display.get(team)} meets ${display.get(other)} again in ${describeGame(game)} before meeting ${listWords(missing)}.`,
          [game],
        );
        // One report per team is enough to act on.
        break;
      }
      met.add(other);
    }
  }

  // Byes at most 1 apart.
  if (playing.length > 1) {
    const most = Math.max(...playing.map((report) => report.byes));
    const fewest = Math.min(...playing.map((report) => report.byes));
    if (most - fewest > 1) {
      const named = (count: number) =>
        listWords(playing.filter((report) => report.byes === count).map((report) => report.team));
      add(
        'byes',
        `${named(most)} ${most === 1 ? 'has' : 'have'} ${most} byes; ${named(fewest)} ${fewest}.`,
        [],
      );
    }
  }

  // Rest days: no team's rest between two games under half the league's average rest.
  const rested = reports.filter((report) => report.rest !== null);
  if (rested.length > 1) {
    const average = rested.reduce((sum, report) => sum + report.rest!.average, 0) / rested.length;
    for (const report of rested) {
      if (report.rest!.shortest * 2 < average) {
        const days = report.rest!.shortest;
        add(
          'rest',
          `${report.team} rests only ${days} day${days === 1 ? '' : 's'} between two games; teams rest ${average.toFixed(1)} days on average.`,
          [],
        );
      }
    }
  }

  const rules = (Object.keys(RULES) as RuleId[]).map((id) => {
    const found = violations.filter((violation) => violation.rule === id);
    return { id, kind: RULES[id].kind, label: RULES[id].label, ok: found.length === 0, violations: found };
  });
  return {
    teams: reports.sort((a, b) => a.team.localeCompare(b.team)),
    rules,
    hard: violations.filter((violation) => RULES[violation.rule].kind === 'hard').length,
    fair: violations.filter((violation) => RULES[violation.rule].kind === 'fair').length,
  };
}

/**
 * `npm run bench:schedule`: the schedule generator's figures (issue 38, "What to reach"). For each
 * league it generates a season (the time includes expanding the slots), checks it with the same
 * rules the office shows, and prints games placed, hard-rule violations, the home/away gap, the
 * early/late distance from the mean, early rematches and byes; then closes a venue for one
 * Saturday of the 8-team season and re-plans it. Each figure is the median of BENCH_RUNS (5) runs.
 *
 * BENCH_HIGHS=1 also solves the 8- and 16-team assignment as a mixed-integer program with HiGHS
 * (the `highs` package, WebAssembly), the measurement behind choosing the constructive generator.
 */
import { performance } from 'node:perf_hooks';
import { checkSchedule, type ScheduleReport } from '../src/domain/schedule/check';
import { generateSchedule, roundRobin } from '../src/domain/schedule/generate';
import {
  dayAt,
  dayNumber,
  dayOf,
  expandSlots,
  teamBlackouts,
  weekOf,
  bandsOf,
  type PlanTeam,
  type ScheduleSettings,
} from '../src/domain/schedule/model';
import { replanClosure } from '../src/domain/schedule/replan';
import { loadAverage } from './host-quiet';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const FIRST_SATURDAY = '2031-09-06';

interface League {
  name: string;
  teams: number;
  weeks: number;
  fields: number;
  slots: { weekday: number; time: string }[];
  /** A team's blackout Saturday (week index), to show blackouts in the figures. */
  blackout?: { team: number; week: number };
}

const SATURDAY_FOUR = ['09:00', '10:30', '12:00', '13:30'].map((time) => ({ weekday: 6, time }));
const LEAGUES: League[] = [
  {
    name: '8 teams × 10 weeks × 3 fields × 4 Saturday slots',
    teams: 8,
    weeks: 10,
    fields: 3,
    slots: SATURDAY_FOUR,
  },
  {
    name: '7 teams (byes) × 10 weeks × 3 fields × 4 Saturday slots, one team blacked out a Saturday',
    teams: 7,
    weeks: 10,
    fields: 3,
    slots: SATURDAY_FOUR,
    blackout: { team: 2, week: 3 },
  },
  {
    // 15 rounds in 12 weeks need two game days a week (at most one game per team per day).
    name: '16 teams × 12 weeks × 4 fields × 4 slots (Sat 9:00, 10:30; Sun 13:00, 14:30)',
    teams: 16,
    weeks: 12,
    fields: 4,
    slots: [
      { weekday: 6, time: '09:00' },
      { weekday: 6, time: '10:30' },
      { weekday: 0, time: '13:00' },
      { weekday: 0, time: '14:30' },
    ],
  },
];

function settingsOf(league: League): { settings: ScheduleSettings; teams: PlanTeam[] } {
  const names = Array.from({ length: league.teams }, (_, i) => `Team ${i + 1}`);
  const settings: ScheduleSettings = {
    start_date: FIRST_SATURDAY,
    end_date: dayOf(dayNumber(FIRST_SATURDAY) + 7 * league.weeks - 1),
    weekly_slots: league.slots,
    venues: [{ name: 'Snowden Grove Park', fields: league.fields }],
    game_minutes: 75,
    rounds: 'single',
    blackouts: league.blackout
      ? [
          {
            date: dayOf(dayNumber(FIRST_SATURDAY) + 7 * league.blackout.week),
            from: '',
            to: '',
            venue: '',
            team: names[league.blackout.team]!,
            note: 'School trip',
          },
        ]
      : [],
  };
  const teams = names.map((name, i) => ({
    name,
    coaches: [`coach-${i}`],
    blackouts: teamBlackouts(settings, name),
  }));
  return { settings, teams };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The figures of one checked schedule. */
function figures(report: ScheduleReport) {
  const playing = report.teams.filter((team) => team.games > 0);
  const mean = (key: 'early' | 'late') => playing.reduce((sum, team) => sum + team[key], 0) / playing.length;
  const worst = (key: 'early' | 'late') =>
    Math.max(...playing.map((team) => Math.abs(team[key] - mean(key))));
  const byes = playing.map((team) => team.byes);
  return {
    hard: report.hard,
    homeAway: Math.max(...playing.map((team) => Math.abs(team.home - team.away))),
    early: worst('early'),
    late: worst('late'),
    rematches: report.rules.find((rule) => rule.id === 'rematch')!.violations.length,
    byes: `${Math.min(...byes)}–${Math.max(...byes)}`,
    fairnessViolations: report.fair,
  };
}

const rows: string[] = [];
console.log(`Load average ${loadAverage()}; median of ${RUNS} runs.\n`);
for (const league of LEAGUES) {
  const { settings, teams } = settingsOf(league);
  const times: number[] = [];
  let last: ReturnType<typeof generateSchedule> | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    last = generateSchedule({ teams, slots: expandSlots(settings), legs: 1, seed: run + 1 });
    times.push(performance.now() - started);
  }
  const report = checkSchedule(last!.games, { teams, blackouts: settings.blackouts });
  const f = figures(report);
  rows.push(
    `| ${league.name} | ${last!.games.length} | ${last!.unplaced.length} | ${f.hard} | ${f.homeAway} | ${f.early.toFixed(2)} / ${f.late.toFixed(2)} | ${f.rematches} | ${f.byes} | ${median(times).toFixed(0)} |`,
  );
}
console.log(
  '| League | Games | Not placed | Hard-rule violations | Home/away gap | Early / late from mean | Early rematches | Byes per team | Generated in (ms) |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);

// A closed day: the 8-team season's venue closed on its fourth Saturday, re-planned.
{
  const { settings, teams } = settingsOf(LEAGUES[0]!);
  const slots = expandSlots(settings);
  const { games } = generateSchedule({ teams, slots, legs: 1, seed: 1 });
  const day = dayOf(dayNumber(FIRST_SATURDAY) + 21);
  const now = games.find((game) => dayAt(game.start) === dayOf(dayNumber(FIRST_SATURDAY) + 14))!.start;
  const closure = { date: day, from: '', to: '', venue: 'Snowden Grove Park', team: '', note: 'Flooded' };
  const times: number[] = [];
  let result: ReturnType<typeof replanClosure> | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    result = replanClosure({ games, slots, teams, closure, now });
    times.push(performance.now() - started);
  }
  const remaining = games.filter((game) => game.start > now).length;
  const affected = result!.rescheduled.length + result!.unplaced.length;
  const report = checkSchedule(result!.games, { teams, blackouts: [closure] });
  console.log(
    `\nClosed Saturday (${day}, 8 teams): ${affected} games on it, ${result!.rescheduled.length} given make-up slots, ${result!.unplaced.length} not placed, ${result!.moved.length} other games moved of ${remaining - affected} remaining (${((result!.moved.length / Math.max(1, remaining - affected)) * 100).toFixed(0)} %), ${report.hard} hard-rule violations, re-planned in ${median(times).toFixed(1)} ms.`,
  );
}

if (process.env['BENCH_HIGHS']) await highsComparison();

/**
 * The same assignment as a mixed-integer program: a binary per game and slot; each game once, each
 * slot at most once, each team at most once a day; each team's early and late games within 1 of
 * half its games; rounds kept in order by the objective (squared distance of a game's week from
 * its round's week). Solved with HiGHS; its time and status are printed.
 */
async function highsComparison() {
  const { default: loadHighs } = await import('highs');
  const highs = await loadHighs();
  for (const league of [LEAGUES[0]!, LEAGUES[2]!]) {
    const { settings, teams } = settingsOf(league);
    const slots = expandSlots(settings);
    const pairings = roundRobin(
      teams.map((team) => team.name),
      1,
    );
    const band = bandsOf(slots.map((slot) => slot.start));
    const firstWeek = weekOf(slots[0]!.day);
    const lines: string[] = [];
    const objective: string[] = [];
    const vars = new Map<string, string[]>();
    const push = (key: string, name: string) => vars.set(key, [...(vars.get(key) ?? []), name]);
    const perWeek = Math.ceil(pairings.reduce((max, p) => Math.max(max, p.round + 1), 0) / league.weeks);
    pairings.forEach((pairing, g) => {
      slots.forEach((slot, s) => {
        const name = `x_${g}_${s}`;
        const week = weekOf(slot.day) - firstWeek;
        const target = Math.floor(pairing.round / perWeek);
        objective.push(`${(week - target) ** 2} ${name}`);
        push(`game${g}`, name);
        push(`slot${s}`, name);
        for (const team of [pairing.home, pairing.away]) {
          push(`day|${team}|${slot.day}`, name);
          if (band(slot.start) !== 'middle') push(`${band(slot.start)}|${team}`, name);
        }
      });
    });
    const games = (team: string) => pairings.filter((p) => p.home === team || p.away === team).length;
    for (const [key, names] of vars) {
      const sum = names.join(' + ');
      if (key.startsWith('game')) lines.push(` ${key}: ${sum} = 1`);
      else if (key.startsWith('slot') || key.startsWith('day|')) lines.push(` c${lines.length}: ${sum} <= 1`);
      else {
        const team = key.split('|')[1]!;
        const half = games(team) / 2;
        lines.push(` c${lines.length}a: ${sum} >= ${Math.ceil(half - 1)}`);
        lines.push(` c${lines.length}b: ${sum} <= ${Math.floor(half + 1)}`);
      }
    }
    const binaries = [...new Set([...vars.values()].flat())];
    const model = `Minimize\n obj: ${objective.join(' + ')}\nSubject To\n${lines.join('\n')}\nBinary\n ${binaries.join(' ')}\nEnd\n`;
    const started = performance.now();
    const result = highs.solve(model, { output_flag: false, time_limit: 120 });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nHiGHS, ${league.name}: ${binaries.length} binaries, ${lines.length} constraints, status ${result.Status}, ${seconds.toFixed(1)} s.`,
    );
  }
}

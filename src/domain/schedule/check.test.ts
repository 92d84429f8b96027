import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSchedule, type RuleId } from './check';
import { generateSchedule } from './generate';
import { dayAt, expandSlots, instantOf, type PlanGame, type PlanTeam, type ScheduleSettings } from './model';

const SETTINGS: ScheduleSettings = {
  start_date: '2031-09-06',
  end_date: '2031-12-27',
  weekly_slots: ['09:00', '10:30', '12:00', '13:30'].map((time) => ({ weekday: 6, time })),
  venues: [{ name: 'Snowden Grove Park', fields: 3 }],
  game_minutes: 60,
  rounds: 'single',
  blackouts: [],
};

const teamsOf = (n: number): PlanTeam[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Team ${String.fromCharCode(65 + i)}`,
    coaches: [`c${i}`],
    blackouts: [],
  }));

const HOUR = 3_600_000;

/** A clean schedule of `n` teams (every rule holds) to plant violations in. */
function cleanSchedule(n: number, seed: number) {
  const teams = teamsOf(n);
  const { games } = generateSchedule({ teams, slots: expandSlots(SETTINGS), legs: 1, seed });
  return { teams, games };
}

const PLANTS = [
  'team-overlap',
  'field-overlap',
  'coach-overlap',
  'blackouts',
  'one-per-day',
  'home-away',
  'known-teams',
] as const satisfies readonly RuleId[];

/** Plants one violation of `rule` in a copy of a clean schedule; answers the games and teams to check. */
function plant(rule: (typeof PLANTS)[number], games: PlanGame[], teams: PlanTeam[], pick: number) {
  const copy = games.map((game) => ({ ...game }));
  const target = copy[pick % copy.length]!;
  const others = copy.filter(
    (game) => game !== target && dayAt(game.start) === dayAt(target.start) && game.home !== target.home,
  );
  let planted = teams.map((team) => ({ ...team }));
  let blackouts: ScheduleSettings['blackouts'] = [];
  switch (rule) {
    case 'team-overlap': {
      // A second game of the target's home team half an hour into the target.
      copy.push({
        ...target,
        key: 'planted',
        away: target.away === teams[0]!.name ? teams[1]!.name : teams[0]!.name,
        start: target.start + HOUR / 2,
        end: target.end + HOUR / 2,
        venue: 'Other Park',
      });
      break;
    }
    case 'field-overlap': {
      // Another day's game moved onto the target's field and time.
      const moved = copy.find((game) => dayAt(game.start) !== dayAt(target.start))!;
      Object.assign(moved, {
        start: target.start + HOUR / 4,
        end: target.end + HOUR / 4,
        venue: target.venue,
      });
      break;
    }
    case 'coach-overlap': {
      // Two of the day's games at one time share a coach.
      const sameTime = others.find((game) => game.start === target.start);
      const partner = sameTime ?? others[0]!;
      partner.start = target.start;
      partner.end = target.end;
      partner.venue = `${target.venue} annex`;
      planted = planted.map((team) =>
        team.name === partner.home
          ? { ...team, coaches: [...team.coaches, 'shared'] }
          : team.name === target.home
            ? { ...team, coaches: [...team.coaches, 'shared'] }
            : team,
      );
      break;
    }
    case 'blackouts': {
      blackouts = [
        { date: dayAt(target.start), from: '', to: '', venue: '', team: target.away, note: 'School trip' },
      ];
      break;
    }
    case 'one-per-day': {
      // The target's home team plays again the same day, three hours later on another field.
      copy.push({
        ...target,
        key: 'planted',
        away: copy.find(
          (game) => game.home !== target.home && game.away !== target.home && game.home !== target.away,
        )!.home,
        start: target.start + 5 * HOUR,
        end: target.end + 5 * HOUR,
        venue: 'Far Field',
      });
      break;
    }
    case 'home-away': {
      // Every game of one team at home.
      const team = target.home;
      for (const game of copy) if (game.away === team) [game.home, game.away] = [game.away, game.home];
      break;
    }
    case 'known-teams': {
      target.away = 'Hernado Tigers';
      break;
    }
  }
  return { games: copy, teams: planted, blackouts };
}

describe('checkSchedule', () => {
  it('finds nothing wrong in a generated schedule', () => {
    const { teams, games } = cleanSchedule(8, 3);
    const report = checkSchedule(games, { teams, blackouts: [] });
    expect(report.rules.filter((rule) => !rule.ok)).toEqual([]);
    expect(report.teams).toHaveLength(8);
    expect(report.teams[0]).toMatchObject({ games: 7, byes: 0 });
  });

  it('finds every violation planted in a schedule (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 12 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...PLANTS),
        (n, seed, pick, rule) => {
          const clean = cleanSchedule(n, seed);
          const planted = plant(rule, clean.games, clean.teams, pick);
          const report = checkSchedule(planted.games, { teams: planted.teams, blackouts: planted.blackouts });
          const found = report.rules.find((result) => result.id === rule)!;
          expect(found.ok, `${rule} not found`).toBe(false);
          expect(found.violations[0]!.message.length).toBeGreaterThan(20);
        },
      ),
      { numRuns: 70 },
    );
  }, 120_000);

  it('says in words which team is unknown, naming the season’s teams', () => {
    const teams = teamsOf(3);
    const game: PlanGame = {
      key: '1',
      home: 'Team A',
      away: 'Hernado Tigers',
      start: instantOf('2031-09-13', '09:00'),
      end: instantOf('2031-09-13', '10:00'),
      venue: 'Snowden Grove Park',
    };
    const report = checkSchedule([game], { teams, blackouts: [] });
    expect(report.rules.find((rule) => rule.id === 'known-teams')!.violations[0]!.message).toBe(
      '“Hernado Tigers” is not one of the season’s teams (Team A, Team B, Team C): Team A vs Hernado Tigers (Sat, Sep 13, 9:00 AM CDT, Snowden Grove Park).',
    );
    expect(report.hard).toBe(1);
  });

  it('reports a rematch before every opponent has been met', () => {
    const teams = teamsOf(3);
    const at = (day: string) => ({
      start: instantOf(day, '09:00'),
      end: instantOf(day, '10:00'),
      venue: 'Park',
    });
    const games: PlanGame[] = [
      { key: '1', home: 'Team A', away: 'Team B', ...at('2031-09-06') },
      { key: '2', home: 'Team B', away: 'Team A', ...at('2031-09-13') },
      { key: '3', home: 'Team A', away: 'Team C', ...at('2031-09-20') },
    ];
    const report = checkSchedule(games, { teams, blackouts: [] });
    expect(report.rules.find((rule) => rule.id === 'rematch')!.violations.map((v) => v.message)).toEqual([
      'Team A meets Team B again in Team B vs Team A (Sat, Sep 13, 9:00 AM CDT, Park) before meeting Team C.',
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSchedule } from './check';
import { generateSchedule } from './generate';
import { dayAt, expandSlots, type PlanTeam, type ScheduleSettings } from './model';
import { replanClosure } from './replan';

const SETTINGS: ScheduleSettings = {
  start_date: '2031-09-06',
  end_date: '2031-11-08',
  weekly_slots: ['09:00', '10:30', '12:00', '13:30'].map((time) => ({ weekday: 6, time })),
  venues: [
    { name: 'Snowden Grove Park', fields: 2 },
    { name: 'Latimer Lakes Park', fields: 1 },
  ],
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

describe('replanClosure', () => {
  it('moves a closed Saturday’s games to free slots and keeps every hard rule (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 9 }),
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        (n, seed, week, wholeLeague) => {
          const teams = teamsOf(n);
          const slots = expandSlots(SETTINGS);
          const { games } = generateSchedule({ teams, slots, legs: 1, seed });
          const day = dayAt(
            games.filter((game) => dayAt(game.start) !== dayAt(games[0]!.start))[0]!.start +
              (week - 1) * 7 * 86_400_000,
          );
          const closure = {
            date: day,
            from: '',
            to: '',
            venue: wholeLeague ? '' : 'Snowden Grove Park',
            team: '',
            note: 'Flooded',
          };
          const result = replanClosure({ games, slots, teams, closure, now: games[0]!.start });
          const unplayed = games.filter((game) => game.start > games[0]!.start).length;
          // Nothing is left on the closed field that day, nothing breaks a hard rule, few others move.
          const report = checkSchedule(result.games, { teams, blackouts: [closure] });
          expect(report.hard).toBe(0);
          expect(result.unplaced).toEqual([]);
          expect(result.moved.length).toBeLessThanOrEqual(Math.ceil(unplayed * 0.1));
          expect(result.games).toHaveLength(games.length);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('leaves games already played where they are', () => {
    const teams = teamsOf(4);
    const slots = expandSlots(SETTINGS);
    const { games } = generateSchedule({ teams, slots, legs: 1, seed: 1 });
    const played = games.map((game, i) => ({ ...game, played: i < 2 }));
    const closure = { date: dayAt(games[0]!.start), from: '', to: '', venue: '', team: '', note: '' };
    const result = replanClosure({ games: played, slots, teams, closure, now: games[0]!.start - 1 });
    expect(result.games.filter((game) => game.played).map((game) => game.start)).toEqual(
      played.filter((game) => game.played).map((game) => game.start),
    );
    expect(result.rescheduled).toEqual([]);
  });
});

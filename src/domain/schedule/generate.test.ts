import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSchedule, type RuleId } from './check';
import { generateSchedule, roundCount, roundRobin } from './generate';
import {
  dayOf,
  dayNumber,
  expandSlots,
  teamBlackouts,
  type Blackout,
  type PlanTeam,
  type ScheduleSettings,
} from './model';

const FIRST_SATURDAY = '2031-09-06';

/** A random league: 3–16 teams, one or two game days a week, enough weeks, random blackouts. */
const league = fc
  .record({
    teams: fc.integer({ min: 3, max: 16 }),
    legs: fc.constantFrom<1 | 2>(1, 1, 2),
    sunday: fc.boolean(),
    times: fc.subarray(['08:30', '10:00', '11:30', '13:00', '14:30'], { minLength: 2, maxLength: 4 }),
    fields: fc.integer({ min: 1, max: 4 }),
    venues: fc.integer({ min: 1, max: 2 }),
    extraWeeks: fc.integer({ min: 0, max: 4 }),
    teamBlackouts: fc.array(fc.record({ team: fc.nat(15), week: fc.nat(20) }), { maxLength: 4 }),
    leagueBlackout: fc.option(fc.nat(20), { nil: undefined }),
    venueBlackout: fc.option(fc.nat(20), { nil: undefined }),
    sharedCoach: fc.option(fc.tuple(fc.nat(15), fc.nat(15)), { nil: undefined }),
    seed: fc.nat(),
  })
  .map((draw) => {
    const names = Array.from({ length: draw.teams }, (_, i) => `Team ${String.fromCharCode(65 + i)}`);
    const perDay = draw.fields * draw.venues * draw.times.length;
    const perRound = Math.floor(draw.teams / 2);
    // Enough weeks for every round, however many slots a day has.
    const blackoutWeeks =
      draw.teamBlackouts.length +
      (draw.leagueBlackout === undefined ? 0 : 1) +
      (draw.venueBlackout === undefined ? 0 : 1);
    const weeks =
      roundCount(draw.teams, draw.legs) * Math.ceil(perRound / perDay) + draw.extraWeeks + 2 + blackoutWeeks;
    const saturday = (week: number) => dayOf(dayNumber(FIRST_SATURDAY) + 7 * (week % weeks));
    const blackouts: Blackout[] = [
      ...draw.teamBlackouts.map(({ team, week }) => ({
        date: saturday(week),
        from: '',
        to: '',
        venue: '',
        team: names[team % names.length]!,
        note: '',
      })),
      ...(draw.leagueBlackout === undefined
        ? []
        : [{ date: saturday(draw.leagueBlackout), from: '', to: '', venue: '', team: '', note: 'Holiday' }]),
      ...(draw.venueBlackout === undefined
        ? []
        : [
            {
              date: saturday(draw.venueBlackout),
              from: '10:00',
              to: '12:00',
              venue: 'Park 1',
              team: '',
              note: '',
            },
          ]),
    ];
    const settings: ScheduleSettings = {
      start_date: FIRST_SATURDAY,
      end_date: dayOf(dayNumber(FIRST_SATURDAY) + 7 * weeks),
      weekly_slots: [6, ...(draw.sunday ? [0] : [])].flatMap((weekday) =>
        draw.times.map((time) => ({ weekday, time })),
      ),
      venues: Array.from({ length: draw.venues }, (_, i) => ({ name: `Park ${i + 1}`, fields: draw.fields })),
      game_minutes: 75,
      rounds: draw.legs === 1 ? 'single' : 'double',
      blackouts,
    };
    const teams: PlanTeam[] = names.map((name, i) => ({
      name,
      coaches: [`coach-${i}`],
      blackouts: teamBlackouts(settings, name),
    }));
    if (draw.sharedCoach) {
      const [a, b] = draw.sharedCoach.map((i) => i % names.length) as [number, number];
      if (a !== b) teams[b] = { ...teams[b]!, coaches: [...teams[b]!.coaches, `coach-${a}`] };
    }
    return { draw, settings, teams };
  });

type LeagueDraw = typeof league extends fc.Arbitrary<infer T> ? T : never;

const generate = ({ settings, teams, draw }: LeagueDraw) =>
  generateSchedule({ teams, slots: expandSlots(settings), legs: draw.legs, seed: draw.seed });

const failing = (report: ReturnType<typeof checkSchedule>, ids: readonly RuleId[]) =>
  report.rules.filter((rule) => ids.includes(rule.id) && !rule.ok).flatMap((rule) => rule.violations);

describe('roundRobin', () => {
  it.each([3, 4, 7, 8, 15, 16])(
    'pairs %i teams so each meets every other once, home and away within 1',
    (n) => {
      const names = Array.from({ length: n }, (_, i) => `T${i}`);
      const pairings = roundRobin(names, 1);
      expect(pairings).toHaveLength((n * (n - 1)) / 2);
      const pairs = new Set(pairings.map((p) => [p.home, p.away].sort().join('|')));
      expect(pairs.size).toBe((n * (n - 1)) / 2);
      for (const name of names) {
        const home = pairings.filter((p) => p.home === name).length;
        const away = pairings.filter((p) => p.away === name).length;
        expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
      }
    },
  );

  it('gives an odd number of teams one bye each per round robin', () => {
    const pairings = roundRobin(['A', 'B', 'C', 'D', 'E'], 1);
    const rounds = new Set(pairings.map((p) => p.round));
    expect(rounds.size).toBe(5);
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      const playing = new Set(pairings.filter((p) => p.home === name || p.away === name).map((p) => p.round));
      expect(5 - playing.size).toBe(1);
    }
  });

  it('plays the second leg with home and away swapped', () => {
    const pairings = roundRobin(['A', 'B', 'C', 'D'], 2);
    const first = pairings.filter((p) => p.leg === 1);
    const second = pairings.filter((p) => p.leg === 2);
    expect(second.map((p) => `${p.away}-${p.home}`)).toEqual(first.map((p) => `${p.home}-${p.away}`));
  });
});

describe('generateSchedule over random leagues (fast-check)', () => {
  it('never breaks a hard rule: no team, field or coach twice at once, blackouts kept, one game a day', () => {
    fc.assert(
      fc.property(league, (drawn) => {
        const result = generate(drawn);
        const report = checkSchedule(result.games, {
          teams: drawn.teams,
          blackouts: drawn.settings.blackouts,
        });
        expect(
          failing(report, [
            'known-teams',
            'team-overlap',
            'field-overlap',
            'coach-overlap',
            'blackouts',
            'one-per-day',
          ]),
        ).toEqual([]);
        expect(report.hard).toBe(0);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('places every game and keeps home and away within 1 when the season has room', () => {
    fc.assert(
      fc.property(league, (drawn) => {
        const result = generate(drawn);
        expect(result.unplaced).toEqual([]);
        const report = checkSchedule(result.games, {
          teams: drawn.teams,
          blackouts: drawn.settings.blackouts,
        });
        expect(failing(report, ['home-away'])).toEqual([]);
        expect(result.games).toHaveLength(
          ((drawn.draw.teams * (drawn.draw.teams - 1)) / 2) * drawn.draw.legs,
        );
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('holds every fairness bound (early/late, rematches, byes, rest) wherever the slots allow them', () => {
    fc.assert(
      fc.property(
        league.filter(
          ({ draw }) =>
            draw.teamBlackouts.length === 0 &&
            // A coach of two teams ties their times together (4 teams, one coach of two of them,
            // two times: some team is early in all 3 games or in none).
            draw.sharedCoach === undefined &&
            // Early and late are each a whole round's room a day, so a day's games may go either way
            // (with less, some leagues cannot be evened: 4 teams on one field at two times always
            // leave one team early 0 or 3 times in 3 games).
            draw.fields * draw.venues * Math.floor(draw.times.length / 2) >= Math.floor(draw.teams / 2),
        ),
        (drawn) => {
          const result = generate(drawn);
          const report = checkSchedule(result.games, {
            teams: drawn.teams,
            blackouts: drawn.settings.blackouts,
          });
          expect(failing(report, ['home-away', 'early-late', 'rematch', 'byes', 'rest'])).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('keeps locked games where they are and does not pair their teams again', () => {
    fc.assert(
      fc.property(league, fc.nat(), (drawn, pick) => {
        const first = generate(drawn);
        const kept = { ...first.games[pick % first.games.length]!, locked: true };
        const again = generateSchedule({
          teams: drawn.teams,
          slots: expandSlots(drawn.settings),
          legs: drawn.draw.legs,
          seed: drawn.draw.seed + 1,
          locked: [kept],
        });
        expect(again.games).toContainEqual(kept);
        const pair = (g: { home: string; away: string }) => [g.home, g.away].sort().join('|');
        expect(again.games.filter((game) => pair(game) === pair(kept))).toHaveLength(drawn.draw.legs);
        const report = checkSchedule(again.games, {
          teams: drawn.teams,
          blackouts: drawn.settings.blackouts,
        });
        expect(report.hard).toBe(0);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

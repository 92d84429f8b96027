import { describe, expect, it } from 'vitest';
import type { Season } from './types';
import { playerGames, registeredSeasons, registrationGames, type GameRegistration } from './player-games';
import {
  autoFill,
  carpoolKeys,
  coachGames,
  coachLine,
  playsIn,
  teamsOfPlayer,
  togetherGroups,
  type FillPlayer,
  type MyTeam,
} from './teams';

const AGES = ['TWEEN', 'JUNIOR', 'HIGH_SCHOOL'];

/** `n` players of their own households and ZIP codes, the age groups in turn. */
const singles = (n: number, from = 1): FillPlayer[] =>
  Array.from({ length: n }, (_, i) => ({
    id: from + i,
    ageGroup: AGES[i % 3]!,
    household: `h${from + i}`,
    carpools: [`zip:3860${from + i}`],
    team: null,
  }));

const sizes = (placed: Map<number, number>, teams: number[]) =>
  teams.map((team) => [...placed.values()].filter((id) => id === team).length);

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

describe('autoFill', () => {
  it('places everyone, team sizes within one player', () => {
    for (const [players, teams] of [
      [10, [1, 2, 3]],
      [7, [1, 2]],
      [23, [1, 2, 3, 4]],
    ] as const) {
      const placed = autoFill(singles(players), [...teams], {
        keepSiblings: true,
        keepCarpools: true,
        reset: false,
      });
      expect(placed.size).toBe(players);
      expect(spread(sizes(placed, [...teams]))).toBeLessThanOrEqual(1);
    }
  });

  it('keeps requested pairs together (siblings, carpools) and still balances within one', () => {
    const players: FillPlayer[] = [
      { id: 1, ageGroup: 'TWEEN', household: 'whitfield', carpools: ['zip:38671'], team: null },
      { id: 2, ageGroup: 'JUNIOR', household: 'whitfield', carpools: ['zip:38671'], team: null },
      { id: 3, ageGroup: 'JUNIOR', household: 'h3', carpools: ['school:desoto central'], team: null },
      { id: 4, ageGroup: 'HIGH_SCHOOL', household: 'h4', carpools: ['school:desoto central'], team: null },
      ...singles(6, 5),
    ];
    const placed = autoFill(players, [10, 20, 30], { keepSiblings: true, keepCarpools: true, reset: false });
    expect(placed.get(1)).toBe(placed.get(2));
    expect(placed.get(3)).toBe(placed.get(4));
    expect(spread(sizes(placed, [10, 20, 30]))).toBeLessThanOrEqual(1);
  });

  it('lets pairs part when they are not asked to stay together', () => {
    const players: FillPlayer[] = [
      { id: 1, ageGroup: 'TWEEN', household: 'a', carpools: ['zip:38671'], team: null },
      { id: 2, ageGroup: 'TWEEN', household: 'a', carpools: ['zip:38671'], team: null },
    ];
    const placed = autoFill(players, [10, 20], { keepSiblings: false, keepCarpools: false, reset: false });
    expect(placed.get(1)).not.toBe(placed.get(2));
    expect(togetherGroups(players, { keepSiblings: true, keepCarpools: false, reset: false })).toHaveLength(
      1,
    );
  });

  it('spreads each age group across the teams', () => {
    const players = singles(12);
    const placed = autoFill(players, [1, 2, 3], { keepSiblings: true, keepCarpools: true, reset: false });
    for (const age of AGES) {
      const perTeam = [1, 2, 3].map(
        (team) =>
          players.filter((player) => player.ageGroup === age && placed.get(player.id) === team).length,
      );
      expect(spread(perTeam)).toBeLessThanOrEqual(1);
    }
  });

  it('leaves placed players where they are and sends their sibling after them, unless starting over', () => {
    const players: FillPlayer[] = [
      { id: 1, ageGroup: 'TWEEN', household: 'a', carpools: [], team: 20 },
      { id: 2, ageGroup: 'JUNIOR', household: 'a', carpools: [], team: null },
      ...singles(4, 3).map((player) => ({ ...player, team: 10 })),
    ];
    const kept = autoFill(players, [10, 20], { keepSiblings: true, keepCarpools: false, reset: false });
    expect(kept.get(1)).toBe(20);
    expect(kept.get(2)).toBe(20);
    expect(kept.get(3)).toBe(10);
    const fresh = autoFill(players, [10, 20], { keepSiblings: true, keepCarpools: false, reset: true });
    expect(spread(sizes(fresh, [10, 20]))).toBe(0);
    expect(fresh.get(1)).toBe(fresh.get(2));
  });

  it('places nobody without teams', () => {
    expect(autoFill(singles(3), [], { keepSiblings: true, keepCarpools: true, reset: false }).size).toBe(0);
  });
});

describe('team helpers', () => {
  it('reads carpool keys from a ZIP code and a school', () => {
    expect(carpoolKeys('38671-1234', '  DeSoto  Central ')).toEqual(['zip:38671', 'school:desoto central']);
    expect(carpoolKeys('', null)).toEqual([]);
  });

  it('matches games to a team by name in any case', () => {
    expect(playsIn({ home_team: 'southaven storm', away_team: 'Hawks' }, 'Southaven Storm')).toBe(true);
    expect(playsIn({ home_team: 'Blaze', away_team: 'Hawks' }, 'Southaven Storm')).toBe(false);
  });

  it('names the head coach first', () => {
    expect(
      coachLine([
        { name: 'Ana Ruiz', role: 'assistant', email: '' },
        { name: 'Darnell Price', role: 'head', email: '' },
      ]),
    ).toBe('Darnell Price (head coach), Ana Ruiz');
  });
});

describe("a family's own team (issue 19 item 3)", () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const game = (id: number, home: string, away: string, kickoff: string, status = 'SCHEDULED') => ({
    id,
    kickoff,
    status,
    home_team: home,
    away_team: away,
    home_score: null,
    away_score: null,
    venue: null,
    game_type: null,
    officials: null,
  });
  const storm: MyTeam = {
    id: 7,
    name: 'Southaven Storm',
    colour: '#1d4ed8',
    season: { id: 3, title: 'NFL FLAG Boys Fall', label: 'Fall 2026', status: 'IN_PROGRESS' },
    program: { id: 'nfl-flag-boys', name: 'NFL FLAG Football Boys' },
    division: null,
    home_venue: null,
    coaches: [],
    players: [{ registration: 1, child: 11, athlete_profile: null, name: 'Marcus Whitfield' }],
    games: [
      game(1, 'Southaven Storm', 'Horn Lake Hawks', '2026-11-28T15:00:00Z'),
      game(2, 'Walls Wolverines', 'Southaven Storm', '2026-11-27T15:00:00Z', 'CANCELLED'),
      game(3, 'Southaven Storm', 'Hernando Tigers', '2026-12-05T15:00:00Z'),
    ],
    events: [],
    calendar_feed: '/events/teams/7/calendar.ics?key=k',
  };
  const season = (id: number, program: string, games: ReturnType<typeof game>[]) =>
    ({ id, title: `Season ${id}`, program: { id: program, name: program }, games }) as unknown as Season;
  const seasons = [
    season(3, 'nfl-flag-boys', [
      game(1, 'Southaven Storm', 'Horn Lake Hawks', '2026-11-28T15:00:00Z'),
      game(4, 'Olive Branch Blaze', 'Walls Wolverines', '2026-11-26T15:00:00Z'),
    ]),
    season(9, 'jr-nba', [
      game(5, 'Grizzlies', 'Heat', '2026-11-29T15:00:00Z'),
      game(7, 'Heat', 'Grizzlies', '2026-11-30T15:00:00Z', 'CANCELLED'),
    ]),
    // The program's season under way, whose games are other teams'.
    season(10, 'nfl-flag-boys', [game(6, 'Tupelo Titans', 'Oxford Owls', '2026-11-27T15:00:00Z')]),
  ];

  it("finds a child's teams by the child, and the athlete's own by no child", () => {
    const athleteTeam = {
      ...storm,
      id: 8,
      players: [{ ...storm.players[0]!, child: null, athlete_profile: 4 }],
    };
    expect(teamsOfPlayer([storm, athleteTeam], 11).map((team) => team.id)).toEqual([7]);
    expect(teamsOfPlayer([storm, athleteTeam], 12)).toEqual([]);
    expect(teamsOfPlayer([storm, athleteTeam], null).map((team) => team.id)).toEqual([8]);
  });

  const paid = (season: number, more: Partial<GameRegistration> = {}): GameRegistration => ({
    season_id: season,
    status: 'paid',
    payment_status: 'paid',
    team: null,
    division_detail: null,
    ...more,
  });

  it("shows a player on a team that team's games of its season only (a cancelled one stays, labelled: issue 39)", () => {
    const onStorm = paid(3, { team: { id: 7, name: 'Southaven Storm' } });
    // Game 4 is another team's game of the season; season 10 is the program's other season.
    expect(playerGames([onStorm], seasons, 3, now).map((g) => g.id)).toEqual([1]);
    expect(playerGames([onStorm, paid(9)], seasons, 3, now).map((g) => g.id)).toEqual([1, 5, 7]);
    expect(playerGames([onStorm, paid(9)], seasons, 1, now).map((g) => g.id)).toEqual([1]);
  });

  it('shows the registered season’s games before a team, never another season’s of the program', () => {
    // Issue 41 item 1: registered for season 3, the family saw season 10's games too.
    expect(playerGames([paid(3)], seasons, 3, now).map((g) => g.id)).toEqual([4, 1]);
    expect(playerGames([paid(10)], seasons, 3, now).map((g) => g.id)).toEqual([6]);
    expect(playerGames([], seasons, 3, now)).toEqual([]);
  });

  it('leaves out a registration not paid, refunded in full, or without a season', () => {
    expect(
      playerGames([paid(3, { status: 'pending_payment', payment_status: 'unpaid' })], seasons, 3, now),
    ).toEqual([]);
    expect(playerGames([paid(3, { status: 'refunded' })], seasons, 3, now)).toEqual([]);
    expect(playerGames([paid(3, { status: 'partly_refunded' })], seasons, 3, now)).toHaveLength(2);
    expect(playerGames([paid(3, { season_id: null })], seasons, 3, now)).toEqual([]);
  });

  it("keeps to the player's division once the season's teams have divisions", () => {
    const divided = {
      ...seasons[0]!,
      teams: [
        { id: 1, name: 'Southaven Storm', colour: '', division: 'Varsity', home_venue: null },
        { id: 2, name: 'Horn Lake Hawks', colour: '', division: 'Varsity', home_venue: null },
        { id: 3, name: 'Olive Branch Blaze', colour: '', division: 'Junior', home_venue: null },
        { id: 4, name: 'Walls Wolverines', colour: '', division: 'Junior', home_venue: null },
      ],
    } as Season;
    const junior = paid(3, { division_detail: { id: 2, name: 'Junior' } });
    expect(registrationGames(divided, junior).map((g) => g.id)).toEqual([4]);
    expect(registrationGames(divided, paid(3)).map((g) => g.id)).toEqual([1, 4]);
    expect(registrationGames(seasons[0]!, junior).map((g) => g.id)).toEqual([1, 4]);
    const rookie = paid(3, { division_detail: { id: 1, name: 'Rookie' } });
    expect(registrationGames(divided, rookie)).toEqual([]);
  });

  it('lists the seasons of the registrations that play', () => {
    expect(registeredSeasons(seasons, [paid(10), paid(9, { status: 'refunded' })]).map((s) => s.id)).toEqual([
      10,
    ]);
  });

  it("shows a coach their teams' games, else the program's", () => {
    expect(coachGames([storm], seasons.slice(0, 1), 3, now).map((g) => g.id)).toEqual([2, 1, 3]);
    expect(coachGames([], [seasons[0]!, seasons[2]!], 3, now).map((g) => g.id)).toEqual([4, 6, 1]);
  });
});

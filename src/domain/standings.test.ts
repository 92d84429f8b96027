import { describe, expect, it } from 'vitest';
import { computeStandings, rankStandings, type StandingGame } from './standings';

const game = (homeTeam: string, homeScore: number, awayScore: number, awayTeam: string): StandingGame => ({
  status: 'COMPLETED',
  homeTeam,
  awayTeam,
  homeScore,
  awayScore,
  gameType: 'Regular',
});

const rank = (teams: string[], games: StandingGame[], tosses: { order: string[] }[] = []) =>
  rankStandings(computeStandings(teams, games), games, tosses).map((row) => ({
    team: row.teamName,
    rank: row.rank,
    tiebreak: row.tiebreak,
    toss: row.tossNeeded,
  }));

describe('computeStandings', () => {
  it('counts final regular games only: wins, losses, ties and points', () => {
    const rows = computeStandings(
      ['Storm', 'Hawks'],
      [
        game('Storm', 21, 14, 'Hawks'),
        game('Hawks', 7, 7, 'Storm'),
        { ...game('Storm', 30, 0, 'Hawks'), gameType: 'Playoff' },
        { ...game('Storm', 30, 0, 'Hawks'), status: 'SCHEDULED' },
      ],
    );
    expect(rows).toEqual([
      { teamName: 'Storm', wins: 1, losses: 0, ties: 1, pointsFor: 28, pointsAgainst: 21 },
      { teamName: 'Hawks', wins: 0, losses: 1, ties: 1, pointsFor: 21, pointsAgainst: 28 },
    ]);
  });
});

describe('rankStandings: the league’s tiebreakers in order', () => {
  it('orders by win percentage first, a tie counting half a win', () => {
    expect(
      rank(['A', 'B', 'C'], [game('A', 7, 7, 'B'), game('B', 14, 7, 'C'), game('A', 21, 0, 'C')]).map((r) => [
        r.team,
        r.rank,
      ]),
    ).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
  });

  it('puts the head-to-head winner first when two teams are level, whatever the point differential', () => {
    const games = [
      game('A', 7, 6, 'B'),
      game('B', 50, 0, 'C'),
      game('C', 1, 0, 'A'),
      game('A', 3, 0, 'D'),
      game('B', 3, 0, 'D'),
      game('D', 3, 0, 'C'),
    ];
    // A and B: 2–1 each; B's differential is far better, but A beat B.
    expect(rank(['A', 'B', 'C', 'D'], games).slice(0, 2)).toEqual([
      { team: 'A', rank: 1, tiebreak: 'head-to-head', toss: false },
      { team: 'B', rank: 2, tiebreak: 'head-to-head', toss: false },
    ]);
  });

  it('falls back to point differential, then points allowed, when head-to-head is level', () => {
    // A and B split their two games; A has the better differential.
    const byDiff = [
      game('A', 10, 7, 'B'),
      game('B', 10, 7, 'A'),
      game('A', 30, 0, 'C'),
      game('B', 10, 0, 'C'),
    ];
    expect(
      rank(['A', 'B', 'C'], byDiff)
        .slice(0, 2)
        .map((r) => [r.team, r.tiebreak]),
    ).toEqual([
      ['A', 'point-diff'],
      ['B', 'point-diff'],
    ]);
    // Same differential (+10): B allowed fewer points.
    const byAllowed = [
      game('A', 10, 7, 'B'),
      game('B', 10, 7, 'A'),
      game('A', 30, 20, 'C'),
      game('B', 10, 0, 'C'),
    ];
    expect(
      rank(['A', 'B', 'C'], byAllowed)
        .slice(0, 2)
        .map((r) => [r.team, r.tiebreak]),
    ).toEqual([
      ['B', 'points-allowed'],
      ['A', 'points-allowed'],
    ]);
  });

  it('resolves a three-way tie by the same rules: head-to-head among the three, then again within the rest', () => {
    // A, B and C are 2–2; among them A went 2–0, B 1–1 and C 0–2 (E leads at 3–1).
    const games = [
      game('A', 7, 0, 'B'),
      game('A', 7, 0, 'C'),
      game('B', 7, 0, 'C'),
      game('D', 7, 0, 'A'),
      game('E', 7, 0, 'A'),
      game('B', 7, 0, 'D'),
      game('E', 7, 0, 'B'),
      game('C', 21, 0, 'D'),
      game('C', 21, 0, 'E'),
      game('E', 7, 0, 'D'),
    ];
    const table = rank(['A', 'B', 'C', 'D', 'E'], games);
    expect(table.map((row) => [row.team, row.rank, row.tiebreak])).toEqual([
      ['E', 1, null],
      ['A', 2, 'head-to-head'],
      ['B', 3, 'head-to-head'],
      ['C', 4, 'head-to-head'],
      ['D', 5, null],
    ]);
  });

  it('breaks a circular three-way tie (A beat B, B beat C, C beat A) on point differential', () => {
    // Differentials: A +10 −7 = +3, B −10 +3 = −7, C −3 +7 = +4.
    const games = [game('A', 10, 0, 'B'), game('B', 3, 0, 'C'), game('C', 7, 0, 'A')];
    expect(rank(['A', 'B', 'C'], games).map((r) => [r.team, r.rank, r.tiebreak])).toEqual([
      ['C', 1, 'point-diff'],
      ['A', 2, 'point-diff'],
      ['B', 3, 'point-diff'],
    ]);
  });

  it('leaves a tie level on every rule standing until staff record a coin toss, then follows it', () => {
    const games = [game('A', 7, 7, 'B')];
    expect(rank(['A', 'B'], games)).toEqual([
      { team: 'A', rank: 1, tiebreak: 'coin-toss', toss: true },
      { team: 'B', rank: 1, tiebreak: 'coin-toss', toss: true },
    ]);
    expect(rank(['A', 'B'], games, [{ order: ['b', 'A'] }])).toEqual([
      { team: 'B', rank: 1, tiebreak: 'coin-toss', toss: false },
      { team: 'A', rank: 2, tiebreak: 'coin-toss', toss: false },
    ]);
  });
});

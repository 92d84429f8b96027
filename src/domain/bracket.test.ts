import { describe, expect, it } from 'vitest';
import { drawBracket, gamesToCreate, seedPositions, type BracketGame } from './bracket';

const teams = ['Storm', 'Hawks', 'Tigers', 'Eagles', 'Bulldogs', 'Rams'];

describe('drawBracket', () => {
  it('seeds 1 against the last seed, the top seeds in opposite halves', () => {
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('gives the top seeds byes when the teams are not a power of two, and sends them through', () => {
    const bracket = drawBracket(teams);
    expect(bracket.size).toBe(8);
    expect(bracket.rounds.map((round) => round.name)).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
    const first = bracket.rounds[0]!.matches;
    expect(first.filter((match) => match.bye).map((match) => match.winner?.team)).toEqual(['Storm', 'Hawks']);
    expect(gamesToCreate(bracket).map((m) => `${m.home!.team} v ${m.away!.team}`)).toEqual([
      'Eagles v Bulldogs',
      'Tigers v Rams',
    ]);
  });

  it('advances the winner of a final game to the next round, where the better seed is at home', () => {
    const game: BracketGame = {
      id: 1,
      round: 0,
      slot: 1,
      home: 'Eagles',
      away: 'Bulldogs',
      homeScore: 6,
      awayScore: 13,
      status: 'COMPLETED',
      kickoff: '2031-11-08T15:00:00Z',
    };
    const bracket = drawBracket(teams, [game]);
    expect(bracket.rounds[0]!.matches[1]!.winner).toEqual({ seed: 5, team: 'Bulldogs' });
    const semi = bracket.rounds[1]!.matches[0]!;
    expect([semi.home?.team, semi.away?.team]).toEqual(['Storm', 'Bulldogs']);
    expect(gamesToCreate(bracket).map((m) => `${m.home!.team} v ${m.away!.team}`)).toEqual([
      'Tigers v Rams',
      'Storm v Bulldogs',
    ]);
  });

  it('waits for a result: a game not final advances nobody', () => {
    const bracket = drawBracket(
      ['A', 'B'],
      [
        {
          id: 1,
          round: 0,
          slot: 0,
          home: 'A',
          away: 'B',
          homeScore: null,
          awayScore: null,
          status: 'SCHEDULED',
          kickoff: '',
        },
      ],
    );
    expect(bracket.champion).toBeNull();
    expect(bracket.rounds).toHaveLength(1);
  });
});

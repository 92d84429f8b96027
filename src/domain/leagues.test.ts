import { describe, expect, it } from 'vitest';
import { countyLabel, divisionOfCounty, LEAGUE_COUNTIES, LEAGUE_DIVISIONS, parseSport } from './leagues';

describe('conference divisions', () => {
  it('has NFC and AFC, each with North, East, South and West', () => {
    expect(LEAGUE_DIVISIONS.map((d) => d.value)).toEqual([
      'NFC_NORTH',
      'NFC_EAST',
      'NFC_SOUTH',
      'NFC_WEST',
      'AFC_NORTH',
      'AFC_EAST',
      'AFC_SOUTH',
      'AFC_WEST',
    ]);
  });

  it('gives every division four counties, 32 distinct counties in all', () => {
    expect(LEAGUE_DIVISIONS.every((d) => d.counties.length === 4)).toBe(true);
    expect(new Set(LEAGUE_COUNTIES.map((c) => c.value)).size).toBe(32);
  });

  it('puts DeSoto, Tate, Panola and Lafayette in NFC_NORTH', () => {
    expect(LEAGUE_DIVISIONS[0]!.counties.map((c) => c.label)).toEqual([
      'DeSoto',
      'Tate',
      'Panola',
      'Lafayette',
    ]);
  });

  it('finds the division and label of a county code, case-insensitively', () => {
    expect(divisionOfCounty('desoto')).toBe('NFC_NORTH');
    expect(divisionOfCounty('HARRISON')).toBe('AFC_SOUTH');
    expect(divisionOfCounty('Nowhere')).toBeNull();
    expect(countyLabel('DESOTO')).toBe('DeSoto');
  });
});

describe('parseSport', () => {
  it.each([
    ['FOOTBALL', 'FOOTBALL'],
    ['basketball', 'BASKETBALL'],
    ['VOLLEYBALL', 'VOLLEYBALL'],
    ['SOCCER', 'SOCCER'],
    ['TRACK', 'TRACK'],
    ['HOCKEY', null],
    [null, null],
  ])('reads ?sport=%s as %s', (value, sport) => {
    expect(parseSport(value)).toBe(sport);
  });
});

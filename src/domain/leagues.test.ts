import { describe, expect, it } from 'vitest';
import { SPEC_GEOGRAPHY } from '../lib/testing/league-geography';
import {
  countiesByState,
  countyCode,
  countyLabel,
  divisionLabel,
  divisionOfCounty,
  isLeagueCounty,
  leagueCounties,
  parseSport,
  type LeagueGeography,
} from './leagues';

/** The spec's geography with counties staff added in Tennessee and Arkansas. */
const WIDER: LeagueGeography = SPEC_GEOGRAPHY.map((division) =>
  division.value === 'NFC_NORTH'
    ? {
        ...division,
        counties: [
          ...division.counties,
          { value: 'SHELBY_TN', label: 'Shelby', state: 'TN' },
          { value: 'CRITTENDEN_AR', label: 'Crittenden', state: 'AR' },
        ],
      }
    : division,
);

describe('the league geography', () => {
  it('finds the division and label of a county code, case-insensitively', () => {
    expect(divisionOfCounty(SPEC_GEOGRAPHY, 'desoto')).toBe('NFC_NORTH');
    expect(divisionOfCounty(SPEC_GEOGRAPHY, 'HARRISON')).toBe('AFC_SOUTH');
    expect(divisionOfCounty(SPEC_GEOGRAPHY, 'Nowhere')).toBeNull();
    expect(countyLabel(SPEC_GEOGRAPHY, 'DESOTO')).toBe('DeSoto');
    expect(countyLabel(SPEC_GEOGRAPHY, 'ATLANTIS')).toBe('ATLANTIS');
    expect(divisionLabel(SPEC_GEOGRAPHY, 'AFC_WEST')).toBe('AFC West');
  });

  it('knows only the counties it was given', () => {
    expect(isLeagueCounty(SPEC_GEOGRAPHY, 'SHELBY_TN')).toBe(false);
    expect(isLeagueCounty(WIDER, 'shelby_tn')).toBe(true);
    expect(divisionOfCounty(WIDER, 'CRITTENDEN_AR')).toBe('NFC_NORTH');
    expect(leagueCounties(WIDER)).toHaveLength(34);
  });

  it('groups counties by state, Mississippi first, each by name', () => {
    const groups = countiesByState(WIDER);
    expect(groups.map((group) => group.label)).toEqual(['Mississippi', 'Tennessee', 'Arkansas']);
    expect(groups[0]!.counties.slice(0, 3).map((county) => county.label)).toEqual([
      'Adams',
      'Bolivar',
      'Clarke',
    ]);
    expect(groups[1]!.counties).toEqual([
      { value: 'SHELBY_TN', label: 'Shelby', state: 'TN', division: 'NFC_NORTH', divisionLabel: 'NFC North' },
    ]);
  });

  it('makes a county code of its name and state, since names repeat across states', () => {
    expect(countyCode('Lee', 'ar')).toBe('LEE_AR');
    expect(countyCode('St. Francis', 'AR')).toBe('STFRANCIS_AR');
    expect(countyCode('DeKalb', 'AL')).toBe('DEKALB_AL');
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

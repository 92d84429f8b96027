import { describe, expect, it } from 'vitest';
import {
  keepOfferedAgeGroup,
  offeredAgeGroups,
  offersAgeGroup,
  suggestedAgeGroup,
  suggestedGrade,
  suggestedPlacement,
} from './placement';

const values = (groups: readonly { value: string }[]) => groups.map((group) => group.value);

describe('offeredAgeGroups', () => {
  it('offers only the youth age groups for a program for ages 11–17', () => {
    expect(values(offeredAgeGroups({ min_age: 11, max_age: 17 }))).toEqual([
      'TWEEN',
      'JUNIOR',
      'HIGH_SCHOOL',
    ]);
  });

  it('keeps the college and adult groups for a program for adults', () => {
    expect(values(offeredAgeGroups({ min_age: 18, max_age: 99 }))).toEqual([
      'HIGH_SCHOOL',
      'SORORITY_FRATERNITY',
      'REGULAR_COLLEGE',
      'NON_COLLEGE_ADULTS',
    ]);
    expect(values(offeredAgeGroups({ min_age: 21, max_age: null }))).toEqual([
      'SORORITY_FRATERNITY',
      'REGULAR_COLLEGE',
      'NON_COLLEGE_ADULTS',
    ]);
  });

  it('offers the groups a narrower youth program meets', () => {
    expect(values(offeredAgeGroups({ min_age: 13, max_age: 14 }))).toEqual(['JUNIOR']);
  });

  it.each([[null], [undefined], [{}], [{ min_age: null, max_age: null }], [{ min_age: -1, max_age: 1.5 }]])(
    'offers every group when the program says nothing usable about its ages (%j)',
    (program) => {
      expect(offeredAgeGroups(program)).toHaveLength(6);
    },
  );

  it('answers whether one value is offered', () => {
    expect(offersAgeGroup({ min_age: 11, max_age: 17 }, 'JUNIOR')).toBe(true);
    expect(offersAgeGroup({ min_age: 11, max_age: 17 }, 'REGULAR_COLLEGE')).toBe(false);
    expect(offersAgeGroup({ min_age: 11, max_age: 17 }, '')).toBe(false);
  });
});

describe('suggestedAgeGroup (age today)', () => {
  const today = '2025-11-24';
  it.each([
    ['2014-11-24', 'TWEEN'], // 11 today
    ['2013-11-25', 'TWEEN'], // 11, turning 12 tomorrow
    ['2012-11-24', 'JUNIOR'], // 13 today
    ['2011-01-01', 'JUNIOR'], // 14
    ['2010-11-24', 'HIGH_SCHOOL'], // 15 today
    ['2007-11-24', 'HIGH_SCHOOL'], // 18
  ])('born %s: %s', (born, group) => {
    expect(suggestedAgeGroup(born, today)).toBe(group);
  });

  it.each([['2015-06-01'], ['2006-11-23'], [null], [''], ['2013-02-30']])(
    'suggests nothing for %j (too young, an adult, or no date)',
    (born) => {
      expect(suggestedAgeGroup(born, today)).toBeNull();
    },
  );
});

describe('suggestedGrade (age on September 1 of the school year, less 5)', () => {
  it.each([
    ['2013-04-02', '2025-11-24', '7'], // 12 on 2025-09-01
    ['2013-09-01', '2025-11-24', '7'], // 12 on the day
    ['2013-09-02', '2025-11-24', '6'], // 11 on 2025-09-01
    ['2013-04-02', '2026-03-15', '7'], // the same school year, in spring
    ['2013-04-02', '2026-08-01', '8'], // a new school year from August
    ['2008-05-05', '2025-11-24', '12'],
    ['2014-06-30', '2025-11-24', '6'],
  ])('born %s, on %s: grade %s', (born, today, grade) => {
    expect(suggestedGrade(born, today)).toBe(grade);
  });

  it.each([['2016-01-01'], ['2007-01-01'], [null], ['not a date']])(
    'suggests no grade outside 5–12 or without a date (%j)',
    (born) => {
      expect(suggestedGrade(born, '2025-11-24')).toBeNull();
    },
  );
});

describe('suggestedPlacement and keepOfferedAgeGroup', () => {
  it('starts a form from the date of birth', () => {
    expect(suggestedPlacement('2013-04-02', '2025-11-24')).toEqual({ age_group: 'TWEEN', grade: '7' });
    expect(suggestedPlacement(null, '2025-11-24')).toEqual({ age_group: '', grade: '' });
  });

  it('clears an age group the new program does not offer and keeps one it does', () => {
    const youth = { min_age: 11, max_age: 17 };
    expect(keepOfferedAgeGroup({ age_group: 'REGULAR_COLLEGE', grade: '7' }, youth)).toEqual({
      age_group: '',
      grade: '7',
    });
    const form = { age_group: 'JUNIOR', grade: '8' };
    expect(keepOfferedAgeGroup(form, youth)).toBe(form);
    expect(keepOfferedAgeGroup({ age_group: '' }, youth)).toEqual({ age_group: '' });
  });
});

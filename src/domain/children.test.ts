import { describe, expect, it } from 'vitest';
import { childProblems, isCalendarDate, leagueToday } from './children';

const today = '2026-05-10';
const child = { first_name: 'Sam', last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' };

describe('childProblems (spec 2 §5 child)', () => {
  it('finds nothing wrong with a complete child', () => {
    expect(childProblems(child, today)).toEqual([]);
  });

  describe.each([
    ['first name blank', { first_name: '  ' }, 'first_name', 'First name is required.'],
    ['last name blank', { last_name: '' }, 'last_name', 'Last name is required.'],
    [
      'birth date tomorrow',
      { date_of_birth: '2026-05-11' },
      'date_of_birth',
      'Date of birth cannot be in the future.',
    ],
    [
      'birth date next year',
      { date_of_birth: '2027-01-01' },
      'date_of_birth',
      'Date of birth cannot be in the future.',
    ],
    ['30 February', { date_of_birth: '2026-02-30' }, 'date_of_birth', 'Enter the date of birth as a date.'],
    ['31 February', { date_of_birth: '2026-02-31' }, 'date_of_birth', 'Enter the date of birth as a date.'],
    ['month 13', { date_of_birth: '2012-13-01' }, 'date_of_birth', 'Enter the date of birth as a date.'],
    ['US-style date', { date_of_birth: '04/02/2013' }, 'date_of_birth', 'Enter the date of birth as a date.'],
    ['before 1900', { date_of_birth: '1899-12-31' }, 'date_of_birth', 'Enter the date of birth as a date.'],
    ['unknown gender', { gender: 'Other' }, 'gender', 'Choose Male or Female.'],
  ] as const)('%s', (_, change, field, message) => {
    it(`answers "${message}" on ${field}`, () => {
      expect(childProblems({ ...child, ...change }, today)).toEqual([{ field, message }]);
    });
  });

  it('accepts a birth date of today and a leap day', () => {
    expect(childProblems({ ...child, date_of_birth: today }, today)).toEqual([]);
    expect(childProblems({ ...child, date_of_birth: '2012-02-29' }, today)).toEqual([]);
  });

  it('lists the problems in the spec order', () => {
    expect(
      childProblems({ first_name: '', last_name: ' ', date_of_birth: '2030-01-01', gender: '' }, today),
    ).toEqual([
      { field: 'first_name', message: 'First name is required.' },
      { field: 'last_name', message: 'Last name is required.' },
      { field: 'date_of_birth', message: 'Date of birth cannot be in the future.' },
    ]);
  });

  it('checks only the fields given (an edit may send one field)', () => {
    expect(childProblems({ last_name: 'Rivers' }, today)).toEqual([]);
    expect(childProblems({ first_name: '' }, today)).toEqual([
      { field: 'first_name', message: 'First name is required.' },
    ]);
  });

  it('lets the date of birth and gender be empty', () => {
    expect(childProblems({ ...child, date_of_birth: '', gender: '' }, today)).toEqual([]);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2013-04-02', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-04-31', false],
    ['2026-4-2', false],
    ['', false],
    ['2026-04-02T00:00:00Z', false],
  ])('%j is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});

describe('leagueToday', () => {
  it("is the date in the league's time zone (US Central), not UTC", () => {
    // 03:00 UTC on 1 March is still the evening of 28 February in Memphis.
    expect(leagueToday(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(leagueToday(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
  });
});

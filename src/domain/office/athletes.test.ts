import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { athleteIdentityInputSchema, consentAfterReset, consentState } from './athletes';

const NOW = new Date('2026-09-01T17:00:00Z');
const profile = (extra: Partial<Parameters<typeof consentState>[0]>) => ({
  date_of_birth: '2011-05-01',
  recruiter_visible: false,
  guardian_approved_at: null,
  guardian_declined_at: null,
  ...extra,
});

describe('consentState', () => {
  it.each([
    [
      'an adult who shows the profile',
      profile({ date_of_birth: '2007-01-01', recruiter_visible: true }),
      'visible',
    ],
    ['an adult who does not', profile({ date_of_birth: '2007-01-01' }), 'hidden'],
    ['a minor without a decision', profile({}), 'pending'],
    ['a minor whose switch is on (it is not consent)', profile({ recruiter_visible: true }), 'pending'],
    ['a minor a guardian approved', profile({ guardian_approved_at: '2026-08-01T00:00:00Z' }), 'approved'],
    ['a minor a guardian declined', profile({ guardian_declined_at: '2026-08-01T00:00:00Z' }), 'declined'],
    [
      'no birth date, approved',
      profile({ date_of_birth: null, guardian_approved_at: '2026-08-01T00:00:00Z' }),
      'approved',
    ],
    ['no birth date', profile({ date_of_birth: null, recruiter_visible: true }), 'pending'],
  ] as const)('%s is %s', (_who, fields, state) => {
    expect(consentState(fields, NOW)).toBe(state);
  });
});

describe('consentAfterReset', () => {
  it('waits for a guardian for a minor or an unknown birth date, and is hidden for an adult', () => {
    expect(consentAfterReset('2012-02-02', NOW)).toBe('pending');
    expect(consentAfterReset(null, NOW)).toBe('pending');
    expect(consentAfterReset('2000-02-02', NOW)).toBe('hidden');
  });
});

describe('athleteIdentityInputSchema', () => {
  const issues = (input: unknown) =>
    v.safeParse(athleteIdentityInputSchema, input).issues?.map((issue) => issue.message) ?? [];

  it('takes the changed fields with a note', () => {
    expect(
      v.parse(athleteIdentityInputSchema, { date_of_birth: ' 2012-04-04 ', note: ' Checked. ' }),
    ).toEqual({
      date_of_birth: '2012-04-04',
      note: 'Checked.',
    });
    expect(v.parse(athleteIdentityInputSchema, { date_of_birth: '', note: 'Unknown.' })).toEqual({
      date_of_birth: null,
      note: 'Unknown.',
    });
  });

  it.each([
    [{ name: 'Jo', note: '  ' }, 'Write a note saying why (the activity log keeps it).'],
    [{ name: ' ', note: 'x' }, 'Enter the athlete’s name.'],
    [
      { date_of_birth: '2999-01-01', note: 'x' },
      'Enter a valid date of birth (YYYY-MM-DD) that is not in the future.',
    ],
    [{ school: 'x'.repeat(201), note: 'x' }, 'The school can be at most 200 characters.'],
  ])('refuses %j: %s', (input, message) => {
    expect(issues(input)).toEqual([message]);
  });
});

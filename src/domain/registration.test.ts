import { describe, expect, it } from 'vitest';
import {
  ATHLETE_REGISTRATION_CHECKS,
  editRegistration,
  EMPTY_REGISTRATION,
  firstRegistrationProblem,
  formatShoeSize,
  isAddressField,
  isRegistrationComplete,
  PARENT_REGISTRATION_CHECKS,
  parseShoeSize,
  registrationCheckoutBody,
  registrationProblems,
  type RegistrationContext,
  type RegistrationForm,
} from './registration';
import { SPEC_GEOGRAPHY } from '../lib/testing/league-geography';

/** Seasons of the two programs: an open one each, one that closed and one not open yet. */
const SEASONS = [
  {
    id: 5,
    title: 'Winter 2027 Junior League',
    program: { id: 'nfl-flag-boys' },
    registration_opens_on: '2026-11-01',
    registration_closes_on: '2026-12-20',
  },
  {
    id: 6,
    title: 'Fall 2026 Varsity',
    program: { id: 'nfl-flag-boys' },
    registration_opens_on: '2026-07-01',
    registration_closes_on: '2026-08-20',
  },
  {
    id: 7,
    title: 'Spring 2027 Meets',
    program: { id: 'track-field' },
    registration_opens_on: '2026-11-20',
    registration_closes_on: null,
  },
  {
    id: 8,
    title: 'Summer 2027 Sevens',
    program: { id: 'nfl-flag-boys' },
    registration_opens_on: '2027-03-01',
    registration_closes_on: '2027-04-01',
  },
];

const context: RegistrationContext = {
  programs: [
    { id: 'nfl-flag-boys', name: 'NFL FLAG Boys', locations: [{ id: 3 }, { id: 4 }] },
    { id: 'track-field', name: 'Track & Field', locations: [] },
  ],
  seasons: SEASONS,
  today: '2026-11-24',
  geography: SPEC_GEOGRAPHY,
};

/** A form that passes every check. */
const complete: RegistrationForm = {
  ...EMPTY_REGISTRATION,
  program: 'nfl-flag-boys',
  season: '5',
  location: '3',
  shirt_size: 'M',
  shorts_size: 'L',
  glove_size: 'S',
  shoe_size: '7.5',
  age_group: 'JUNIOR',
  grade: '7',
  league_county: 'DESOTO',
  league_division: 'NFC_NORTH',
  shipping_name: 'Pat Parent',
  address1: '12 Magnolia St',
  city: 'Hernando',
  state: 'MS',
  postal_code: '38632',
  country: 'US',
};

const form = (changes: Partial<RegistrationForm>): RegistrationForm => ({ ...complete, ...changes });

/**
 * One row per check, in order: a change to the complete form that passes every earlier check and
 * fails this one, and the field it is reported on. The messages differ per portal.
 */
const FAILING_FORMS: readonly (readonly [string, Partial<RegistrationForm>, string])[] = [
  ['program chosen', { program: '  ' }, 'program'],
  ['program found', { program: 'curling' }, 'program'],
  ['season open for the program', { season: '' }, 'season'],
  ['location when the program lists locations', { location: '' }, 'location'],
  ['shirt, shorts and glove sizes', { shorts_size: 'XXL' }, 'shorts_size'],
  ['age group', { age_group: 'TODDLER' }, 'age_group'],
  ['grade', { grade: '' }, 'grade'],
  ['shoe size present', { shoe_size: ' ' }, 'shoe_size'],
  ['shoe size a number above 0', { shoe_size: '0' }, 'shoe_size'],
  ['county', { league_county: '' }, 'league_county'],
  ['division', { league_division: '' }, 'league_division'],
  ['county in the division', { league_county: 'HARRISON' }, 'league_county'],
  ['shipping name', { shipping_name: '   ' }, 'shipping_name'],
  ['complete address', { city: '' }, 'address1'],
  ['US state of 2 letters', { state: 'Kansas City' }, 'state'],
  ['US ZIP of 5 digits or 5+4', { postal_code: '6601' }, 'postal_code'],
];

const PARENT_MESSAGES = [
  'Pick a program first.',
  'Program not available. Refresh and try again.',
  'Choose a season to register for.',
  'Select a location for this program.',
  'Select shirt, shorts, and glove sizes.',
  'Choose an age group.',
  'Choose a grade.',
  'Enter a shoe size.',
  'Enter a valid shoe size.',
  'Select a county assignment.',
  'Select a division for the chosen county.',
  'County does not belong to the selected division.',
  'Enter the shipping contact name.',
  'Enter a complete shipping address before registering.',
  'Use a 2-letter state code (e.g., KS).',
  'Enter a valid ZIP code (e.g., 66012 or 66012-1234).',
];

const ATHLETE_MESSAGES = [
  'Pick a program to continue.',
  'Program not available. Refresh and try again.',
  'Choose a season to register for.',
  'Select a location for this program.',
  'Select uniform sizes for shirt, shorts, and gloves.',
  'Choose a league age group.',
  'Choose a grade level.',
  'Enter a shoe size.',
  'Enter a valid shoe size.',
  'Select a county for your division.',
  'Select a division that matches your county.',
  'County does not belong to the selected division.',
  'Enter the shipping contact name.',
  'Enter a complete shipping address before registering.',
  'Use a 2-letter state code (e.g., KS).',
  'Enter a valid ZIP code (e.g., 66012 or 66012-1234).',
];

describe('parent registration checks (spec 2 §5)', () => {
  it('has the fifteen checks of the spec in order, with the season after the program', () => {
    expect(PARENT_REGISTRATION_CHECKS.map(([, message]) => message)).toEqual(PARENT_MESSAGES);
  });

  describe.each(
    FAILING_FORMS.map(([name, change, field], i) => [i + 1, name, change, field, PARENT_MESSAGES[i]!]),
  )('check %i (%s)', (_, __, change, field, message) => {
    it(`fails with "${message}" on ${field}`, () => {
      expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, form(change), context)).toEqual({
        field,
        message,
      });
    });
  });

  it('finds no problem in a complete form', () => {
    expect(registrationProblems(PARENT_REGISTRATION_CHECKS, complete, context)).toEqual([]);
    expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, complete, context)).toBeNull();
  });

  it('lists every failing check in order, skipping those that depend on a failed one', () => {
    const problems = registrationProblems(
      PARENT_REGISTRATION_CHECKS,
      form({ program: 'curling', grade: '', shoe_size: '', league_county: 'HARRISON', city: '' }),
      context,
    );
    expect(problems).toEqual([
      { field: 'program', message: 'Program not available. Refresh and try again.' },
      { field: 'grade', message: 'Choose a grade.' },
      { field: 'shoe_size', message: 'Enter a shoe size.' },
      { field: 'league_county', message: 'County does not belong to the selected division.' },
      { field: 'address1', message: 'Enter a complete shipping address before registering.' },
    ]);
  });

  it.each([
    ['shirt_size', { shirt_size: '' }],
    ['shorts_size', { shorts_size: '' }],
    ['glove_size', { glove_size: 'XS' }],
  ] as const)('reports the sizes check on %s, the first size missing', (field, change) => {
    expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, form(change), context)?.field).toBe(field);
  });

  it('needs no location for a program that lists none, and refuses a venue the program does not list', () => {
    const track = form({ program: 'track-field', season: '7', location: '' });
    expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, track, context)).toBeNull();
    expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, form({ location: '9' }), context)).toEqual({
      field: 'location',
      message: 'Select a location for this program.',
    });
  });

  it('checks the address after normalising it: state names, country names and lower case pass', () => {
    const typed = form({ state: 'mississippi', country: 'United States', postal_code: '38632-1234' });
    expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, typed, context)).toBeNull();
  });

  it('applies the US state and ZIP rules only to US addresses', () => {
    const canada = form({ state: 'Ontario', postal_code: 'k1a 0b1', country: 'Canada' });
    expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, canada, context)).toBeNull();
  });

  it('accepts a missing phone (optional)', () => {
    expect(
      firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, form({ shipping_phone: '' }), context),
    ).toBeNull();
  });
});

describe('athlete registration checks (spec 3 §5)', () => {
  const athlete: RegistrationContext = { ...context, profileSaved: true };
  const rows = [
    [
      'profile saved',
      'athlete_profile',
      {},
      { profileSaved: false },
      'Create and save your athlete profile before registering.',
    ],
    ...FAILING_FORMS.map(
      ([name, change, field], i) => [name, field, change, {}, ATHLETE_MESSAGES[i]!] as const,
    ),
  ] as const;

  it('has the sixteen checks of the spec in order, with the season after the program', () => {
    expect(ATHLETE_REGISTRATION_CHECKS.map(([, message]) => message)).toEqual(rows.map((row) => row[4]));
    expect(rows).toHaveLength(17);
  });

  describe.each(rows.map((row, i) => [i + 1, ...row] as const))(
    'check %i (%s)',
    (_, __, field, change, contextChange, message) => {
      it(`fails with "${message}" on ${field}`, () => {
        expect(
          firstRegistrationProblem(ATHLETE_REGISTRATION_CHECKS, form(change), {
            ...athlete,
            ...contextChange,
          }),
        ).toEqual({ field, message });
      });
    },
  );

  it('finds no problem in a complete form with a saved profile', () => {
    expect(registrationProblems(ATHLETE_REGISTRATION_CHECKS, complete, athlete)).toEqual([]);
  });
});

describe('the season (issue 19 item 1)', () => {
  it.each([
    ['6', 'Registration for Fall 2026 Varsity closed on Aug 20, 2026.'],
    ['8', 'Registration for Summer 2027 Sevens opens on Mar 1, 2027.'],
    ['7', 'Choose a season to register for.'],
    ['99', 'Choose a season to register for.'],
  ])('refuses season %s: "%s"', (season, message) => {
    expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, form({ season }), context)).toEqual({
      field: 'season',
      message,
    });
  });

  it('says so when no season of the program is open', () => {
    const closed = { ...context, today: '2027-01-10' };
    expect(firstRegistrationProblem(PARENT_REGISTRATION_CHECKS, form({ season: '' }), closed)).toEqual({
      field: 'season',
      message: 'Registration for NFL FLAG Boys is not open right now.',
    });
  });

  it('is sent with the checkout body as a number', () => {
    expect(registrationCheckoutBody(complete, { child: 4 }).season).toBe(5);
  });
});

describe('isRegistrationComplete', () => {
  it('is true for a complete form', () => {
    expect(isRegistrationComplete(complete, context)).toBe(true);
  });

  it.each([
    'program',
    'season',
    'shirt_size',
    'shorts_size',
    'glove_size',
    'shoe_size',
    'age_group',
    'grade',
    'league_county',
    'league_division',
    'shipping_name',
    'address1',
    'city',
    'state',
    'postal_code',
  ] as const)('is false while %s is empty', (field) => {
    expect(isRegistrationComplete(form({ [field]: ' ' }), context)).toBe(false);
  });

  it('needs a location only when the program lists locations', () => {
    expect(isRegistrationComplete(form({ location: '' }), context)).toBe(false);
    expect(isRegistrationComplete(form({ program: 'track-field', season: '7', location: '' }), context)).toBe(
      true,
    );
  });

  it('does not need the optional phone, address line 2 or division', () => {
    expect(isRegistrationComplete(form({ shipping_phone: '', address2: '', division: '' }), context)).toBe(
      true,
    );
  });

  it('is false for the empty form', () => {
    expect(isRegistrationComplete(EMPTY_REGISTRATION, context)).toBe(false);
  });
});

describe('editRegistration (spec 2 §4 form coupling)', () => {
  it('clears the county when the division changes', () => {
    const next = editRegistration(complete, 'league_division', 'AFC_SOUTH', SPEC_GEOGRAPHY);
    expect(next).toMatchObject({ league_division: 'AFC_SOUTH', league_county: '' });
  });

  it('keeps the county when the same division is chosen again', () => {
    expect(editRegistration(complete, 'league_division', 'NFC_NORTH', SPEC_GEOGRAPHY).league_county).toBe(
      'DESOTO',
    );
  });

  it("sets the county's division when a county is chosen", () => {
    const next = editRegistration(
      form({ league_county: '', league_division: '' }),
      'league_county',
      'HARRISON',
      SPEC_GEOGRAPHY,
    );
    expect(next).toMatchObject({ league_county: 'HARRISON', league_division: 'AFC_SOUTH' });
    expect(editRegistration(complete, 'league_county', 'MADISON', SPEC_GEOGRAPHY).league_division).toBe(
      'AFC_NORTH',
    );
  });

  it('keeps the division when the county is cleared', () => {
    expect(editRegistration(complete, 'league_county', '', SPEC_GEOGRAPHY)).toMatchObject({
      league_county: '',
      league_division: 'NFC_NORTH',
    });
  });

  it('clears the location, program division and season when the program changes', () => {
    const next = editRegistration(form({ division: '12' }), 'program', 'track-field', SPEC_GEOGRAPHY);
    expect(next).toMatchObject({ program: 'track-field', location: '', division: '', season: '' });
  });

  it('keeps the location when the same program is chosen again', () => {
    expect(editRegistration(complete, 'program', 'nfl-flag-boys', SPEC_GEOGRAPHY).location).toBe('3');
  });

  it('changes only the edited field otherwise, without touching the given form', () => {
    const before = { ...complete };
    const next = editRegistration(complete, 'grade', '8', SPEC_GEOGRAPHY);
    expect(next).toEqual({ ...complete, grade: '8' });
    expect(complete).toEqual(before);
  });

  it.each([
    ['address1', true],
    ['address2', true],
    ['city', true],
    ['state', true],
    ['postal_code', true],
    ['country', true],
    ['shipping_name', false],
    ['shipping_phone', false],
    ['program', false],
  ] as const)('treats %s as an address field (clears the confirmation): %s', (field, expected) => {
    expect(isAddressField(field)).toBe(expected);
  });
});

describe('shoe size', () => {
  it.each([
    ['9', 9],
    [' 7.5 ', 7.5],
    ['0.5', 0.5],
    ['12.25', 12.25],
    ['30', 30],
  ])('parses %j as %d', (text, size) => {
    expect(parseShoeSize(text)).toBe(size);
  });

  it.each([[''], ['0'], ['0.0'], ['-1'], ['abc'], ['9.'], ['.5'], ['1e1'], ['7,5'], ['31']])(
    'refuses %j',
    (text) => {
      expect(parseShoeSize(text)).toBeNull();
    },
  );

  it.each([
    ['9', '9.0'],
    ['7.5', '7.5'],
    [' 10 ', '10.0'],
    ['8.25', '8.3'],
    ['8.24', '8.2'],
  ])('sends %j with one decimal as %j', (text, sent) => {
    expect(formatShoeSize(text)).toBe(sent);
  });

  it('leaves an invalid size as typed (the checks report it)', () => {
    expect(formatShoeSize(' big ')).toBe('big');
  });
});

describe('registrationCheckoutBody (spec 2 §7)', () => {
  it('builds the parent checkout body with the normalised address and confirm: true', () => {
    const typed = form({
      program: ' nfl-flag-boys ',
      shoe_size: '9',
      shipping_name: ' Pat Parent ',
      shipping_phone: ' 662-555-0100 ',
      address1: ' 12  Magnolia St ',
      address2: 'Apt 4',
      state: 'mississippi',
      postal_code: '38632',
      country: 'USA',
      division: '7',
    });
    expect(registrationCheckoutBody(typed, { child: 12 }, 5)).toEqual({
      kind: 'parent_registration',
      child: 12,
      program: 'nfl-flag-boys',
      season: 5,
      location: 3,
      division: 7,
      shirt_size: 'M',
      shorts_size: 'L',
      glove_size: 'S',
      shoe_size: '9.0',
      grade: '7',
      age_group: 'JUNIOR',
      league_division: 'NFC_NORTH',
      league_county: 'DESOTO',
      shipping_name: 'Pat Parent',
      shipping_phone: '662-555-0100',
      shipping_address: {
        id: 5,
        address1: '12 Magnolia St',
        address2: 'Apt 4',
        city: 'Hernando',
        state: 'MS',
        postal_code: '38632',
        country: 'US',
        confirm: true,
      },
    });
  });

  it('sends location and division as null when not chosen, and no address id when there is none', () => {
    const body = registrationCheckoutBody(form({ program: 'track-field', location: '' }), { child: 3 });
    expect(body.location).toBeNull();
    expect(body.division).toBeNull();
    expect(body.shipping_address).not.toHaveProperty('id');
  });

  it('makes an athlete registration body for an athlete profile', () => {
    const body = registrationCheckoutBody(complete, { athlete_profile: 4 });
    expect(body.kind).toBe('athlete_registration');
    expect(body.athlete_profile).toBe(4);
    expect(body).not.toHaveProperty('child');
  });
});

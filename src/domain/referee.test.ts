import { describe, expect, it } from 'vitest';
import { feeAmount, roleFees } from './account';
import {
  FALLBACK_REFEREE_METRICS,
  firstRefereeShippingProblem,
  leadBody,
  leadProblem,
  mayPayRefereeFee,
  REFEREE_INTERESTS,
  refereeCheckoutBody,
  refereePayTable,
  refereeFeePaid,
  refereeShippingProblems,
  sessionQuery,
  sessionWhen,
  upcomingSessions,
  type RefereeLeadForm,
  type RefereeShipping,
} from './referee';

const shipping = (changes: Partial<RefereeShipping>): RefereeShipping => ({
  shipping_name: 'Lena Carter',
  shipping_phone: '901-555-0100',
  address1: '40 Poplar Ave',
  address2: '',
  city: 'Memphis',
  state: 'TN',
  postal_code: '38103',
  country: 'US',
  ...changes,
});

describe('refereeShippingProblems (spec 3 §5 referee checkout shipping)', () => {
  it('finds nothing wrong with a complete US address', () => {
    expect(refereeShippingProblems(shipping({}))).toEqual([]);
  });

  describe.each([
    ['shipping name', { shipping_name: ' ' }, 'shipping_name', 'Enter the shipping contact name.'],
    [
      'phone (required here)',
      { shipping_phone: '' },
      'shipping_phone',
      'Enter a shipping contact phone number.',
    ],
    [
      'complete address',
      { city: '' },
      'address1',
      'Enter a complete shipping address (street, city, state, postal code).',
    ],
    ['US state', { state: 'TENN' }, 'state', 'Use a 2-letter state code (e.g., KS).'],
    ['US ZIP', { postal_code: '3810' }, 'postal_code', 'Enter a valid ZIP code (e.g., 66012 or 66012-1234).'],
    [
      'Canadian postal code',
      { country: 'CA', state: 'ON', postal_code: 'K1A 01B' },
      'postal_code',
      'Enter a valid Canadian postal code (e.g., K1A 0B1).',
    ],
    [
      'Mexican postal code',
      { country: 'MX', state: 'JAL', postal_code: '4410' },
      'postal_code',
      'Enter a valid Mexican postal code (5 digits).',
    ],
  ] as const)('rule: %s', (_, change, field, message) => {
    it(`answers "${message}" on ${field}`, () => {
      expect(refereeShippingProblems(shipping(change))).toEqual([{ field, message }]);
    });
  });

  it('reports every failing rule in order, and no postal rule while the address is incomplete', () => {
    expect(
      refereeShippingProblems(
        shipping({ shipping_name: '', shipping_phone: '', city: '', postal_code: 'x' }),
      ),
    ).toEqual([
      { field: 'shipping_name', message: 'Enter the shipping contact name.' },
      { field: 'shipping_phone', message: 'Enter a shipping contact phone number.' },
      { field: 'address1', message: 'Enter a complete shipping address (street, city, state, postal code).' },
    ]);
  });

  it('accepts valid Canadian and Mexican addresses', () => {
    expect(refereeShippingProblems(shipping({ country: 'CA', state: 'ON', postal_code: 'K1A 0B1' }))).toEqual(
      [],
    );
    expect(refereeShippingProblems(shipping({ country: 'MX', state: 'JAL', postal_code: '44100' }))).toEqual(
      [],
    );
  });
});

describe('leadProblem (spec 3 §5 referee lead)', () => {
  const form = (changes: Partial<RefereeLeadForm> = {}): RefereeLeadForm => ({
    name: 'Jordan Hayes',
    email: 'jordan@example.org',
    phone: '901-555-0111',
    level: '',
    preferred_date: '',
    notes: '',
    ...changes,
  });

  it('finds nothing wrong when name, email and phone are given', () => {
    expect(leadProblem(form())).toBeNull();
  });

  it.each(['name', 'email', 'phone'] as const)(
    'answers "Name, email, and phone are required." at %s when it is blank',
    (field) => {
      expect(leadProblem(form({ [field]: '  ' }))).toEqual({
        field,
        message: 'Name, email, and phone are required.',
      });
    },
  );

  it('points at the first missing field in form order', () => {
    expect(leadProblem(form({ email: '', phone: '' }))?.field).toBe('email');
  });

  it('sends trimmed values, an empty preferred date as null, and the page as source', () => {
    expect(leadBody(form({ name: ' Jordan ', level: 'Uniform Package', notes: ' hi ' }))).toEqual({
      name: 'Jordan',
      email: 'jordan@example.org',
      phone: '901-555-0111',
      level: 'Uniform Package',
      preferred_date: null,
      notes: 'hi',
      source: 'referee_training',
    });
    expect(leadBody(form({ preferred_date: '2026-12-05' })).preferred_date).toBe('2026-12-05');
  });

  it('offers the four interest options of spec 3 §9', () => {
    expect(REFEREE_INTERESTS).toEqual([
      'Training Fee',
      'Game Weekend Availability',
      'Certification Interest',
      'Uniform Package',
    ]);
  });
});

describe('the training checkout', () => {
  const typed = {
    shipping_name: ' Lena Carter ',
    shipping_phone: '901-555-0100',
    address1: '40 Poplar Ave',
    address2: '',
    city: 'Memphis',
    state: 'tennessee',
    postal_code: '38103',
    country: 'usa',
  };

  it('sends kind referee_training, the notes and the normalised, confirmed address', () => {
    expect(refereeCheckoutBody(typed, ' Mornings ')).toEqual({
      kind: 'referee_training',
      notes: 'Mornings',
      shipping_name: 'Lena Carter',
      shipping_phone: '901-555-0100',
      shipping_address: {
        address1: '40 Poplar Ave',
        address2: '',
        city: 'Memphis',
        state: 'TN',
        postal_code: '38103',
        country: 'US',
        confirm: true,
      },
    });
  });

  it('checks the typed form after normalising it (lower-case Canadian postal codes pass)', () => {
    expect(firstRefereeShippingProblem(typed)).toBeNull();
    expect(
      firstRefereeShippingProblem({ ...typed, country: 'Canada', state: 'on', postal_code: 'k1a 0b1' }),
    ).toBeNull();
    expect(firstRefereeShippingProblem({ ...typed, shipping_phone: ' ' })).toEqual({
      field: 'shipping_phone',
      message: 'Enter a shipping contact phone number.',
    });
  });

  it.each([
    ['referee', true],
    ['REFEREE', true],
    ['staff_admin', true],
    ['STAFF', true],
    ['admin', true],
    ['parent_guardian', false],
    ['athlete', false],
    ['coach', false],
    ['recruiter', false],
    [null, false],
  ])('lets a %s account pay online: %s', (role, allowed) => {
    expect(mayPayRefereeFee(role)).toBe(allowed);
  });

  it('reads a paid referee training registration as paid, and nothing else', () => {
    expect(refereeFeePaid([{ kind: 'referee_training', payment_status: 'paid' }])).toBe(true);
    expect(refereeFeePaid([{ kind: 'referee_training', payment_status: 'unpaid' }])).toBe(false);
    expect(refereeFeePaid([{ kind: 'parent_registration', payment_status: 'paid' }])).toBe(false);
    expect(refereeFeePaid([])).toBe(false);
  });
});

describe('the pay table and the built-in metrics (spec 3 §9)', () => {
  it('shows the training fee $250.00 one time, game pay $75.00 per game weekend, certification TBD', () => {
    expect(refereePayTable().map((line) => [line.item, feeAmount(line), line.note])).toEqual([
      ['Training fee', '$250.00', 'One time.'],
      ['Game pay', '$75.00', 'Per game weekend.'],
      ['Certification', 'Price TBD', 'Optional.'],
    ]);
  });

  it('shows the training fee of the league price list it is given, the same line /register shows', () => {
    const prices = { fee_cents: 18_000, uniform_cents: 6_000, referee_training_cents: 19_500 };
    const training = refereePayTable(prices.referee_training_cents)[0]!;
    expect([training.item, feeAmount(training), training.note]).toEqual([
      'Training fee',
      '$195.00',
      'One time.',
    ]);
    const register = roleFees(prices).referee.find((line) => line.item === 'Referee training');
    expect(register && feeAmount(register)).toBe('$195.00');
    // Game pay and certification are not office prices: they stay as the spec reads them.
    expect(refereePayTable(19_500).slice(1)).toEqual(refereePayTable().slice(1));
  });

  it('falls back to $75 per weekend, 15+ fields and 4 states', () => {
    expect(FALLBACK_REFEREE_METRICS.map((m) => `${m.value} ${m.label}`)).toEqual([
      '$75 per weekend',
      '15+ fields',
      '4 states',
    ]);
  });
});

describe('training sessions', () => {
  const event = (starts_at: string, ends_at: string, title = 'Clinic') => ({
    id: 1,
    title,
    starts_at,
    ends_at,
    location_text: '',
    notes: '',
    program: null,
    program_name: null,
    program_sport: null,
    category: 'referee_training',
  });

  it('asks for referee sessions, 50 a page, within the bounds given', () => {
    expect(sessionQuery({})).toBe('category=referee_training&page_size=50');
    expect(sessionQuery({ start: '2026-12-05T06:00:00.000Z', end: '2026-12-13T05:59:59.000Z' })).toBe(
      'category=referee_training&page_size=50&start=2026-12-05T06%3A00%3A00.000Z&end=2026-12-13T05%3A59%3A59.000Z',
    );
  });

  it('shows the day and hours in league time', () => {
    expect(sessionWhen(event('2026-12-05T15:00:00Z', '2026-12-05T21:00:00Z'))).toEqual({
      day: 'Sat, Dec 5, 2026',
      hours: '9:00 AM – 3:00 PM CST',
    });
  });

  it('keeps sessions that have not ended, soonest first', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const sessions = [
      event('2026-12-12T15:00:00Z', '2026-12-12T21:00:00Z', 'later'),
      event('2026-11-28T15:00:00Z', '2026-11-28T21:00:00Z', 'past'),
      event('2026-12-05T15:00:00Z', '2026-12-05T21:00:00Z', 'soon'),
    ];
    expect(upcomingSessions(sessions, now).map((e) => e.title)).toEqual(['soon', 'later']);
  });
});

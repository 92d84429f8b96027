import { describe, expect, it } from 'vitest';
import { refereeShippingProblems, type RefereeShipping } from './referee';

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

import { describe, expect, it } from 'vitest';
import {
  addressLine2Warning,
  isCompleteAddress,
  normalizeAddress,
  normalizeCountry,
  normalizeState,
  postalProblem,
  savedShippingAddress,
  usAddressProblem,
  type ShippingAddress,
} from './shipping';

const address = (changes: Partial<ShippingAddress>): ShippingAddress => ({
  address1: '12 Magnolia St',
  address2: '',
  city: 'Hernando',
  state: 'MS',
  postal_code: '38632',
  country: 'US',
  ...changes,
});

describe('normalizeCountry', () => {
  it.each([
    ['USA', 'US'],
    ['usa', 'US'],
    ['United States', 'US'],
    ['united  states ', 'US'],
    ['United States of America', 'US'],
    ['U.S.', 'US'],
    ['us', 'US'],
    ['Canada', 'CA'],
    ['canada', 'CA'],
    ['Mexico', 'MX'],
    ['México', 'MX'],
    ['mx', 'MX'],
    ['', 'US'],
    ['   ', 'US'],
    ['gb', 'GB'],
  ])('reads %j as %j', (typed, code) => {
    expect(normalizeCountry(typed)).toBe(code);
  });
});

describe('normalizeState', () => {
  it.each([
    ['Mississippi', 'US', 'MS'],
    ['mississippi', 'US', 'MS'],
    [' Tennessee ', 'US', 'TN'],
    ['ARKANSAS', 'US', 'AR'],
    ['alabama', 'US', 'AL'],
    ['New  York', 'US', 'NY'],
    ['District of Columbia', 'US', 'DC'],
    ['ms', 'US', 'MS'],
    ['Kansas City', 'US', 'KANSAS CITY'],
    ['Ontario', 'CA', 'ON'],
    ['québec', 'CA', 'QC'],
    ['bc', 'CA', 'BC'],
    ['Jalisco', 'MX', 'JALISCO'],
  ])('reads %j in %s as %j', (typed, country, code) => {
    expect(normalizeState(typed, country)).toBe(code);
  });

  it('does not turn a Canadian province name into a code for a US address', () => {
    expect(normalizeState('Ontario', 'US')).toBe('ONTARIO');
  });
});

describe('normalizeAddress', () => {
  it('trims and squeezes every field, converts the state and country, and upper-cases the postal code', () => {
    expect(
      normalizeAddress({
        address1: '  12   Magnolia St ',
        address2: ' Apt  4 ',
        city: ' Hernando ',
        state: 'mississippi',
        postal_code: ' 38632-1234 ',
        country: 'United States',
      }),
    ).toEqual({
      address1: '12 Magnolia St',
      address2: 'Apt 4',
      city: 'Hernando',
      state: 'MS',
      postal_code: '38632-1234',
      country: 'US',
    });
  });

  it('defaults the country to US, so a state name still becomes its code', () => {
    expect(normalizeAddress(address({ state: 'Tennessee', country: '' }))).toMatchObject({
      state: 'TN',
      country: 'US',
    });
  });

  it('upper-cases a Canadian postal code and converts the province name', () => {
    expect(
      normalizeAddress(address({ state: 'ontario', postal_code: 'k1a 0b1', country: 'Canada' })),
    ).toMatchObject({ state: 'ON', postal_code: 'K1A 0B1', country: 'CA' });
  });
});

describe('isCompleteAddress', () => {
  it('is true with line 1, city, state and postal code', () => {
    expect(isCompleteAddress(address({}))).toBe(true);
  });

  it.each(['address1', 'city', 'state', 'postal_code'] as const)('is false without %s', (field) => {
    expect(isCompleteAddress(address({ [field]: '' }))).toBe(false);
  });

  it('does not need line 2', () => {
    expect(isCompleteAddress(address({ address2: '' }))).toBe(true);
  });
});

describe('US address rules', () => {
  it.each(['38632', '38632-1234'])('accepts the ZIP %s', (zip) => {
    expect(usAddressProblem(address({ postal_code: zip }))).toBeNull();
  });

  it.each(['3863', '386321', '38632-12', '38632 1234', 'ABCDE'])('refuses the ZIP %s', (zip) => {
    expect(usAddressProblem(address({ postal_code: zip }))).toEqual({
      field: 'postal_code',
      message: 'Enter a valid ZIP code (e.g., 66012 or 66012-1234).',
    });
  });

  it.each(['MISS', 'M', 'M1'])('refuses the state %s before looking at the ZIP', (state) => {
    expect(usAddressProblem(address({ state, postal_code: 'bad' }))).toEqual({
      field: 'state',
      message: 'Use a 2-letter state code (e.g., KS).',
    });
  });

  it('does not apply to other countries', () => {
    expect(usAddressProblem(address({ state: 'Ontario', postal_code: 'K1A 0B1', country: 'CA' }))).toBeNull();
  });
});

describe('postalProblem (referee checkout: US, Canada and Mexico)', () => {
  it.each([
    ['US', 'MS', '38632'],
    ['CA', 'ON', 'K1A 0B1'],
    ['CA', 'ON', 'K1A0B1'],
    ['MX', 'JAL', '44100'],
    ['GB', 'LONDON', 'SW1A 1AA'],
  ])('accepts a %s postal code %s', (country, state, postal) => {
    expect(postalProblem(address({ country, state, postal_code: postal }))).toBeNull();
  });

  it.each(['K1A 0B', '1A1 0B1', 'K1A-0B1', '12345'])('refuses the Canadian postal code %s', (postal) => {
    expect(postalProblem(address({ country: 'CA', state: 'ON', postal_code: postal }))).toEqual({
      field: 'postal_code',
      message: 'Enter a valid Canadian postal code (e.g., K1A 0B1).',
    });
  });

  it.each(['4410', '441000', 'ABCDE'])('refuses the Mexican postal code %s', (postal) => {
    expect(postalProblem(address({ country: 'MX', state: 'JAL', postal_code: postal }))).toEqual({
      field: 'postal_code',
      message: 'Enter a valid Mexican postal code (5 digits).',
    });
  });

  it('applies the US rules to US addresses', () => {
    expect(postalProblem(address({ postal_code: '123' }))).toEqual({
      field: 'postal_code',
      message: 'Enter a valid ZIP code (e.g., 66012 or 66012-1234).',
    });
  });
});

describe('addressLine2Warning', () => {
  it('warns while line 2 is filled and line 1 is empty', () => {
    expect(addressLine2Warning({ address1: '  ', address2: 'Apt 4' })).toBe(
      'Enter address line 1 before using address line 2.',
    );
  });

  it.each([
    ['both filled', { address1: '12 Magnolia St', address2: 'Apt 4' }],
    ['only line 1', { address1: '12 Magnolia St', address2: '' }],
    ['both empty', { address1: '', address2: ' ' }],
  ])('is silent with %s', (_, input) => {
    expect(addressLine2Warning(input)).toBeNull();
  });
});

describe('savedShippingAddress', () => {
  it('gives the address saved on the account as form values, only the fields it has', () => {
    expect(
      savedShippingAddress({
        shipping_address: {
          address1: '40 Poplar Ave',
          city: 'Memphis',
          state: 'TN',
          postal_code: '',
          confirmed_at: 'x',
        },
      }),
    ).toEqual({ address1: '40 Poplar Ave', city: 'Memphis', state: 'TN' });
  });

  it('gives nothing for an account without one', () => {
    expect(savedShippingAddress({ shipping_address: null })).toEqual({});
    expect(savedShippingAddress(null)).toEqual({});
  });
});

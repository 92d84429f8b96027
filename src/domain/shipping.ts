/**
 * Shipping addresses for registrations and the referee checkout (spec 2 §5, spec 3 §5): normalising
 * what people type (state names to codes, country names to ISO codes, upper case) and the postal
 * rules per country.
 */

/** The address fields of a registration form, as typed. */
export interface AddressInput {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

/** A normalised address, as sent and stored. */
export type ShippingAddress = AddressInput;

export const DEFAULT_COUNTRY = 'US';

const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
};

const CANADIAN_PROVINCES: Record<string, string> = {
  alberta: 'AB',
  'british columbia': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  'nova scotia': 'NS',
  ontario: 'ON',
  'prince edward island': 'PE',
  quebec: 'QC',
  québec: 'QC',
  saskatchewan: 'SK',
  'northwest territories': 'NT',
  nunavut: 'NU',
  yukon: 'YT',
};

const COUNTRIES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  ca: 'CA',
  canada: 'CA',
  mx: 'MX',
  mexico: 'MX',
  méxico: 'MX',
};

const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A country as a 2-letter code: USA and United States are US, Canada CA, Mexico MX; empty is US. */
export function normalizeCountry(country: string): string {
  const text = squeeze(country);
  if (!text) return DEFAULT_COUNTRY;
  return COUNTRIES[text.toLowerCase()] ?? text.toUpperCase();
}

/** A state or province: full names become their 2-letter codes; everything is upper case. */
export function normalizeState(state: string, country: string): string {
  const text = squeeze(state);
  const names = country === 'CA' ? CANADIAN_PROVINCES : country === 'US' ? US_STATES : {};
  return names[text.toLowerCase()] ?? text.toUpperCase();
}

/** The address as it is sent and stored: trimmed, country and state codes, upper-case postal code. */
export function normalizeAddress(input: AddressInput): ShippingAddress {
  const country = normalizeCountry(input.country);
  return {
    address1: squeeze(input.address1),
    address2: squeeze(input.address2),
    city: squeeze(input.city),
    state: normalizeState(input.state, country),
    postal_code: squeeze(input.postal_code).toUpperCase(),
    country,
  };
}

export const ADDRESS_MESSAGES = {
  incomplete: 'Enter a complete shipping address before registering.',
  usState: 'Use a 2-letter state code (e.g., KS).',
  usZip: 'Enter a valid ZIP code (e.g., 66012 or 66012-1234).',
  line2WithoutLine1: 'Enter address line 1 before using address line 2.',
  refereeName: 'Enter the shipping contact name.',
  refereePhone: 'Enter a shipping contact phone number.',
  refereeIncomplete: 'Enter a complete shipping address (street, city, state, postal code).',
  canadaPostal: 'Enter a valid Canadian postal code (e.g., K1A 0B1).',
  mexicoPostal: 'Enter a valid Mexican postal code (5 digits).',
} as const;

/** Whether line 1, city, state and postal code are all given. */
export function isCompleteAddress(address: ShippingAddress): boolean {
  return Boolean(address.address1 && address.city && address.state && address.postal_code);
}

/** The US rules of a registration address (state code, then ZIP), or null when they hold. */
export function usAddressProblem(address: ShippingAddress): { field: string; message: string } | null {
  if (address.country !== 'US') return null;
  if (!/^[A-Z]{2}$/.test(address.state)) return { field: 'state', message: ADDRESS_MESSAGES.usState };
  if (!/^\d{5}(-\d{4})?$/.test(address.postal_code)) {
    return { field: 'postal_code', message: ADDRESS_MESSAGES.usZip };
  }
  return null;
}

/** The postal rule of a country other than the US (referee checkout), or null when it holds. */
export function postalProblem(address: ShippingAddress): { field: string; message: string } | null {
  if (address.country === 'CA' && !/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/.test(address.postal_code)) {
    return { field: 'postal_code', message: ADDRESS_MESSAGES.canadaPostal };
  }
  if (address.country === 'MX' && !/^\d{5}$/.test(address.postal_code)) {
    return { field: 'postal_code', message: ADDRESS_MESSAGES.mexicoPostal };
  }
  return usAddressProblem(address);
}

/** The warning shown while line 2 is filled and line 1 is empty, else null. */
export function addressLine2Warning(input: Pick<AddressInput, 'address1' | 'address2'>): string | null {
  return input.address2.trim() && !input.address1.trim() ? ADDRESS_MESSAGES.line2WithoutLine1 : null;
}

const ADDRESS_KEYS = ['address1', 'address2', 'city', 'state', 'postal_code', 'country'] as const;

/** The address saved on an account (the user's `shipping_address`) as form values: only the fields it has. */
export function savedShippingAddress(
  user: { [field: string]: unknown } | null | undefined,
): Partial<AddressInput> {
  const saved = user?.['shipping_address'];
  if (!saved || typeof saved !== 'object') return {};
  const record = saved as Record<string, unknown>;
  return Object.fromEntries(
    ADDRESS_KEYS.flatMap((key) => {
      const value = record[key];
      return typeof value === 'string' && value ? [[key, value]] : [];
    }),
  );
}

/** When the address saved on an account was confirmed (ISO time), or null. */
export function savedAddressConfirmedAt(
  user: { [field: string]: unknown } | null | undefined,
): string | null {
  const saved = user?.['shipping_address'];
  const at = saved && typeof saved === 'object' ? (saved as Record<string, unknown>)['confirmed_at'] : null;
  return typeof at === 'string' && at ? at : null;
}

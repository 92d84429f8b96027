/** Request bodies the server tests send to start a registration. */

/** A complete parent registration body for a child (spec 2 §7); `overrides` replaces fields. */
export const registrationBody = (child: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'parent_registration',
  child,
  program: 'nfl-flag-boys',
  location: null,
  shirt_size: 'M',
  shorts_size: 'M',
  glove_size: 'S',
  shoe_size: '7.5',
  grade: '7',
  age_group: 'JUNIOR',
  league_division: 'NFC_NORTH',
  league_county: 'DESOTO',
  shipping_name: 'Pat Parent',
  shipping_phone: '',
  shipping_address: {
    address1: '12 Magnolia St',
    address2: '',
    city: 'Hernando',
    state: 'Mississippi',
    postal_code: '38632',
    country: 'USA',
    confirm: true,
  },
  ...overrides,
});

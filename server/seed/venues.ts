/** Demo venues across Mississippi, Tennessee, Arkansas and Alabama, and the programs each hosts. */

/** A seeded venue; `key` links it to programs and seasons below. */
export interface SeedVenue {
  key: string;
  name: string;
  addressLine1: string;
  city: string;
  state: 'MS' | 'TN' | 'AR' | 'AL';
  postalCode: string;
  latitude: number;
  longitude: number;
  active?: boolean;
}

export const SEED_VENUES: SeedVenue[] = [
  {
    key: 'snowden',
    name: 'Snowden Grove Park',
    addressLine1: '6285 Snowden Ln',
    city: 'Southaven',
    state: 'MS',
    postalCode: '38672',
    latitude: 34.9632,
    longitude: -89.9785,
  },
  {
    key: 'olive-branch',
    name: 'Olive Branch City Park',
    addressLine1: '8801 Pigeon Roost Rd',
    city: 'Olive Branch',
    state: 'MS',
    postalCode: '38654',
    latitude: 34.9448,
    longitude: -89.8401,
  },
  {
    key: 'hernando',
    name: 'Hernando Parks Sports Complex',
    addressLine1: '475 W Commerce St',
    city: 'Hernando',
    state: 'MS',
    postalCode: '38632',
    latitude: 34.8239,
    longitude: -89.9989,
  },
  {
    key: 'senatobia',
    name: 'Tate County Sports Park',
    addressLine1: '1000 Sports Park Dr',
    city: 'Senatobia',
    state: 'MS',
    postalCode: '38668',
    latitude: 34.6188,
    longitude: -89.9682,
  },
  {
    key: 'batesville',
    name: 'Panola County Sportsplex',
    addressLine1: '300 Brewer Rd',
    city: 'Batesville',
    state: 'MS',
    postalCode: '38606',
    latitude: 34.3151,
    longitude: -89.9437,
  },
  {
    key: 'oxford',
    name: 'Oxford Activity Center Fields',
    addressLine1: '1 Sportsplex Dr',
    city: 'Oxford',
    state: 'MS',
    postalCode: '38655',
    latitude: 34.3497,
    longitude: -89.5148,
  },
  {
    key: 'tupelo',
    name: 'Ballard Park',
    addressLine1: '1200 Ballard Park Dr',
    city: 'Tupelo',
    state: 'MS',
    postalCode: '38801',
    latitude: 34.2493,
    longitude: -88.7183,
  },
  {
    key: 'starkville',
    name: 'Starkville Sportsplex',
    addressLine1: '405 Lynn Ln',
    city: 'Starkville',
    state: 'MS',
    postalCode: '39759',
    latitude: 33.4482,
    longitude: -88.8236,
  },
  {
    key: 'jackson',
    name: 'Jackson Metro Sports Complex',
    addressLine1: '4000 W Capitol St',
    city: 'Jackson',
    state: 'MS',
    postalCode: '39209',
    latitude: 32.3123,
    longitude: -90.2468,
  },
  {
    key: 'gulfport',
    name: 'Gulfport Sportsplex',
    addressLine1: '14500 Dedeaux Rd',
    city: 'Gulfport',
    state: 'MS',
    postalCode: '39503',
    latitude: 30.4404,
    longitude: -89.0741,
  },
  {
    key: 'horn-lake',
    name: 'Horn Lake City Park',
    addressLine1: '6450 Tulane Rd',
    city: 'Horn Lake',
    state: 'MS',
    postalCode: '38637',
    latitude: 34.9557,
    longitude: -90.0367,
    active: false,
  },
  {
    key: 'liberty',
    name: 'Liberty Park Fields',
    addressLine1: '940 Early Maxwell Blvd',
    city: 'Memphis',
    state: 'TN',
    postalCode: '38104',
    latitude: 35.1197,
    longitude: -89.9764,
  },
  {
    key: 'mike-rose',
    name: 'Mike Rose Soccer Complex',
    addressLine1: '9000 E Shelby Dr',
    city: 'Memphis',
    state: 'TN',
    postalCode: '38125',
    latitude: 35.0136,
    longitude: -89.7781,
  },
  {
    key: 'bartlett',
    name: 'Freeman Park',
    addressLine1: '3450 Altruria Rd',
    city: 'Bartlett',
    state: 'TN',
    postalCode: '38135',
    latitude: 35.2043,
    longitude: -89.8296,
  },
  {
    key: 'collierville',
    name: 'W.C. Johnson Park',
    addressLine1: '1800 S Byhalia Rd',
    city: 'Collierville',
    state: 'TN',
    postalCode: '38017',
    latitude: 35.0207,
    longitude: -89.6598,
  },
  {
    key: 'west-memphis',
    name: 'West Memphis Sports Complex',
    addressLine1: '1000 N 7th St',
    city: 'West Memphis',
    state: 'AR',
    postalCode: '72301',
    latitude: 35.1561,
    longitude: -90.1841,
  },
  {
    key: 'jonesboro',
    name: 'Joe Mack Campbell Park',
    addressLine1: '3401 Dan Ave',
    city: 'Jonesboro',
    state: 'AR',
    postalCode: '72404',
    latitude: 35.8071,
    longitude: -90.6661,
  },
  {
    key: 'florence',
    name: 'Florence Sportsplex',
    addressLine1: '1000 Veterans Dr',
    city: 'Florence',
    state: 'AL',
    postalCode: '35630',
    latitude: 34.8251,
    longitude: -87.6561,
  },
  {
    key: 'huntsville',
    name: 'John Hunt Park',
    addressLine1: '2310 Airport Rd SW',
    city: 'Huntsville',
    state: 'AL',
    postalCode: '35805',
    latitude: 34.6868,
    longitude: -86.5966,
  },
];

/**
 * A seeded program: a catalogue id (its name, sport, description, logo, register link, divisions
 * and age groups come from content/programs/<id>.yaml, server/seed/catalogue.ts), with the venues it
 * runs at; a program outside the catalogue names its own.
 */
export interface SeedProgram {
  id: string;
  venues: string[];
  name?: string;
  sport?: 'FOOTBALL' | 'BASKETBALL' | 'VOLLEYBALL' | 'SOCCER' | 'TRACK';
  description?: string;
  logo?: string;
  active?: boolean;
}

/**
 * Demo capacities (issue 21): Volleyball Girls has few places left in its upcoming season, for the
 * whole program (every venue and division), so the built catalogue and its page say "8 places left".
 */
export const SEED_CAPACITIES: { program: string; capacity: number }[] = [
  { program: 'volleyball-girls', capacity: 8 },
];

/** Divisions of a program outside the catalogue. */
export const SEED_DIVISIONS = ['Rookie', 'Junior', 'Varsity', 'Elite'];

export const SEED_PROGRAMS: SeedProgram[] = [
  { id: 'nfl-flag-boys', venues: ['snowden', 'olive-branch', 'liberty', 'west-memphis', 'jackson'] },
  { id: 'nfl-flag-girls', venues: ['snowden', 'hernando', 'collierville', 'jonesboro'] },
  { id: 'jr-nba', venues: ['liberty', 'tupelo', 'jackson'] },
  { id: 'jr-wnba', venues: ['oxford', 'bartlett', 'florence'] },
  { id: 'volleyball-boys', venues: ['starkville', 'bartlett'] },
  { id: 'volleyball-girls', venues: ['starkville', 'batesville', 'oxford'] },
  { id: 'soccer-boys', venues: ['mike-rose', 'gulfport'] },
  { id: 'soccer-girls', venues: ['mike-rose', 'gulfport', 'senatobia'] },
  { id: 'track-field', venues: ['jackson', 'oxford', 'florence'] },
  {
    id: 'spring-skills-clinic',
    name: 'Spring Skills Clinic',
    sport: 'FOOTBALL',
    description: 'A four-week off-season flag football clinic. Registration opens in the new year.',
    venues: ['hernando'],
    logo: '/programs/logos/generic.svg',
    active: false,
  },
];

/**
 * The spec's league geography (spec 2 §3: eight conference divisions, four Mississippi counties
 * each) as the API answers it, for unit tests of rules that read a geography. The database starts
 * from the same data (migration league_geography_data); the office edits it from there.
 */
import type { LeagueGeography } from '../../domain/leagues';

const county = (label: string) => ({ value: label.toUpperCase().replace(/[^A-Z]/g, ''), label, state: 'MS' });

export const SPEC_GEOGRAPHY: LeagueGeography = [
  {
    value: 'NFC_NORTH',
    label: 'NFC North',
    conference: 'NFC',
    counties: ['DeSoto', 'Tate', 'Panola', 'Lafayette'].map(county),
  },
  {
    value: 'NFC_EAST',
    label: 'NFC East',
    conference: 'NFC',
    counties: ['Lee', 'Pontotoc', 'Union', 'Itawamba'].map(county),
  },
  {
    value: 'NFC_SOUTH',
    label: 'NFC South',
    conference: 'NFC',
    counties: ['Oktibbeha', 'Lowndes', 'Clay', 'Monroe'].map(county),
  },
  {
    value: 'NFC_WEST',
    label: 'NFC West',
    conference: 'NFC',
    counties: ['Coahoma', 'Bolivar', 'Sunflower', 'Washington'].map(county),
  },
  {
    value: 'AFC_NORTH',
    label: 'AFC North',
    conference: 'AFC',
    counties: ['Madison', 'Hinds', 'Rankin', 'Warren'].map(county),
  },
  {
    value: 'AFC_EAST',
    label: 'AFC East',
    conference: 'AFC',
    counties: ['Lauderdale', 'Neshoba', 'Newton', 'Clarke'].map(county),
  },
  {
    value: 'AFC_SOUTH',
    label: 'AFC South',
    conference: 'AFC',
    counties: ['Harrison', 'Jackson', 'Hancock', 'Stone'].map(county),
  },
  {
    value: 'AFC_WEST',
    label: 'AFC West',
    conference: 'AFC',
    counties: ['Adams', 'Lincoln', 'Pike', 'Copiah'].map(county),
  },
];

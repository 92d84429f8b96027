import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import { countiesAroundVenues, type KnownCounty } from './counties';

const topology = JSON.parse(readFileSync('node_modules/us-atlas/counties-10m.json', 'utf8')) as Topology;
const known: KnownCounty[] = [
  { code: 'DESOTO', name: 'DeSoto', state: 'MS', divisionCode: 'NFC_NORTH' },
  { code: 'LEE', name: 'Lee', state: 'MS', divisionCode: 'NFC_EAST' },
];

describe('countiesAroundVenues', () => {
  it('adds the county a venue stands in and its neighbours in the four states, each in the nearest known county’s division', () => {
    // Liberty Park Fields, Memphis.
    const planned = countiesAroundVenues(topology, [{ latitude: 35.1197, longitude: -89.9764 }], known);
    expect(planned.map((county) => `${county.code} ${county.divisionCode}`)).toEqual([
      'CRITTENDEN_AR NFC_NORTH',
      'MISSISSIPPI_AR NFC_NORTH',
      'MARSHALL_MS NFC_NORTH',
      'FAYETTE_TN NFC_NORTH',
      'SHELBY_TN NFC_NORTH',
      'TIPTON_TN NFC_NORTH',
    ]);
    // DeSoto borders Shelby, but it is known: it stays as it is.
    expect(planned.map((county) => county.name)).not.toContain('DeSoto');
  });

  it('puts an Alabama venue’s counties with the nearest known county', () => {
    // John Hunt Park, Huntsville.
    const planned = countiesAroundVenues(topology, [{ latitude: 34.6868, longitude: -86.5966 }], known);
    expect(planned).toContainEqual({
      code: 'MADISON_AL',
      name: 'Madison',
      state: 'AL',
      divisionCode: 'NFC_EAST',
    });
    expect(new Set(planned.map((county) => county.state))).toEqual(new Set(['AL', 'TN']));
  });

  it('adds nothing for a place outside the four states', () => {
    expect(countiesAroundVenues(topology, [{ latitude: 40.7, longitude: -74 }], known)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LOCATION_MESSAGES,
  MAP,
  attachPrograms,
  cityOptions,
  cityState,
  cleanZip,
  filterLocations,
  flyToZoom,
  hasActiveFilter,
  locationMetrics,
  mapPoints,
  mapView,
  nextSelection,
  pageHolding,
  pageOf,
  popupContent,
  sameVenues,
  toVenue,
  syncFailedMessage,
  toCoordinate,
  urlWithZip,
  zipFromSearch,
} from './locations';
import type { Location, Program } from './types';

const venue = (id: number, overrides: Partial<Location> = {}): Location => ({
  id,
  name: `Venue ${id}`,
  city: 'Oxford',
  state: 'MS',
  postal_code: '38655',
  latitude: 34.36,
  longitude: -89.52,
  address_line1: `${id} Main St`,
  ...overrides,
});

const venues: Location[] = [
  venue(1, { city: 'Oxford', postal_code: '38655' }),
  venue(2, { city: 'Oxford', postal_code: '38654' }),
  venue(3, { city: 'Memphis', state: 'TN', postal_code: '38103' }),
  venue(4, { city: 'Jackson', postal_code: '39201' }),
  venue(5, { city: 'Little Rock', state: 'AR', postal_code: '72201' }),
];

describe('map constants (§9)', () => {
  it('centres on Mississippi at zoom 8 with a 360 px map and no wheel zoom', () => {
    expect(MAP.center).toEqual([32.35, -89.4]);
    expect(MAP.zoom).toBe(8);
    expect(MAP.heightPx).toBe(360);
    expect(MAP.scrollWheelZoom).toBe(false);
  });

  it('clusters at radius 80 and flies for 0.75 s', () => {
    expect(MAP.clusterRadius).toBe(80);
    expect(MAP.flyToSeconds).toBe(0.75);
  });
});

describe('toCoordinate', () => {
  it.each([
    [34.36, 34.36],
    ['34.36', 34.36],
    [' -89.5 ', -89.5],
    [0, 0],
    ['0', 0],
    [null, null],
    [undefined, null],
    ['', null],
    ['  ', null],
    ['north', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [{}, null],
    [true, null],
  ])('coerces %j to %j', (value, expected) => {
    expect(toCoordinate(value)).toBe(expected);
  });
});

describe('mapPoints', () => {
  it('keeps venues whose latitude and longitude are numeric, coerced with Number', () => {
    const points = mapPoints([venue(1, { latitude: '34.1', longitude: '-89.2' })]);
    expect(points).toEqual([
      { id: '1', lat: 34.1, lng: -89.2, location: expect.objectContaining({ id: 1 }) },
    ]);
  });

  it('skips venues lacking either coordinate', () => {
    const points = mapPoints([
      venue(1),
      venue(2, { latitude: null }),
      venue(3, { longitude: '' }),
      venue(4, { latitude: 'unknown' }),
    ]);
    expect(points.map((point) => point.id)).toEqual(['1']);
  });
});

describe('mapView', () => {
  it('shows the default centre and zoom when there is nothing to map', () => {
    expect(mapView([])).toEqual({ kind: 'center', center: [32.35, -89.4], zoom: 8 });
  });

  it('zooms a single point to 12', () => {
    expect(mapView([{ lat: 35, lng: -90 }])).toEqual({ kind: 'center', center: [35, -90], zoom: 12 });
  });

  it('fits several points with bounds padding 0.2', () => {
    expect(
      mapView([
        { lat: 35, lng: -90 },
        { lat: 34, lng: -89 },
      ]),
    ).toEqual({
      kind: 'bounds',
      points: [
        [35, -90],
        [34, -89],
      ],
      padding: 0.2,
    });
  });
});

describe('flyToZoom', () => {
  it.each([
    [8, 12],
    [12, 12],
    [15, 15],
  ])('at zoom %i flies to zoom %i', (current, expected) => {
    expect(flyToZoom(current)).toBe(expected);
  });
});

describe('filterLocations', () => {
  const ids = (filters: { zip: string; city: string }) => filterLocations(venues, filters).map((v) => v.id);

  it.each([
    ['', '', [1, 2, 3, 4, 5]],
    ['386', '', [1, 2]],
    ['38', '', [1, 2, 3]],
    ['38654', '', [2]],
    [' 386 ', '', [1, 2]],
    ['99', '', []],
    ['', 'oxford', [1, 2]],
    ['', 'OXFORD', [1, 2]],
    ['', ' Memphis ', [3]],
    ['', 'Ox', []],
    ['', 'Little', []],
    ['', 'little rock', [5]],
    ['386', 'memphis', []],
    ['3865', 'Oxford', [1, 2]],
  ])('zip %j and city %j match %j', (zip, city, expected) => {
    expect(ids({ zip, city })).toEqual(expected);
  });

  it('matches the ZIP as a prefix of postal_code, not anywhere inside it', () => {
    expect(ids({ zip: '655', city: '' })).toEqual([]);
  });

  it('tolerates venues without a postal code or city', () => {
    const odd = [
      venue(9, { postal_code: undefined as unknown as string, city: undefined as unknown as string }),
    ];
    expect(filterLocations(odd, { zip: '3', city: '' })).toEqual([]);
    expect(filterLocations(odd, { zip: '', city: 'x' })).toEqual([]);
    expect(filterLocations(odd, { zip: '', city: '' })).toHaveLength(1);
  });
});

describe('hasActiveFilter', () => {
  it.each([
    [{ zip: '', city: '' }, false],
    [{ zip: '  ', city: ' ' }, false],
    [{ zip: '3', city: '' }, true],
    [{ zip: '', city: 'Oxford' }, true],
  ])('%j is active: %s', (filters, expected) => {
    expect(hasActiveFilter(filters)).toBe(expected);
  });
});

describe('nextSelection', () => {
  const one = [venue(2)];

  it('auto-selects the only result when a filter is active', () => {
    expect(nextSelection(one, { zip: '38654', city: '' }, null)).toBe('2');
  });

  it('replaces an earlier selection with the only result', () => {
    expect(nextSelection(one, { zip: '', city: 'oxford' }, '1')).toBe('2');
  });

  it('does not auto-select a single venue when no filter is active', () => {
    expect(nextSelection(one, { zip: '', city: '' }, null)).toBeNull();
  });

  it('does not auto-select when several results remain', () => {
    expect(nextSelection(venues.slice(0, 2), { zip: '386', city: '' }, null)).toBeNull();
  });

  it('clears a selection that is no longer in the active list', () => {
    expect(nextSelection(venues.slice(0, 2), { zip: '386', city: '' }, '3')).toBeNull();
  });

  it('keeps a selection that is still listed', () => {
    expect(nextSelection(venues.slice(0, 2), { zip: '386', city: '' }, '1')).toBe('1');
  });

  it('clears the selection when nothing matches', () => {
    expect(nextSelection([], { zip: '999', city: '' }, '1')).toBeNull();
  });
});

describe('popupContent', () => {
  it('invites a visitor to sign in when the venue has programs', () => {
    expect(popupContent({ programs: ['Jr. NBA'] })).toEqual({
      kind: 'programs',
      programs: ['Jr. NBA'],
      linkText: 'Sign in to learn more',
      href: '/login?next=/programs',
    });
  });

  it.each([[{ programs: [] }], [{}]])('says programs are coming soon for %j', (location) => {
    expect(popupContent(location)).toEqual({ kind: 'none', text: 'Programs coming soon.' });
  });
});

describe('attachPrograms', () => {
  const programs: Program[] = [
    { id: 'a', name: 'NFL Flag Boys', locations: [{ id: 1, name: 'Venue 1' }] },
    { id: 'b', name: 'Jr. NBA', locations: ['venue 2'] },
    { id: 'c', name: 'Volleyball', location_names: ['Venue 1'] },
    { id: 'd', name: 'Track', location: 'VENUE 3' },
    { id: 'e', name: 'Soccer' },
  ];

  it('matches programs to venues by id or by name, case-insensitively, in every shape', () => {
    const named = attachPrograms(venues.slice(0, 4), programs).map((v) => [v.id, v.programs]);
    expect(named).toEqual([
      [1, ['NFL Flag Boys', 'Volleyball']],
      [2, ['Jr. NBA']],
      [3, ['Track']],
      [4, []],
    ]);
  });

  it('lists a program once even when it names the venue twice', () => {
    const twice: Program[] = [{ id: 'x', name: 'Flag', locations: [{ id: 1, name: 'Venue 1' }, 'Venue 1'] }];
    expect(attachPrograms([venue(1)], twice)[0]?.programs).toEqual(['Flag']);
  });

  it('does not change the venues it is given', () => {
    const original = venue(1);
    attachPrograms([original], programs);
    expect(original.programs).toBeUndefined();
  });
});

describe('locationMetrics', () => {
  it('counts active venues, distinct states and distinct programs on site', () => {
    const list = [
      venue(1, { programs: ['Flag', 'Jr. NBA'] }),
      venue(2, { programs: ['Flag'], state: 'ms' }),
      venue(3, { state: 'TN', programs: ['Soccer'] }),
      venue(4, { state: 'AL', active: false, programs: ['Track'] }),
    ];
    expect(locationMetrics(list)).toEqual({ venues: 3, states: 2, programs: 3 });
  });

  it('is all zeros with no venues', () => {
    expect(locationMetrics([])).toEqual({ venues: 0, states: 0, programs: 0 });
  });
});

describe('pageOf', () => {
  const list = Array.from({ length: 20 }, (_, i) => i + 1);

  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1],
    [3, [19, 20], 3],
    [9, [19, 20], 3],
    [0, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1],
  ])('page %i holds %j (page %i of 3)', (page, items, current) => {
    expect(pageOf(list, page)).toEqual({ items, page: current, pageCount: 3 });
  });

  it('has one empty page for an empty list', () => {
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('pageHolding', () => {
  const list = Array.from({ length: 12 }, (_, i) => venue(i + 1));

  it('finds the page of the card list that holds a venue', () => {
    expect(pageHolding(list, '1')).toBe(1);
    expect(pageHolding(list, '10')).toBe(2);
    expect(pageHolding(list, '99')).toBeNull();
  });
});

describe('cityOptions and cityState', () => {
  it('lists distinct cities once, sorted', () => {
    expect(cityOptions([...venues, venue(6, { city: 'oxford' }), venue(7, { city: '' })])).toEqual([
      'Jackson',
      'Little Rock',
      'Memphis',
      'Oxford',
    ]);
  });

  it.each([
    [{ city: 'Oxford', state: 'MS' }, 'Oxford, MS'],
    [{ city: '', state: 'MS' }, 'MS'],
    [{ city: 'Oxford', state: '' }, 'Oxford'],
  ])('writes %j as %j', (location, expected) => {
    expect(cityState(location)).toBe(expected);
  });
});

describe('ZIP in the URL', () => {
  it.each([
    ['?zip=38654', '38654'],
    ['?zip=386', '386'],
    ['?zip=38a6', '386'],
    ['?zip=3865412', '38654'],
    ['', ''],
    ['?city=Oxford', ''],
  ])('reads %j as %j', (search, zip) => {
    expect(zipFromSearch(search)).toBe(zip);
  });

  it('sets zip in the query and keeps other parameters', () => {
    expect(urlWithZip('https://site.test/locations?x=1#map', '386')).toBe('/locations?x=1&zip=386#map');
  });

  it('removes zip from the query when the filter is cleared', () => {
    expect(urlWithZip('https://site.test/locations?zip=386', '')).toBe('/locations');
  });

  it('keeps typed ZIPs to at most five digits', () => {
    expect(cleanZip('38 65-41')).toBe('38654');
  });
});

describe('messages (§2.7, §8)', () => {
  it('uses the exact empty state and error texts', () => {
    expect(LOCATION_MESSAGES.empty).toBe(
      'No locations match your filters yet. Clear the search or explore the map to see every active venue.',
    );
    expect(LOCATION_MESSAGES.loadFailed).toBe('Failed to load locations');
    expect(LOCATION_MESSAGES.mapFailed).toBe('Failed to load map data');
    expect(LOCATION_MESSAGES.homeMapFailed).toBe('Unable to load map locations right now.');
    expect(LOCATION_MESSAGES.homeMapFooterFailed).toBe('Map data temporarily unavailable.');
  });

  it('names the detail when program sync fails', () => {
    expect(syncFailedMessage('Server busy')).toBe('Unable to sync locations: Server busy');
  });
});

describe('toVenue and sameVenues', () => {
  it('keeps only the fields the page shows, with an empty programs list by default', () => {
    const full = { ...venue(1), extra: 'x' } as Location;
    expect(toVenue(full)).toEqual({ ...venue(1), programs: [] });
  });

  it('treats lists with the same venues in any field order as the same', () => {
    const reordered = venues.map(
      (v) => Object.fromEntries(Object.entries(v).reverse()) as unknown as Location,
    );
    expect(sameVenues(venues, reordered)).toBe(true);
  });

  it('sees a changed field, program or order as different', () => {
    expect(sameVenues(venues, [...venues].reverse())).toBe(false);
    expect(sameVenues([venue(1)], [venue(1, { name: 'Renamed' })])).toBe(false);
    expect(sameVenues([venue(1)], [venue(1, { programs: ['Flag'] })])).toBe(false);
    expect(sameVenues([venue(1)], [])).toBe(false);
  });
});

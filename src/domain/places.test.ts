import { describe, expect, it } from 'vitest';
import { placesFor, placesNote, programPlacesLeft } from './places';
import type { ProgramPlaces } from './types';

const place = (overrides: Partial<ProgramPlaces>): ProgramPlaces => ({
  season: 7,
  location: null,
  division: null,
  capacity: 20,
  places_left: 5,
  ...overrides,
});

describe('places left of a registration choice', () => {
  it('is null (unlimited) for a program without capacities or another season', () => {
    expect(placesFor({ places: [] }, '7', '', '')).toBeNull();
    expect(placesFor(undefined, '7', '', '')).toBeNull();
    expect(placesFor({ places: [place({})] }, '8', '', '')).toBeNull();
  });

  it('counts the most specific capacity of the venue and division, as the server does', () => {
    const program = {
      places: [
        place({ location: 3, places_left: 9 }),
        place({ location: 3, division: 11, places_left: 0 }),
        place({ location: 4, division: 12, places_left: 2 }),
      ],
    };
    expect(placesFor(program, '7', '3', '11')).toBe(0);
    expect(placesFor(program, '7', '3', '12')).toBe(9);
    expect(placesFor(program, '7', '4', '12')).toBe(2);
    expect(placesFor(program, '7', '5', '12')).toBeNull();
    // No division chosen: the venue's limited divisions add up.
    expect(placesFor(program, '7', '3', '')).toBe(0);
  });

  it('says "N places left" under the threshold and "Full — join the waitlist" at none', () => {
    expect(placesNote(null)).toBeNull();
    expect(placesNote(25)).toBeNull();
    expect(placesNote(9)).toBe('9 places left');
    expect(placesNote(1)).toBe('1 place left');
    expect(placesNote(0)).toBe('Full — join the waitlist');
  });
});

describe('places left in a whole program (catalogue card and program page)', () => {
  const venues = [
    { id: 3, name: 'Snowden Grove Park' },
    { id: 4, name: 'Liberty Park Fields' },
  ];
  const divisions = [
    { id: 11, name: 'Junior' },
    { id: 12, name: 'Varsity' },
  ];

  it('is null without capacities, and while any venue or division it offers is unlimited', () => {
    expect(programPlacesLeft(undefined)).toBeNull();
    expect(programPlacesLeft({ locations: venues, divisions, places: [] })).toBeNull();
    // Only one venue limited: families can still register at the other one.
    expect(
      programPlacesLeft({ locations: venues, divisions, places: [place({ location: 3, places_left: 0 })] }),
    ).toBeNull();
    // Only one division limited at both venues.
    expect(
      programPlacesLeft({ locations: venues, divisions, places: [place({ division: 11, places_left: 0 })] }),
    ).toBeNull();
  });

  it('counts each offering that covers a venue and division once, the most specific one first', () => {
    // One capacity for the whole program.
    expect(programPlacesLeft({ locations: venues, divisions, places: [place({ places_left: 0 })] })).toBe(0);
    expect(programPlacesLeft({ locations: venues, divisions, places: [place({ places_left: 4 })] })).toBe(4);
    // Per venue; venue 3's Varsity has its own, which counts instead of the venue's for it.
    expect(
      programPlacesLeft({
        locations: venues,
        divisions,
        places: [
          place({ location: 3, places_left: 2 }),
          place({ location: 3, division: 12, places_left: 1 }),
          place({ location: 4, places_left: 5 }),
        ],
      }),
    ).toBe(8);
    // A program without venues or divisions, limited as a whole.
    expect(programPlacesLeft({ places: [place({ places_left: 3 })] })).toBe(3);
  });

  it('reads the one season the answer counts', () => {
    expect(
      programPlacesLeft({
        locations: venues,
        divisions,
        places: [place({ season: 7, places_left: 1 }), place({ season: 8, places_left: 6 })],
      }),
    ).toBe(1);
  });
});

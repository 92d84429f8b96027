import { describe, expect, it } from 'vitest';
import { placesFor, placesNote } from './places';
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

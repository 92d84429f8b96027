/**
 * Places left in a limited program offering, as the registration forms and program pages say it
 * (issue 21): "N places left" once few are left, "Full — join the waitlist" when none is. The
 * numbers come from the program answer's `places` (GET /programs/, server/registrations/places.ts).
 */
import type { Program, ProgramPlaces } from './types';

/** Below this many places left, the forms and program pages say how many. */
export const FEW_PLACES = 10;

export const PLACES_TEXT = {
  full: 'Full — join the waitlist',
  left: (n: number) => `${n} ${n === 1 ? 'place' : 'places'} left`,
} as const;

const chosen = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * Places left for a choice of season, venue and division (ids as the form holds them), or null when
 * the choice has no limit (or its season is not the one the answer counts). A capacity without a
 * venue or division covers all of them; the most specific one counts, as the server counts; with no
 * division chosen, the program's limited divisions at that venue add up.
 */
export function placesFor(
  program: Pick<Program, 'places'> | undefined,
  season: string | number | null | undefined,
  location: string | number | null | undefined,
  division: string | number | null | undefined,
): number | null {
  const wantSeason = chosen(season);
  const wantDivision = chosen(division);
  const candidates = offeringsOf(program?.places ?? [], wantSeason, chosen(location), wantDivision);
  if (candidates.length === 0) return null;
  if (wantDivision === null && candidates.some((place) => place.division !== null)) {
    return candidates
      .filter((place) => place.division !== null)
      .reduce((sum, place) => sum + place.places_left, 0);
  }
  return mostSpecific(candidates).places_left;
}

/** The limited offerings that could count for a choice (null season or division: any). */
function offeringsOf(
  places: readonly ProgramPlaces[],
  season: number | null,
  location: number | null,
  division: number | null,
): ProgramPlaces[] {
  return places.filter(
    (place) =>
      (season === null || place.season === season) &&
      (place.location === null || place.location === location) &&
      (division === null || place.division === null || place.division === division),
  );
}

/** The offering that counts among those that could: a venue's before all venues', then a division's. */
function mostSpecific(candidates: readonly ProgramPlaces[]): ProgramPlaces {
  const weight = (place: ProgramPlaces) =>
    (place.location === null ? 0 : 2) + (place.division === null ? 0 : 1);
  return [...candidates].sort((a, b) => weight(b) - weight(a))[0]!;
}

/**
 * Places left in the whole program, as its catalogue card and page say them: null unless every
 * venue and division it offers is limited (a family can still register somewhere unlimited), else
 * the places left of the offerings that count, each once.
 */
export function programPlacesLeft(
  program: Pick<Program, 'places' | 'locations' | 'divisions'> | undefined,
): number | null {
  const places = program?.places ?? [];
  if (places.length === 0) return null;
  const season = places[0]!.season;
  const venues = (program?.locations ?? []).flatMap((venue) =>
    typeof venue === 'object' && venue.id !== null ? [Number(venue.id)] : [],
  );
  const divisions = (program?.divisions ?? []).map((division) => Number(division.id));
  const counted = new Set<ProgramPlaces>();
  for (const venue of venues.length ? venues : [null]) {
    for (const division of divisions.length ? divisions : [null]) {
      const candidates = offeringsOf(places, season, venue, division).filter(
        (place) => division !== null || place.division === null,
      );
      if (candidates.length === 0) return null;
      counted.add(mostSpecific(candidates));
    }
  }
  return [...counted].reduce((sum, place) => sum + place.places_left, 0);
}

/** What a form or page says about places left, or null when there is nothing to say. */
export function placesNote(left: number | null | undefined, few = FEW_PLACES): string | null {
  if (left === null || left === undefined) return null;
  if (left <= 0) return PLACES_TEXT.full;
  return left < few ? PLACES_TEXT.left(left) : null;
}

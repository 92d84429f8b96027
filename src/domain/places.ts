/**
 * Places left in a limited program offering, as the registration forms and program pages say it
 * (issue 21): "N places left" once few are left, "Full — join the waitlist" when none is. The
 * numbers come from the program answer's `places` (GET /programs/, server/capacity/places.ts).
 */
import type { Program } from './types';

/** Below this many places left, the forms say how many. */
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
  const wantLocation = chosen(location);
  const wantDivision = chosen(division);
  const candidates = (program?.places ?? []).filter(
    (place) =>
      (wantSeason === null || place.season === wantSeason) &&
      (place.location === null || place.location === wantLocation) &&
      (wantDivision === null || place.division === null || place.division === wantDivision),
  );
  if (candidates.length === 0) return null;
  if (wantDivision === null && candidates.some((place) => place.division !== null)) {
    return candidates
      .filter((place) => place.division !== null)
      .reduce((sum, place) => sum + place.places_left, 0);
  }
  const weight = (place: (typeof candidates)[number]) =>
    (place.location === null ? 0 : 2) + (place.division === null ? 0 : 1);
  return [...candidates].sort((a, b) => weight(b) - weight(a))[0]!.places_left;
}

/** What a form or page says about places left, or null when there is nothing to say. */
export function placesNote(left: number | null | undefined, few = FEW_PLACES): string | null {
  if (left === null || left === undefined) return null;
  if (left <= 0) return PLACES_TEXT.full;
  return left < few ? PLACES_TEXT.left(left) : null;
}

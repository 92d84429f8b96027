/**
 * The program form's Capacity part as data (issue 21 item 1): which offerings staff give a
 * capacity (each venue × division of the program, each venue when it has no divisions, the
 * program as a whole when it has no venues), the form's text of the capacities (JSON of
 * `{venue, division, capacity}` with the capacity as typed) and the `capacities` the API takes.
 */
import { MAX_CAPACITY, type OfficeOfferingPlaces, type OfficeProgram } from '../../domain/office/programs';

/**
 * A program offering: a venue (null: all, or the program has none) and a division (null likewise),
 * in one season (its id) or every season without capacities of its own (null; issue 41 item 8).
 */
export interface Offering {
  venue: number | null;
  division: string | null;
  season: number | null;
}

/** A capacity as the form holds it: the number as typed. */
export interface CapacityText extends Offering {
  capacity: string;
}

type Capacities = OfficeProgram['capacities'];

/** One offering's key (division names match whatever their case, as on the server). */
export const offeringKey = (offering: Offering) =>
  `${offering.venue ?? ''}|${(offering.division ?? '').toLowerCase()}|${offering.season ?? ''}`;

const byKey = (a: Offering, b: Offering) => offeringKey(a).localeCompare(offeringKey(b));

/** The venues ticked and the divisions listed in the program form's values. */
export function formProgram(values: Record<string, string>): { venues: number[]; divisions: string[] } {
  const venues = (values.venues ?? '').split(',').filter(Boolean).map(Number);
  const divisions: string[] = [];
  for (const line of (values.divisions ?? '').split(/\r?\n/)) {
    const name = line.trim();
    if (name && !divisions.some((known) => known.toLowerCase() === name.toLowerCase())) divisions.push(name);
  }
  return { venues, divisions };
}

/** The stored capacities as the form's text. */
export function capacitiesText(value: unknown): string {
  const list = Array.isArray(value) ? (value as Capacities) : [];
  return JSON.stringify(
    list
      .map((item) => ({
        venue: item.venue,
        division: item.division,
        season: item.season ?? null,
        capacity: String(item.capacity),
      }))
      .sort(byKey),
  );
}

/** The form's text as a list (an unreadable text is none). */
export function parseCapacities(text: string): CapacityText[] {
  try {
    const list = JSON.parse(text || '[]') as unknown;
    return Array.isArray(list) ? (list as CapacityText[]) : [];
  } catch {
    return [];
  }
}

/** Whether an offering is still one of the program's as the form has it (the server refuses others). */
function fits(offering: Offering, program: { venues: number[]; divisions: string[] }): boolean {
  return (
    (offering.venue === null || program.venues.includes(offering.venue)) &&
    (offering.division === null ||
      program.divisions.some((name) => name.toLowerCase() === offering.division!.toLowerCase()))
  );
}

/**
 * The `capacities` to send: those typed for offerings the program still has (a venue unticked or a
 * division removed takes its capacity along), empty ones left out (unlimited); a number as a
 * number, anything else as typed so the rule's own message says what is wrong.
 */
export function capacitiesBody(text: string, values: Record<string, string>): unknown[] {
  const program = formProgram(values);
  return parseCapacities(text)
    .filter((item) => item.capacity.trim() !== '' && fits(item, program))
    .sort(byKey)
    .map((item) => {
      const typed = item.capacity.trim();
      const division =
        item.division === null
          ? null
          : (program.divisions.find((name) => name.toLowerCase() === item.division!.toLowerCase()) ??
            item.division);
      return {
        venue: item.venue,
        division,
        season: item.season ?? null,
        capacity: /^\d+$/.test(typed) ? Number(typed) : typed,
      };
    });
}

/**
 * The offerings the form offers a capacity for in a season (null: every season): each venue ×
 * division (each venue when there are no divisions), or the whole program when it has no venues;
 * then any other capacity already set for that season that still fits (e.g. one venue for all its
 * divisions), so nothing stored is hidden.
 */
export function offeringsOf(
  program: { venues: number[]; divisions: string[] },
  capacities: readonly Offering[],
  season: number | null = null,
): Offering[] {
  const grid: Offering[] =
    program.venues.length === 0
      ? [{ venue: null, division: null, season }]
      : program.venues.flatMap((venue): Offering[] =>
          program.divisions.length === 0
            ? [{ venue, division: null, season }]
            : program.divisions.map((division) => ({ venue, division, season })),
        );
  const keys = new Set(grid.map(offeringKey));
  const others = capacities.filter(
    (item) => (item.season ?? null) === season && fits(item, program) && !keys.has(offeringKey(item)),
  );
  return [...grid, ...others.map(({ venue, division }) => ({ venue, division, season }))];
}

/** Whether a typed capacity is one the rules take (empty: unlimited). */
export const capacityOk = (typed: string) =>
  typed.trim() === '' || (/^\d+$/.test(typed.trim()) && Number(typed.trim()) <= MAX_CAPACITY);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How an offering stands in one season, in words. */
export function placesLine(place: OfficeOfferingPlaces): string {
  const taken = place.paid + place.held + place.offered;
  const parts = [`${place.paid} paid`, `${place.held} held`, `${place.offered} offered`];
  return `${place.season_title}: ${taken} of ${plural(place.capacity, 'place', 'places')} taken (${parts.join(', ')}), ${plural(place.waiting, 'family', 'families')} waiting`;
}

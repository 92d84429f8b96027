/**
 * Refreshes the "N places left" / "Full — join the waitlist" lines of the built programs pages
 * (issue 21): the pages show the places of their build's snapshot; holds, payments and waitlists
 * change them without a rebuild, so after load this reads GET /programs/ once and updates each line
 * in place (`[data-places-program]`, the text only: the line's space is kept from the build, so
 * nothing moves) and fills $livePlaces for the catalogue island. A failed call leaves the built
 * lines as they are. Loaded by ./program-places.ts.
 */
import { followPages } from '../domain/paging';
import { placesNote, programPlacesLeft } from '../domain/places';
import type { Page, Program } from '../domain/types';
import { api } from '../lib/api-client';
import { $livePlaces } from '../stores/places';

/** Where the page says how the refresh went: `loading`, `ok` or `failed` (read by tests too). */
export const PLACES_STATE_ATTRIBUTE = 'data-places-refresh';

/** Places left per program id (null: unlimited) from the API's programs. */
export function livePlaces(programs: readonly Program[]): Record<string, number | null> {
  return Object.fromEntries(programs.map((program) => [String(program.id), programPlacesLeft(program)]));
}

/** Writes each line's text for its program, if the answer has that program; the rest stay. */
export function showPlaces(root: ParentNode, places: Readonly<Record<string, number | null>>): void {
  for (const line of root.querySelectorAll<HTMLElement>('[data-places-program]')) {
    const program = line.dataset.placesProgram ?? '';
    if (!Object.hasOwn(places, program)) continue;
    const text = placesNote(places[program]) ?? '';
    if (line.textContent !== text) line.textContent = text;
  }
}

const allPrograms = () =>
  followPages<Program>((page) =>
    api<Page<Program>>('/programs/', { query: { active: 'true', page_size: 100, page } }),
  );

/** Reads the programs once and shows their places left now. */
export async function refreshPlaces(load: () => Promise<Program[]> = allPrograms): Promise<void> {
  const html = document.documentElement;
  html.setAttribute(PLACES_STATE_ATTRIBUTE, 'loading');
  try {
    const places = livePlaces(await load());
    $livePlaces.set(places);
    showPlaces(document, places);
    html.setAttribute(PLACES_STATE_ATTRIBUTE, 'ok');
  } catch {
    html.setAttribute(PLACES_STATE_ATTRIBUTE, 'failed');
  }
}

/**
 * Venue rules for /locations and the home map (spec 1 §2.7, §3 Location, §5 filters, §9 map
 * constants): filters, selection, coordinates, popups, metrics and paging of the result cards.
 */
import type { Location, LocationRef, Program } from './types';

/** Map constants of §9. */
export const MAP = {
  /** A point in central Mississippi. */
  center: [32.35, -89.4] as [number, number],
  zoom: 8,
  heightPx: 360,
  scrollWheelZoom: false,
  singlePointZoom: 12,
  boundsPadding: 0.2,
  flyToSeconds: 0.75,
  flyToMinZoom: 12,
  clusterRadius: 80,
} as const;

/** States shown on the home map preview (§9). */
export const HOME_MAP_STATES = ['MS', 'TN', 'AR', 'AL'] as const;

/** Page size of full location loads (§7, §9). */
export const LOCATIONS_PAGE_SIZE = 200;

/** Page size of the programs list matched to venues (§7). */
export const PROGRAMS_PAGE_SIZE = 100;

/** Result cards per page on /locations. */
export const LOCATION_CARDS_PER_PAGE = 9;

export const LOCATION_MESSAGES = {
  empty:
    'No locations match your filters yet. Clear the search or explore the map to see every active venue.',
  loadFailed: 'Failed to load locations',
  mapFailed: 'Failed to load map data',
  homeMapFailed: 'Unable to load map locations right now.',
  homeMapFooterFailed: 'Map data temporarily unavailable.',
  signIn: 'Sign in to learn more',
  signInHref: '/login?next=/programs',
  noPrograms: 'Programs coming soon.',
} as const;

/** 'Unable to sync locations: {detail}' (§8), shown when matching programs to venues fails. */
export function syncFailedMessage(detail: string): string {
  return `Unable to sync locations: ${detail}`;
}

export interface LocationFilters {
  zip: string;
  city: string;
}

export const NO_FILTERS: LocationFilters = { zip: '', city: '' };

/** A coordinate coerced with Number (§3); blank, missing or non-finite values are null. */
export function toCoordinate(value: unknown): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  location: Location;
}

/** Venues that can be mapped: both coordinates numeric (§5); the others are skipped. */
export function mapPoints(locations: readonly Location[]): MapPoint[] {
  return locations.flatMap((location) => {
    const lat = toCoordinate(location.latitude);
    const lng = toCoordinate(location.longitude);
    return lat === null || lng === null ? [] : [{ id: String(location.id), lat, lng, location }];
  });
}

/** How the map frames its points: the default view, one point at zoom 12, or the bounds of all. */
export type MapView =
  | { kind: 'center'; center: [number, number]; zoom: number }
  | { kind: 'bounds'; points: [number, number][]; padding: number };

/** The initial framing for a set of points (§9). */
export function mapView(points: readonly Pick<MapPoint, 'lat' | 'lng'>[]): MapView {
  const [only] = points;
  if (points.length === 0 || !only) return { kind: 'center', center: MAP.center, zoom: MAP.zoom };
  if (points.length === 1) return { kind: 'center', center: [only.lat, only.lng], zoom: MAP.singlePointZoom };
  return { kind: 'bounds', points: points.map((p) => [p.lat, p.lng]), padding: MAP.boundsPadding };
}

/** The zoom to fly to when focusing a venue: at least 12, never zooming out (§9). */
export function flyToZoom(currentZoom: number): number {
  return Math.max(currentZoom, MAP.flyToMinZoom);
}

/** Whether any filter has a value (after trimming). */
export function hasActiveFilter(filters: LocationFilters): boolean {
  return filters.zip.trim() !== '' || filters.city.trim() !== '';
}

/** Applies §5: ZIP is a prefix of postal_code; city matches exactly, case-insensitively. */
export function filterLocations(locations: readonly Location[], filters: LocationFilters): Location[] {
  const zip = filters.zip.trim();
  const city = filters.city.trim().toLowerCase();
  return locations.filter(
    (location) =>
      (!zip || String(location.postal_code ?? '').startsWith(zip)) &&
      (!city ||
        String(location.city ?? '')
          .trim()
          .toLowerCase() === city),
  );
}

/**
 * The selection after the list changes: with a filter active and exactly one result, that result;
 * a selection that is no longer in the list is cleared; otherwise it stays.
 */
export function nextSelection(
  results: readonly Location[],
  filters: LocationFilters,
  selectedId: string | null,
): string | null {
  const [only] = results;
  if (hasActiveFilter(filters) && results.length === 1 && only) return String(only.id);
  if (selectedId !== null && !results.some((location) => String(location.id) === selectedId)) return null;
  return selectedId;
}

/** Distinct cities of the venues, sorted, for the city filter. */
export function cityOptions(locations: readonly Location[]): string[] {
  const byKey = new Map<string, string>();
  for (const location of locations) {
    const city = String(location.city ?? '').trim();
    if (city && !byKey.has(city.toLowerCase())) byKey.set(city.toLowerCase(), city);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** 'City, ST' for a card or popup (either part may be missing). */
export function cityState(location: Pick<Location, 'city' | 'state'>): string {
  return [location.city, location.state].filter((part) => part && String(part).trim()).join(', ');
}

/** What a venue's popup says: its programs with the sign-in link, or that programs are coming. */
export type PopupContent =
  { kind: 'programs'; programs: string[]; linkText: string; href: string } | { kind: 'none'; text: string };

/** The popup text choice of §2.7. */
export function popupContent(location: Pick<Location, 'programs'>): PopupContent {
  const programs = location.programs ?? [];
  if (programs.length === 0) return { kind: 'none', text: LOCATION_MESSAGES.noPrograms };
  return {
    kind: 'programs',
    programs,
    linkText: LOCATION_MESSAGES.signIn,
    href: LOCATION_MESSAGES.signInHref,
  };
}

const norm = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/** The venue references a program names: locations (objects or strings), location_names, location. */
function programVenueRefs(program: Program): { ids: Set<string>; names: Set<string> } {
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const ref of program.locations ?? []) {
    if (typeof ref === 'string') names.add(norm(ref));
    else if (ref && typeof ref === 'object') {
      const { id, name } = ref as LocationRef;
      if (id !== undefined && id !== null) ids.add(String(id));
      if (name) names.add(norm(name));
    }
  }
  for (const name of program.location_names ?? []) names.add(norm(name));
  if (program.location) names.add(norm(program.location));
  names.delete('');
  return { ids, names };
}

/** Adds each venue's program names (the client-side `programs` list of §3) by matching id or name. */
export function attachPrograms(locations: readonly Location[], programs: readonly Program[]): Location[] {
  const refs = programs.map((program) => ({ program, ...programVenueRefs(program) }));
  return locations.map((location) => {
    const id = String(location.id);
    const name = norm(location.name);
    const names = refs
      .filter((ref) => ref.ids.has(id) || (name !== '' && ref.names.has(name)))
      .map((ref) => ref.program.name);
    return { ...location, programs: [...new Set(names)] };
  });
}

export interface LocationMetrics {
  venues: number;
  states: number;
  programs: number;
}

/** Hero metrics: active venues, distinct states, and distinct programs running at those venues. */
export function locationMetrics(locations: readonly Location[]): LocationMetrics {
  const active = locations.filter((location) => location.active !== false);
  const states = new Set(active.map((location) => norm(location.state)).filter(Boolean));
  const programs = new Set(active.flatMap((location) => location.programs ?? []));
  return { venues: active.length, states: states.size, programs: programs.size };
}

export interface CardPage<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of result cards; the page is clamped into range (page 1 when the list is empty). */
export function pageOf<T>(items: readonly T[], page: number, perPage = LOCATION_CARDS_PER_PAGE): CardPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount };
}

/** The page of the card list that holds a venue, or null when it is not in the list. */
export function pageHolding(
  items: readonly Location[],
  id: string,
  perPage = LOCATION_CARDS_PER_PAGE,
): number | null {
  const index = items.findIndex((location) => String(location.id) === id);
  return index < 0 ? null : Math.floor(index / perPage) + 1;
}

/** A ZIP filter value as typed: digits only, at most 5. */
export function cleanZip(value: string): string {
  return value.replace(/\D/g, '').slice(0, 5);
}

/** The ZIP filter read from a query string (?zip=38654). */
export function zipFromSearch(search: string): string {
  return cleanZip(new URLSearchParams(search).get('zip') ?? '');
}

/** The address with `zip` mirrored in its query (removed when blank), other parameters kept. */
export function urlWithZip(href: string, zip: string): string {
  const url = new URL(href);
  const value = zip.trim();
  if (value) url.searchParams.set('zip', value);
  else url.searchParams.delete('zip');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The fields of a venue that /locations shows (what the page passes to its island). */
export function toVenue(location: Location): Location {
  const { id, name, city, state, postal_code, latitude, longitude, address_line1, active, programs } =
    location;
  return {
    id,
    name,
    city,
    state,
    postal_code,
    latitude,
    longitude,
    address_line1,
    ...(active === undefined ? {} : { active }),
    programs: programs ?? [],
  };
}

/** Whether two venue lists show the same thing (same venues, fields and programs, in order). */
export function sameVenues(a: readonly Location[], b: readonly Location[]): boolean {
  const key = (list: readonly Location[]) => JSON.stringify(list.map(toVenue));
  return a.length === b.length && key(a) === key(b);
}

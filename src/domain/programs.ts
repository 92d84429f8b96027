/**
 * Programs catalogue rules (spec 1 §2.3 logo rule, §2.6, §5): the built-in catalogue merged with the
 * API's programs into cards, the catalogue filters, detail defaults and the maps search link.
 */
import { programPlacesLeft } from './places';
import type { Location, LocationRef, Program } from './types';

import { AGE_GROUPS, ageGroupsForAges, ageGroupsIn, type AgeGroup } from './age-groups';

export { AGE_GROUPS, ageGroupsForAges, ageGroupsIn, ageOfGroup, type AgeGroup } from './age-groups';

/** Program types, as the API's `sport` and the register page's `?sport=` spell them. */
export const SPORTS = ['FOOTBALL', 'BASKETBALL', 'VOLLEYBALL', 'SOCCER', 'TRACK'] as const;
export type Sport = (typeof SPORTS)[number];

/** How each program type is named on the page. */
export const SPORT_LABELS: Record<Sport, string> = {
  FOOTBALL: 'Flag Football',
  BASKETBALL: 'Basketball',
  VOLLEYBALL: 'Volleyball',
  SOCCER: 'Soccer',
  TRACK: 'Track & Field',
};

/** The ids of the built-in catalogue (spec 1 §2.6), in the order the catalogue lists them. */
export const CATALOGUE_IDS = [
  'nfl-flag-boys',
  'nfl-flag-girls',
  'jr-nba',
  'jr-wnba',
  'volleyball-boys',
  'volleyball-girls',
  'soccer-boys',
  'soccer-girls',
  'track-field',
] as const;

/** Shown on a detail page when a program has no season start. */
export const DEFAULT_SEASON_TEXT = 'Season start to be announced';
/** Where 'Register Here' goes when a program names no register URL. */
export const DEFAULT_REGISTER_URL = '/register';
/** Logo used for a server program whose own logo cannot be shown and whose sport has no built-in logo. */
export const GENERIC_PROGRAM_LOGO = '/programs/logos/generic.svg';

export interface Division {
  name: string;
  detail?: string | undefined;
}

/** One built-in catalogue entry (content/programs/<id>.yaml). */
export interface CatalogueProgram {
  id: string;
  title: string;
  shortTitle: string;
  sport: Sport;
  category: string;
  gender: 'Boys' | 'Girls' | 'Coed';
  tagline: string;
  starts?: string | undefined;
  description: string;
  divisions: Division[];
  registerUrl: string;
  ageGroups: AgeGroup[];
  logo: string;
  color: string;
  accent: string;
}

/** Places left in a program as a card shows them (src/domain/places.ts). */
export interface CardPlaces {
  /** The API program's id. */
  program: string;
  left: number;
}

/** A server program's places as a card shows them; undefined when any of it is unlimited. */
export function cardPlaces(
  program: Pick<ServerProgram, 'id' | 'places' | 'locations' | 'divisions'>,
): CardPlaces | undefined {
  const left = programPlacesLeft(program);
  return left === null ? undefined : { program: String(program.id), left };
}

/** A venue as a card lists it. */
export interface CardLocation {
  name: string;
  city?: string | undefined;
  state?: string | undefined;
}

/** What a catalogue card and a detail page show, built-in or from the API. */
export interface ProgramCard {
  id: string;
  title: string;
  shortTitle?: string | undefined;
  tagline?: string | undefined;
  category?: string | undefined;
  description: string;
  sport?: Sport | undefined;
  gender?: string | undefined;
  starts?: string | undefined;
  divisions: Division[];
  registerUrl: string;
  ageGroups: AgeGroup[];
  logo: string;
  color?: string | undefined;
  accent?: string | undefined;
  locations: CardLocation[];
  builtIn: boolean;
  /** The API program it is built from (its seasons are this program's), when it is one. */
  programId?: string | undefined;
  /**
   * Places left in the whole program as of the snapshot (issue 21), when every offering of it is
   * limited (absent when unlimited), with the API program's id, by which the page's script
   * refreshes the line after load.
   */
  places?: CardPlaces | undefined;
}

/**
 * A program as the API sends it: the §3 fields, venues possibly with their city and state, and an
 * optional register link.
 */
export type ServerProgram = Omit<Program, 'locations'> & {
  locations?: (LocationRef | (LocationRef & { city?: string; state?: string }) | string)[];
  register_url?: string | null;
  /** The age groups it runs (U-11 … U-17); none or empty reads as every age. */
  age_groups?: string[];
};

/** The catalogue filters; empty strings mean "any". */
export interface ProgramFilters {
  search: string;
  location: string;
  sport: string;
  age: string;
}

export const NO_FILTERS: ProgramFilters = { search: '', location: '', sport: '', age: '' };

const lower = (value: string | undefined | null) => (value ?? '').trim().toLowerCase();

/** A sport value from the API or a query string, normalised; undefined when not one of ours. */
export function toSport(value: string | null | undefined): Sport | undefined {
  const upper = (value ?? '').trim().toUpperCase();
  return (SPORTS as readonly string[]).includes(upper) ? (upper as Sport) : undefined;
}

/** The program type preselected by `?sport=` on /programs: only FOOTBALL or BASKETBALL are accepted. */
export function sportFromQuery(search: string): Sport | '' {
  const sport = toSport(new URLSearchParams(search).get('sport'));
  return sport === 'FOOTBALL' || sport === 'BASKETBALL' ? sport : '';
}

/** Search rule (§5): case-insensitive substring over title, short title, tagline and category. */
export function matchesSearch(card: ProgramCard, search: string): boolean {
  const needle = lower(search);
  if (!needle) return true;
  return [card.title, card.shortTitle, card.tagline, card.category].some((field) =>
    lower(field).includes(needle),
  );
}

/** Location rule (§5): case-insensitive exact match on one of the card's venue names. */
export function matchesLocation(card: ProgramCard, location: string): boolean {
  const wanted = lower(location);
  if (!wanted) return true;
  return card.locations.some((venue) => lower(venue.name) === wanted);
}

/** Applies every catalogue filter; an empty filter lets every card through. */
export function filterPrograms(cards: ProgramCard[], filters: ProgramFilters): ProgramCard[] {
  return cards.filter(
    (card) =>
      matchesSearch(card, filters.search) &&
      matchesLocation(card, filters.location) &&
      (!filters.sport || card.sport === filters.sport) &&
      (!filters.age || (card.ageGroups as string[]).includes(filters.age)),
  );
}

/** Venue names offered by the location filter: every card's venues, once each, alphabetical. */
export function locationOptions(cards: ProgramCard[]): string[] {
  const byKey = new Map<string, string>();
  for (const venue of cards.flatMap((card) => card.locations)) {
    if (venue.name.trim() && !byKey.has(lower(venue.name))) byKey.set(lower(venue.name), venue.name.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** Program types offered by the type filter: those some card has, in the league's order. */
export function sportOptions(cards: ProgramCard[]): Sport[] {
  return SPORTS.filter((sport) => cards.some((card) => card.sport === sport));
}

/** Home page rule (§2.3): programs whose name contains u17, u12 or Jr. NBA, case-insensitively. */
export function homeLogoPrograms<T extends { name?: string | undefined; title?: string | undefined }>(
  programs: T[],
): T[] {
  return programs.filter((program) => /u17|u12|jr\. nba/i.test(program.name ?? program.title ?? ''));
}

/** A 'View on map' address: a maps search for the venue's name, city and state (opened on click only). */
export function mapSearchUrl(venue: CardLocation): string {
  const query = [venue.name, venue.city, venue.state].filter((part) => part?.trim()).join(' ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The season line of a detail page: the program's start, else the default text. */
export function seasonText(starts: string | null | undefined): string {
  return starts?.trim() || DEFAULT_SEASON_TEXT;
}

/** Logos are shown only from this site (no outside host at page load); anything else is replaced. */
export function isLocalAsset(src: string | null | undefined): src is string {
  return typeof src === 'string' && /^\/(?!\/)/.test(src);
}

/** A server program's venues resolved against the locations list for their city and state. */
export function programLocations(program: ServerProgram, venues: Location[] = []): CardLocation[] {
  const refs: (LocationRef | string)[] = [
    ...(program.locations ?? []),
    ...(program.location_names ?? []),
    ...(program.location ? [program.location] : []),
  ];
  const seen = new Set<string>();
  const result: CardLocation[] = [];
  for (const ref of refs) {
    const given: Partial<CardLocation> & { id?: LocationRef['id'] } =
      typeof ref === 'string' ? { name: ref } : ref;
    const venue =
      venues.find((item) => given.id !== undefined && String(item.id) === String(given.id)) ??
      venues.find((item) => lower(item.name) === lower(given.name));
    const label = (venue?.name ?? given.name ?? '').trim();
    if (!label || seen.has(lower(label))) continue;
    seen.add(lower(label));
    result.push({ name: label, city: venue?.city ?? given.city, state: venue?.state ?? given.state });
  }
  return result;
}

/** A built-in catalogue entry as a card (no venues yet). */
export function catalogueCard(entry: CatalogueProgram): ProgramCard {
  return { ...entry, locations: [], builtIn: true };
}

/** The built-in entry a server program stands for: same id, or its name equals a title or short title. */
export function catalogueMatch(
  program: ServerProgram,
  catalogue: CatalogueProgram[],
): CatalogueProgram | undefined {
  const name = lower(program.name);
  return catalogue.find(
    (entry) =>
      entry.id === String(program.id) || lower(entry.title) === name || lower(entry.shortTitle) === name,
  );
}

/** A register link the site accepts from the API: /register, optionally with a query. */
function isRegisterPath(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^\/register(\?.*)?$/.test(url);
}

/**
 * A server program as a card; fields it lacks come from the built-in entry it stands for, else the
 * entry of its sport (and of the gender its name says, if any).
 */
export function serverCard(
  program: ServerProgram,
  catalogue: CatalogueProgram[],
  venues: Location[] = [],
): ProgramCard {
  const sport = toSport(program.sport);
  const gender = /\bgirls?\b/i.test(program.name)
    ? 'Girls'
    : /\bboys?\b/i.test(program.name)
      ? 'Boys'
      : undefined;
  const sameSport = catalogue.filter((entry) => entry.sport === sport);
  const sibling =
    catalogueMatch(program, catalogue) ?? sameSport.find((entry) => entry.gender === gender) ?? sameSport[0];
  const given = namedAgeGroups(program);
  const named = given.length
    ? given
    : ageGroupsIn([program.name, ...(program.divisions ?? []).map((d) => d.name)].join(' '));
  return {
    id: String(program.id),
    title: program.name,
    description: program.description?.trim() || sibling?.description || '',
    category: sport ? SPORT_LABELS[sport] : sibling?.category,
    sport,
    gender,
    divisions: (program.divisions ?? []).map((division) => ({ name: division.name })),
    registerUrl: isRegisterPath(program.register_url)
      ? program.register_url
      : (sibling?.registerUrl ?? DEFAULT_REGISTER_URL),
    // A program that names no age group is open to every age the league runs, within its own ages.
    ageGroups: withinAges(program, named.length ? named : AGE_GROUPS),
    logo: isLocalAsset(program.logo) ? program.logo : (sibling?.logo ?? GENERIC_PROGRAM_LOGO),
    color: sibling?.color,
    accent: sibling?.accent,
    locations: programLocations(program, venues),
    builtIn: false,
    programId: String(program.id),
    places: cardPlaces(program),
  };
}

/** The age groups a server program names (in league order), or none. */
function namedAgeGroups(program: ServerProgram): AgeGroup[] {
  const named = program.age_groups ?? [];
  return AGE_GROUPS.filter((age) => named.includes(age));
}

/**
 * The groups of `groups` within the program's ages (min_age, max_age), so the catalogue's age
 * filter agrees with the ages registration offers; all of them when the program gives no ages.
 */
function withinAges(program: ServerProgram, groups: readonly AgeGroup[]): AgeGroup[] {
  const min = program.min_age ?? null;
  const max = program.max_age ?? null;
  if (min === null && max === null) return [...groups];
  const allowed = ageGroupsForAges(min ?? 0, max ?? Infinity);
  return groups.filter((group) => allowed.includes(group));
}

/**
 * A server program that stands for a built-in entry: what the office edits (name, description,
 * sport, divisions, register link, age groups, logo, venues) comes from the API; the editor copy
 * the office does not edit (short title, tagline, category, gender, season start, division details,
 * colours) from content/programs.
 */
export function editedCard(
  entry: CatalogueProgram,
  program: ServerProgram,
  venues: Location[] = [],
): ProgramCard {
  const sport = toSport(program.sport) ?? entry.sport;
  const detailOf = (name: string) =>
    entry.divisions.find((division) => lower(division.name) === lower(name))?.detail;
  const ages = namedAgeGroups(program);
  return {
    ...catalogueCard(entry),
    title: program.name.trim() || entry.title,
    description: program.description?.trim() || entry.description,
    sport,
    category: sport === entry.sport ? entry.category : SPORT_LABELS[sport],
    divisions: program.divisions?.length
      ? program.divisions.map((division) => ({ name: division.name, detail: detailOf(division.name) }))
      : entry.divisions,
    registerUrl: isRegisterPath(program.register_url) ? program.register_url : entry.registerUrl,
    ageGroups: withinAges(program, ages.length ? ages : entry.ageGroups),
    logo: isLocalAsset(program.logo) ? program.logo : entry.logo,
    locations: programLocations(program, venues),
    programId: String(program.id),
    places: cardPlaces(program),
  };
}

/**
 * The catalogue: the API's active programs, in the API's order, are the one source (edited in the
 * league office); each that stands for a built-in entry keeps that entry's editor copy. With no
 * program from the API at all (it was never reached), the built-in catalogue stands in.
 */
export function mergeCatalogue(
  catalogue: CatalogueProgram[],
  programs: ServerProgram[] = [],
  venues: Location[] = [],
): ProgramCard[] {
  if (programs.length === 0) return catalogue.map(catalogueCard);
  const used = new Set<string>();
  const cards: ProgramCard[] = [];
  for (const program of programs) {
    if (program.active === false) continue;
    const entry = catalogueMatch(program, catalogue);
    if (entry && !used.has(entry.id)) {
      used.add(entry.id);
      cards.push(editedCard(entry, program, venues));
    } else {
      cards.push(serverCard(program, catalogue, venues));
    }
  }
  return cards;
}

/** The built-in entry for an id from a URL (case and a trailing slash do not matter). */
export function findCatalogueEntry(catalogue: CatalogueProgram[], id: string): CatalogueProgram | undefined {
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as written.
  }
  const wanted = lower(decoded.replace(/\/+$/, ''));
  return catalogue.find((entry) => entry.id === wanted);
}

/** Age groups as a short text: "U-11 to U-17" for a run, "U-12" alone, else a list. */
export function ageRangeText(ages: readonly string[]): string {
  const ordered = AGE_GROUPS.filter((age) => ages.includes(age));
  if (ordered.length === 0) return '';
  const first = ordered[0] as AgeGroup;
  const last = ordered[ordered.length - 1] as AgeGroup;
  const run = AGE_GROUPS.indexOf(last) - AGE_GROUPS.indexOf(first) + 1 === ordered.length;
  if (ordered.length === 1) return first;
  return run ? `${first} to ${last}` : ordered.join(', ');
}

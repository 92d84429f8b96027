/**
 * League geography and sports shared by the registration forms (spec 2 §3, spec 3 "Shared lists"):
 * conference divisions (NFC and AFC, North, East, South and West) and the counties in each. They
 * are data the league office edits (issue 19 item 4; GET /league/divisions/): the spec's eight
 * divisions with 32 Mississippi counties to start, and counties of Tennessee, Arkansas and Alabama
 * added by staff. These helpers read such a list; none holds one of its own.
 */

export interface LeagueCounty {
  /** Stable code sent to the API (e.g. DESOTO, or SHELBY_TN for a county added later). */
  value: string;
  /** Name shown to people (e.g. DeSoto). */
  label: string;
  /** Two-letter state code: MS, TN, AR or AL. */
  state: string;
}

export interface LeagueDivision {
  value: string;
  label: string;
  conference: 'NFC' | 'AFC';
  counties: readonly LeagueCounty[];
}

/** The league's divisions in display order, each with its counties (GET /league/divisions/). */
export type LeagueGeography = readonly LeagueDivision[];

/** The league's four states, in the order the forms group counties by. */
export const LEAGUE_STATES = [
  { value: 'MS', label: 'Mississippi' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'AL', label: 'Alabama' },
] as const;

export type LeagueState = (typeof LEAGUE_STATES)[number]['value'];

export const CONFERENCES = ['NFC', 'AFC'] as const;

/** A county with the division it belongs to. */
export interface PlacedCounty extends LeagueCounty {
  division: string;
  divisionLabel: string;
}

/** Every county with its division, in division order. */
export function leagueCounties(geography: LeagueGeography): PlacedCounty[] {
  return geography.flatMap((division) =>
    division.counties.map((c) => ({ ...c, division: division.value, divisionLabel: division.label })),
  );
}

const findCounty = (geography: LeagueGeography, countyValue: string | null | undefined) => {
  if (!countyValue) return undefined;
  const code = countyValue.toUpperCase();
  return leagueCounties(geography).find((c) => c.value === code);
};

/** The division a county code belongs to, or null for an unknown county. */
export function divisionOfCounty(
  geography: LeagueGeography,
  countyValue: string | null | undefined,
): string | null {
  return findCounty(geography, countyValue)?.division ?? null;
}

/** Whether the county code is one of the league's counties. */
export function isLeagueCounty(geography: LeagueGeography, countyValue: string | null | undefined): boolean {
  return findCounty(geography, countyValue) !== undefined;
}

/** Whether the division code is one of the league's divisions. */
export function isLeagueDivision(geography: LeagueGeography, value: string | null | undefined): boolean {
  return geography.some((division) => division.value === value);
}

/** The display name of a county code (the code itself when unknown). */
export function countyLabel(geography: LeagueGeography, countyValue: string): string {
  return findCounty(geography, countyValue)?.label ?? countyValue;
}

/** The display name of a division code (the code itself when unknown). */
export function divisionLabel(geography: LeagueGeography, value: string): string {
  return geography.find((division) => division.value === value)?.label ?? value;
}

/** The name of a state code (the code itself when it is not one of the league's). */
export function stateLabel(state: string): string {
  return LEAGUE_STATES.find((s) => s.value === state)?.label ?? state;
}

/**
 * The counties grouped by state as the registration forms show them (Mississippi, Tennessee,
 * Arkansas, Alabama, then any other), each group by name; a state without counties is left out.
 */
export function countiesByState(
  geography: LeagueGeography,
): { state: string; label: string; counties: PlacedCounty[] }[] {
  const counties = leagueCounties(geography);
  const states = [
    ...LEAGUE_STATES.map((s) => s.value as string),
    ...[...new Set(counties.map((c) => c.state))].filter(
      (state) => !LEAGUE_STATES.some((s) => s.value === state),
    ),
  ];
  return states.flatMap((state) => {
    const inState = counties
      .filter((c) => c.state === state)
      .sort((a, b) => a.label.localeCompare(b.label, 'en-US'));
    return inState.length > 0 ? [{ state, label: stateLabel(state), counties: inState }] : [];
  });
}

/**
 * The code of a county added in the office: its name in capitals without spaces or marks, and the
 * state (SHELBY_TN), since county names repeat across the four states. The spec's Mississippi
 * counties keep their codes (DESOTO).
 */
export function countyCode(name: string, state: string): string {
  const letters = name
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return `${letters}_${state.toUpperCase()}`;
}

/** Sports the league runs, with the query values /register?sport= accepts (spec 1 §2.1). */
export const SPORTS = [
  { value: 'FOOTBALL', label: 'Flag Football' },
  { value: 'BASKETBALL', label: 'Basketball' },
  { value: 'VOLLEYBALL', label: 'Volleyball' },
  { value: 'SOCCER', label: 'Soccer' },
  { value: 'TRACK', label: 'Track & Field' },
] as const;

export type Sport = (typeof SPORTS)[number]['value'];

/** Reads a sport query value (case-insensitive); anything else is null. */
export function parseSport(value: string | null | undefined): Sport | null {
  const code = value?.trim().toUpperCase();
  return SPORTS.find((s) => s.value === code)?.value ?? null;
}

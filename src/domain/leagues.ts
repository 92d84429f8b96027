/**
 * League geography and sports shared by the registration forms (spec 2 §3, spec 3 "Shared lists"):
 * two conferences (NFC, AFC) with four divisions each, four Mississippi counties per division.
 * The divisions and counties live in one editable data file, league-divisions.json.
 */
import data from './league-divisions.json';

export interface LeagueDivision {
  value: string;
  label: string;
  conference: 'NFC' | 'AFC';
  counties: readonly LeagueCounty[];
}

export interface LeagueCounty {
  /** Stable code sent to the API (e.g. DESOTO). */
  value: string;
  /** Name shown to people (e.g. DeSoto). */
  label: string;
}

const county = (label: string): LeagueCounty => ({
  value: label.toUpperCase().replace(/[^A-Z]/g, ''),
  label,
});

/** The eight conference divisions in display order, each with its four counties. */
export const LEAGUE_DIVISIONS: readonly LeagueDivision[] = data.divisions.map((division) => ({
  value: division.value,
  label: division.label,
  conference: division.conference === 'AFC' ? 'AFC' : 'NFC',
  counties: division.counties.map(county),
}));

/** Every county with the division it belongs to, in division order. */
export const LEAGUE_COUNTIES: readonly (LeagueCounty & { division: string })[] = LEAGUE_DIVISIONS.flatMap(
  (division) => division.counties.map((c) => ({ ...c, division: division.value })),
);

/** The division a county code belongs to, or null for an unknown county. */
export function divisionOfCounty(countyValue: string | null | undefined): string | null {
  if (!countyValue) return null;
  const code = countyValue.toUpperCase();
  return LEAGUE_COUNTIES.find((c) => c.value === code)?.division ?? null;
}

/** Whether the county code is one of the league's counties. */
export function isLeagueCounty(countyValue: string | null | undefined): boolean {
  return divisionOfCounty(countyValue) !== null;
}

/** The display name of a county code (the code itself when unknown). */
export function countyLabel(countyValue: string): string {
  const code = countyValue.toUpperCase();
  return LEAGUE_COUNTIES.find((c) => c.value === code)?.label ?? countyValue;
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

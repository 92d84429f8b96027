/**
 * The league's age groups and its programs' divisions in one vocabulary (issue 41 item 4): a
 * program's divisions are its age groups as families know them ("Junior: U-12 and U-13", as the
 * program pages say), and each maps onto the spec's stored codes (TWEEN, JUNIOR, HIGH_SCHOOL…) by
 * age, so forms offer the divisions and every view shows those words instead of a code.
 */

import { ageGroupLabel } from './registration-options';

/** Age groups the league runs (spec 1 §9), youngest first. */
export const AGE_GROUPS = ['U-11', 'U-12', 'U-13', 'U-14', 'U-15', 'U-16', 'U-17'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** The age an age group is for: the league's ages 11–17 are its groups U-11 to U-17. */
export function ageOfGroup(group: AgeGroup): number {
  return Number(group.slice(2));
}

/** The age groups within a program's ages (min_age to max_age, inclusive); none for an adults' program. */
export function ageGroupsForAges(minAge: number, maxAge: number): AgeGroup[] {
  return AGE_GROUPS.filter((group) => ageOfGroup(group) >= minAge && ageOfGroup(group) <= maxAge);
}

/** Age groups named in a text ("U12", "u-15 girls"), in league order. */
export function ageGroupsIn(text: string): AgeGroup[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\bu-?(\d{2})\b/gi)) found.add(`U-${match[1]}`);
  return AGE_GROUPS.filter((age) => found.has(age));
}

/**
 * The league's division ladder: the age groups of the divisions every program runs (each program's
 * page lists them, content/programs/*.yaml; a test keeps the two in step). A division named
 * otherwise may name its ages ("Open U-16"); else it has none.
 */
export const DIVISION_LADDER: Readonly<Record<string, readonly AgeGroup[]>> = {
  rookie: ['U-11'],
  junior: ['U-12', 'U-13'],
  varsity: ['U-14', 'U-15'],
  elite: ['U-16', 'U-17'],
};

/** The age groups of a program division, by its name. */
export function divisionAgeGroups(name: string): AgeGroup[] {
  const named = ageGroupsIn(name);
  return named.length > 0 ? named : [...(DIVISION_LADDER[name.trim().toLowerCase()] ?? [])];
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A division as families read it: 'Junior: U-12 and U-13' (its name alone when it has no ages). */
export function divisionChoiceLabel(name: string): string {
  const groups = divisionAgeGroups(name);
  return groups.length === 0 || ageGroupsIn(name).length > 0 ? name : `${name}: ${listed(groups)}`;
}

/** The ages a division is for (inclusive), or null when it names none. */
export function divisionAges(name: string): { min: number; max: number } | null {
  const ages = divisionAgeGroups(name).map(ageOfGroup);
  return ages.length ? { min: Math.min(...ages), max: Math.max(...ages) } : null;
}

/** The division of a program for an age (the one whose ages hold it), if any. */
export function divisionForAge<D extends { name: string }>(
  divisions: readonly D[],
  age: number | null | undefined,
): D | undefined {
  if (age === null || age === undefined) return undefined;
  return divisions.find((division) => {
    const ages = divisionAges(division.name);
    return ages !== null && age >= ages.min && age <= ages.max;
  });
}

/**
 * A registration's age group in words: its program division's ('Junior: U-12 and U-13') when it
 * has one, else the spec's label of its code ('Junior 13-14'); '—' when neither is known.
 */
export function placementAgeGroup(registration: {
  age_group?: string | null | undefined;
  division_detail?: { name: string } | null | undefined;
}): string {
  if (registration.division_detail?.name) return divisionChoiceLabel(registration.division_detail.name);
  return registration.age_group ? ageGroupLabel(registration.age_group) : '—';
}

/**
 * League placement from what is known about the athlete (issue 22): the age group and grade a
 * registration form suggests from the date of birth (still editable), and the age groups a program
 * offers for the ages it is for. The league's programs are for 11–17: they offer only the youth age
 * groups; the college and adult groups stay for a program that is for adults.
 */
import { divisionAges } from './age-groups';
import { ageOn, isCalendarDate, leagueToday } from './children';
import { AGE_GROUPS } from './registration';

type AgeGroup = (typeof AGE_GROUPS)[number];
export type AgeGroupValue = AgeGroup['value'];

/** The ages each age group is for, inclusive (spec 2 §3: Youth 11-12, 13-14, 15-18; then adults). */
const AGE_GROUP_AGES: Record<AgeGroupValue, readonly [number, number]> = {
  TWEEN: [11, 12],
  JUNIOR: [13, 14],
  HIGH_SCHOOL: [15, 18],
  SORORITY_FRATERNITY: [18, Infinity],
  REGULAR_COLLEGE: [18, Infinity],
  NON_COLLEGE_ADULTS: [18, Infinity],
};

/** What a program says about the ages it is for (API programs carry min_age and max_age). */
export interface ProgramAges {
  min_age?: number | null | undefined;
  max_age?: number | null | undefined;
}

const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * The age groups a program offers: those whose ages meet the program's. Without a program, or a
 * program that does not say its ages, every group is offered.
 */
export function offeredAgeGroups(program: ProgramAges | null | undefined): readonly AgeGroup[] {
  const min = whole(program?.min_age);
  const max = whole(program?.max_age);
  if (min === null && max === null) return AGE_GROUPS;
  const from = min ?? 0;
  const to = max ?? Infinity;
  return AGE_GROUPS.filter((group) => {
    const [low, high] = AGE_GROUP_AGES[group.value];
    return low <= to && high >= from;
  });
}

/** Whether a program offers this age group value. */
export function offersAgeGroup(program: ProgramAges | null | undefined, value: string): boolean {
  return offeredAgeGroups(program).some((group) => group.value === value);
}

/**
 * The youth age group for a date of birth, by age today: 11–12 TWEEN, 13–14 JUNIOR, 15–18
 * HIGH_SCHOOL; null when unknown or outside the youth ages (an adult picks college or adult).
 */
export function suggestedAgeGroup(
  dateOfBirth: string | null | undefined,
  today: string = leagueToday(),
): AgeGroupValue | null {
  return youthAgeGroup(ageOn(dateOfBirth, today));
}

/** The youth age group of an age: 11–12 TWEEN, 13–14 JUNIOR, 15–18 HIGH_SCHOOL; else null. */
function youthAgeGroup(age: number | null): AgeGroupValue | null {
  if (age === null) return null;
  const youth = (['TWEEN', 'JUNIOR', 'HIGH_SCHOOL'] as const).find((value) => {
    const [low, high] = AGE_GROUP_AGES[value];
    return age >= low && age <= high;
  });
  return youth ?? null;
}

/**
 * The stored age group (spec 2 §3's codes) of a registration in a program division (issue 41 item
 * 4: the form offers the divisions): the player's own age's when it is within the division's ages,
 * else the division's youngest age's; null for a division without ages.
 */
export function ageGroupOfDivision(name: string, age: number | null | undefined): AgeGroupValue | null {
  const ages = divisionAges(name);
  if (!ages) return null;
  const within = age !== null && age !== undefined && age >= ages.min && age <= ages.max;
  return youthAgeGroup(within ? age : ages.min);
}

/**
 * The school grade for a date of birth in the school year under way (it starts on August 1): a
 * child who is 6 on September 1 starts grade 1, so the grade is the age on September 1 less 5. Only
 * grades 5 to 12 are suggested (the form's grade list; college and adult are picked by hand).
 */
export function suggestedGrade(
  dateOfBirth: string | null | undefined,
  today: string = leagueToday(),
): string | null {
  if (!dateOfBirth || !isCalendarDate(dateOfBirth) || !isCalendarDate(today)) return null;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const schoolYear = month >= 8 ? year : year - 1;
  const age = ageOn(dateOfBirth, `${schoolYear}-09-01`);
  if (age === null) return null;
  const grade = age - 5;
  return grade >= 5 && grade <= 12 ? String(grade) : null;
}

/**
 * A form's age group once its program changes: kept while the program offers it, else cleared (an
 * adult group left from an adult program is not offered by an 11–17 one).
 */
export function keepOfferedAgeGroup<F extends { age_group: string }>(
  form: F,
  program: ProgramAges | null | undefined,
): F {
  return form.age_group && !offersAgeGroup(program, form.age_group) ? { ...form, age_group: '' } : form;
}

/** The placement a registration form starts from for an athlete born on this date (both may be ''). */
export function suggestedPlacement(
  dateOfBirth: string | null | undefined,
  today: string = leagueToday(),
): { age_group: string; grade: string } {
  return {
    age_group: suggestedAgeGroup(dateOfBirth, today) ?? '',
    grade: suggestedGrade(dateOfBirth, today) ?? '',
  };
}

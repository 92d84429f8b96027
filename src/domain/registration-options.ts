/**
 * The option lists of a program registration (spec 2 §3): age groups and grades with their labels,
 * genders. Apart from the registration rules (src/domain/registration.ts re-exports them), so that
 * a page showing a grade or a child's gender does not load the rules.
 */
export const AGE_GROUPS = [
  { value: 'TWEEN', label: 'Youth 11-12' },
  { value: 'JUNIOR', label: 'Junior 13-14' },
  { value: 'HIGH_SCHOOL', label: 'High school 15-18' },
  { value: 'SORORITY_FRATERNITY', label: 'Sorority / fraternity' },
  { value: 'REGULAR_COLLEGE', label: 'College' },
  { value: 'NON_COLLEGE_ADULTS', label: 'Adult (non-college)' },
] as const;

export const GRADES = [
  ...['5', '6', '7', '8', '9', '10', '11', '12'].map((grade) => ({ value: grade, label: `Grade ${grade}` })),
  { value: 'COLLEGE', label: 'College' },
  { value: 'ADULT', label: 'Adult' },
] as const;

export const GENDERS = ['Male', 'Female'] as const;

/** The label of an age group value (the value itself when unknown). */
export function ageGroupLabel(value: string): string {
  return AGE_GROUPS.find((group) => group.value === value)?.label ?? value;
}

/** The label of a grade value (the value itself when unknown). */
export function gradeLabel(value: string): string {
  return GRADES.find((grade) => grade.value === value)?.label ?? value;
}

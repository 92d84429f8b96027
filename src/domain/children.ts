/** Adding and editing a child in the parent portal (spec 2 §5 "Child"), for the form and the server. */
import { GENDERS } from './registration-options';
import { leagueDay } from './league-games';

/** The child form as typed. */
export interface ChildForm {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
}

export type ChildField = keyof ChildForm;

export const EMPTY_CHILD: ChildForm = { first_name: '', last_name: '', date_of_birth: '', gender: '' };

export const CHILD_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  futureBirth: 'Date of birth cannot be in the future.',
  badDate: 'Enter the date of birth as a date.',
  gender: 'Choose Male or Female.',
  added: 'Child added.',
  updated: 'Child updated.',
  removed: 'Child removed.',
  restored: 'Restored.',
  addFailed: 'Failed to add child',
  updateFailed: 'Failed to update child',
  removeFailed: 'Failed to remove child; restored.',
  /** Issue 17 item 14: why a registered child is archived instead of removed. */
  cannotRemove: (first: string) =>
    `${first} has a paid or pending registration, so the league keeps ${first}'s records and cannot remove them. You can archive ${first} to hide them from your portal, or ask the league office about a refund.`,
  archived: (first: string) =>
    `${first} is archived. Show ${first} in your portal again before registering them.`,
} as const;

/** Today's date as YYYY-MM-DD in the league's home time zone (US Central). */
export function leagueToday(now = new Date()): string {
  return leagueDay(now);
}

/** Whether text is a real YYYY-MM-DD date (not 2026-02-31). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Every problem of a child form, in the spec's order (first names, last name, date of birth). */
export function childProblems(
  form: { [K in ChildField]?: string | undefined },
  today: string = leagueToday(),
): { field: ChildField; message: string }[] {
  const problems: { field: ChildField; message: string }[] = [];
  if (form.first_name !== undefined && !form.first_name.trim()) {
    problems.push({ field: 'first_name', message: CHILD_MESSAGES.firstName });
  }
  if (form.last_name !== undefined && !form.last_name.trim()) {
    problems.push({ field: 'last_name', message: CHILD_MESSAGES.lastName });
  }
  const born = form.date_of_birth?.trim();
  if (born) {
    const valid = isCalendarDate(born) && born >= '1900-01-01';
    if (!valid) problems.push({ field: 'date_of_birth', message: CHILD_MESSAGES.badDate });
    else if (born > today) problems.push({ field: 'date_of_birth', message: CHILD_MESSAGES.futureBirth });
  }
  if (form.gender && !(GENDERS as readonly string[]).includes(form.gender)) {
    problems.push({ field: 'gender', message: CHILD_MESSAGES.gender });
  }
  return problems;
}

/** Age in whole years on `today` (YYYY-MM-DD), or null without a date of birth. */
export function ageOn(dateOfBirth: string | null | undefined, today: string = leagueToday()): number | null {
  if (!dateOfBirth || !isCalendarDate(dateOfBirth)) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

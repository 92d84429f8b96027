/**
 * Coach portal rules (spec 3 §2, §4–§9): who may edit calendars and see the roster, the checks of
 * each coach action in the spec's order with its exact message, and the wording of results.
 * Used by the coach portal and by the server, which answers with the same texts.
 */
import { isStaffValue } from './role-map';

/** Spec 3 §5 (Coach) and §8 (Coach): every message of the coach portal. */
export const COACH_MESSAGES = {
  programNeeded: 'Select a program first.',
  eventFieldsNeeded: 'Title, start and end are required.',
  feedbackProgramNeeded: 'Select a program before saving feedback.',
  feedbackNeeded: 'Add feedback before saving.',
  seasonNeeded: 'Select a season to upload into.',
  fileNeeded: 'Choose a CSV file first.',
  editAccessNeeded: 'Calendar editing access required.',
  requestProgramNeeded: 'Select a program before requesting access.',
  alreadyGranted: 'You already have calendar editor access.',
  alreadyPending: 'Your access request is already pending review.',
  rosterApprovalNeeded: 'Access to athlete profiles requires calendar editor approval.',
  eventsFailed: 'Failed to load events',
  rosterFailed: 'Unable to load roster right now.',
  feedbackFailed: 'Unable to save feedback right now.',
  feedbackSaved: 'Feedback saved.',
  updateFailed: 'Failed to update event',
  updated: 'Event updated.',
  createFailed: 'Failed to create event',
  created: 'Event created.',
  requestFailed: 'Unable to submit request right now.',
  requestSent: 'Access request submitted to staff for review.',
  refreshFailed: 'Unable to refresh access status right now.',
  refreshed: 'Access status refreshed.',
  uploadFailed: 'Failed to upload schedule.',
  portalFailed: 'Unable to load the coach portal right now.',
  forbidden: 'Coach account required to access this portal.',
  endBeforeStart: 'The end must be at or after the start.',
} as const;

/** Spec 3 §9: coach events are read 50 at a time; seasons 100. */
export const COACH_EVENTS_PAGE_SIZE = 50;
/** Spec 3 §9: next games shown. */
export const NEXT_GAMES_LIMIT = 5;

/** The fields of a user these rules read (spec 3 §3 "User fields read", and issue 17's programs). */
export interface CoachUser {
  role?: string | null;
  can_edit_calendar?: unknown;
  /** The programs staff granted this coach (GET /auth/me/); staff and admin hold none, by role. */
  calendar_programs?: unknown;
}

/** Whether a role value is staff or admin (any case; staff_admin too). */
export const isStaffRole = isStaffValue;

/** Spec 3 §4, §6: coach edit rights exist with the can_edit_calendar flag or the staff or admin role. */
export function hasCalendarRights(user: CoachUser | null | undefined): boolean {
  return Boolean(user && (isStaffRole(user.role) || user.can_edit_calendar === true));
}

/**
 * Which programs' calendars, schedules and rosters a caller may work on (issue 17 item 5): every
 * program (staff and admin, by role), or the programs staff granted the coach. The server computes
 * it from its grants (server/auth/coach-scope.ts), the portal from /auth/me/; both ask `covers`.
 */
export interface CalendarScope {
  leagueWide: boolean;
  programs: readonly string[];
}

/** Whether a scope covers a program; a record of no program (a league-wide event) only league-wide. */
export function scopeCovers(scope: CalendarScope, program: string | null | undefined): boolean {
  if (!program) return scope.leagueWide;
  return scope.leagueWide || scope.programs.includes(program);
}

/** The scope the signed-in user's answer from /auth/me/ describes. */
export function calendarScope(user: CoachUser | null | undefined): CalendarScope {
  const granted = Array.isArray(user?.calendar_programs) ? (user.calendar_programs as unknown[]) : [];
  return {
    leagueWide: isStaffRole(user?.role),
    programs: granted.filter((program): program is string => typeof program === 'string'),
  };
}

/** Whether the user may edit this program's calendar and see its roster. */
export function canEditProgram(user: CoachUser | null | undefined, program: string): boolean {
  return scopeCovers(calendarScope(user), program);
}

/** A calendar-editor request as the API answers it (spec 3 §3). */
export interface EditorRequest {
  id: number;
  program: string;
  program_name: string | null;
  status: 'PENDING' | 'APPROVED' | 'DENIED';
  message: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
  review_note: string;
}

/** What the access card shows: granted, or the request form (with what blocks it). */
export type AccessState =
  | { kind: 'granted' }
  | { kind: 'pending'; request: EditorRequest }
  | { kind: 'open'; last: EditorRequest | null };

/**
 * The access state for a program from the user (its granted programs) and their requests (in any
 * order): rights are per program, so a coach granted one program may ask for another.
 */
export function accessState(
  user: CoachUser | null | undefined,
  requests: readonly EditorRequest[],
  program: string,
): AccessState {
  if (program && canEditProgram(user, program)) return { kind: 'granted' };
  const mine = requests
    .filter((request) => request.program === program)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  const pending = mine.find((request) => request.status === 'PENDING');
  return pending ? { kind: 'pending', request: pending } : { kind: 'open', last: mine[0] ?? null };
}

/** A check's outcome: null when the action may go ahead, else the message and whether it is info. */
export type CheckResult = { message: string; tone: 'error' | 'info' } | null;

/**
 * Spec 3 §5, Request access: a program is needed; already granted is an info message; a pending
 * request for the program blocks a new one.
 */
export function checkAccessRequest(program: string, state: AccessState): CheckResult {
  if (!program) return { message: COACH_MESSAGES.requestProgramNeeded, tone: 'error' };
  if (state.kind === 'granted') return { message: COACH_MESSAGES.alreadyGranted, tone: 'info' };
  if (state.kind === 'pending') return { message: COACH_MESSAGES.alreadyPending, tone: 'error' };
  return null;
}

/** The event form's fields (datetime-local values in league time). */
export interface EventForm {
  title: string;
  starts_at: string;
  ends_at: string;
  location_text: string;
  notes: string;
}

export const EMPTY_EVENT: EventForm = { title: '', starts_at: '', ends_at: '', location_text: '', notes: '' };

/**
 * Spec 3 §5, Create or edit an event, in order: edit rights, a program (one the user may edit),
 * then title, start and end; the end may not come before the start.
 */
export function checkEvent(
  user: CoachUser | null | undefined,
  program: string,
  form: EventForm,
): string | null {
  if (!hasCalendarRights(user)) return COACH_MESSAGES.editAccessNeeded;
  if (!program) return COACH_MESSAGES.programNeeded;
  if (!canEditProgram(user, program)) return COACH_MESSAGES.editAccessNeeded;
  if (!form.title.trim() || !form.starts_at || !form.ends_at) return COACH_MESSAGES.eventFieldsNeeded;
  if (Date.parse(form.ends_at) < Date.parse(form.starts_at)) return COACH_MESSAGES.endBeforeStart;
  return null;
}

/** Spec 3 §5, Save feedback: a program, then some text. */
export function checkFeedback(program: string, note: string): string | null {
  if (!program) return COACH_MESSAGES.feedbackProgramNeeded;
  if (!note.trim()) return COACH_MESSAGES.feedbackNeeded;
  return null;
}

/** Spec 3 §5, Upload: edit rights for the season's program, a season, then a file. */
export function checkUpload(
  user: CoachUser | null | undefined,
  program: string,
  season: string,
  file: unknown,
): string | null {
  if (!canEditProgram(user, program)) return COACH_MESSAGES.editAccessNeeded;
  if (!season) return COACH_MESSAGES.seasonNeeded;
  if (!file) return COACH_MESSAGES.fileNeeded;
  return null;
}

/** Bulk upload result (spec 3 §3): rows are the spreadsheet's line numbers (the header is row 1). */
export interface UploadResult {
  created: number;
  updated: number;
  errors: { row: number; error: string }[];
}

/** Spec 3 §8: 'Schedule uploaded. Created N and updated M games', with a note when rows failed. */
export function uploadSummary(result: UploadResult): string {
  const summary = `Schedule uploaded. Created ${result.created} and updated ${result.updated} games`;
  const failed = result.errors.length;
  if (failed === 0) return summary;
  return `${summary}. ${failed} ${failed === 1 ? 'row was' : 'rows were'} not imported; see the errors below.`;
}

/** A family contact of a rostered athlete. */
export interface RosterContact {
  relation: 'Athlete' | 'Parent/Guardian';
  name: string;
  email: string;
  phone: string;
}

/** A coach's feedback on an athlete (the program's comments; `mine` marks the caller's own). */
export interface CoachComment {
  id: number;
  note: string;
  author: string;
  author_role: string;
  program: string | null;
  updated_at: string;
  mine: boolean;
}

/**
 * An athlete on a program's roster (GET /auth/coach/athletes/): one who registered with a
 * recruiting profile (`id` is the profile, feedback is kept on it) or a child a parent registered
 * (`id` null: family contacts only).
 */
export interface RosterEntry {
  key: string;
  id: number | null;
  kind: 'athlete' | 'child';
  name: string;
  date_of_birth: string | null;
  primary_sport: string;
  grade: string | null;
  age_group: string | null;
  division: string | null;
  location: string | null;
  contacts: RosterContact[];
  feedback: CoachComment[];
}

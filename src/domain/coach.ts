/**
 * Coach portal rules (spec 3 §2, §4–§9): who may edit calendars and see the roster, the checks of
 * each coach action in the spec's order with its exact message, and the wording of results.
 * Used by the coach portal and by the server, which answers with the same texts.
 */
import type { EmergencyInfo } from './emergency';
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
  teamNeeded: 'Choose the team the event is for.',
  programWideForStaff: 'Only the league office posts to a whole program: choose one of your teams.',
  noTeamToPost:
    'Events go to the teams you coach: once the league office puts you on a team of this program, you can add its practices and meetings here.',
  deleted: 'Event deleted.',
  deleteFailed: 'Unable to delete the event right now.',
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
  /** The teams the coach is on (GET /auth/me/, issue 19). */
  coach_teams?: unknown;
}

/** Whether a role value is staff or admin (any case; staff_admin too). */
export const isStaffRole = isStaffValue;

/** Spec 3 §4, §6: coach edit rights exist with the can_edit_calendar flag or the staff or admin role. */
export function hasCalendarRights(user: CoachUser | null | undefined): boolean {
  return Boolean(user && (isStaffRole(user.role) || user.can_edit_calendar === true));
}

/** A team a coach is on (issue 19), as the scope and /auth/me/ (coach_teams) know it. */
export interface ScopeTeam {
  id: number;
  name: string;
  /** The team's season, and that season's program. */
  season: number;
  program: string | null;
}

/**
 * Which programs' calendars, schedules and rosters a caller may work on (issue 17 item 5), and on
 * which teams (issue 19): every program (staff and admin, by role), the programs staff granted the
 * coach, and the teams the coach is on. Where a season has teams, a coach's players are those of
 * their own teams only: a program grant covers the players of seasons without teams. The server
 * computes it (server/auth/coach-scope.ts), the portal reads it from /auth/me/; both ask here.
 */
export interface CalendarScope {
  leagueWide: boolean;
  programs: readonly string[];
  teams: readonly ScopeTeam[];
}

/**
 * Whether the caller works in a program at all (a grant, or a team of one of its seasons): the
 * program's roster, events and schedule may be asked for, each then kept to what is theirs.
 */
export function scopeCovers(scope: CalendarScope, program: string | null | undefined): boolean {
  if (!program) return scope.leagueWide;
  return (
    scope.leagueWide ||
    scope.programs.includes(program) ||
    scope.teams.some((team) => team.program === program)
  );
}

/** Whether the caller holds the program itself (a grant, or staff): its program-wide records. */
export function grantCovers(scope: CalendarScope, program: string | null | undefined): boolean {
  if (!program) return scope.leagueWide;
  return scope.leagueWide || scope.programs.includes(program);
}

/** Whether the caller coaches the team (or is staff). */
export function coversTeam(scope: CalendarScope, team: number | null | undefined): boolean {
  return scope.leagueWide || (team !== null && team !== undefined && scope.teams.some((t) => t.id === team));
}

/** Who an event or a message reaches (issue 41 item 6): one team of a program, or the whole program (team null). */
export interface PostAudience {
  program: string | null;
  team: number | null;
}

/**
 * Whether the caller may post to an audience: a coach reaches only the teams they coach, whatever
 * programs staff granted them; a whole program (every team, every family) is the league office's.
 */
export function mayPostTo(scope: CalendarScope, audience: PostAudience): boolean {
  return audience.team === null ? scope.leagueWide : coversTeam(scope, audience.team);
}

/** Where a player stands: their program, the team they are on, whether their season has teams. */
export interface PlayerPlace {
  program: string | null;
  team: number | null;
  seasonHasTeams: boolean;
}

/**
 * Whether a player is the caller's to see (roster, family and emergency contacts, feedback): on one
 * of the caller's teams; or, in a season without teams, in a program granted to the caller.
 */
export function coversPlayer(scope: CalendarScope, place: PlayerPlace): boolean {
  if (scope.leagueWide) return true;
  if (place.team !== null && coversTeam(scope, place.team)) return true;
  return !place.seasonHasTeams && place.program !== null && scope.programs.includes(place.program);
}

/** The scope the signed-in user's answer from /auth/me/ describes. */
export function calendarScope(user: CoachUser | null | undefined): CalendarScope {
  const granted = Array.isArray(user?.calendar_programs) ? (user.calendar_programs as unknown[]) : [];
  const teams = Array.isArray(user?.coach_teams) ? (user.coach_teams as ScopeTeam[]) : [];
  return {
    leagueWide: isStaffRole(user?.role),
    programs: granted.filter((program): program is string => typeof program === 'string'),
    teams: teams.filter((team) => typeof team?.id === 'number'),
  };
}

/** Whether the user may edit this program's calendar and see its roster (their part of it). */
export function canEditProgram(user: CoachUser | null | undefined, program: string): boolean {
  return scopeCovers(calendarScope(user), program);
}

/** The teams of a program the user coaches (staff: none by role; they pick from every team). */
export function teamsInProgram(user: CoachUser | null | undefined, program: string): ScopeTeam[] {
  return calendarScope(user).teams.filter((team) => team.program === program);
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

/**
 * The event form's fields (datetime-local values in league time); `team` a team id ('' for the
 * whole program), `public` 'true' when the event is on the public calendar (issue 19).
 */
export interface EventForm {
  title: string;
  starts_at: string;
  ends_at: string;
  location_text: string;
  notes: string;
  team: string;
  public: string;
}

export const EMPTY_EVENT: EventForm = {
  title: '',
  starts_at: '',
  ends_at: '',
  location_text: '',
  notes: '',
  team: '',
  public: '',
};

/** A team an event may belong to. */
export interface TeamChoice {
  id: number;
  name: string;
}

/**
 * What a new event of a program may belong to (issue 19 item 3): the caller's teams of it (staff:
 * every team of the program's seasons, `seasonTeams`), and the whole program only for staff
 * (`mayPostTo`, issue 41 item 6).
 */
export function eventTeamChoices(
  user: CoachUser | null | undefined,
  program: string,
  seasonTeams: readonly TeamChoice[],
): { teams: TeamChoice[]; programWide: boolean } {
  const scope = calendarScope(user);
  const teams = scope.leagueWide
    ? [...seasonTeams]
    : teamsInProgram(user, program).map(
        ({ id, name }) => seasonTeams.find((team) => team.id === id) ?? { id, name },
      );
  return { teams, programWide: mayPostTo(scope, { program, team: null }) };
}

/** Whether the caller may edit or delete an event: one of their teams', or a program's own for staff. */
export function canEditEvent(
  user: CoachUser | null | undefined,
  event: { program: string | null; team?: number | null },
): boolean {
  return mayPostTo(calendarScope(user), { program: event.program, team: event.team ?? null });
}

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
  // A coach adds events to one of their teams only; the whole program is staff's (issue 41 item 6).
  if (!form.team && !mayPostTo(calendarScope(user), { program, team: null }))
    return COACH_MESSAGES.teamNeeded;
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

/**
 * The seasons of a program the caller may upload a schedule into: every one for those who hold the
 * program (a grant, or staff); else the seasons of the caller's teams (issue 19).
 */
export function uploadSeasons<S extends { id: number | string }>(
  user: CoachUser | null | undefined,
  program: string,
  seasons: readonly S[],
): S[] {
  if (grantCovers(calendarScope(user), program)) return [...seasons];
  const mine = new Set(teamsInProgram(user, program).map((team) => String(team.season)));
  return seasons.filter((season) => mine.has(String(season.id)));
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
  /** Rows imported with a team name that is no team of the season (issue 19). */
  warnings?: { row: number; warning: string }[];
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
 * A player on a coach's roster (GET /auth/coach/athletes/): an athlete who registered with a
 * recruiting profile (`id` is the profile) or a child a parent registered (`id` is the child);
 * feedback is kept on either. `team` is the team they are on (issue 19), `emergency` their
 * emergency contact and medical notes (null when the family gave none).
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
  season: string;
  team: { id: number; name: string } | null;
  contacts: RosterContact[];
  emergency: EmergencyInfo | null;
  feedback: CoachComment[];
}

/** Where a player's feedback is saved: on the athlete's profile, or on the child. */
export function feedbackPath(entry: Pick<RosterEntry, 'kind' | 'id'>): string {
  return entry.kind === 'athlete'
    ? `/auth/coach/athletes/${entry.id}/feedback/`
    : `/auth/coach/children/${entry.id}/feedback/`;
}

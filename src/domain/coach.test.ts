import { describe, expect, it } from 'vitest';
import {
  accessState,
  calendarScope,
  canEditProgram,
  checkAccessRequest,
  checkEvent,
  checkFeedback,
  checkUpload,
  canEditEvent,
  EMPTY_EVENT,
  eventTeamChoices,
  hasCalendarRights,
  scopeCovers,
  uploadSummary,
  type EditorRequest,
} from './coach';

const coach = { role: 'coach', can_edit_calendar: false };
/** A coach granted NFL FLAG Boys only (as /auth/me/ answers). */
const editor = { role: 'coach', can_edit_calendar: true, calendar_programs: ['nfl-flag-boys'] };
const staff = { role: 'staff_admin', can_edit_calendar: false, calendar_programs: [] };
/** A coach granted NFL FLAG Boys and head coach of one team of it (the demo coach). */
const grantedTeamCoach = {
  ...editor,
  coach_teams: [{ id: 7, name: 'Southaven Storm', season: 3, program: 'nfl-flag-boys' }],
};
const request = (status: EditorRequest['status'], program = 'nfl-flag-boys', id = 1): EditorRequest => ({
  id,
  program,
  program_name: null,
  status,
  message: '',
  created_at: `2026-11-0${id}T12:00:00Z`,
  reviewed_at: null,
  reviewed_by_name: null,
  review_note: '',
});

describe('hasCalendarRights', () => {
  it.each([
    [{ role: 'staff_admin' }, true],
    [{ role: 'ADMIN' }, true],
    [{ role: 'staff' }, true],
    [editor, true],
    [coach, false],
    [{ role: 'coach', can_edit_calendar: 'true' }, false],
    [{ role: 'parent_guardian', can_edit_calendar: false }, false],
    [null, false],
  ])('%j → %s', (user, expected) => {
    expect(hasCalendarRights(user)).toBe(expected);
  });
});

describe('the calendar scope: programs granted to a coach, every program for staff (issue 17)', () => {
  it.each([
    [editor, 'nfl-flag-boys', true],
    [editor, 'volleyball-girls', false],
    [editor, '', false],
    [staff, 'volleyball-girls', true],
    [{ role: 'admin' }, 'jr-nba', true],
    [coach, 'nfl-flag-boys', false],
    // A flag without programs grants nothing; programs of a parent's answer neither.
    [{ role: 'coach', can_edit_calendar: true }, 'nfl-flag-boys', false],
    [{ role: 'coach', calendar_programs: 'nfl-flag-boys' }, 'nfl-flag-boys', false],
    [{ role: 'coach', calendar_programs: [7, 'jr-nba'] }, 'jr-nba', true],
    [null, 'nfl-flag-boys', false],
  ])('%j may edit %j: %s', (user, program, expected) => {
    expect(canEditProgram(user, program)).toBe(expected);
  });

  it('covers a record of no program (a league-wide event) only league-wide', () => {
    expect(scopeCovers(calendarScope(editor), null)).toBe(false);
    expect(scopeCovers(calendarScope(staff), null)).toBe(true);
  });
});

describe('the access card (spec 3 §4, §5 Request access)', () => {
  it('is granted for a granted program, whatever was requested', () => {
    expect(accessState(editor, [request('PENDING')], 'nfl-flag-boys')).toEqual({ kind: 'granted' });
    expect(accessState(staff, [], 'jr-nba')).toEqual({ kind: 'granted' });
  });

  it('is open or pending for a program the coach has no grant in, though another is granted', () => {
    expect(accessState(editor, [], 'jr-nba')).toEqual({ kind: 'open', last: null });
    expect(accessState(editor, [request('PENDING', 'jr-nba')], 'jr-nba')).toMatchObject({
      kind: 'pending',
      request: { program: 'jr-nba' },
    });
  });

  it('is pending while a request for the program waits, which blocks a new one', () => {
    const state = accessState(
      coach,
      [request('DENIED', 'nfl-flag-boys', 1), request('PENDING', 'nfl-flag-boys', 2)],
      'nfl-flag-boys',
    );
    expect(state).toMatchObject({ kind: 'pending', request: { id: 2 } });
    expect(checkAccessRequest('nfl-flag-boys', state)).toEqual({
      message: 'Your access request is already pending review.',
      tone: 'error',
    });
  });

  it('is open again after a denial (showing the last one) or for another program', () => {
    expect(accessState(coach, [request('DENIED')], 'nfl-flag-boys')).toMatchObject({
      kind: 'open',
      last: { status: 'DENIED' },
    });
    const other = accessState(coach, [request('PENDING', 'jr-nba')], 'nfl-flag-boys');
    expect(other).toEqual({ kind: 'open', last: null });
    expect(checkAccessRequest('nfl-flag-boys', other)).toBeNull();
  });

  it('names the program first, then says rights are already granted (info)', () => {
    expect(checkAccessRequest('', { kind: 'granted' })).toEqual({
      message: 'Select a program before requesting access.',
      tone: 'error',
    });
    expect(checkAccessRequest('jr-nba', { kind: 'granted' })).toEqual({
      message: 'You already have calendar editor access.',
      tone: 'info',
    });
  });
});

describe('checkEvent (spec 3 §5 Create event, Edit)', () => {
  const form = {
    ...EMPTY_EVENT,
    title: 'Practice',
    starts_at: '2026-12-01T18:00',
    ends_at: '2026-12-01T19:30',
  };
  it.each([
    [coach, 'nfl-flag-boys', form, 'Calendar editing access required.'],
    [editor, '', form, 'Select a program first.'],
    [editor, 'volleyball-girls', form, 'Calendar editing access required.'],
    [staff, 'volleyball-girls', form, null],
    // A coach's event is for one of their teams; every team of the program is staff's (issue 41 item 6).
    [editor, 'nfl-flag-boys', form, 'Choose the team the event is for.'],
    [
      grantedTeamCoach,
      'nfl-flag-boys',
      { ...form, team: '7', title: '  ' },
      'Title, start and end are required.',
    ],
    [
      grantedTeamCoach,
      'nfl-flag-boys',
      { ...form, team: '7', ends_at: '' },
      'Title, start and end are required.',
    ],
    [
      grantedTeamCoach,
      'nfl-flag-boys',
      { ...form, team: '7', ends_at: '2026-12-01T17:00' },
      'The end must be at or after the start.',
    ],
    [grantedTeamCoach, 'nfl-flag-boys', { ...form, team: '7' }, null],
    [staff, 'nfl-flag-boys', form, null],
  ])('%j in %j → %j', (user, program, values, message) => {
    expect(checkEvent(user, program, values)).toBe(message);
  });
});

/** A coach with no grant, head coach of one team of NFL FLAG Boys (issue 19). */
const teamCoach = {
  role: 'coach',
  can_edit_calendar: true,
  calendar_programs: [],
  coach_teams: [{ id: 7, name: 'Southaven Storm', season: 3, program: 'nfl-flag-boys' }],
};

describe("events belong to the coach's teams (issue 19 item 3)", () => {
  const seasonTeams = [
    { id: 7, name: 'Southaven Storm' },
    { id: 8, name: 'Horn Lake Hawks' },
  ];
  it('offers a team coach their own teams only, and no program-wide event', () => {
    expect(eventTeamChoices(teamCoach, 'nfl-flag-boys', seasonTeams)).toEqual({
      teams: [{ id: 7, name: 'Southaven Storm' }],
      programWide: false,
    });
    expect(eventTeamChoices(teamCoach, 'jr-nba', seasonTeams)).toEqual({ teams: [], programWide: false });
  });

  it('offers staff every team of the season and the whole program; a granted coach their teams alone (issue 41 item 6)', () => {
    expect(eventTeamChoices(staff, 'nfl-flag-boys', seasonTeams)).toEqual({
      teams: seasonTeams,
      programWide: true,
    });
    expect(eventTeamChoices(editor, 'nfl-flag-boys', seasonTeams)).toEqual({ teams: [], programWide: false });
    expect(eventTeamChoices(grantedTeamCoach, 'nfl-flag-boys', seasonTeams)).toEqual({
      teams: [{ id: 7, name: 'Southaven Storm' }],
      programWide: false,
    });
  });

  it("asks a team coach for the team, and lets them edit their team's events only", () => {
    const form = {
      ...EMPTY_EVENT,
      title: 'Practice',
      starts_at: '2026-12-01T18:00',
      ends_at: '2026-12-01T19:00',
    };
    expect(checkEvent(teamCoach, 'nfl-flag-boys', form)).toBe('Choose the team the event is for.');
    expect(checkEvent(teamCoach, 'nfl-flag-boys', { ...form, team: '7' })).toBeNull();
    expect(canEditEvent(teamCoach, { program: 'nfl-flag-boys', team: 7 })).toBe(true);
    expect(canEditEvent(teamCoach, { program: 'nfl-flag-boys', team: 8 })).toBe(false);
    expect(canEditEvent(teamCoach, { program: 'nfl-flag-boys', team: null })).toBe(false);
    expect(canEditEvent(editor, { program: 'nfl-flag-boys', team: null })).toBe(false);
    expect(canEditEvent(staff, { program: 'nfl-flag-boys', team: null })).toBe(true);
    expect(canEditEvent(editor, { program: 'nfl-flag-boys', team: 8 })).toBe(false);
    expect(canEditEvent(staff, { program: 'jr-nba', team: 8 })).toBe(true);
  });
});

describe('checkFeedback and checkUpload (spec 3 §5)', () => {
  it('needs a program, then the text', () => {
    expect(checkFeedback('', 'Great hands')).toBe('Select a program before saving feedback.');
    expect(checkFeedback('nfl-flag-boys', '   ')).toBe('Add feedback before saving.');
    expect(checkFeedback('nfl-flag-boys', 'Great hands')).toBeNull();
  });

  it("needs rights for the season's program, a season, then a file", () => {
    expect(checkUpload(coach, 'nfl-flag-boys', '3', {})).toBe('Calendar editing access required.');
    expect(checkUpload(editor, 'volleyball-girls', '3', {})).toBe('Calendar editing access required.');
    expect(checkUpload(editor, 'nfl-flag-boys', '', {})).toBe('Select a season to upload into.');
    expect(checkUpload(editor, 'nfl-flag-boys', '3', null)).toBe('Choose a CSV file first.');
    expect(checkUpload(editor, 'nfl-flag-boys', '3', {})).toBeNull();
    expect(checkUpload(staff, 'volleyball-girls', '3', {})).toBeNull();
  });
});

describe('uploadSummary (spec 3 §8 Upload)', () => {
  it('counts created and updated games', () => {
    expect(uploadSummary({ created: 4, updated: 1, errors: [] })).toBe(
      'Schedule uploaded. Created 4 and updated 1 games',
    );
  });

  it('adds a note when rows failed', () => {
    expect(
      uploadSummary({ created: 1, updated: 0, errors: [{ row: 3, error: 'kickoff is required.' }] }),
    ).toBe('Schedule uploaded. Created 1 and updated 0 games. 1 row was not imported; see the errors below.');
  });
});

import { describe, expect, it } from 'vitest';
import {
  accessState,
  checkAccessRequest,
  checkEvent,
  checkFeedback,
  checkUpload,
  EMPTY_EVENT,
  hasCalendarRights,
  uploadSummary,
  type EditorRequest,
} from './coach';

const coach = { role: 'coach', can_edit_calendar: false };
const editor = { role: 'coach', can_edit_calendar: true };
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

describe('the access card (spec 3 §4, §5 Request access)', () => {
  it('is granted with rights, whatever was requested', () => {
    expect(accessState(editor, [request('PENDING')], 'nfl-flag-boys')).toEqual({ kind: 'granted' });
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
    [editor, 'nfl-flag-boys', { ...form, title: '  ' }, 'Title, start and end are required.'],
    [editor, 'nfl-flag-boys', { ...form, ends_at: '' }, 'Title, start and end are required.'],
    [
      editor,
      'nfl-flag-boys',
      { ...form, ends_at: '2026-12-01T17:00' },
      'The end must be at or after the start.',
    ],
    [editor, 'nfl-flag-boys', form, null],
  ])('%j in %j → %j', (user, program, values, message) => {
    expect(checkEvent(user, program, values)).toBe(message);
  });
});

describe('checkFeedback and checkUpload (spec 3 §5)', () => {
  it('needs a program, then the text', () => {
    expect(checkFeedback('', 'Great hands')).toBe('Select a program before saving feedback.');
    expect(checkFeedback('nfl-flag-boys', '   ')).toBe('Add feedback before saving.');
    expect(checkFeedback('nfl-flag-boys', 'Great hands')).toBeNull();
  });

  it('needs rights, a season, then a file', () => {
    expect(checkUpload(coach, '3', {})).toBe('Calendar editing access required.');
    expect(checkUpload(editor, '', {})).toBe('Select a season to upload into.');
    expect(checkUpload(editor, '3', null)).toBe('Choose a CSV file first.');
    expect(checkUpload(editor, '3', {})).toBeNull();
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

/**
 * Issue 17 item 5: calendar-editor rights are per program. A coach approved for volleyball-girls
 * tries what it could do on the code before the fix with NFL FLAG Boys (a 12-year-old's birth date
 * and his parent's e-mail and phone on the roster; feedback that overwrites a profile's
 * coach_feedback_note, which recruiters see; games uploaded into another program's season; team
 * events in another program). A program the coach holds no grant in answers 403 with the spec's
 * text; a record of another program addressed by id answers 404. Staff stay league-wide.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_MESSAGES } from '../../../src/domain/coach';
import { athleteComments, athleteProfiles } from '../../db/schema/athletes';
import { calendarEditorRequests, coachProgramGrants, events } from '../../db/schema/events';
import { games, seasons } from '../../db/schema/league';
import { UPLOAD_SEASON_SUBTITLE } from '../../seed/coach-staff';
import { createTestContext, type TestContext } from '../../test/harness';

const A = 'volleyball-girls';
const B = 'nfl-flag-boys';
const ROSTER_DENIED = { detail: 'Access to athlete profiles requires calendar editor approval.' };
const EDIT_DENIED = { detail: 'Calendar editing access required.' };
const NOT_FOUND = { detail: 'Not found.' };

let t: TestContext;
let staff: string;
/** A coach whose request for volleyball-girls staff approved. */
let coachA: string;
let coachAId: number;
/** Jordan Ellis (athlete@demo.test): registered and paid for NFL FLAG Boys. */
let jordan: typeof athleteProfiles.$inferSelect;
/** The NFL FLAG Boys season seeded without games, and a volleyball-girls season. */
let seasonB: number;
let seasonA: number;
/** A team event of NFL FLAG Boys, added by staff. */
let eventB: number;

const CSV = [
  'kickoff,home_team,away_team,home_score,away_score,status,venue,game_type,officials,notes',
  '2031-09-13 09:00,Southaven Storm,Horn Lake Hawks,,,SCHEDULED,Snowden Grove Park,REGULAR,,',
].join('\r\n');

function upload(season: number) {
  const form = new FormData();
  form.set('season', String(season));
  form.set('file', new File([CSV], 'schedule.csv', { type: 'text/csv' }));
  return form;
}

const event = (program: string, title: string) => ({
  program_id: program,
  title,
  starts_at: '2031-03-15T22:30:00Z',
  ends_at: '2031-03-16T00:00:00Z',
  location_text: 'Field 3',
  notes: '',
});

/** Asks for a program as `token` and has staff decide; answers the request's id. */
async function decide(token: string, program: string, status: 'APPROVED' | 'DENIED', id?: number) {
  const requestId =
    id ??
    (await t.call('POST', '/api/events/calendar-editor-requests/', { token, body: { program } })).body.id;
  const res = await t.call('PATCH', `/api/staff/calendar-editor-requests/${requestId}/`, {
    token: staff,
    body: { status },
  });
  expect(res.status).toBe(200);
  return requestId as number;
}

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  const signedUp = await t.signUp('coach');
  coachA = signedUp.token;
  coachAId = signedUp.user.id;
  await decide(coachA, A, 'APPROVED');
  [jordan] = (await t.handle.db.select().from(athleteProfiles).orderBy(athleteProfiles.id)) as [
    typeof athleteProfiles.$inferSelect,
  ];
  const [upcoming] = await t.handle.db
    .select()
    .from(seasons)
    .where(eq(seasons.subtitle, UPLOAD_SEASON_SUBTITLE));
  seasonB = upcoming!.id;
  const [volleyball] = await t.handle.db.select().from(seasons).where(eq(seasons.programId, A));
  seasonA = volleyball!.id;
  const created = await t.call('POST', '/api/events/', { token: staff, body: event(B, 'Boys practice') });
  expect(created.status).toBe(201);
  eventB = created.body.id;
}, 60_000);
afterAll(() => t.close());

describe('a coach granted volleyball-girls, against NFL FLAG Boys', () => {
  it("cannot read NFL FLAG Boys' roster (birth dates, family contacts): 403 with the spec text", async () => {
    const res = await t.call('GET', `/api/auth/coach/athletes/?program=${B}`, { token: coachA });
    expect(res).toMatchObject({ status: 403, body: ROSTER_DENIED });
    expect(JSON.stringify(res.body)).not.toContain('parent@demo.test');
    // Its own program's roster opens.
    expect((await t.call('GET', `/api/auth/coach/athletes/?program=${A}`, { token: coachA })).status).toBe(
      200,
    );
  });

  it('cannot write feedback on an NFL FLAG Boys athlete: 403 naming that program, 404 through its own', async () => {
    const url = `/api/auth/coach/athletes/${jordan.id}/feedback/`;
    const named = await t.call('POST', url, {
      token: coachA,
      body: { note: 'Slow off the line; not college material.', program_id: B },
    });
    expect(named).toMatchObject({ status: 403, body: ROSTER_DENIED });
    const own = await t.call('POST', url, {
      token: coachA,
      body: { note: 'Slow off the line; not college material.', program_id: A },
    });
    expect(own).toMatchObject({ status: 404, body: NOT_FOUND });
    const [after] = await t.handle.db.select().from(athleteProfiles).where(eq(athleteProfiles.id, jordan.id));
    expect(after!.coachFeedbackNote).toBe(jordan.coachFeedbackNote);
    expect(
      await t.handle.db.select().from(athleteComments).where(eq(athleteComments.authorId, coachAId)),
    ).toEqual([]);
  });

  it("cannot upload games into NFL FLAG Boys' season: 404, nothing stored; its own season takes them", async () => {
    const res = await t.call('POST', '/api/events/season-games/bulk-upload/', {
      token: coachA,
      body: upload(seasonB),
    });
    expect(res).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await t.handle.db.select().from(games).where(eq(games.seasonId, seasonB))).toEqual([]);
    const own = await t.call('POST', '/api/events/season-games/bulk-upload/', {
      token: coachA,
      body: upload(seasonA),
    });
    expect(own).toMatchObject({ status: 200, body: { created: 1, updated: 0, errors: [] } });
  });

  it('cannot add an event to NFL FLAG Boys (403) or edit one of its events (404); every team of its own program is the office’s to reach', async () => {
    const added = await t.call('POST', '/api/events/', { token: coachA, body: event(B, 'Fake practice') });
    expect(added).toMatchObject({ status: 403, body: EDIT_DENIED });
    expect(await t.handle.db.select().from(events).where(eq(events.title, 'Fake practice'))).toEqual([]);
    const edited = await t.call('PATCH', `/api/events/${eventB}/`, {
      token: coachA,
      body: { title: 'Cancelled', notes: 'Practice cancelled.' },
    });
    expect(edited).toMatchObject({ status: 404, body: NOT_FOUND });
    const [kept] = await t.handle.db.select().from(events).where(eq(events.id, eventB));
    expect(kept).toMatchObject({ title: 'Boys practice', notes: '' });
    // A coach's events are for the teams they coach (issue 41 item 6): the grant alone reaches none.
    const own = await t.call('POST', '/api/events/', { token: coachA, body: event(A, 'Serving clinic') });
    expect(own).toMatchObject({ status: 403, body: { detail: COACH_MESSAGES.programWideForStaff } });
    expect(await t.handle.db.select().from(events).where(eq(events.title, 'Serving clinic'))).toEqual([]);
  });
});

describe('grants follow staff decisions, program by program', () => {
  it('lists the granted programs in /auth/me/, can_edit_calendar true with at least one', async () => {
    const me = await t.call('GET', '/api/auth/me/', { token: coachA });
    expect(me.body).toMatchObject({ can_edit_calendar: true, calendar_programs: [A] });
    const fresh = await t.signUp('coach');
    expect((await t.call('GET', '/api/auth/me/', { token: fresh.token })).body).toMatchObject({
      can_edit_calendar: false,
      calendar_programs: [],
    });
  });

  it('grants another program when staff approve a request for it, and revokes only that one when they deny it', async () => {
    const requestB = await decide(coachA, B, 'APPROVED');
    expect((await t.call('GET', '/api/auth/me/', { token: coachA })).body.calendar_programs).toEqual([B, A]);
    const roster = await t.call('GET', `/api/auth/coach/athletes/?program=${B}`, { token: coachA });
    expect(roster.status).toBe(200);
    // Its seasons have teams (issue 19): the grant opens the roster, whose players are those of the
    // coach's own teams, and coachA is on none of them yet.
    expect(roster.body.results).toEqual([]);

    // Staff change their mind: the approved request is denied, and NFL FLAG Boys closes again.
    await decide(coachA, B, 'DENIED', requestB);
    expect((await t.call('GET', '/api/auth/me/', { token: coachA })).body).toMatchObject({
      can_edit_calendar: true,
      calendar_programs: [A],
    });
    const after = await t.call('GET', `/api/auth/coach/athletes/?program=${B}`, { token: coachA });
    expect(after).toMatchObject({ status: 403, body: ROSTER_DENIED });
    const grants = await t.handle.db
      .select({ program: coachProgramGrants.programId })
      .from(coachProgramGrants)
      .where(eq(coachProgramGrants.userId, coachAId));
    expect(grants).toEqual([{ program: A }]);
  });

  it('denying the last program takes every right away (the capability 403 before any program is read)', async () => {
    const solo = await t.signUp('coach');
    const request = await decide(solo.token, A, 'APPROVED');
    await decide(solo.token, A, 'DENIED', request);
    const res = await t.call('GET', `/api/auth/coach/athletes/?program=${A}`, { token: solo.token });
    expect(res).toMatchObject({ status: 403, body: ROSTER_DENIED });
    const added = await t.call('POST', '/api/events/', { token: solo.token, body: event(A, 'x') });
    expect(added).toMatchObject({ status: 403, body: EDIT_DENIED });
  });

  it('grants the demo coach the program its flows use (README: Demo accounts)', async () => {
    const demo = await t.signIn('coach@demo.test');
    expect((await t.call('GET', '/api/auth/me/', { token: demo })).body).toMatchObject({
      can_edit_calendar: true,
      calendar_programs: [B],
    });
    expect((await t.call('GET', `/api/auth/coach/athletes/?program=${B}`, { token: demo })).status).toBe(200);
    expect((await t.call('GET', `/api/auth/coach/athletes/?program=${A}`, { token: demo })).status).toBe(403);
  });

  it('leaves staff league-wide: every roster, every season, without a grant', async () => {
    expect((await t.call('GET', `/api/auth/coach/athletes/?program=${A}`, { token: staff })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/auth/coach/athletes/?program=${B}`, { token: staff })).status).toBe(
      200,
    );
    const res = await t.call('POST', '/api/events/season-games/bulk-upload/', {
      token: staff,
      body: upload(seasonB),
    });
    expect(res).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await t.call('GET', '/api/auth/me/', { token: staff })).body).toMatchObject({
      calendar_programs: [],
    });
  });
});

describe('the migration that brings account-wide rights over', () => {
  it('grants each coach the programs of their approved requests, and nothing for pending or denied ones', async () => {
    const dir = fileURLToPath(new URL('../../db/migrations', import.meta.url));
    const file = readdirSync(dir).find((name) =>
      name.endsWith('_coach_program_grants_from_approved_requests.sql'),
    );
    const copy = readFileSync(path.join(dir, file!), 'utf8');
    const before = await t.handle.db.select().from(coachProgramGrants).orderBy(coachProgramGrants.userId);
    await t.handle.db.delete(coachProgramGrants);
    await t.handle.db.execute(sql.raw(copy));
    const approved = await t.handle.db
      .select({ userId: calendarEditorRequests.userId, programId: calendarEditorRequests.programId })
      .from(calendarEditorRequests)
      .where(eq(calendarEditorRequests.status, 'APPROVED'));
    const after = await t.handle.db.select().from(coachProgramGrants).orderBy(coachProgramGrants.userId);
    expect(after.map((row) => `${row.userId}:${row.programId}`).sort()).toEqual(
      [...new Set(approved.map((row) => `${row.userId}:${row.programId}`))].sort(),
    );
    expect(after.map((row) => `${row.userId}:${row.programId}`).sort()).toEqual(
      before.map((row) => `${row.userId}:${row.programId}`).sort(),
    );
  });
});

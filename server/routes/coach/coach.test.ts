import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteComments, athleteProfiles } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { calendarEditorRequests, events } from '../../db/schema/events';
import { auditLog } from '../../db/schema/audit';
import { createTestContext, type TestContext } from '../../test/harness';
import { addAssistant, runningStorm } from '../../test/teams';

let t: TestContext;
let staff: string;
/** coach@demo.test (Darnell Price): granted NFL FLAG Boys only, by the demo data. */
let coach: string;
let coachId: number;
/** A coach who holds no program. */
let ungranted: string;
/** A coach approved by staff for NFL FLAG Boys in beforeAll, and an assistant of the Southaven Storm. */
let approved: string;
let parent: string;
let jordanProfile: number;
/** The Southaven Storm of the season under way, which `approved` assists on. */
let storm: number;

const event = {
  program_id: 'nfl-flag-boys',
  title: 'Practice',
  starts_at: '2026-12-01T23:00:00Z',
  ends_at: '2026-12-02T00:30:00Z',
  location_text: 'Snowden Grove Park · Field 3',
  notes: 'Bring water.',
};

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  coach = await t.signIn('coach@demo.test');
  parent = await t.signIn('parent@demo.test');
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, 'coach@demo.test'));
  coachId = row!.id;
  ungranted = (await t.signUp('coach')).token;
  const second = await t.signUp('coach');
  approved = second.token;
  const asked = await t.call('POST', '/api/events/calendar-editor-requests/', {
    token: approved,
    body: { program: 'nfl-flag-boys' },
  });
  const review = await t.call('PATCH', `/api/staff/calendar-editor-requests/${asked.body.id}/`, {
    token: staff,
    body: { status: 'APPROVED' },
  });
  expect(review.status).toBe(200);
  // The program's seasons have teams (issue 19): the coach's players are those of their team.
  storm = await runningStorm(t);
  await addAssistant(t, staff, storm, second.user.id);
  const [jordan] = await t.handle.db.select().from(athleteProfiles).orderBy(athleteProfiles.id);
  jordanProfile = jordan!.id;
}, 60_000);
afterAll(() => t.close());

describe('rights (spec 3 §6): coach without approval, approved coach, staff, other roles, anonymous', () => {
  it.each([
    ['POST', '/api/events/', event],
    ['POST', '/api/events/season-games/bulk-upload/', {}],
  ])(
    '%s %s refuses a coach without approval with "Calendar editing access required."',
    async (method, url, body) => {
      const res = await t.call(method, url, { token: ungranted, body });
      expect(res).toMatchObject({ status: 403, body: { detail: 'Calendar editing access required.' } });
    },
  );

  it('refuses the roster without approval with the spec text', async () => {
    const res = await t.call('GET', '/api/auth/coach/athletes/?program=nfl-flag-boys', { token: ungranted });
    expect(res).toMatchObject({
      status: 403,
      body: { detail: 'Access to athlete profiles requires calendar editor approval.' },
    });
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await t.call('POST', '/api/events/', { token: parent, body: event })).status).toBe(403);
    expect((await t.call('POST', '/api/events/', { body: event })).status).toBe(401);
    expect(
      (await t.call('GET', '/api/auth/coach/athletes/?program=nfl-flag-boys', { token: parent })).status,
    ).toBe(403);
  });

  it('lets an approved coach create their team’s events and staff the program’s, stored with who added them', async () => {
    // A coach's post reaches the teams they coach, whatever programs they hold (issue 41 item 6).
    const wide = await t.call('POST', '/api/events/', { token: approved, body: event });
    expect(wide).toMatchObject({
      status: 403,
      body: { detail: 'Only the league office posts to a whole program: choose one of your teams.' },
    });
    const res = await t.call('POST', '/api/events/', { token: approved, body: { ...event, team_id: storm } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      program: 'nfl-flag-boys',
      program_name: 'NFL FLAG Football Boys',
      program_sport: 'FOOTBALL',
      category: 'team',
      // The team's event, private to its families and coaches until marked public (issue 19).
      team: storm,
      team_name: 'Southaven Storm',
      public: false,
      title: 'Practice',
      starts_at: '2026-12-01T23:00:00.000Z',
      ends_at: '2026-12-02T00:30:00.000Z',
      location_text: 'Snowden Grove Park · Field 3',
      notes: 'Bring water.',
    });
    const [row] = await t.handle.db.select().from(events).where(eq(events.id, res.body.id));
    expect(row).toMatchObject({ category: 'team', createdBy: expect.any(Number) });
    expect(
      (await t.call('POST', '/api/events/', { token: staff, body: { ...event, title: 'Staff event' } }))
        .status,
    ).toBe(201);
  });
});

describe('POST and PATCH /api/events/', () => {
  it.each([
    [{ ...event, program_id: '' }, { program_id: ['Select a program first.'] }],
    [{ ...event, title: ' ' }, { title: ['Title, start and end are required.'] }],
    [{ ...event, starts_at: '' }, { starts_at: ['Title, start and end are required.'] }],
    [{ ...event, ends_at: '2026-12-01T22:00:00Z' }, { ends_at: ['The end must be at or after the start.'] }],
    [{ ...event, program_id: 'no-such-program' }, { program_id: ['Select a valid program.'] }],
  ])('refuses %j', async (body, errors) => {
    const res = await t.call('POST', '/api/events/', { token: approved, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('edits the fields it is sent and keeps the rest', async () => {
    const created = (
      await t.call('POST', '/api/events/', { token: approved, body: { ...event, team_id: storm } })
    ).body;
    const res = await t.call('PATCH', `/api/events/${created.id}/`, {
      token: approved,
      body: { title: 'Practice (moved)', starts_at: '2026-12-02T23:00:00Z', ends_at: '2026-12-03T00:30:00Z' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Practice (moved)',
      starts_at: '2026-12-02T23:00:00.000Z',
      location_text: 'Snowden Grove Park · Field 3',
    });
    const bad = await t.call('PATCH', `/api/events/${created.id}/`, {
      token: approved,
      body: { ends_at: '2026-12-01T00:00:00Z' },
    });
    expect(bad).toMatchObject({ status: 400, body: { ends_at: ['The end must be at or after the start.'] } });
  });

  it('keeps showcases to staff, and answers 404 for an event that does not exist', async () => {
    const [showcase] = await t.handle.db.select().from(events).where(eq(events.category, 'showcase'));
    const byCoach = await t.call('PATCH', `/api/events/${showcase!.id}/`, {
      token: approved,
      body: { title: 'Mine' },
    });
    expect(byCoach).toMatchObject({ status: 403, body: { detail: 'Calendar editing access required.' } });
    const byStaff = await t.call('PATCH', `/api/events/${showcase!.id}/`, {
      token: staff,
      body: { notes: 'Updated' },
    });
    expect(byStaff.status).toBe(200);
    expect((await t.call('PATCH', '/api/events/987654/', { token: approved, body: {} })).status).toBe(404);
  });
});

describe('calendar-editor requests (spec 3 §4, §5)', () => {
  it('needs a program', async () => {
    const res = await t.call('POST', '/api/events/calendar-editor-requests/', {
      token: coach,
      body: { program: '' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { program: ['Select a program before requesting access.'] },
    });
  });

  it('stores one pending request per coach and program, e-mails operations and lists it', async () => {
    const first = await t.call('POST', '/api/events/calendar-editor-requests/', {
      token: coach,
      body: { program: 'jr-nba', message: 'Assistant coach of the Ballers.' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      program: 'jr-nba',
      program_name: 'Jr. NBA Basketball',
      status: 'PENDING',
      message: 'Assistant coach of the Ballers.',
      created_at: expect.any(String),
      reviewed_at: null,
      reviewed_by_name: null,
      review_note: '',
    });
    const again = await t.call('POST', '/api/events/calendar-editor-requests/', {
      token: coach,
      body: { program: 'jr-nba' },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { detail: 'Your access request is already pending review.' },
    });
    const rows = await t.handle.db
      .select()
      .from(calendarEditorRequests)
      .where(and(eq(calendarEditorRequests.userId, coachId), eq(calendarEditorRequests.programId, 'jr-nba')));
    expect(rows.map((row) => row.status)).toEqual(['PENDING']);
    expect(t.outbox().at(-1)).toMatchObject({
      to: 'operations@league.local',
      subject: 'Calendar editor request: Darnell Price (Jr. NBA Basketball)',
    });
    // Newest first: this one, then the demo coach's approved request for NFL FLAG Boys.
    const list = await t.call('GET', '/api/events/calendar-editor-requests/', { token: coach });
    expect(list.body.results.map((r: { program: string; status: string }) => [r.program, r.status])).toEqual([
      ['jr-nba', 'PENDING'],
      ['nfl-flag-boys', 'APPROVED'],
    ]);
  });

  it('tells an account that already has rights in the program so (staff, an approved coach)', async () => {
    for (const [token, program] of [
      [staff, 'jr-nba'],
      [approved, 'nfl-flag-boys'],
      [coach, 'nfl-flag-boys'],
    ] as const) {
      const res = await t.call('POST', '/api/events/calendar-editor-requests/', {
        token,
        body: { program },
      });
      expect(res).toMatchObject({
        status: 400,
        body: { detail: 'You already have calendar editor access.' },
      });
    }
  });

  it('lets the coach ask again after a denial, and the coach sees who decided', async () => {
    const coachToken = (await t.signUp('coach')).token;
    const asked = await t.call('POST', '/api/events/calendar-editor-requests/', {
      token: coachToken,
      body: { program: 'jr-wnba' },
    });
    await t.call('PATCH', `/api/staff/calendar-editor-requests/${asked.body.id}/`, {
      token: staff,
      body: { status: 'DENIED', review_note: 'Tell us which team you coach.' },
    });
    const mine = await t.call('GET', '/api/events/calendar-editor-requests/', { token: coachToken });
    expect(mine.body.results[0]).toMatchObject({
      status: 'DENIED',
      reviewed_by_name: 'Angela Brooks',
      review_note: 'Tell us which team you coach.',
    });
    const again = await t.call('POST', '/api/events/calendar-editor-requests/', {
      token: coachToken,
      body: { program: 'jr-wnba', message: 'Head coach, Oxford Lady Chargers.' },
    });
    expect(again.status).toBe(201);
    expect(
      await t.handle.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'calendar_editor_request'), eq(auditLog.entityId, String(asked.body.id))),
        ),
    ).toMatchObject([
      {
        entity: 'calendar_editor_request',
        action: 'decide',
        after: { status: 'DENIED' },
        actorName: 'Angela Brooks',
      },
    ]);
  });
});

describe('the coach roster and feedback (spec 3 §2, §7)', () => {
  it('needs a program', async () => {
    const res = await t.call('GET', '/api/auth/coach/athletes/', { token: approved });
    expect(res).toMatchObject({ status: 400, body: { program: ['Select a program first.'] } });
  });

  it("lists the program's paid athletes with family contacts", async () => {
    const res = await t.call('GET', '/api/auth/coach/athletes/?program=nfl-flag-boys', { token: approved });
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.results.map((a: { name: string }) => [a.name, a]));
    expect(Object.keys(byName).sort()).toEqual(['Jordan Ellis', 'Marcus Whitfield']);
    expect(byName['Marcus Whitfield']).toMatchObject({
      id: expect.any(Number),
      kind: 'child',
      team: { name: 'Southaven Storm' },
      grade: '8',
      contacts: [
        {
          relation: 'Parent/Guardian',
          name: 'Tanya Whitfield',
          email: 'parent@demo.test',
          phone: '662-555-0143',
        },
      ],
      feedback: [],
    });
    expect(byName['Jordan Ellis']).toMatchObject({
      id: jordanProfile,
      kind: 'athlete',
      contacts: [{ relation: 'Athlete', name: 'Jordan Ellis' }],
      // The demo coach's seeded comment for this program.
      feedback: [{ author: 'Darnell Price', author_role: 'coach', program: 'nfl-flag-boys', mine: false }],
    });
    // Another program's roster is not this coach's to read (issue 17), even an empty one.
    const other = await t.call('GET', '/api/auth/coach/athletes/?program=jr-nba', { token: approved });
    expect(other).toMatchObject({
      status: 403,
      body: { detail: 'Access to athlete profiles requires calendar editor approval.' },
    });
    // Staff read any program's roster: Jr. NBA holds the office demo's paid households (issue 20's seed).
    const staffView = await t.call('GET', '/api/auth/coach/athletes/?program=jr-nba', { token: staff });
    expect(staffView.status).toBe(200);
    expect(staffView.body.results.map((a: { name: string }) => a.name)).toContain('Zion Okafor');
  });

  it.each([
    [{ note: 'Great hands.', program_id: '' }, { program_id: ['Select a program before saving feedback.'] }],
    [{ note: '  ', program_id: 'nfl-flag-boys' }, { note: ['Add feedback before saving.'] }],
  ])('refuses feedback %j', async (body, errors) => {
    const res = await t.call('POST', `/api/auth/coach/athletes/${jordanProfile}/feedback/`, {
      token: approved,
      body,
    });
    expect(res).toMatchObject({ status: 400, body: errors });
  });

  it("saves one note per coach and program on the athlete's profile, updated in place", async () => {
    const url = `/api/auth/coach/athletes/${jordanProfile}/feedback/`;
    const first = await t.call('POST', url, {
      token: approved,
      body: { note: 'Great hands.', program_id: 'nfl-flag-boys' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      note: 'Great hands.',
      author: 'Test Coach',
      author_role: 'coach',
      mine: true,
    });
    await t.call('POST', url, {
      token: approved,
      body: { note: 'Great hands; works on routes.', program_id: 'nfl-flag-boys' },
    });
    const comments = await t.handle.db
      .select()
      .from(athleteComments)
      .where(
        and(
          eq(athleteComments.athleteProfileId, jordanProfile),
          eq(athleteComments.authorName, 'Test Coach'),
        ),
      );
    expect(comments.map((row) => row.note)).toEqual(['Great hands; works on routes.']);
    const [profile] = await t.handle.db
      .select()
      .from(athleteProfiles)
      .where(eq(athleteProfiles.id, jordanProfile));
    expect(profile).toMatchObject({
      coachFeedbackNote: 'Great hands; works on routes.',
      coachFeedbackUpdatedAt: expect.any(Date),
    });
    const roster = await t.call('GET', '/api/auth/coach/athletes/?program=nfl-flag-boys', { token: staff });
    const jordan = roster.body.results.find((a: { id: number | null }) => a.id === jordanProfile);
    // Newest first: this coach's note, then the seeded one.
    expect(jordan.feedback).toMatchObject([
      { note: 'Great hands; works on routes.', author: 'Test Coach', mine: false },
      { author: 'Darnell Price' },
    ]);
  });

  it('answers 404 for an athlete who is not on the program roster', async () => {
    const [, minor] = await t.handle.db.select().from(athleteProfiles).orderBy(athleteProfiles.id);
    const res = await t.call('POST', `/api/auth/coach/athletes/${minor!.id}/feedback/`, {
      token: approved,
      body: { note: 'Quick.', program_id: 'nfl-flag-boys' },
    });
    expect(res).toEqual(expect.objectContaining({ status: 404, body: { detail: 'Not found.' } }));
  });

  it('keeps feedback private: the athlete and parents cannot call it', async () => {
    const athlete = await t.signIn('athlete@demo.test');
    for (const token of [athlete, parent]) {
      const res = await t.call('POST', `/api/auth/coach/athletes/${jordanProfile}/feedback/`, {
        token,
        body: { note: 'x', program_id: 'nfl-flag-boys' },
      });
      expect(res.status).toBe(403);
    }
  });
});

/**
 * Issue 19 items 2, 3 and 5: teams in the office (by hand and auto-fill), everyone sees their own
 * team, a coach's scope is their teams (a coach of team A against team B), team events and feeds,
 * and emergency contacts that coaches read on record and recruiters never see.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { games, seasons } from '../../db/schema/league';
import { teams } from '../../db/schema/teams';
import { UPLOAD_SEASON_SUBTITLE } from '../../seed/coach-staff';
import { insertPaidRegistration } from '../../seed/families';
import { createTestContext, type TestContext } from '../../test/harness';
import { registerAndPay, signWaiverFor } from '../../test/registrations';
import { verifiedSignUp } from '../../test/verification';

let t: TestContext;
let staff: string;
let junior: number;
/** The Junior League's teams by name. */
const team: Record<string, number> = {};
/** Coach of team A (Southaven Storm) and of team B (Horn Lake Hawks), neither holding the program. */
const coachA = { token: '', id: 0 };
const coachB = { token: '', id: 0 };
/** A family on team A and one on team B. */
const familyA = { token: '', child: 0, registration: 0 };
const familyB = { token: '', child: 0, registration: 0 };

const EMERGENCY = {
  contact_name: 'Keisha Rivers',
  contact_relation: 'Aunt',
  contact_phone: '662-555-0199',
  allergies: 'Peanuts',
  conditions: 'Asthma',
  medication: 'Inhaler before games',
};

async function family(first: string, emergency?: Record<string, string>) {
  const { token } = await verifiedSignUp(t, 'parent_guardian');
  const child = (
    await t.call('POST', '/api/auth/children/', {
      token,
      body: { first_name: first, last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Male' },
    })
  ).body.id as number;
  await signWaiverFor(t, token, child);
  if (emergency) {
    const saved = await t.call('PUT', '/api/auth/emergency-info/', { token, body: { child, ...emergency } });
    expect(saved.status).toBe(200);
  }
  const registration = await registerAndPay(t, token, child, { season: junior });
  return { token, child, registration };
}

async function coach() {
  const account = await t.signUp('coach');
  return { token: account.token, id: account.user.id };
}

const KICKOFF = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  const [season] = await t.handle.db
    .select()
    .from(seasons)
    .where(eq(seasons.subtitle, UPLOAD_SEASON_SUBTITLE));
  junior = season!.id;
  for (const row of await t.handle.db.select().from(teams).where(eq(teams.seasonId, junior)))
    team[row.name] = row.id;
  Object.assign(coachA, await coach());
  Object.assign(coachB, await coach());
  Object.assign(familyA, await family('Ava', EMERGENCY));
  Object.assign(familyB, await family('Ben'));
  // Staff put each coach and each child on a team (the office's team form and roster).
  for (const [name, who] of [
    ['Southaven Storm', coachA],
    ['Horn Lake Hawks', coachB],
  ] as const) {
    const res = await t.call('PATCH', `/api/office/teams/${team[name]}/`, {
      token: staff,
      body: { head_coach: who.id },
    });
    expect(res.status).toBe(200);
  }
  for (const [name, who] of [
    ['Southaven Storm', familyA],
    ['Horn Lake Hawks', familyB],
  ] as const) {
    const res = await t.call('PATCH', `/api/office/rosters/${who.registration}/`, {
      token: staff,
      body: { team: team[name] },
    });
    expect(res.status).toBe(200);
  }
  // The season's schedule: one game of each team, and one of two other teams.
  for (const [home, away, days] of [
    ['Southaven Storm', 'Hernando Tigers', 30],
    ['Horn Lake Hawks', 'Olive Branch Blaze', 31],
    ['Hernando Tigers', 'Olive Branch Blaze', 37],
  ] as const) {
    const res = await t.call('POST', '/api/office/games/', {
      token: staff,
      body: { season: junior, kickoff: KICKOFF(days), home_team: home, away_team: away },
    });
    expect(res.status).toBe(201);
  }
}, 120_000);
afterAll(() => t.close());

const roster = (token: string, query = '') =>
  t.call('GET', `/api/auth/coach/athletes/?program=nfl-flag-boys${query}`, { token });

describe('a coach’s team (issue 19 item 3)', () => {
  it('shows the coach exactly their team’s players, with emergency contacts, each read on record', async () => {
    const res = await roster(coachA.token);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({
      kind: 'child',
      id: familyA.child,
      name: 'Ava Rivers',
      team: { id: team['Southaven Storm'], name: 'Southaven Storm' },
      emergency: EMERGENCY,
    });
    const reads = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read'), eq(auditLog.actorId, coachA.id)));
    expect(reads.map((row) => [row.entity, row.entityId])).toEqual([
      ['emergency_info', `child-${familyA.child}`],
    ]);
    // Read again (an answer kept for this coach): the second showing is on record too.
    expect((await roster(coachA.token)).body).toEqual(res.body);
    const again = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read'), eq(auditLog.actorId, coachA.id)));
    expect(again).toHaveLength(2);
    // A player without notes shows none, and no read is recorded for them.
    const other = await roster(coachB.token);
    expect(
      other.body.results.map((entry: { name: string; emergency: unknown }) => [entry.name, entry.emergency]),
    ).toEqual([['Ben Rivers', null]]);
  });

  it('puts staff and admin reads of the notes on record too, and the family sees who read them and when (issue 36)', async () => {
    const [admin] = await t.handle.db
      .insert(users)
      .values({
        email: 'league.admin@test.example',
        passwordHash: await t.deps.passwords.hash('demo-Pass-1'),
        firstName: 'Ada',
        lastName: 'Admin',
        role: 'admin',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const adminToken = await t.signIn(admin!.email);
    for (const token of [staff, adminToken]) {
      const res = await roster(token, `&team=${team['Southaven Storm']}`);
      expect(res.status).toBe(200);
      expect(res.body.results.find((e: { id: number }) => e.id === familyA.child).emergency).toEqual(
        EMERGENCY,
      );
    }
    const staffReads = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read'), eq(auditLog.entity, 'emergency_info')));
    const byRole = (role: string) =>
      staffReads.filter((row) => row.actorRole === role && row.entityId === `child-${familyA.child}`);
    expect(byRole('staff_admin')).toHaveLength(1);
    expect(byRole('admin')).toHaveLength(1);

    const reads = await t.call('GET', `/api/auth/emergency-info/reads/?child=${familyA.child}`, {
      token: familyA.token,
    });
    expect(reads.status).toBe(200);
    // Newest first: the admin's, then the staff member's (a coach's reads of the roster follow them).
    expect(
      reads.body.results
        .slice(0, 2)
        .map((read: { reader: string; role: string }) => [read.reader, read.role]),
    ).toEqual([
      ['Ada Admin', 'admin'],
      ['Angela Brooks', 'staff_admin'],
    ]);
    expect(reads.body.results[0]).toMatchObject({
      read_at: expect.any(String),
      where: expect.stringMatching(/^Ava Rivers · roster of .+ · Southaven Storm$/),
    });
    // Another household's child is not theirs to ask about; a recruiter never may.
    const other = await t.call('GET', `/api/auth/emergency-info/reads/?child=${familyB.child}`, {
      token: familyA.token,
    });
    expect(other.status).toBe(404);
    const recruiter = await t.call('GET', `/api/auth/emergency-info/reads/?child=${familyA.child}`, {
      token: await t.signIn('recruiter@demo.test'),
    });
    expect(recruiter.status).toBe(403);
  });

  it('keeps a coach of team A away from team B: 403 for its roster, 404 for its players and events', async () => {
    const teamRoster = await roster(coachA.token, `&team=${team['Horn Lake Hawks']}`);
    expect(teamRoster.status).toBe(403);
    expect(teamRoster.body.detail).toBe('Access to athlete profiles requires calendar editor approval.');
    const feedback = await t.call('POST', `/api/auth/coach/children/${familyB.child}/feedback/`, {
      token: coachA.token,
      body: { program_id: 'nfl-flag-boys', note: 'Great hustle.' },
    });
    expect(feedback.status).toBe(404);
    const event = await t.call('POST', '/api/events/', {
      token: coachB.token,
      body: {
        program_id: 'nfl-flag-boys',
        team_id: team['Horn Lake Hawks'],
        title: 'Hawks practice',
        starts_at: KICKOFF(3),
        ends_at: KICKOFF(3.05),
      },
    });
    expect(event.status).toBe(201);
    for (const [method, body] of [
      ['PATCH', { title: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/events/${event.body.id}/`, { token: coachA.token, body });
      expect(res.status).toBe(404);
    }
    const onB = await t.call('POST', '/api/events/', {
      token: coachA.token,
      body: {
        program_id: 'nfl-flag-boys',
        team_id: team['Horn Lake Hawks'],
        title: 'Not mine',
        starts_at: KICKOFF(3),
        ends_at: KICKOFF(3.05),
      },
    });
    expect(onB.status).toBe(403);
    // Nor may a team's coach post for the whole program.
    const programWide = await t.call('POST', '/api/events/', {
      token: coachA.token,
      body: { program_id: 'nfl-flag-boys', title: 'Everyone', starts_at: KICKOFF(3), ends_at: KICKOFF(3.05) },
    });
    expect(programWide.status).toBe(403);
  });

  it('narrows a program grant to the coach’s own team in seasons that have teams', async () => {
    const granted = await t.signIn('coach@demo.test');
    const res = await roster(granted);
    const names = res.body.results.map((entry: { name: string }) => entry.name).sort();
    // The Storm of the season under way (Marcus and Jordan); not the Junior League's players.
    expect(names).toHaveLength(2);
    expect(names.some((name: string) => name.startsWith('Marcus'))).toBe(true);
    expect(names).not.toContain('Ava Rivers');
    const me = await t.call('GET', '/api/auth/me/', { token: granted });
    expect(me.body.calendar_programs).toEqual(['nfl-flag-boys']);
    expect(me.body.coach_teams).toEqual([
      expect.objectContaining({ name: 'Southaven Storm', program: 'nfl-flag-boys' }),
    ]);
    const staffRoster = await roster(staff);
    expect(staffRoster.body.results.map((entry: { name: string }) => entry.name)).toEqual(
      expect.arrayContaining(['Ava Rivers', 'Ben Rivers']),
    );
  });

  it('keeps feedback on any player of the team, and recruiters never see it on a child', async () => {
    const saved = await t.call('POST', `/api/auth/coach/children/${familyA.child}/feedback/`, {
      token: coachA.token,
      body: { program_id: 'nfl-flag-boys', note: 'Quick feet, keep working on flag pulls.' },
    });
    expect(saved.status).toBe(200);
    const again = await roster(coachA.token);
    expect(again.body.results[0].feedback).toEqual([
      expect.objectContaining({ note: 'Quick feet, keep working on flag pulls.', mine: true }),
    ]);
    const recruiter = await t.signIn('recruiter@demo.test');
    const seen = await t.call('GET', '/api/auth/recruiter/athletes/', { token: recruiter });
    expect(JSON.stringify(seen.body)).not.toContain('flag pulls');
    expect(JSON.stringify(seen.body)).not.toContain('Peanuts');
  });

  it('lets a team’s coach upload only their team’s games, refusing names that are no team', async () => {
    const csv = [
      'kickoff,home_team,away_team,home_score,away_score,status,venue,game_type,officials,notes',
      `${KICKOFF(44).slice(0, 10)} 09:00,southaven storm,Olive Branch Blaze,,,SCHEDULED,,,,`,
      `${KICKOFF(45).slice(0, 10)} 09:00,Horn Lake Hawks,Hernando Tigers,,,SCHEDULED,,,,`,
      `${KICKOFF(46).slice(0, 10)} 09:00,Southaven Storm,Tupelo Titans,,,SCHEDULED,,,,`,
    ].join('\r\n');
    const body = new FormData();
    body.set('season', String(junior));
    body.set('file', new File([csv], 'schedule.csv', { type: 'text/csv' }));
    const res = await t.call('POST', '/api/events/season-games/bulk-upload/', { token: coachA.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      created: 1,
      updated: 0,
      errors: [
        { row: 3, error: 'Only games of your team (Southaven Storm) can be uploaded.' },
        {
          row: 4,
          error:
            '"Tupelo Titans" is not a team of this season. Its teams are Hernando Tigers, Horn Lake Hawks, Olive Branch Blaze, Southaven Storm. The row was not imported.',
        },
      ],
      warnings: [],
    });
    // Nothing of the refused row was stored: no team of that name appears anywhere.
    expect(
      (await t.handle.db.select().from(games)).filter((game) => game.awayTeam === 'Tupelo Titans'),
    ).toEqual([]);
  });
});

describe('everyone sees their own team (issue 19 item 3)', () => {
  it('shows a family its child’s team, coach, that team’s games only and its events', async () => {
    const created = await t.call('POST', '/api/events/', {
      token: coachA.token,
      body: {
        program_id: 'nfl-flag-boys',
        team_id: team['Southaven Storm'],
        title: 'Storm practice',
        starts_at: KICKOFF(2),
        ends_at: KICKOFF(2.06),
        location_text: 'Snowden Grove Park · Field 2',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      team: team['Southaven Storm'],
      team_name: 'Southaven Storm',
      public: false,
    });
    const mine = await t.call('GET', '/api/auth/teams/', { token: familyA.token });
    expect(mine.body.results).toHaveLength(1);
    const storm = mine.body.results[0];
    expect(storm).toMatchObject({
      name: 'Southaven Storm',
      players: [{ child: familyA.child, name: 'Ava Rivers', registration: familyA.registration }],
      coaches: [expect.objectContaining({ role: 'head', name: 'Test Coach' })],
      events: [expect.objectContaining({ title: 'Storm practice', public: false })],
    });
    expect(
      storm.games.map(
        (game: { home_team: string; away_team: string }) => `${game.home_team} v ${game.away_team}`,
      ),
    ).toEqual(['Southaven Storm v Hernando Tigers', expect.stringContaining('Southaven Storm')]);
    const registration = (await t.call('GET', '/api/registrations/', { token: familyA.token })).body
      .results[0];
    expect(registration.team).toEqual({
      id: team['Southaven Storm'],
      name: 'Southaven Storm',
      colour: '#1d4ed8',
    });
    const other = await t.call('GET', '/api/auth/teams/', { token: familyB.token });
    expect(other.body.results.map((row: { name: string }) => row.name)).toEqual(['Horn Lake Hawks']);
    expect(JSON.stringify(other.body)).not.toContain('Storm practice');
    expect(JSON.stringify(other.body)).not.toContain('Ava');
  });

  it('lists private team events only to their team, public ones on the calendar and in every feed', async () => {
    const pub = await t.call('POST', '/api/events/', {
      token: coachA.token,
      body: {
        program_id: 'nfl-flag-boys',
        team_id: team['Southaven Storm'],
        title: 'Storm open scrimmage',
        starts_at: KICKOFF(20),
        ends_at: KICKOFF(20.1),
        public: true,
      },
    });
    expect(pub.status).toBe(201);
    const titles = (body: { results: { title: string }[] }) => body.results.map((event) => event.title);
    const anonymous = (await t.call('GET', '/api/events/?program=nfl-flag-boys&category=team')).body;
    expect(titles(anonymous)).toContain('Storm open scrimmage');
    expect(titles(anonymous)).not.toContain('Storm practice');
    const asCoach = (
      await t.call('GET', '/api/events/?program=nfl-flag-boys&category=team', { token: coachA.token })
    ).body;
    expect(titles(asCoach)).toEqual(expect.arrayContaining(['Storm practice', 'Storm open scrimmage']));
    expect(titles(asCoach)).not.toContain('Hawks practice');
    const season = (
      await t.call('GET', '/api/events/seasons/?program=nfl-flag-boys&page_size=100')
    ).body.results.find((row: { id: number }) => row.id === junior);
    expect(season.events.map((event: { title: string }) => event.title)).toEqual(['Storm open scrimmage']);
    expect(season.teams.map((row: { name: string }) => row.name)).toEqual([
      'Hernando Tigers',
      'Horn Lake Hawks',
      'Olive Branch Blaze',
      'Southaven Storm',
    ]);

    const feed = (await t.call('GET', '/api/auth/teams/', { token: familyA.token })).body.results[0]
      .calendar_feed;
    const withKey = await t.call('GET', `/api${feed}`);
    expect(withKey.status).toBe(200);
    expect(withKey.headers.get('cache-control')).toBe('private, no-store');
    expect(withKey.body).toContain('SUMMARY:Storm practice');
    expect(withKey.body).toContain('SUMMARY:Southaven Storm vs Hernando Tigers');
    expect(withKey.body).not.toContain('Horn Lake Hawks vs Olive Branch Blaze');
    const open = await t.call('GET', `/api/events/teams/${team['Southaven Storm']}/calendar.ics`);
    expect(open.body).toContain('SUMMARY:Storm open scrimmage');
    expect(open.body).not.toContain('Storm practice');
    const wrong = await t.call('GET', `/api/events/teams/${team['Southaven Storm']}/calendar.ics?key=guess`);
    expect(wrong.status).toBe(404);
    const seasonFeed = await t.call('GET', `/api/events/seasons/${junior}/calendar.ics`);
    expect(seasonFeed.body).not.toContain('Storm practice');
  });

  it('deletes a team event for its coach', async () => {
    const event = (await t.call('GET', '/api/auth/teams/', { token: familyA.token })).body.results[0]
      .events[0];
    const removed = await t.call('DELETE', `/api/events/${event.id}/`, { token: coachA.token });
    expect(removed.status).toBe(204);
    const after = (await t.call('GET', '/api/auth/teams/', { token: familyA.token })).body.results[0].events;
    expect(after.map((row: { id: number }) => row.id)).not.toContain(event.id);
  });
});

describe('teams in the office (issue 19 item 2)', () => {
  it('lists the teams of one program, counted alike', async () => {
    const res = await t.call('GET', '/api/office/teams/?program=nfl-flag-boys&page_size=200', {
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.results.length);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((team: { program: string }) => team.program === 'nfl-flag-boys')).toBe(
      true,
    );
    const none = await t.call('GET', '/api/office/teams/?program=track-field', { token: staff });
    expect(none.body).toMatchObject({ count: 0, results: [] });
  });

  it('renames a team in its season’s games, and keeps a team with players', async () => {
    const renamed = await t.call('PATCH', `/api/office/teams/${team['Hernando Tigers']}/`, {
      token: staff,
      body: { name: 'Hernando Tiger Sharks', colour: '#0EA5E9' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Hernando Tiger Sharks', colour: '#0ea5e9' });
    const games = (await t.call('GET', `/api/office/games/?season=${junior}&page_size=50`, { token: staff }))
      .body.results;
    expect(games.some((game: { away_team: string }) => game.away_team === 'Hernando Tiger Sharks')).toBe(
      true,
    );
    expect(
      games.some((game: { home_team: string; away_team: string }) =>
        [game.home_team, game.away_team].includes('Hernando Tigers'),
      ),
    ).toBe(false);
    const taken = await t.call('PATCH', `/api/office/teams/${team['Olive Branch Blaze']}/`, {
      token: staff,
      body: { name: 'southaven storm' },
    });
    expect(taken.body).toEqual({ name: ['This season already has a team of that name.'] });
    const removed = await t.call('DELETE', `/api/office/teams/${team['Southaven Storm']}/`, { token: staff });
    expect(removed.status).toBe(409);
    expect(removed.body.detail).toBe(
      'Southaven Storm cannot be deleted: 1 player (Ava Rivers) and 1 team event (Storm open scrimmage) refer to it. Move its players to other teams first. Delete its events first (an event keeps its team).',
    );
    const notCoach = await t.call('PATCH', `/api/office/teams/${team['Olive Branch Blaze']}/`, {
      token: staff,
      body: {
        head_coach: (await t.handle.db.select().from(users).where(eq(users.email, 'parent@demo.test')))[0]!
          .id,
      },
    });
    expect(notCoach.body).toEqual({ head_coach: ['Choose coaches from the list of coach accounts.'] });
  });

  it('refuses to delete a team with an event, naming the event and its remedy, not the players’', async () => {
    const created = await t.call('POST', '/api/office/teams/', {
      token: staff,
      body: { season: junior, name: 'Byhalia Bolts' },
    });
    expect(created.status).toBe(201);
    const event = await t.call('POST', '/api/events/', {
      token: staff,
      body: {
        program_id: 'nfl-flag-boys',
        team_id: created.body.id,
        title: 'Bolts practice',
        starts_at: KICKOFF(3),
        ends_at: KICKOFF(3.05),
      },
    });
    expect(event.status).toBe(201);
    const removed = await t.call('DELETE', `/api/office/teams/${created.body.id}/`, { token: staff });
    expect(removed.status).toBe(409);
    expect(removed.body.detail).toBe(
      'Byhalia Bolts cannot be deleted: 1 team event (Bolts practice) refers to it. Delete its events first (an event keeps its team).',
    );
  });

  it('puts a player only on a team of their own season', async () => {
    const running = (await t.handle.db.select().from(teams).where(eq(teams.name, 'Walls Wolverines')))[0]!;
    const res = await t.call('PATCH', `/api/office/rosters/${familyA.registration}/`, {
      token: staff,
      body: { team: running.id },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ team: ['That team plays in another season than this registration.'] });
  });

  it('auto-fills a season: requested pairs together, team sizes within one player', async () => {
    const season = (
      await t.call('POST', '/api/office/seasons/', {
        token: staff,
        body: {
          title: 'Fill test',
          status: 'SCHEDULED',
          program: 'nfl-flag-boys',
          season_label: 'Fill test',
        },
      })
    ).body.id as number;
    const teamIds: number[] = [];
    for (const name of ['Reds', 'Blues', 'Greens']) {
      teamIds.push(
        (await t.call('POST', '/api/office/teams/', { token: staff, body: { season, name } })).body.id,
      );
    }
    const [parent] = await t.handle.db.select().from(users).where(eq(users.email, 'parent@demo.test'));
    const households: Awaited<ReturnType<typeof t.signUp>>[] = [];
    for (let i = 0; i < 8; i += 1) households.push(await t.signUp('parent_guardian'));
    // Two siblings (one household), two neighbours (one ZIP code), and six others, over three age groups.
    const players = [
      { name: 'Sib One', household: parent!.id, zip: '38601', age: 'TWEEN' },
      { name: 'Sib Two', household: parent!.id, zip: '38601', age: 'JUNIOR' },
      { name: 'Near One', household: households[0]!.user.id, zip: '38671', age: 'JUNIOR' },
      { name: 'Near Two', household: households[1]!.user.id, zip: '38671', age: 'HIGH_SCHOOL' },
      ...['A', 'B', 'C', 'D', 'E', 'F'].map((letter, i) => ({
        name: `Solo ${letter}`,
        household: households[i + 2]!.user.id,
        zip: `3870${i}`,
        age: ['TWEEN', 'JUNIOR', 'HIGH_SCHOOL'][i % 3]!,
      })),
    ];
    const ids: Record<string, number> = {};
    for (const [i, player] of players.entries()) {
      const row = await insertPaidRegistration(
        t.handle.db,
        {
          userId: player.household,
          kind: 'parent_registration',
          subject: `fill-test-${i}`,
          season: 'Fill test',
          seasonId: season,
          participantName: player.name,
          programId: 'nfl-flag-boys',
          ageGroup: player.age,
          shippingAddress: {
            address1: '1 Main St',
            address2: '',
            city: 'Oxford',
            state: 'MS',
            postal_code: player.zip,
            country: 'US',
          },
          amountCents: 25000,
        },
        { portal: 'parent', chargeId: `FILLTEST${i}`, paidAt: new Date() },
      );
      ids[player.name] = row!.id;
    }
    const preview = await t.call('POST', '/api/office/rosters/auto-fill/', {
      token: staff,
      body: { season, keep_siblings: true, keep_carpools: true },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.applied).toBe(false);
    const teamOf = (name: string) =>
      preview.body.assignments.find((row: { registration: number }) => row.registration === ids[name]).team;
    expect(teamOf('Sib One')).toBe(teamOf('Sib Two'));
    expect(teamOf('Near One')).toBe(teamOf('Near Two'));
    const sizes = preview.body.teams.map((row: { size: number }) => row.size);
    expect(sizes.reduce((a: number, b: number) => a + b, 0)).toBe(10);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    // Nothing is saved until staff apply it.
    expect(
      (await t.call('GET', `/api/office/rosters/?season=${season}`, { token: staff })).body.players.every(
        (player: { team: number | null }) => player.team === null,
      ),
    ).toBe(true);
    const applied = await t.call('POST', '/api/office/rosters/auto-fill/', {
      token: staff,
      body: { season, keep_siblings: true, keep_carpools: true, apply: true },
    });
    expect(applied.body.applied).toBe(true);
    const roster = (await t.call('GET', `/api/office/rosters/?season=${season}`, { token: staff })).body;
    expect(roster.players.every((player: { team: number | null }) => teamIds.includes(player.team!))).toBe(
      true,
    );
    const audit = (
      await t.call('GET', `/api/office/audit/?entity=season&entity_id=${season}`, { token: staff })
    ).body.results;
    expect(audit[0]).toMatchObject({ action: 'auto-fill' });
  });
});

describe('emergency contact and medical notes (issue 19 item 5)', () => {
  it('are the household’s to read and change; another parent’s child is 404', async () => {
    const mine = await t.call('GET', '/api/auth/emergency-info/', { token: familyA.token });
    expect(mine.body.results).toEqual([expect.objectContaining({ child: familyA.child, ...EMERGENCY })]);
    const stranger = await t.call('PUT', '/api/auth/emergency-info/', {
      token: familyB.token,
      body: { child: familyA.child, contact_name: 'Someone else' },
    });
    expect(stranger.status).toBe(404);
    const badPhone = await t.call('PUT', '/api/auth/emergency-info/', {
      token: familyA.token,
      body: { child: familyA.child, contact_phone: 'call me' },
    });
    expect(badPhone.body).toEqual({ contact_phone: ['Enter a valid phone number.'] });
    const recruiter = await t.signIn('recruiter@demo.test');
    expect((await t.call('GET', '/api/auth/emergency-info/', { token: recruiter })).status).toBe(403);
  });

  it('go with the child when the parent archives them', async () => {
    const archived = await t.call('PATCH', `/api/auth/children/${familyA.child}/`, {
      token: familyA.token,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    const after = await t.call('GET', '/api/auth/emergency-info/', { token: familyA.token });
    expect(after.body.results).toEqual([]);
  });
});

describe('a refund in full is a withdrawal (issues 19 and 20)', () => {
  it('takes the player off the rosters, the team and the coach’s list; a partly refunded one plays on', async () => {
    const leaver = await family('Cole');
    const placed = await t.call('PATCH', `/api/office/rosters/${leaver.registration}/`, {
      token: staff,
      body: { team: team['Southaven Storm'] },
    });
    expect(placed.status).toBe(200);
    const names = async () => ({
      coach: (await roster(coachA.token)).body.results.map((row: { name: string }) => row.name),
      office: (
        await t.call('GET', `/api/office/rosters/?season=${junior}`, { token: staff })
      ).body.players.map((row: { name: string }) => row.name),
      family: (await t.call('GET', '/api/auth/teams/', { token: leaver.token })).body.results.map(
        (row: { name: string }) => row.name,
      ),
    });
    const refund = (amount: number) =>
      t.call('POST', `/api/office/registrations/${leaver.registration}/refunds/`, {
        token: staff,
        body: {
          idempotency_key: crypto.randomUUID(),
          amount_cents: amount,
          reason: 'The family moved away before the season.',
        },
      });

    expect((await refund(1_000)).status).toBe(200);
    const partly = await names();
    expect(partly.coach).toContain('Cole Rivers');
    expect(partly.office).toContain('Cole Rivers');
    expect(partly.family).toEqual(['Southaven Storm']);

    const [paid] = (await t.call('GET', '/api/registrations/', { token: leaver.token })).body.results;
    expect((await refund(paid.amount_cents - 1_000)).status).toBe(200);
    const gone = await names();
    expect(gone.coach).not.toContain('Cole Rivers');
    expect(gone.office).not.toContain('Cole Rivers');
    expect(gone.family).toEqual([]);
    // The registration stays on record, refunded.
    const [kept] = (await t.call('GET', '/api/registrations/', { token: leaver.token })).body.results;
    expect(kept).toMatchObject({ id: leaver.registration, status: 'refunded' });
  });
});

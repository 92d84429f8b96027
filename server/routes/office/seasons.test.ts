import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidApplications } from '../../db/schema/aid';
import { users } from '../../db/schema/auth';
import { divisions, games, seasons, standings } from '../../db/schema/league';
import { auditEntries } from '../../test/audit';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;
let venueId: number;
let varsity: number;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  venueId = (await t.call('GET', '/api/office/venues/?search=Snowden', { token: staff })).body.results[0].id;
  const [row] = await t.handle.db.select().from(divisions).where(eq(divisions.name, 'Varsity'));
  varsity = row!.id;
}, 60_000);
afterAll(() => t.close());

const season = () => ({
  title: 'Spring 2031 NFL FLAG Boys',
  subtitle: 'U-14 and U-15 Saturday league',
  status: 'SCHEDULED',
  start_date: '2031-03-01',
  end_date: '2031-05-10',
  season_label: 'Spring 2031',
  program: 'nfl-flag-boys',
  location: venueId,
  division: varsity,
  league_division: 'NFC_NORTH',
  league_county: 'DESOTO',
  notes: 'Bring water.',
  details: [{ label: 'Game day', value: 'Saturdays' }],
  registration_opens_on: '2031-01-05',
  registration_closes_on: '2031-02-20',
});

describe('office seasons and their games', () => {
  let id: number;
  const gameIds: number[] = [];

  it('creates a season with every calendar field and its registration window; the calendar shows it', async () => {
    const res = await t.call('POST', '/api/office/seasons/', { token: staff, body: season() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...season(),
      program_name: 'NFL FLAG Football Boys',
      location_name: 'Snowden Grove Park',
      division_name: 'Varsity',
      game_count: 0,
    });
    id = res.body.id;
    expect((await auditEntries(t, 'season', id))[0]).toMatchObject({
      action: 'create',
      after: { title: season().title },
    });
    const calendar = await t.call('GET', '/api/events/seasons/?page_size=100');
    const shown = calendar.body.results.find((s: { id: number }) => s.id === id);
    expect(shown).toMatchObject({
      title: 'Spring 2031 NFL FLAG Boys',
      division: 'VARSITY',
      league_division: { value: 'NFC_NORTH', label: 'NFC North' },
      league_county: { value: 'DESOTO', label: 'DeSoto' },
      details: [{ label: 'Game day', value: 'Saturdays' }],
    });
  });

  it.each([
    [{ end_date: '2031-02-01' }, { end_date: ['The end date must be on or after the start date.'] }],
    [
      { registration_closes_on: '2031-01-01' },
      { registration_closes_on: ['Registration must close on or after the day it opens.'] },
    ],
    [{ start_date: '2031-02-30' }, { start_date: ['The start date must be a date like 2026-09-12.'] }],
    [{ league_county: 'HINDS' }, { league_county: ['That county is not in the chosen league division.'] }],
    [{ status: 'POSTPONED' }, { status: ['Choose a status: SCHEDULED, IN_PROGRESS, COMPLETED.'] }],
    [{ program: 'jr-nba' }, { division: ["Choose one of the program's divisions."] }],
    [{ program: 'no-such-program' }, { program: ['Choose a program from the list.'] }],
    [{ details: [{ label: 'Check-in', value: '' }] }, { details: ['Enter the detail text.'] }],
  ])('refuses a season with %j: %j', async (change, errors) => {
    const res = await t.call('POST', '/api/office/seasons/', {
      token: staff,
      body: { ...season(), ...change },
    });
    expect(res).toMatchObject({ status: 400, body: errors });
  });

  it('adds three games and enters a final score: the standings follow, each write audited', async () => {
    // The first game has been played (a week ago); the others are ahead.
    const played = new Date(Date.now() - 7 * 86_400_000).toISOString();
    for (const [home, away, day] of [
      ['Storm', 'Hawks', '08'],
      ['Blaze', 'Tigers', '08'],
      ['Storm', 'Blaze', '15'],
    ] as const) {
      const res = await t.call('POST', '/api/office/games/', {
        token: staff,
        body: {
          season: id,
          kickoff: home === 'Storm' && day === '08' ? played : `2031-03-${day}T15:00:00.000Z`,
          home_team: home,
          away_team: away,
          venue: 'Field 1',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        season: id,
        status: 'SCHEDULED',
        home_score: null,
        season_title: season().title,
      });
      gameIds.push(res.body.id);
    }
    const listed = await t.call('GET', `/api/office/games/?season=${id}`, { token: staff });
    expect(listed.body.results.map((g: { home_team: string }) => g.home_team)).toEqual([
      'Storm',
      'Blaze',
      'Storm',
    ]);

    // Issue 38: a game ahead cannot be made final.
    const early = await t.call('PATCH', `/api/office/games/${gameIds[1]}/`, {
      token: staff,
      body: { status: 'COMPLETED', home_score: 7, away_score: 0 },
    });
    expect(early).toMatchObject({
      status: 400,
      body: {
        status: ['A result can be entered once the game has started (kickoff Sat, Mar 8, 9:00 AM CST).'],
      },
    });
    const final = await t.call('PATCH', `/api/office/games/${gameIds[0]}/`, {
      token: staff,
      body: { status: 'COMPLETED', home_score: 21, away_score: 14 },
    });
    expect(final.body).toMatchObject({ status: 'COMPLETED', home_score: 21, away_score: 14 });
    expect((await auditEntries(t, 'game', gameIds[0]!)).at(-1)).toMatchObject({
      action: 'update',
      before: { status: 'SCHEDULED', home_score: null, away_score: null },
      after: { status: 'COMPLETED', home_score: 21, away_score: 14 },
    });
    const table = await t.handle.db.select().from(standings).where(eq(standings.seasonId, id));
    expect(table.map((row) => [row.teamName, row.wins, row.losses, row.pointsFor]).sort()).toEqual([
      ['Blaze', 0, 0, 0],
      ['Hawks', 0, 1, 14],
      ['Storm', 1, 0, 21],
      ['Tigers', 0, 0, 0],
    ]);
  });

  it('cancels a game, and refuses a final without scores, a team against itself and scores on a scheduled game', async () => {
    const cancelled = await t.call('PATCH', `/api/office/games/${gameIds[1]}/`, {
      token: staff,
      body: { status: 'CANCELLED' },
    });
    expect(cancelled.body.status).toBe('CANCELLED');
    const calendar = await t.call('GET', '/api/events/seasons/?page_size=100');
    const shown = calendar.body.results.find((s: { id: number }) => s.id === id);
    expect(shown.games.map((g: { status: string }) => g.status)).toEqual([
      'COMPLETED',
      'CANCELLED',
      'SCHEDULED',
    ]);

    for (const [body, errors] of [
      [{ status: 'COMPLETED' }, { home_score: ['A final game needs both scores.'] }],
      [{ away_team: 'storm' }, { away_team: ['A team cannot play itself.'] }],
      [{ home_score: 3 }, { home_score: ['Scores are entered once a game is under way or final.'] }],
      [{ kickoff: 'next week' }, { kickoff: ['Enter the kickoff as a date and time.'] }],
      [
        { home_score: -1, status: 'IN_PROGRESS' },
        { home_score: ['The home score must be a whole number from 0 to 999.'] },
      ],
    ] as const) {
      const res = await t.call('PATCH', `/api/office/games/${gameIds[2]}/`, { token: staff, body });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: errors });
    }
  });

  it('keeps season news items: created, listed by season and shown on the calendar', async () => {
    const res = await t.call('POST', '/api/office/season-news/', {
      token: staff,
      body: {
        season: id,
        title: 'Opening day moved',
        summary: 'Rain.',
        published_at: '2031-03-01T14:00:00.000Z',
      },
    });
    expect(res.status).toBe(201);
    const listed = await t.call('GET', `/api/office/season-news/?season=${id}`, { token: staff });
    expect(listed.body.results.map((n: { title: string }) => n.title)).toEqual(['Opening day moved']);
    const calendar = await t.call('GET', '/api/events/seasons/?page_size=100');
    expect(calendar.body.results.find((s: { id: number }) => s.id === id).news_items[0]).toMatchObject({
      title: 'Opening day moved',
      summary: 'Rain.',
    });
    expect((await auditEntries(t, 'season_news', res.body.id))[0]).toMatchObject({ action: 'create' });
  });

  it('changes a season: details rewritten, the audit keeps what they were', async () => {
    const res = await t.call('PATCH', `/api/office/seasons/${id}/`, {
      token: staff,
      body: { status: 'IN_PROGRESS', details: [{ label: 'Game day', value: 'Sundays' }] },
    });
    expect(res.body).toMatchObject({
      status: 'IN_PROGRESS',
      game_count: 3,
      details: [{ label: 'Game day', value: 'Sundays' }],
    });
    expect((await auditEntries(t, 'season', id)).at(-1)).toMatchObject({
      before: { status: 'SCHEDULED', details: [{ label: 'Game day', value: 'Saturdays' }] },
      after: { status: 'IN_PROGRESS', details: [{ label: 'Game day', value: 'Sundays' }] },
    });
  });

  it('refuses to delete a season a financial aid application names (409 naming the child, not a 500)', async () => {
    const created = await t.call('POST', '/api/office/seasons/', {
      token: staff,
      body: { ...season(), title: 'Aid Season 2031' },
    });
    expect(created.status).toBe(201);
    const [parent] = await t.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'parent@demo.test'));
    await t.handle.db.insert(aidApplications).values({
      userId: parent!.id,
      childName: 'Aaliyah Johnson',
      seasonId: created.body.id,
      householdSize: 4,
      statement: 'Two children in the league.',
      consentAt: new Date(),
    });
    const refused = await t.call('DELETE', `/api/office/seasons/${created.body.id}/`, { token: staff });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'Aid Season 2031 cannot be deleted: 1 financial aid application (Aaliyah Johnson) refers to it. To keep it as a record, mark it Completed instead.',
    );
    expect(await t.handle.db.select().from(seasons).where(eq(seasons.id, created.body.id))).toHaveLength(1);
  });

  it('refuses to delete a season with games, naming them; deletes it once its games are gone', async () => {
    const refused = await t.call('DELETE', `/api/office/seasons/${id}/`, { token: staff });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'Spring 2031 NFL FLAG Boys cannot be deleted: 3 games (Storm vs Hawks, Blaze vs Tigers, Storm vs Blaze) refer to it. Delete its games first. To keep it as a record, mark it Completed instead.',
    );
    for (const game of gameIds) {
      expect((await t.call('DELETE', `/api/office/games/${game}/`, { token: staff })).status).toBe(204);
    }
    expect(await t.handle.db.select().from(standings).where(eq(standings.seasonId, id))).toEqual([]);
    expect((await t.call('DELETE', `/api/office/seasons/${id}/`, { token: staff })).status).toBe(204);
    expect(await t.handle.db.select().from(seasons).where(eq(seasons.id, id))).toEqual([]);
    expect(await t.handle.db.select().from(games).where(eq(games.seasonId, id))).toEqual([]);
    expect((await auditEntries(t, 'season', id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { title: season().title },
    });
  });
});

import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { games, standings } from '../../db/schema/league';
import { notifications } from '../../db/schema/notifications';
import { scoreReports } from '../../db/schema/schedule';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;
let seasonId: number;
const coaches: { token: string; id: number }[] = [];
const TEAMS = ['Storm', 'Hawks', 'Tigers', 'Blaze', 'Wolverines', 'Eagles', 'Rams'];

const SETTINGS = {
  start_date: '2031-09-06',
  end_date: '2031-11-29',
  weekly_slots: ['09:00', '10:30', '12:00', '13:30'].map((time) => ({ weekday: 6, time })),
  venues: [{ name: 'Snowden Grove Park', fields: 2 }],
  game_minutes: 60,
  rounds: 'single',
  blackouts: [{ date: '2031-09-20', from: '', to: '', venue: '', team: '', note: 'Fair weekend' }],
};

const url = (path: string) => `/api/office/schedules/${seasonId}/${path}`;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  const season = await t.call('POST', '/api/office/seasons/', {
    token: staff,
    body: { title: 'Fall 2031 Schedule Test', status: 'SCHEDULED', program: 'nfl-flag-boys' },
  });
  expect(season.status).toBe(201);
  seasonId = season.body.id;
  for (let i = 0; i < 2; i += 1) {
    const coach = await t.signUp('coach');
    coaches.push({ token: coach.token, id: coach.user.id });
  }
  for (const [i, name] of TEAMS.entries()) {
    const res = await t.call('POST', '/api/office/teams/', {
      token: staff,
      body: { season: seasonId, name, colour: '', assistants: [], head_coach: coaches[i]?.id ?? null },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}, 60_000);
afterAll(() => t.close());

describe('the schedule generator in the office', () => {
  it('suggests settings, saves them (audited) and refuses bad ones with readable field errors', async () => {
    const view = await t.call('GET', url(''), { token: staff });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ saved: false, draft: null, teams: expect.any(Array) });
    expect(view.body.teams).toHaveLength(7);
    const bad = await t.call('PUT', url(''), { token: staff, body: { ...SETTINGS, end_date: '2031-08-01' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { end_date: ['Choose the first and last day of the schedule, the last on or after the first.'] },
    });
    const saved = await t.call('PUT', url(''), { token: staff, body: SETTINGS });
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toBe(true);
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'schedule'), eq(auditLog.entityId, String(seasonId))));
    expect(audit?.action).toBe('update');
  });

  it('generates a draft for 7 teams: every game, byes, the blackout kept, no rule broken', async () => {
    const res = await t.call('POST', url('generate'), { token: staff, body: { seed: 4 } });
    expect(res.status).toBe(200);
    const draft = res.body.draft;
    expect(draft.games).toHaveLength(21);
    expect(draft.unplaced).toEqual([]);
    expect(draft.report.hard).toBe(0);
    expect(draft.report.rules.filter((rule: { ok: boolean }) => !rule.ok)).toEqual([]);
    expect(draft.games.some((game: { kickoff: string }) => game.kickoff.startsWith('2031-09-20'))).toBe(
      false,
    );
    for (const team of draft.report.teams) {
      expect(Math.abs(team.home - team.away)).toBeLessThanOrEqual(1);
      expect(team.games).toBe(6);
    }
    // Nothing is published yet.
    expect(await t.handle.db.select().from(games).where(eq(games.seasonId, seasonId))).toEqual([]);
  });

  it('locks a game, and a game moved by hand onto the blackout day is reported and blocks publishing', async () => {
    const view = (await t.call('GET', url(''), { token: staff })).body;
    const [first, second] = view.draft.games;
    const locked = await t.call('POST', url('draft'), {
      token: staff,
      body: { action: 'lock', key: first.key },
    });
    expect(locked.body.draft.games.find((game: { key: string }) => game.key === first.key).locked).toBe(true);
    const moved = await t.call('POST', url('draft'), {
      token: staff,
      body: { action: 'move', key: second.key, kickoff: '2031-09-20T14:00:00.000Z', venue: second.venue },
    });
    expect(moved.status).toBe(200);
    const blackouts = moved.body.draft.report.rules.find((rule: { id: string }) => rule.id === 'blackouts');
    expect(blackouts.violations.map((v: { message: string }) => v.message)).toEqual([
      `${second.home_team} vs ${second.away_team} (Sat, Sep 20, 9:00 AM CDT, ${second.venue}) is on a blackout of the league on 2031-09-20 (Fair weekend).`,
    ]);
    const refused = await t.call('POST', url('publish'), { token: staff });
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: 'The draft breaks 1 hard rule. Move the games the report names, then publish.' },
    });
    // Back to its own slot: the report is clean again.
    const free = await t.call('POST', url('draft'), {
      token: staff,
      body: { action: 'move', key: second.key, kickoff: second.kickoff, venue: second.venue },
    });
    expect(free.body.draft.report.hard).toBe(0);
    // Generating again keeps both games staff fixed (a moved game is locked) where they are.
    const again = await t.call('POST', url('generate'), { token: staff, body: { seed: 9 } });
    expect(again.body.draft.report.hard).toBe(0);
    for (const fixed of [first, second]) {
      expect(again.body.draft.games.find((game: { key: string }) => game.key === fixed.key)).toMatchObject({
        kickoff: fixed.kickoff,
        venue: fixed.venue,
        locked: true,
      });
    }
  });

  it('publishes: the games replace the draft and the public season lists them', async () => {
    const res = await t.call('POST', url('publish'), { token: staff });
    expect(res).toMatchObject({ status: 200, body: { created: 21, updated: 0, removed: 0 } });
    const stored = await t.handle.db.select().from(games).where(eq(games.seasonId, seasonId));
    expect(stored).toHaveLength(21);
    expect(stored.filter((game) => game.locked).length).toBeGreaterThanOrEqual(2);
    const view = (await t.call('GET', url(''), { token: staff })).body;
    expect(view.draft).toBeNull();
    expect(view.current).toMatchObject({ games: 21, report: { hard: 0 } });
    const seasonsPage = await t.call('GET', '/api/events/seasons/?page_size=100');
    const season = seasonsPage.body.results.find((s: { id: number }) => s.id === seasonId);
    expect(season.games).toHaveLength(21);
  });

  it('re-plans a venue closed for one Saturday: only its games move, every hard rule holds, publish moves them', async () => {
    const before = await t.handle.db
      .select()
      .from(games)
      .where(eq(games.seasonId, seasonId))
      .orderBy(asc(games.kickoff));
    const closed = before.find((game) => game.kickoff.toISOString().startsWith('2031-10-04'))!;
    expect(closed).toBeDefined();
    const onDay = before.filter((game) => game.kickoff.toISOString().startsWith('2031-10-04'));
    const res = await t.call('POST', url('replan'), {
      token: staff,
      body: { date: '2031-10-04', venue: 'Snowden Grove Park', note: 'Flooded' },
    });
    expect(res.status).toBe(200);
    const draft = res.body.draft;
    expect(draft.closure).toBe('Snowden Grove Park closed on 2031-10-04 (Flooded)');
    expect(draft.report.hard).toBe(0);
    const moved = draft.games.filter((game: { moved: boolean }) => game.moved);
    expect(moved.map((game: { game_id: number }) => game.game_id).sort()).toEqual(
      onDay.map((g) => g.id).sort(),
    );
    const published = await t.call('POST', url('publish'), { token: staff });
    expect(published.body).toEqual({ created: 0, updated: onDay.length, removed: 0 });
    const after = await t.handle.db.select().from(games).where(eq(games.seasonId, seasonId));
    expect(after.filter((game) => game.kickoff.toISOString().startsWith('2031-10-04'))).toEqual([]);
    // Issue 39: each moved game is Rescheduled, its calendar event updated, and its people told why.
    const movedIds = onDay.map((g) => g.id);
    const rows = after.filter((game) => movedIds.includes(game.id));
    expect(rows.every((game) => game.status === 'RESCHEDULED' && game.sequence === 1)).toBe(true);
    expect(rows.map((game) => game.originalKickoff?.toISOString()).sort()).toEqual(
      onDay.map((g) => g.kickoff.toISOString()).sort(),
    );
    const notices = await t.handle.db
      .select()
      .from(notifications)
      .where(inArray(notifications.gameId, movedIds));
    expect(notices).toHaveLength(onDay.length);
    expect(notices[0]).toMatchObject({
      kind: 'game_change',
      subject: expect.stringMatching(/^Rescheduled: /),
    });
    expect(notices[0]!.text).toMatch(
      /now kicks off .* \(was .*\)\. Reason: Snowden Grove Park closed on 2031-10-04 \(Flooded\)$/,
    );
    // Games that did not move are as they were.
    expect(after.filter((game) => !movedIds.includes(game.id)).every((game) => game.sequence === 0)).toBe(
      true,
    );
  });

  it('is staff only', async () => {
    for (const token of [coaches[0]!.token, await t.signIn('parent@demo.test')]) {
      expect((await t.call('POST', url('generate'), { token, body: {} })).status).toBe(403);
    }
  });
});

describe('scores you can trust', () => {
  let past: number;
  let future: number;

  beforeAll(async () => {
    const make = async (kickoff: string) =>
      (
        await t.call('POST', '/api/office/games/', {
          token: staff,
          body: { season: seasonId, kickoff, home_team: 'Storm', away_team: 'Hawks' },
        })
      ).body.id as number;
    past = await make(new Date(Date.now() - 2 * 3_600_000).toISOString());
    future = await make('2031-12-06T15:00:00Z');
  });

  it('refuses a result for a game that has not started, from the office, a coach and the CSV upload', async () => {
    const office = await t.call('PATCH', `/api/office/games/${future}/`, {
      token: staff,
      body: { status: 'COMPLETED', home_score: 21, away_score: 7 },
    });
    expect(office).toMatchObject({
      status: 400,
      body: {
        status: ['A result can be entered once the game has started (kickoff Sat, Dec 6, 9:00 AM CST).'],
      },
    });
    const coach = await t.call('POST', `/api/games/${future}/score-reports/`, {
      token: coaches[0]!.token,
      body: { home_score: 21, away_score: 7 },
    });
    expect(coach).toMatchObject({
      status: 400,
      body: {
        detail: 'A result can be entered once the game has started (kickoff Sat, Dec 6, 9:00 AM CST).',
      },
    });
    const [row] = await t.handle.db.select().from(games).where(eq(games.id, future));
    expect(row).toMatchObject({ status: 'SCHEDULED', homeScore: null });
  });

  it('answers 404 to a coach who is head coach of neither team', async () => {
    const stranger = await t.signUp('coach');
    const res = await t.call('POST', `/api/games/${past}/score-reports/`, {
      token: stranger.token,
      body: { home_score: 1, away_score: 0 },
    });
    expect(res).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('waits for the second coach, and when the two differ staff decide (audited)', async () => {
    const home = await t.call('POST', `/api/games/${past}/score-reports/`, {
      token: coaches[0]!.token,
      body: { home_score: 14, away_score: 7 },
    });
    expect(home.body).toMatchObject({ state: 'waiting', status: 'SCHEDULED', sides: ['home'] });
    const away = await t.call('POST', `/api/games/${past}/score-reports/`, {
      token: coaches[1]!.token,
      body: { home_score: 14, away_score: 10 },
    });
    expect(away.body).toMatchObject({ state: 'disputed', status: 'SCHEDULED' });
    // The office's list shows both reports.
    const list = await t.call('GET', `/api/office/games/?season=${seasonId}&page_size=200`, { token: staff });
    const listed = list.body.results.find((game: { id: number }) => game.id === past);
    expect(listed.reports.map((r: { side: string; away_score: number }) => [r.side, r.away_score])).toEqual([
      ['home', 7],
      ['away', 10],
    ]);
    const decided = await t.call('POST', `/api/games/${past}/score-reports/`, {
      token: staff,
      body: { home_score: 14, away_score: 10 },
    });
    expect(decided.body).toMatchObject({ status: 'COMPLETED', home_score: 14, away_score: 10 });
    const entries = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'game'), eq(auditLog.entityId, String(past))));
    expect(entries.at(-1)).toMatchObject({ action: 'update', note: 'Staff decided the score.' });
    // The standings follow: Storm 1–0.
    const table = await t.handle.db.select().from(standings).where(eq(standings.seasonId, seasonId));
    expect(table.find((row) => row.teamName === 'Storm')).toMatchObject({ wins: 1, rank: 1 });
  });

  it('makes a game final when both head coaches report the same score, once for twenty identical reports', async () => {
    const kickoff = new Date(Date.now() - 3_600_000).toISOString();
    const id = (
      await t.call('POST', '/api/office/games/', {
        token: staff,
        body: { season: seasonId, kickoff, home_team: 'Hawks', away_team: 'Storm' },
      })
    ).body.id as number;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', `/api/games/${id}/score-reports/`, {
          token: coaches[1]!.token,
          body: { home_score: 3, away_score: 0 },
        }),
      ),
    );
    expect(await t.handle.db.select().from(scoreReports).where(eq(scoreReports.gameId, id))).toHaveLength(1);
    const agreed = await t.call('POST', `/api/games/${id}/score-reports/`, {
      token: coaches[0]!.token,
      body: { home_score: 3, away_score: 0 },
    });
    expect(agreed.body).toMatchObject({ state: 'agreed', status: 'COMPLETED', home_score: 3, away_score: 0 });
    const again = await t.call('POST', `/api/games/${id}/score-reports/`, {
      token: coaches[0]!.token,
      body: { home_score: 30, away_score: 0 },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { detail: 'This game is final. League staff can correct its score in the office.' },
    });
    const mine = await t.call('GET', '/api/auth/coach/games/', { token: coaches[0]!.token });
    expect(mine.body.results.map((game: { id: number }) => game.id)).toEqual(
      expect.arrayContaining([id, past]),
    );
  });
});

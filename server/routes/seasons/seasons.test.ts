import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_SEASON_SUBTITLE } from '../../seed/coach-staff';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

interface SeasonBody {
  id: number;
  status: string;
  subtitle: string | null;
  division: string | null;
  program: { id: string; name: string } | null;
  location: { id: number; name: string; city: string } | null;
  league_division: { value: string; label: string } | null;
  standings: {
    team_name: string;
    win_pct: number;
    points_diff: number;
    games_played: number;
    wins: number;
    losses: number;
    ties: number;
    points_for: number;
    points_against: number;
  }[];
  games: { kickoff: string; status: string; home_score: number | null }[];
  news_items: { published_at: string }[];
  details: { label: string; value: string }[];
}

const seasons = async (query = '') => {
  const res = await t.call('GET', `/api/events/seasons/${query}`);
  expect(res.status).toBe(200);
  return res.body as { count: number; next: string | null; previous: string | null; results: SeasonBody[] };
};

describe('GET /api/events/seasons/', () => {
  it('pages seasons ten at a time with the nested tabs and labels', async () => {
    const body = await seasons('?page_size=100');
    expect(body.count).toBeGreaterThanOrEqual(6);
    const season = body.results.find((s) => s.program?.id === 'nfl-flag-boys' && s.status === 'IN_PROGRESS');
    expect(season).toMatchObject({
      title: expect.stringContaining('NFL FLAG Football Boys'),
      subtitle: expect.any(String),
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      season_label: expect.any(String),
      division: 'VARSITY',
      division_label: 'Varsity',
      league_division: { value: 'NFC_NORTH', label: 'NFC North' },
      league_county: { value: 'DESOTO', label: 'DeSoto' },
      program: { id: 'nfl-flag-boys', name: 'NFL FLAG Football Boys' },
      location: { id: expect.any(Number), name: 'Snowden Grove Park', city: 'Southaven' },
    });
    expect(season?.details.length).toBeGreaterThan(0);
    expect(season?.news_items.length).toBeGreaterThan(0);
  });

  it('has seasons in every status, and each status filter returns only its own', async () => {
    for (const status of ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED']) {
      const body = await seasons(`?status=${status.toLowerCase()}`);
      expect(body.count).toBeGreaterThan(0);
      expect(body.results.every((s) => s.status === status)).toBe(true);
    }
  });

  it('refuses an unknown status', async () => {
    const res = await t.call('GET', '/api/events/seasons/?status=POSTPONED');
    expect(res.status).toBe(400);
    expect(res.body.status).toBeDefined();
  });

  it('computes standings from games and sorts them by win percentage, then points difference', async () => {
    const body = await seasons('?status=COMPLETED&page_size=100');
    const season = body.results.find((s) => s.standings.length > 0);
    const table = season?.standings ?? [];
    for (const row of table) {
      expect(row.games_played).toBe(row.wins + row.losses + row.ties);
      expect(row.points_diff).toBe(row.points_for - row.points_against);
      expect(row.win_pct).toBe(Math.round(((row.wins + row.ties / 2) / row.games_played) * 1000) / 1000);
    }
    for (let i = 1; i < table.length; i += 1) {
      const [a, b] = [table[i - 1], table[i]];
      if (!a || !b) continue;
      expect(a.win_pct > b.win_pct || (a.win_pct === b.win_pct && a.points_diff >= b.points_diff)).toBe(true);
    }
  });

  it('lists games by kickoff, with finished, upcoming and cancelled games', async () => {
    const body = await seasons('?page_size=100');
    const all = body.results.flatMap((s) => s.games);
    expect(new Set(all.map((g) => g.status))).toEqual(new Set(['COMPLETED', 'SCHEDULED', 'CANCELLED']));
    for (const season of body.results) {
      const kickoffs = season.games.map((g) => g.kickoff);
      expect(kickoffs).toEqual([...kickoffs].sort());
    }
    expect(all.filter((g) => g.status === 'SCHEDULED').every((g) => g.home_score === null)).toBe(true);
    expect(all.some((g) => g.status === 'SCHEDULED' && Date.parse(g.kickoff) > Date.now())).toBe(true);
  });

  it('leaves standings empty for a season not yet underway', async () => {
    const body = await seasons('?status=SCHEDULED');
    expect(body.results.every((s) => s.standings.length === 0)).toBe(true);
  });

  it('sorts season news newest first', async () => {
    const body = await seasons('?page_size=100');
    for (const season of body.results) {
      const dates = season.news_items.map((n) => n.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('filters by program, location and division', async () => {
    // Two seasons under way or played, and the demo season waiting for a schedule upload.
    const byProgram = await seasons('?program=nfl-flag-boys');
    expect(byProgram.count).toBe(3);
    expect(byProgram.results.every((s) => s.program?.id === 'nfl-flag-boys')).toBe(true);

    const locationId = byProgram.results[0]?.location?.id;
    const byLocation = await seasons(`?location=${locationId}`);
    expect(byLocation.results.every((s) => s.location?.id === locationId)).toBe(true);

    const byDivision = await seasons('?division=varsity');
    expect(byDivision.count).toBeGreaterThan(0);
    expect(byDivision.results.every((s) => s.division === 'VARSITY')).toBe(true);

    const byConference = await seasons('?division=NFC_NORTH');
    expect(byConference.results.every((s) => s.league_division?.value === 'NFC_NORTH')).toBe(true);

    const scheduled = await seasons('?program=nfl-flag-boys&status=SCHEDULED');
    expect(scheduled.results.map((season) => season.subtitle)).toEqual([UPLOAD_SEASON_SUBTITLE]);
    expect((await seasons('?location=abc')).count).toBe(0);
  });

  it('pages with absolute links', async () => {
    const first = await seasons('?page_size=3');
    expect(first.results).toHaveLength(3);
    expect(first.next).toBe('http://localhost/api/events/seasons/?page_size=3&page=2');
    const res = await t.call('GET', '/api/events/seasons/?page=50');
    expect(res.status).toBe(404);
  });
});

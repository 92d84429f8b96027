import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, seasons } from '../../db/schema/league';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let season: typeof seasons.$inferSelect;
let seasonGames: (typeof games.$inferSelect)[];

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  // The flag football season in progress: finished, upcoming and one cancelled game.
  [season] = (await t.handle.db.select().from(seasons).where(eq(seasons.status, 'IN_PROGRESS'))) as [
    typeof seasons.$inferSelect,
  ];
  seasonGames = await t.handle.db.select().from(games).where(eq(games.seasonId, season.id));
}, 60_000);
afterAll(() => t.close());

/** The VEVENTs of a feed, parsed back with node-ical. */
function parsed(text: string) {
  return Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as VEvent[];
}

describe('GET /api/events/seasons/{id}/calendar.ics', () => {
  it('answers a valid iCalendar feed, public, with every game', async () => {
    const res = await t.call('GET', `/api/events/seasons/${season.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain(`X-WR-CALNAME:${season.title}`);
    const feed = parsed(res.body);
    expect(feed).toHaveLength(seasonGames.length);
    const game = seasonGames.find((g) => g.status === 'SCHEDULED')!;
    const event = feed.find((e) => e.uid === `game-${game.id}@site.test`)!;
    expect(event.summary).toBe(`${game.homeTeam} vs ${game.awayTeam}`);
    expect(event.start.toISOString()).toBe(game.kickoff.toISOString());
    expect(event.end!.getTime() - event.start.getTime()).toBe(2 * 60 * 60 * 1000);
    expect(event.location).toBe(game.venue);
    expect(event.status).toBe('CONFIRMED');
  });

  it('marks cancelled games STATUS:CANCELLED and shows final scores', async () => {
    const feed = parsed((await t.call('GET', `/api/events/seasons/${season.id}/calendar.ics`)).body);
    const cancelled = seasonGames.find((g) => g.status === 'CANCELLED')!;
    expect(feed.find((e) => e.uid === `game-${cancelled.id}@site.test`)).toMatchObject({
      status: 'CANCELLED',
      summary: `Cancelled: ${cancelled.homeTeam} vs ${cancelled.awayTeam}`,
    });
    const final = seasonGames.find((g) => g.status === 'COMPLETED')!;
    expect(feed.find((e) => e.uid === `game-${final.id}@site.test`)?.summary).toBe(
      `${final.homeTeam} ${final.homeScore} – ${final.awayScore} ${final.awayTeam}`,
    );
  });

  it("keeps one team's games with ?team= (any case)", async () => {
    const team = seasonGames[0]!.homeTeam;
    const res = await t.call(
      'GET',
      `/api/events/seasons/${season.id}/calendar.ics?team=${encodeURIComponent(team.toUpperCase())}`,
    );
    const feed = parsed(res.body);
    const expected = seasonGames.filter((g) => g.homeTeam === team || g.awayTeam === team);
    expect(feed.map((e) => e.uid).sort()).toEqual(expected.map((g) => `game-${g.id}@site.test`).sort());
    expect(res.body).toContain(`X-WR-CALNAME:${team} · ${season.title}`);
  });

  it("includes the program's public team events of the season, never the private ones", async () => {
    const staff = await t.signIn('staff@demo.test');
    const start = new Date(`${season.endDate}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 3);
    const add = (title: string, isPublic: boolean) =>
      t.call('POST', '/api/events/', {
        token: staff,
        body: {
          program_id: season.programId,
          title,
          public: isPublic,
          starts_at: start.toISOString(),
          ends_at: new Date(start.getTime() + 3600_000).toISOString(),
        },
      });
    const created = await add('Team photo day', true);
    const hidden = await add('Coaches meeting', false);
    const feed = parsed((await t.call('GET', `/api/events/seasons/${season.id}/calendar.ics`)).body);
    expect(feed.find((e) => e.uid === `event-${created.body.id}@site.test`)?.summary).toBe('Team photo day');
    expect(feed.find((e) => e.uid === `event-${hidden.body.id}@site.test`)).toBeUndefined();
  });

  it('answers 404 for an unknown season or team', async () => {
    expect((await t.call('GET', '/api/events/seasons/987654/calendar.ics')).status).toBe(404);
    const res = await t.call('GET', `/api/events/seasons/${season.id}/calendar.ics?team=Nobody`);
    expect(res).toMatchObject({
      status: 404,
      body: { detail: 'No team of that name plays in this season.' },
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { games } from '../../db/schema/league';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;
let seasonId: number;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A final game played `days` ago (the office enters results of games that have started). */
async function final(days: number, home: string, homeScore: number, awayScore: number, away: string) {
  const res = await t.call('POST', '/api/office/games/', {
    token: staff,
    body: {
      season: seasonId,
      kickoff: ago(days),
      home_team: home,
      away_team: away,
      status: 'COMPLETED',
      home_score: homeScore,
      away_score: awayScore,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  seasonId = (
    await t.call('POST', '/api/office/seasons/', {
      token: staff,
      body: { title: 'Standings Test League', status: 'IN_PROGRESS', program: 'nfl-flag-boys' },
    })
  ).body.id;
  for (const name of ['Anchors', 'Bears', 'Comets', 'Dragons', 'Eagles']) {
    await t.call('POST', '/api/office/teams/', {
      token: staff,
      body: { season: seasonId, name, colour: '', assistants: [], head_coach: null },
    });
  }
  // Anchors, Bears and Comets finish 2–2; among themselves Anchors 2–0, Bears 1–1, Comets 0–2.
  await final(30, 'Anchors', 7, 0, 'Bears');
  await final(29, 'Anchors', 7, 0, 'Comets');
  await final(28, 'Bears', 7, 0, 'Comets');
  await final(27, 'Dragons', 7, 0, 'Anchors');
  await final(26, 'Eagles', 7, 0, 'Anchors');
  await final(25, 'Bears', 7, 0, 'Dragons');
  await final(24, 'Eagles', 7, 0, 'Bears');
  await final(23, 'Comets', 21, 0, 'Dragons');
  await final(22, 'Comets', 21, 0, 'Eagles');
  await final(21, 'Eagles', 7, 7, 'Dragons');
}, 60_000);
afterAll(() => t.close());

describe('standings with the league’s tiebreakers', () => {
  it('orders a three-way tie by head-to-head among the three, on the public calendar too', async () => {
    const office = await t.call('GET', `/api/office/standings/${seasonId}/`, { token: staff });
    expect(office.status).toBe(200);
    const order = office.body.rows.map(
      (row: { team_name: string; rank: number; tiebreak: string | null }) => [
        row.team_name,
        row.rank,
        row.tiebreak,
      ],
    );
    expect(order.slice(0, 4)).toEqual([
      ['Eagles', 1, null],
      ['Anchors', 2, 'head-to-head'],
      ['Bears', 3, 'head-to-head'],
      ['Comets', 4, 'head-to-head'],
    ]);
    const page = await t.call('GET', '/api/events/seasons/?page_size=100');
    const season = page.body.results.find((row: { id: number }) => row.id === seasonId);
    expect(season.standings.map((row: { team_name: string }) => row.team_name)).toEqual([
      'Eagles',
      'Anchors',
      'Bears',
      'Comets',
      'Dragons',
    ]);
  });

  it('records a coin toss for teams level on every rule, audited, and the table follows it', async () => {
    // Two teams that only tied each other: level on every rule.
    const other = (
      await t.call('POST', '/api/office/seasons/', {
        token: staff,
        body: { title: 'Coin Toss League', status: 'IN_PROGRESS', program: 'nfl-flag-boys' },
      })
    ).body.id as number;
    for (const name of ['Foxes', 'Geckos']) {
      await t.call('POST', '/api/office/teams/', {
        token: staff,
        body: { season: other, name, colour: '', assistants: [], head_coach: null },
      });
    }
    await t.call('POST', '/api/office/games/', {
      token: staff,
      body: {
        season: other,
        kickoff: ago(3),
        home_team: 'Foxes',
        away_team: 'Geckos',
        status: 'COMPLETED',
        home_score: 7,
        away_score: 7,
      },
    });
    const before = await t.call('GET', `/api/office/standings/${other}/`, { token: staff });
    expect(before.body.tosses_needed).toEqual([{ division: '', teams: ['Foxes', 'Geckos'] }]);
    const bad = await t.call('POST', `/api/office/standings/${other}/coin-toss/`, {
      token: staff,
      body: { order: ['Geckos', 'Hornets'] },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { order: ['“Hornets” is not one of the season’s teams.'] },
    });
    const tossed = await t.call('POST', `/api/office/standings/${other}/coin-toss/`, {
      token: staff,
      body: { order: ['geckos', 'Foxes'] },
    });
    expect(tossed.status).toBe(201);
    expect(tossed.body.tosses_needed).toEqual([]);
    expect(
      tossed.body.rows.map((row: { team_name: string; rank: number; tiebreak: string }) => [
        row.team_name,
        row.rank,
        row.tiebreak,
      ]),
    ).toEqual([
      ['Geckos', 1, 'coin-toss'],
      ['Foxes', 2, 'coin-toss'],
    ]);
    const [entry] = await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'coin_toss'));
    expect(entry).toMatchObject({
      action: 'create',
      entityId: String(other),
      after: { order: ['Geckos', 'Foxes'] },
    });
  });
});

describe('playoff brackets', () => {
  it('seeds a bracket from the standings (byes for the top seeds) and advances winners as results become final', async () => {
    const made = await t.call('POST', '/api/office/brackets/', {
      token: staff,
      body: { season: seasonId, teams: 3, starts_at: ago(2), round_days: 1, venue: 'Snowden Grove Park' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const first = made.body.bracket.rounds[0].matches;
    // Eagles (1) have a bye; Anchors (2) host Bears (3).
    expect(first[0]).toMatchObject({ bye: true, winner: { seed: 1, team: 'Eagles' } });
    expect(first[1]).toMatchObject({ home: { seed: 2, team: 'Anchors' }, away: { seed: 3, team: 'Bears' } });
    const playoff = await t.handle.db.select().from(games).where(eq(games.bracketId, made.body.id));
    expect(playoff.map((game) => `${game.homeTeam} v ${game.awayTeam}`)).toEqual(['Anchors v Bears']);
    // A playoff game needs a winner.
    const tie = await t.call('POST', `/api/games/${playoff[0]!.id}/score-reports/`, {
      token: staff,
      body: { home_score: 7, away_score: 7 },
    });
    expect(tie).toMatchObject({
      status: 400,
      body: { detail: 'A playoff game needs a winner: enter the score after overtime.' },
    });
    await t.call('POST', `/api/games/${playoff[0]!.id}/score-reports/`, {
      token: staff,
      body: { home_score: 6, away_score: 13 },
    });
    const after = await t.handle.db.select().from(games).where(eq(games.bracketId, made.body.id));
    expect(after.map((game) => `${game.homeTeam} v ${game.awayTeam} ${game.bracketRound}`)).toEqual([
      'Anchors v Bears 0',
      'Eagles v Bears 1',
    ]);
    const page = await t.call('GET', '/api/events/seasons/?page_size=100');
    const season = page.body.results.find((row: { id: number }) => row.id === seasonId);
    expect(season.brackets[0].rounds.map((round: { name: string }) => round.name)).toEqual([
      'Semifinals',
      'Final',
    ]);
    expect(season.brackets[0].rounds[1].matches[0]).toMatchObject({
      home: { team: 'Eagles' },
      away: { team: 'Bears' },
    });
    // A bracket with results is kept.
    const removed = await t.call('DELETE', `/api/office/brackets/${made.body.id}/`, { token: staff });
    expect(removed).toMatchObject({
      status: 409,
      body: { detail: 'This bracket has results: it stays as the record of the playoffs.' },
    });
  });
});

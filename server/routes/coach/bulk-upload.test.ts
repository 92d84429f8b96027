import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, seasons } from '../../db/schema/league';
import { UPLOAD_SEASON_SUBTITLE } from '../../seed/coach-staff';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;
let seasonId: number;

const URL = '/api/events/season-games/bulk-upload/';
const HEADER = 'kickoff,home_team,away_team,home_score,away_score,status,venue,game_type,officials,notes';

/** The multipart body of an upload. */
function upload(csv: string | Uint8Array, options: { season?: string; name?: string; type?: string } = {}) {
  const form = new FormData();
  if (options.season !== '') form.set('season', options.season ?? String(seasonId));
  form.set(
    'file',
    new File([csv as BlobPart], options.name ?? 'schedule.csv', { type: options.type ?? 'text/csv' }),
  );
  return form;
}

const stored = () =>
  t.handle.db
    .select()
    .from(games)
    .where(eq(games.seasonId, seasonId))
    .orderBy(asc(games.kickoff), asc(games.id));

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  const [season] = await t.handle.db
    .select()
    .from(seasons)
    .where(eq(seasons.subtitle, UPLOAD_SEASON_SUBTITLE));
  seasonId = season!.id;
}, 60_000);
afterAll(() => t.close());

describe('POST /api/events/season-games/bulk-upload/', () => {
  it('creates a game per good row and reports each bad row with its line number', async () => {
    const csv = [
      HEADER,
      '2026-09-12 09:00,Southaven Storm,Horn Lake Hawks,,,SCHEDULED,Snowden Grove Park · Field 1,REGULAR,,',
      'next Saturday,Hernando Tigers,Walls Wolverines,,,,,,,',
      '2026-09-12 10:30,Hernando Tigers,Olive Branch Blaze,,,,Field 2,,Lena Carter (R),"Bring both jersey colors, please"',
      '2026-09-19 09:00,Olive Branch Blaze,Olive Branch Blaze,,,,,,,',
      '2026-09-19 10:30,Hernado Tigers,Walls Wolverines,,,,,,,',
    ].join('\r\n');
    const res = await t.call('POST', URL, { token: staff, body: upload(csv) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      created: 2,
      updated: 0,
      errors: [
        { row: 3, error: 'kickoff "next Saturday" is not a date and time like 2026-09-12 09:00.' },
        { row: 5, error: 'home_team and away_team must be different teams.' },
        // Issue 38: a name that is none of the season's teams is refused, naming them, and not stored.
        {
          row: 6,
          error:
            '"Hernado Tigers" is not a team of this season. Its teams are Hernando Tigers, Horn Lake Hawks, Olive Branch Blaze, Southaven Storm. The row was not imported.',
        },
      ],
      warnings: [],
    });
    const rows = await stored();
    expect(
      rows.map((row) => [
        row.kickoff.toISOString(),
        row.homeTeam,
        row.awayTeam,
        row.status,
        row.venue,
        row.notes,
      ]),
    ).toEqual([
      [
        '2026-09-12T14:00:00.000Z',
        'Southaven Storm',
        'Horn Lake Hawks',
        'SCHEDULED',
        'Snowden Grove Park · Field 1',
        null,
      ],
      [
        '2026-09-12T15:30:00.000Z',
        'Hernando Tigers',
        'Olive Branch Blaze',
        'SCHEDULED',
        'Field 2',
        'Bring both jersey colors, please',
      ],
    ]);
  });

  it('updates the game a row names (same teams that day): scores, status and a new time', async () => {
    const csv = [
      HEADER,
      '2026-09-12 09:00,Southaven Storm,Horn Lake Hawks,21,14,COMPLETED,Snowden Grove Park · Field 1,REGULAR,,',
      '9/12/2026 11:00 AM,hernando tigers,olive branch blaze,,,cancelled,Field 2,,,Lightning',
      '2026-09-26 09:00,Olive Branch Blaze,Southaven Storm,,,,,,,',
    ].join('\n');
    const res = await t.call('POST', URL, { token: staff, body: upload(csv) });
    expect(res.body).toEqual({
      created: 1,
      updated: 2,
      errors: [],
      warnings: [],
    });
    const rows = await stored();
    expect(
      rows.map((row) => [row.homeTeam, row.status, row.homeScore, row.awayScore, row.kickoff.toISOString()]),
    ).toEqual([
      ['Southaven Storm', 'COMPLETED', 21, 14, '2026-09-12T14:00:00.000Z'],
      ['Hernando Tigers', 'CANCELLED', null, null, '2026-09-12T16:00:00.000Z'],
      ['Olive Branch Blaze', 'SCHEDULED', null, null, '2026-09-26T14:00:00.000Z'],
    ]);
  });

  it.each([
    [
      'a picture renamed .csv',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      'schedule.csv',
      'text/csv',
    ],
    ['a PDF', new TextEncoder().encode('%PDF-1.7 ...'), 'schedule.pdf', 'application/pdf'],
  ])('refuses %s with a clear 400 and changes nothing', async (_label, bytes, name, type) => {
    const before = (await stored()).length;
    const res = await t.call('POST', URL, { token: staff, body: upload(bytes, { name, type }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ file: ['Upload the schedule as a CSV file (.csv) saved from the template.'] });
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a file over 1 MB with a 400', async () => {
    const big = `${HEADER}\n${'2026-09-12 09:00,A,B,,,,,,,'.padEnd(200, ' ')}\n`.repeat(6000);
    const res = await t.call('POST', URL, { token: staff, body: upload(big) });
    expect(res).toMatchObject({ status: 400, body: { file: ['The file is too large. The limit is 1 MB.'] } });
  });

  it.each([
    [{ season: '' }, HEADER, { season: ['Select a season to upload into.'] }],
    [{ season: '987654' }, HEADER, { season: ['Select a valid season.'] }],
    [
      {},
      'kickoff,home,away\n2026-09-12 09:00,A,B',
      { file: ['The file is missing the columns home_team, away_team.'] },
    ],
    [{}, HEADER, { file: ['The file has no games in it.'] }],
  ])('refuses %j', async (options, csv, errors) => {
    const res = await t.call('POST', URL, { token: staff, body: upload(csv, options) });
    expect(res).toMatchObject({ status: 400, body: errors });
  });

  it('needs a file', async () => {
    const form = new FormData();
    form.set('season', String(seasonId));
    const res = await t.call('POST', URL, { token: staff, body: form });
    expect(res).toMatchObject({ status: 400, body: { file: ['Choose a CSV file first.'] } });
  });

  it('refuses a result for a game that has not started, storing nothing of the row', async () => {
    const before = (await stored()).length;
    const csv = `${HEADER}\n2031-10-04 09:00,Southaven Storm,Horn Lake Hawks,21,7,COMPLETED,,,,\n`;
    const res = await t.call('POST', URL, { token: staff, body: upload(csv) });
    expect(res.body).toEqual({
      created: 0,
      updated: 0,
      errors: [
        {
          row: 2,
          error: 'A result can be entered once the game has started (kickoff Sat, Oct 4, 9:00 AM CDT).',
        },
      ],
      warnings: [],
    });
    expect(await stored()).toHaveLength(before);
  });

  it('reads a byte-order mark and header names in any case', async () => {
    const csv = `\uFEFFKickoff,Home_Team,Away_Team\n2026-10-03 09:00,Horn Lake Hawks,Hernando Tigers\n`;
    const res = await t.call('POST', URL, { token: staff, body: upload(csv) });
    expect(res.body).toEqual({ created: 1, updated: 0, errors: [], warnings: [] });
  });
});

import { describe, expect, it } from 'vitest';
import type { TEMPLATE_COLUMNS } from './schedule-csv';
import { leagueDay, parseKickoff, readGameRow, templateCsv } from './schedule-csv';

const row = (values: Partial<Record<(typeof TEMPLATE_COLUMNS)[number], string>>) => ({
  kickoff: '2026-09-12 09:00',
  home_team: 'Southaven Storm',
  away_team: 'Horn Lake Hawks',
  ...values,
});

describe('parseKickoff', () => {
  it.each([
    ['2026-09-12 09:00', '2026-09-12T14:00:00.000Z'],
    ['2026-09-12T09:00', '2026-09-12T14:00:00.000Z'],
    ['2026-12-12 09:00', '2026-12-12T15:00:00.000Z'],
    ['9/12/2026 9:00', '2026-09-12T14:00:00.000Z'],
    ['9/12/2026 1:30 PM', '2026-09-12T18:30:00.000Z'],
    ['9/12/2026 12:15 AM', '2026-09-12T05:15:00.000Z'],
    ['2026-09-12T09:00:00-05:00', '2026-09-12T14:00:00.000Z'],
    ['2026-09-12T14:00:00Z', '2026-09-12T14:00:00.000Z'],
  ])('reads %s as league time (or its own offset)', (text, iso) => {
    expect(parseKickoff(text)?.toISOString()).toBe(iso);
  });

  it.each(['', 'Saturday', '2026-02-30 09:00', '2026-09-12 25:00', '13/40/2026 9:00', '9/12/2026 13:00 PM'])(
    'refuses %j',
    (text) => {
      expect(parseKickoff(text)).toBeNull();
    },
  );
});

describe('readGameRow', () => {
  it('reads a full row: scores, status in any case, the game type as a code', () => {
    expect(
      readGameRow(
        row({
          home_score: '21',
          away_score: '14',
          status: 'completed',
          venue: 'Field 1',
          game_type: 'Playoff',
          notes: 'Senior night',
        }),
      ),
    ).toEqual({
      game: {
        kickoff: new Date('2026-09-12T14:00:00.000Z'),
        homeTeam: 'Southaven Storm',
        awayTeam: 'Horn Lake Hawks',
        homeScore: 21,
        awayScore: 14,
        status: 'COMPLETED',
        venue: 'Field 1',
        gameType: 'PLAYOFF',
        officials: null,
        notes: 'Senior night',
      },
    });
  });

  it('makes an empty status SCHEDULED and empty scores null', () => {
    expect(readGameRow(row({}))).toMatchObject({
      game: { status: 'SCHEDULED', homeScore: null, awayScore: null },
    });
  });

  it.each([
    [{ kickoff: '' }, 'kickoff is required.'],
    [{ kickoff: 'next week' }, 'kickoff "next week" is not a date and time like 2026-09-12 09:00.'],
    [{ home_team: '' }, 'home_team and away_team are required.'],
    [{ away_team: 'southaven storm' }, 'home_team and away_team must be different teams.'],
    [{ home_score: 'ten' }, 'home_score must be a whole number from 0 to 999.'],
    [{ away_score: '-3' }, 'away_score must be a whole number from 0 to 999.'],
    [{ status: 'POSTPONED' }, 'status must be one of SCHEDULED, IN_PROGRESS, COMPLETED, CANCELLED.'],
    [{ venue: 'x'.repeat(201) }, 'venue is too long (200 characters at most).'],
  ])('refuses %j with its message', (values, error) => {
    expect(readGameRow(row(values))).toEqual({ error });
  });
});

describe('templateCsv', () => {
  it('has the columns of spec 3 §7 and two games on the next two Saturdays', () => {
    const lines = templateCsv(new Date('2026-11-18T12:00:00Z')).split('\r\n');
    expect(lines[0]).toBe(
      'kickoff,home_team,away_team,home_score,away_score,status,venue,game_type,officials,notes',
    );
    expect(lines.slice(1).map((line) => line.slice(0, 16))).toEqual(['2026-11-21 09:00', '2026-11-28 10:30']);
  });

  it('reads back as two good games', () => {
    const [header, ...rows] = templateCsv().split('\r\n');
    const columns = header!.split(',');
    for (const line of rows) {
      const cells = line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/^"|"$/g, ''));
      const record = Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
      expect(readGameRow(record).error).toBeUndefined();
    }
  });
});

describe('leagueDay', () => {
  it('is the Central calendar day', () => {
    expect(leagueDay(new Date('2026-09-13T03:00:00Z'))).toBe('2026-09-12');
  });
});

import { describe, expect, it } from 'vitest';
import {
  leagueToday,
  openSeasons,
  registrationWindow,
  seasonName,
  seasonWindowMessage,
} from './season-registration';

const season = (opens: string | null, closes: string | null, extra: object = {}) => ({
  id: 1,
  title: 'Winter 2027 Junior League',
  program: { id: 'nfl-flag-boys' },
  registration_opens_on: opens,
  registration_closes_on: closes,
  ...extra,
});

describe('registration windows', () => {
  it.each([
    ['2026-11-01', '2026-12-20', '2026-11-24', 'open'],
    ['2026-11-24', '2026-11-24', '2026-11-24', 'open'],
    ['2026-11-25', '2026-12-20', '2026-11-24', 'upcoming'],
    ['2026-10-01', '2026-11-23', '2026-11-24', 'closed'],
    [null, null, '2026-11-24', 'unannounced'],
    ['2026-11-01', null, '2027-06-01', 'open'],
  ] as const)('from %s to %s, on %s, is %s', (opens, closes, today, window) => {
    expect(registrationWindow(season(opens, closes), today)).toBe(window);
  });

  it('closes with the season when it names no closing day, and never opens a completed season', () => {
    expect(registrationWindow(season('2026-11-01', null, { end_date: '2026-12-01' }), '2026-12-02')).toBe(
      'closed',
    );
    expect(
      registrationWindow(season('2026-11-01', '2026-12-20', { status: 'COMPLETED' }), '2026-11-24'),
    ).toBe('closed');
  });

  it('says when a season opens or closed', () => {
    expect(seasonWindowMessage(season('2026-12-01', '2026-12-20'), '2026-11-24')).toBe(
      'Registration for Winter 2027 Junior League opens on Dec 1, 2026.',
    );
    expect(seasonWindowMessage(season('2026-10-01', '2026-11-01'), '2026-11-24')).toBe(
      'Registration for Winter 2027 Junior League closed on Nov 1, 2026.',
    );
    expect(seasonWindowMessage(season('2026-11-01', '2026-12-20'), '2026-11-24')).toBeNull();
  });

  it('lists the open seasons of one program, soonest first', () => {
    const seasons = [
      { ...season('2026-11-01', '2026-12-20'), id: 3, start_date: '2027-02-01' },
      { ...season('2026-11-01', '2026-12-20'), id: 2, start_date: '2027-01-09' },
      { ...season('2026-11-01', '2026-12-20'), id: 4, program: { id: 'jr-nba' } },
      { ...season('2026-12-01', '2026-12-20'), id: 5 },
    ];
    expect(openSeasons(seasons, 'nfl-flag-boys', '2026-11-24').map((item) => item.id)).toEqual([2, 3]);
  });

  it('counts days in league time and names a season by its label', () => {
    expect(leagueToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    expect(
      seasonName({ title: 'Winter 2027 NFL FLAG Boys Junior League', season_label: 'Winter 2027' }),
    ).toBe('Winter 2027');
    expect(seasonName({ title: 'Meet series', season_label: '' })).toBe('Meet series');
  });
});

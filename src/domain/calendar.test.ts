import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES,
  SEASON_STATUSES,
  SEASON_TABS,
  divisionOptions,
  formatDate,
  formatKickoff,
  formatWinPct,
  gameDisplay,
  gameTypeLabel,
  hasNextPage,
  hasPreviousPage,
  hasSeasonFilter,
  labelOf,
  namedOptions,
  seasonDateRange,
  seasonEyebrow,
  seasonQuery,
  seasonSubtitle,
  seasonSummary,
  sortGames,
  sortSeasonNews,
  sortStandings,
  statusLabel,
  tabEmptyMessage,
  tabAfterKey,
  tabHasContent,
} from './calendar';
import type { Game, Season, SeasonNewsItem, Standing } from './types';

const season = (overrides: Partial<Season> = {}): Season => ({
  id: 1,
  title: 'Fall Flag Football',
  status: 'SCHEDULED',
  ...overrides,
});

const standing = (team_name: string, win_pct: number | string, points_diff: number): Standing => ({
  id: team_name,
  team_name,
  win_pct,
  points_diff,
  points_for: 0,
  points_against: 0,
  games_played: 4,
  wins: 0,
  losses: 0,
  ties: 0,
});

const game = (overrides: Partial<Game> = {}): Game => ({
  id: 1,
  kickoff: '2025-09-06T14:00:00Z',
  status: 'SCHEDULED',
  home_team: 'Hawks',
  away_team: 'Tigers',
  home_score: null,
  away_score: null,
  ...overrides,
});

describe('statusLabel', () => {
  it.each([
    ['SCHEDULED', 'Scheduled'],
    ['IN_PROGRESS', 'In progress'],
    ['COMPLETED', 'Completed'],
    ['POSTPONED_LATE', 'Postponed late'],
    ['', ''],
    [null, ''],
  ])('labels %j as %j', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('offers the three season statuses as filter choices', () => {
    expect(SEASON_STATUSES.map((status) => status.value)).toEqual(['SCHEDULED', 'IN_PROGRESS', 'COMPLETED']);
  });
});

describe('seasonQuery', () => {
  it('sends the page alone when no filter is set', () => {
    expect(seasonQuery({ program: '', location: '', division: '', status: '' }, 1)).toEqual({ page: 1 });
  });

  it('sends only the filters that are set', () => {
    expect(seasonQuery({ program: '3', location: '', division: 'U12', status: 'COMPLETED' }, 2)).toEqual({
      page: 2,
      program: '3',
      division: 'U12',
      status: 'COMPLETED',
    });
  });

  it.each([
    [{ program: '', location: '', division: '', status: '' }, false],
    [{ program: '', location: '7', division: '', status: '' }, true],
  ])('%j is a filter: %s', (filters, expected) => {
    expect(hasSeasonFilter(filters)).toBe(expected);
  });
});

describe('filter options', () => {
  it('lists each division once with its label, in label order', () => {
    const seasons = [
      season({ division: 'U14', division_label: 'Under 14' }),
      season({ division: 'U12', division_label: 'Under 12' }),
      season({ division: 'U12', division_label: 'Under 12' }),
      season({ division: 'OPEN' }),
      season({ division: null }),
    ];
    expect(divisionOptions(seasons)).toEqual([
      { value: 'OPEN', label: 'OPEN' },
      { value: 'U12', label: 'Under 12' },
      { value: 'U14', label: 'Under 14' },
    ]);
  });

  it('lists programs and locations by id with their names', () => {
    expect(
      namedOptions([
        { id: 2, name: 'Jr. NBA' },
        { id: 1, name: 'Flag' },
        { id: 1, name: 'Flag again' },
      ]),
    ).toEqual([
      { value: '1', label: 'Flag' },
      { value: '2', label: 'Jr. NBA' },
    ]);
  });
});

describe('paging (§4)', () => {
  it.each([
    [{ count: 25, next: 'http://api/x?page=2', page: 1, resultsLength: 10 }, true],
    [{ count: 25, next: null, page: 1, resultsLength: 10 }, true],
    [{ count: 20, next: null, page: 2, resultsLength: 10 }, false],
    [{ count: 10, next: null, page: 1, resultsLength: 10 }, false],
    [{ count: 25, next: null, page: 3, resultsLength: 5, pageSize: 10 }, false],
    [{ count: 0, next: null, page: 1, resultsLength: 0 }, false],
  ])('%j has a next page: %s', (info, expected) => {
    expect(hasNextPage(info)).toBe(expected);
  });

  it('takes the page size from the current results when no other is known', () => {
    // 25 > 3 × 5: the literal rule of §4 when a short page is the only one seen.
    expect(hasNextPage({ count: 25, next: null, page: 3, resultsLength: 5 })).toBe(true);
  });

  it.each([
    [1, null, false],
    [2, null, true],
    [1, 'http://api/x?page=1', true],
  ])('page %i with previous %j has a previous page: %s', (page, previous, expected) => {
    expect(hasPreviousPage(page, previous)).toBe(expected);
  });
});

describe('seasonSummary', () => {
  it.each([
    [{ count: 25, next: 'n', page: 1, resultsLength: 10 }, 'Showing 1-10 of 25 seasons'],
    [{ count: 25, next: 'n', page: 2, resultsLength: 10 }, 'Showing 11-20 of 25 seasons'],
    [{ count: 25, next: null, page: 3, resultsLength: 5, pageSize: 10 }, 'Showing 21-25 of 25 seasons'],
    [{ count: 3, next: null, page: 1, resultsLength: 3 }, 'Showing 1-3 of 3 seasons'],
    [{ count: 1, next: null, page: 1, resultsLength: 1 }, 'Showing 1-1 of 1 seasons'],
    [{ count: 0, next: null, page: 1, resultsLength: 0 }, 'No seasons yet. Check back soon!'],
  ])('%j reads %j', (info, text) => {
    expect(seasonSummary(info)).toBe(text);
  });

  it('uses the page size of the current results for the range', () => {
    expect(seasonSummary({ count: 40, next: 'n', page: 2, resultsLength: 20 })).toBe(
      'Showing 21-40 of 40 seasons',
    );
  });
});

describe('card labels', () => {
  it('builds the eyebrow from the division, league division and county labels', () => {
    const full = season({
      division: 'U12',
      division_label: 'U-12 Boys',
      league_division: { value: 'NFC_NORTH', label: 'NFC North' },
      league_county: { value: 'DESOTO', label: 'DeSoto' },
    });
    expect(seasonEyebrow(full)).toBe('U-12 Boys · NFC North · DeSoto');
  });

  it('falls back to the division code and skips missing labels', () => {
    expect(seasonEyebrow(season({ division: 'U14', league_county: 'Lee' }))).toBe('U14 · Lee');
    expect(seasonEyebrow(season())).toBe('');
  });

  it.each([
    [null, ''],
    ['NFC North', 'NFC North'],
    [{ value: 'NFC_NORTH' }, 'NFC_NORTH'],
    [{ value: 'NFC_NORTH', label: 'NFC North' }, 'NFC North'],
  ])('reads the label of %j as %j', (value, label) => {
    expect(labelOf(value)).toBe(label);
  });

  it('builds the subtitle from the subtitle, program name and location with city', () => {
    const full = season({
      subtitle: 'Saturday league',
      program: { name: 'NFL Flag Boys' },
      location: { name: 'Oxford Park', city: 'Oxford' },
    });
    expect(seasonSubtitle(full)).toBe('Saturday league · NFL Flag Boys · Oxford Park, Oxford');
  });

  it('writes the location without a city by name alone', () => {
    expect(seasonSubtitle(season({ location: { name: 'Oxford Park' } }))).toBe('Oxford Park');
  });

  it.each([
    [{ start_date: '2025-09-06', end_date: '2025-11-15' }, 'Sep 6, 2025 – Nov 15, 2025'],
    [
      { start_date: '2025-09-06', end_date: '2025-11-15', season_label: 'Fall 2025' },
      'Fall 2025 · Sep 6, 2025 – Nov 15, 2025',
    ],
    [{ start_date: '2025-09-06' }, 'Starts Sep 6, 2025'],
    [{ end_date: '2025-11-15' }, 'Ends Nov 15, 2025'],
    [{ season_label: 'Spring 2026' }, 'Spring 2026'],
    [{}, ''],
  ])('writes the dates %j as %j', (dates, text) => {
    expect(seasonDateRange(season(dates))).toBe(text);
  });

  it('keeps calendar dates on their day in any time zone', () => {
    expect(formatDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('standings', () => {
  it('sorts by win percentage desc, then points difference desc, then team name', () => {
    const sorted = sortStandings([
      standing('Cobras', 0.5, 10),
      standing('Bears', '0.750', 3),
      standing('Aces', 0.5, 10),
      standing('Dragons', 0.5, 20),
      standing('Eagles', 1, -5),
    ]);
    expect(sorted.map((row) => row.team_name)).toEqual(['Eagles', 'Bears', 'Dragons', 'Aces', 'Cobras']);
  });

  it.each([
    [0.75, '0.750'],
    ['0.6667', '0.667'],
    [1, '1.000'],
    [0, '0.000'],
  ])('shows win percentage %j with three decimals as %j', (value, text) => {
    expect(formatWinPct(standing('A', value, 0))).toBe(text);
  });

  it('computes the win percentage from wins when none is given', () => {
    const row = { ...standing('A', '', 0), wins: 3, games_played: 4 };
    expect(formatWinPct(row)).toBe('0.750');
  });
});

describe('games', () => {
  it('sorts games by kickoff ascending', () => {
    const games = sortGames([
      game({ id: 3, kickoff: '2025-09-20T14:00:00Z' }),
      game({ id: 1, kickoff: '2025-09-06T14:00:00Z' }),
      game({ id: 4, kickoff: '' }),
      game({ id: 2, kickoff: '2025-09-13T14:00:00Z' }),
    ]);
    expect(games.map((g) => g.id)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [
      { status: 'COMPLETED', home_score: 21, away_score: 14 },
      { status: 'Complete', score: '21 – 14' },
    ],
    [
      { status: 'COMPLETED', home_score: 0, away_score: 0 },
      { status: 'Complete', score: '0 – 0' },
    ],
    [{ status: 'COMPLETED' }, { status: 'Complete', score: 'v' }],
    [{ status: 'CANCELLED' }, { status: 'Cancelled', score: 'v' }],
    [{ status: 'SCHEDULED' }, { status: 'Sat, Sep 6, 9:00 AM CDT', score: 'v' }],
    [
      { status: 'IN_PROGRESS', home_score: 7, away_score: 0 },
      { status: 'Sat, Sep 6, 9:00 AM CDT', score: 'v' },
    ],
  ])('shows a game %j as %j', (overrides, display) => {
    expect(gameDisplay(game(overrides))).toEqual(display);
  });

  it('shows kickoffs in league time, whatever the machine', () => {
    expect(formatKickoff('2025-12-06T20:30:00Z')).toBe('Sat, Dec 6, 2:30 PM CST');
    expect(formatKickoff(null)).toBe('Time to be announced');
  });

  it.each([
    [null, 'Regular'],
    ['', 'Regular'],
    ['PLAYOFF', 'Playoff'],
    ['championship_final', 'Championship final'],
  ])('labels game type %j as %j', (game_type, label) => {
    expect(gameTypeLabel({ game_type })).toBe(label);
  });
});

describe('season news', () => {
  it('sorts news by published date descending', () => {
    const items: SeasonNewsItem[] = [
      { id: 1, title: 'Old', published_at: '2025-08-01T00:00:00Z' },
      { id: 2, title: 'Undated', published_at: '' },
      { id: 3, title: 'New', published_at: '2025-09-01T00:00:00Z' },
    ];
    expect(sortSeasonNews(items).map((item) => item.title)).toEqual(['New', 'Old', 'Undated']);
  });
});

describe('tabs', () => {
  it('has Standings, Schedule, News and Details in order', () => {
    expect(SEASON_TABS.map((tab) => tab.label)).toEqual(['Standings', 'Schedule', 'News', 'Details']);
  });

  it.each([
    ['standings', 'Standings will appear once games are underway.'],
    ['schedule', 'Schedule will populate as fixtures are confirmed.'],
    ['news', 'News updates for this season will appear here.'],
    ['details', 'Administrative details will be posted soon.'],
  ] as const)('the %s tab says %j when empty', (tab, message) => {
    expect(tabEmptyMessage(tab)).toBe(message);
    expect(tabHasContent(season(), tab)).toBe(false);
  });

  it('counts notes as details', () => {
    expect(tabHasContent(season({ notes: 'Bring water.' }), 'details')).toBe(true);
    expect(tabHasContent(season({ notes: '  ' }), 'details')).toBe(false);
  });

  it('finds content in each tab', () => {
    const full = season({
      standings: [standing('A', 1, 0)],
      games: [game()],
      news_items: [{ id: 1, title: 'x', published_at: '' }],
      details: [{ id: 1, label: 'Fee', value: '$250' }],
    });
    expect(SEASON_TABS.every((tab) => tabHasContent(full, tab.id))).toBe(true);
  });

  it.each([
    ['standings', 'ArrowRight', 'schedule'],
    ['details', 'ArrowRight', 'standings'],
    ['standings', 'ArrowLeft', 'details'],
    ['news', 'ArrowLeft', 'schedule'],
    ['news', 'Home', 'standings'],
    ['schedule', 'End', 'details'],
    ['schedule', 'Enter', null],
  ] as const)('from %s the %s key goes to %j', (current, key, target) => {
    expect(
      tabAfterKey(
        SEASON_TABS.map((tab) => tab.id),
        current,
        key,
      ),
    ).toBe(target);
  });

  it('says so when no season matches the filters, and uses the exact error fallback', () => {
    expect(CALENDAR_MESSAGES.noMatch).toBe('No seasons match the selected filters yet.');
    expect(CALENDAR_MESSAGES.loadFailed).toBe('Failed to load calendar.');
  });
});

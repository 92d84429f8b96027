import { describe, expect, it } from 'vitest';
import type { LeagueEvent, Program } from './types';
import {
  dayBounds,
  eventsQuery,
  matchesSport,
  onboardingSteps,
  parseRecruiterSport,
  showcaseEvents,
  sidebarPrograms,
  truncate,
} from './recruiter';

const program = (id: string, name: string, sport: string, description = ''): Program => ({
  id,
  name,
  sport,
  description,
});

describe('sidebarPrograms (spec 3 §9)', () => {
  const listed = [
    program('volleyball-girls', 'Volleyball Girls', 'VOLLEYBALL'),
    program('jr-wnba', 'Jr. WNBA Basketball', 'BASKETBALL'),
    program('track-field', 'Track and Field', 'TRACK'),
    program('nfl-flag-girls', 'NFL FLAG Football Girls', 'FOOTBALL'),
    program('jr-nba', 'Jr. NBA Basketball', 'BASKETBALL'),
    program('nfl-flag-boys', 'NFL FLAG Football Boys', 'FOOTBALL'),
  ];

  it('puts football first, then basketball, then the rest by name, and keeps 6', () => {
    expect(sidebarPrograms(listed).map((p) => p.id)).toEqual([
      'nfl-flag-boys',
      'nfl-flag-girls',
      'jr-nba',
      'jr-wnba',
      'soccer-boys',
      'soccer-girls',
    ]);
  });

  it('adds the girls and boys soccer programs when the listing lacks them', () => {
    const result = sidebarPrograms([program('track-field', 'Track and Field', 'TRACK')]);
    expect(result.map((p) => [p.id, p.sport])).toEqual([
      ['soccer-boys', 'SOCCER'],
      ['soccer-girls', 'SOCCER'],
      ['track-field', 'TRACK'],
    ]);
  });

  it('does not add soccer twice when one is listed, nor when the filter leaves soccer out', () => {
    const withBoys = sidebarPrograms([program('soccer-boys', 'Boys Soccer (live)', 'SOCCER')]);
    expect(withBoys.map((p) => p.name)).toEqual(['Boys Soccer (live)', 'Soccer Girls']);
    expect(sidebarPrograms(listed, 'BASKETBALL').map((p) => p.id)).toEqual(['jr-nba', 'jr-wnba']);
    expect(sidebarPrograms(listed, 'OTHER').map((p) => p.id)).toEqual(['track-field']);
  });

  it('cuts descriptions at 160 characters', () => {
    const long = 'x'.repeat(170);
    const [first] = sidebarPrograms([program('nfl-flag-boys', 'Flag', 'FOOTBALL', long)]);
    expect(first!.description).toBe(`${'x'.repeat(160)}…`);
    expect(truncate('short', 160)).toBe('short');
    expect(truncate('y'.repeat(160), 160)).toBe('y'.repeat(160));
  });
});

describe('the sport filter', () => {
  it.each([
    ['FOOTBALL', 'FOOTBALL', true],
    ['FOOTBALL', 'football', true],
    ['FOOTBALL', 'BASKETBALL', false],
    ['OTHER', 'TRACK', true],
    ['OTHER', 'BASEBALL', true],
    ['OTHER', 'SOCCER', false],
    ['', 'ANYTHING', true],
  ] as const)('%s matches %s: %s', (filter, sport, expected) => {
    expect(matchesSport(filter, sport)).toBe(expected);
  });

  it('reads the five values of spec 3 §9 and nothing else', () => {
    expect(['football', 'Basketball', 'SOCCER', 'volleyball', 'other'].map(parseRecruiterSport)).toEqual([
      'FOOTBALL',
      'BASKETBALL',
      'SOCCER',
      'VOLLEYBALL',
      'OTHER',
    ]);
    expect(parseRecruiterSport('TRACK')).toBeNull();
  });
});

describe('dayBounds (spec 3 §7: 00:00:00 and 23:59:59)', () => {
  it('starts the first day at 00:00:00 and ends the last at 23:59:59, local time', () => {
    expect(dayBounds('2026-07-01', '2026-07-31')).toEqual({
      start: new Date(2026, 6, 1, 0, 0, 0).toISOString(),
      end: new Date(2026, 6, 31, 23, 59, 59).toISOString(),
    });
  });

  it('leaves out a bound that is empty or not a date', () => {
    expect(dayBounds('', '2026-07-31')).toEqual({ end: new Date(2026, 6, 31, 23, 59, 59).toISOString() });
    expect(dayBounds('soon', '')).toEqual({});
  });

  it('builds the showcase events query with page_size 50', () => {
    const query = new URLSearchParams(eventsQuery('2026-07-01', '').slice(1));
    expect(Object.fromEntries(query)).toEqual({
      category: 'showcase',
      page_size: '50',
      start: new Date(2026, 6, 1).toISOString(),
    });
  });
});

describe('showcaseEvents', () => {
  const event = (id: number, startsAt: string, sport: string | null): LeagueEvent => ({
    id,
    title: `Event ${id}`,
    starts_at: startsAt,
    ends_at: startsAt,
    location_text: '',
    notes: '',
    program: null,
    program_name: null,
    program_sport: sport,
    category: 'showcase',
  });

  it('lists league-wide events and those of the sport, soonest first, at most 6', () => {
    const events = [
      event(1, '2026-07-09T15:00:00Z', 'FOOTBALL'),
      event(2, '2026-07-02T15:00:00Z', null),
      event(3, '2026-07-03T15:00:00Z', 'BASKETBALL'),
      ...[4, 5, 6, 7, 8].map((id) => event(id, `2026-07-1${id}T15:00:00Z`, 'FOOTBALL')),
    ];
    expect(showcaseEvents(events, 'FOOTBALL').map((e) => e.id)).toEqual([2, 1, 4, 5, 6, 7]);
    expect(showcaseEvents(events, 'BASKETBALL').map((e) => e.id)).toEqual([2, 3]);
  });
});

describe('onboardingSteps', () => {
  it.each([
    [null, false, [true, false, false, false]],
    ['PENDING', false, [true, true, false, false]],
    ['DENIED', false, [true, true, false, false]],
    ['APPROVED', false, [true, true, true, false]],
    ['APPROVED', true, [true, true, true, true]],
  ] as const)('with access %s (roster seen %s)', (status, seen, done) => {
    expect(onboardingSteps(status, seen).map((step) => step.done)).toEqual(done);
  });
});

import { describe, expect, it } from 'vitest';
import { blackoutsText, readBlackouts, readSlots, readVenues, slotsText, venuesText } from './settings-text';

describe('the schedule settings typed as lines', () => {
  it('reads weekly times, venues and blackouts, and writes them back the same', () => {
    const slots = readSlots('Saturday 09:00\nsun 13:30\n\n');
    expect(slots).toEqual({
      value: [
        { weekday: 6, time: '09:00' },
        { weekday: 0, time: '13:30' },
      ],
    });
    expect(slotsText(slots.value!)).toBe('Saturday 09:00\nSunday 13:30');
    const venues = readVenues('Snowden Grove Park: 3\nLatimer Lakes');
    expect(venues.value).toEqual([
      { name: 'Snowden Grove Park', fields: 3 },
      { name: 'Latimer Lakes', fields: 1 },
    ]);
    expect(venuesText(venues.value!)).toBe('Snowden Grove Park: 3\nLatimer Lakes: 1');
    const text = '2031-09-20\n2031-09-27 12:00-15:00, Snowden Grove Park\n2031-10-04, team Horn Lake Hawks';
    const blackouts = readBlackouts(text);
    expect(blackouts.value).toEqual([
      { date: '2031-09-20', from: '', to: '', venue: '', team: '', note: '' },
      { date: '2031-09-27', from: '12:00', to: '15:00', venue: 'Snowden Grove Park', team: '', note: '' },
      { date: '2031-10-04', from: '', to: '', venue: '', team: 'Horn Lake Hawks', note: '' },
    ]);
    expect(blackoutsText(blackouts.value!)).toBe(text);
  });

  it.each([
    [readSlots, 'Saturday 9am', 'Line 1: write a day and a time, like Saturday 09:00.'],
    [readSlots, 'Sa 09:00', 'Line 1: write a day and a time, like Saturday 09:00.'],
    [readVenues, 'Park: 40', 'Line 1: write a venue and its fields, like Snowden Grove Park: 3.'],
    [
      readBlackouts,
      '2031-09-20\nnext Saturday',
      'Line 2: write a day (2031-09-20), optionally a window (12:00-15:00), then a venue or “team” and its name.',
    ],
  ] as const)('names the line it cannot read: %s', (read, text, error) => {
    expect(read(text)).toEqual({ error });
  });
});

import { describe, expect, it } from 'vitest';
import { dateRangeQuery, dayBound, formatDay, localDay } from './date-range';

describe('date range filters (spec 3 §7: 00:00:00 to 23:59:59)', () => {
  it('starts a start day at 00:00:00 and ends an end day at 23:59:59, local time', () => {
    const start = dayBound('2026-12-05', 'start')!;
    const end = dayBound('2026-12-12', 'end')!;
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2026, 11, 5]);
    expect([start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([0, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([12, 23, 59, 59]);
  });

  it('sends both bounds as ISO instants', () => {
    expect(dateRangeQuery('2026-12-05', '2026-12-12')).toEqual({
      start: new Date(2026, 11, 5, 0, 0, 0).toISOString(),
      end: new Date(2026, 11, 12, 23, 59, 59).toISOString(),
    });
  });

  it('leaves out a bound that is empty or not a day', () => {
    expect(dateRangeQuery('', '2026-12-12')).toEqual({
      end: new Date(2026, 11, 12, 23, 59, 59).toISOString(),
    });
    expect(dateRangeQuery('tomorrow', '')).toEqual({});
  });

  it('gives a date as the YYYY-MM-DD a date input holds', () => {
    expect(localDay(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
  });

  it('dates requests and decisions as a medium US date in the reader’s time zone', () => {
    expect(formatDay(new Date(2026, 8, 6, 12, 0).toISOString())).toBe('Sep 6, 2026');
  });
});

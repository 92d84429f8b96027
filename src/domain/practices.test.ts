import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_OCCURRENCES, occurrenceTimes, practiceDates } from './practices';

describe('practice series', () => {
  it('lists every Tuesday from the first date until the last, leaving out the exceptions', () => {
    expect(
      practiceDates({ weekday: 2, starts_on: '2026-09-01', until: '2026-09-29', exceptions: ['2026-09-15'] }),
    ).toEqual(['2026-09-01', '2026-09-08', '2026-09-22', '2026-09-29']);
  });

  it('starts on the first matching weekday after the first date', () => {
    expect(
      practiceDates({ weekday: 4, starts_on: '2026-09-01', until: '2026-09-10', exceptions: [] }),
    ).toEqual(['2026-09-03', '2026-09-10']);
  });

  it('puts a 6:00 PM practice at 6:00 PM league time on both sides of the clock change', () => {
    expect(occurrenceTimes('2026-10-27', '18:00', 90).startsAt.toISOString()).toBe(
      '2026-10-27T23:00:00.000Z',
    );
    expect(occurrenceTimes('2026-11-03', '18:00', 90)).toEqual({
      startsAt: new Date('2026-11-04T00:00:00.000Z'),
      endsAt: new Date('2026-11-04T01:30:00.000Z'),
    });
  });

  it('only ever gives dates on the weekday, in order, within the range and not excepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 5 }),
        (weekday, from, span, skips) => {
          const startsOn = from.toISOString().slice(0, 10);
          const day = (n: number) => new Date(from.getTime() + n * 86_400_000).toISOString().slice(0, 10);
          const until = day(span);
          const exceptions = skips.map(day);
          const dates = practiceDates({ weekday, starts_on: startsOn, until, exceptions });
          expect(dates.length).toBeLessThanOrEqual(MAX_OCCURRENCES + 1);
          for (const date of dates) {
            expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(weekday);
            expect(date >= startsOn && date <= until).toBe(true);
            expect(exceptions).not.toContain(date);
          }
          expect([...dates].sort()).toEqual(dates);
        },
      ),
    );
  });
});

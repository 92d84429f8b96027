/**
 * Date range filters (spec 3 §7): a start day counts from 00:00:00 and an end day until 23:59:59,
 * in the visitor's own time zone, sent as ISO instants.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a YYYY-MM-DD day starts (00:00:00) or ends (23:59:59), local time; null for anything else. */
export function dayBound(day: string, edge: 'start' | 'end'): Date | null {
  const text = day.trim();
  if (!DAY.test(text)) return null;
  const date = new Date(`${text}T${edge === 'start' ? '00:00:00' : '23:59:59'}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Query parameters `start` and `end` for the days given (either may be empty, then it is left out). */
export function dateRangeQuery(start: string, end: string): { start?: string; end?: string } {
  const from = dayBound(start, 'start');
  const until = dayBound(end, 'end');
  return {
    ...(from ? { start: from.toISOString() } : {}),
    ...(until ? { end: until.toISOString() } : {}),
  };
}

/** A date's YYYY-MM-DD in local time (the value a date input holds). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An instant as a medium US date ('Sep 6, 2026'), the way portals date requests, decisions and notes. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

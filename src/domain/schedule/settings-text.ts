/**
 * The schedule settings as the office's form types them (issue 38): one weekly game time, venue or
 * blackout per line, so the form stays a few text boxes on a phone. Each line reads back exactly as
 * it is written here; a line that cannot be read is named with its number.
 *
 * - weekly times: 'Saturday 09:00' (a day's name or its first three letters, a 24-hour time);
 * - venues: 'Snowden Grove Park: 3' (its fields; without ': n', one field);
 * - blackouts: '2031-09-20' (the league), '2031-09-20, Snowden Grove Park' (a venue),
 *   '2031-09-20, team Horn Lake Hawks' (a team), with an optional window after the date:
 *   '2031-09-20 12:00-15:00, Snowden Grove Park'.
 */
import type { Blackout, ScheduleSettings } from './model';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line !== '');

const pad = (time: string) => (time.length === 4 ? `0${time}` : time);

/** Weekly times as lines. */
export const slotsText = (slots: ScheduleSettings['weekly_slots']) =>
  slots.map((slot) => `${WEEKDAYS[slot.weekday]} ${slot.time}`).join('\n');

/** Venues as lines. */
export const venuesText = (venues: ScheduleSettings['venues']) =>
  venues.map((venue) => `${venue.name}: ${venue.fields}`).join('\n');

/** Blackouts as lines. */
export const blackoutsText = (blackouts: readonly Blackout[]) =>
  blackouts
    .map((b) => {
      const window = b.from ? ` ${b.from}-${b.to}` : '';
      const who = b.team ? `, team ${b.team}` : b.venue ? `, ${b.venue}` : '';
      return `${b.date}${window}${who}`;
    })
    .join('\n');

type Read<T> = { value: T; error?: never } | { error: string; value?: never };

/** Reads weekly game times. */
export function readSlots(text: string): Read<ScheduleSettings['weekly_slots']> {
  const slots: ScheduleSettings['weekly_slots'] = [];
  for (const { line, number } of lines(text)) {
    const match = /^([a-z]+)\s+(\d{1,2}:\d{2})$/i.exec(line);
    const weekday = match
      ? WEEKDAYS.findIndex(
          (day) => day.toLowerCase().startsWith(match[1]!.toLowerCase()) && match[1]!.length >= 3,
        )
      : -1;
    if (!match || weekday < 0 || !/^([01]\d|2[0-3]):[0-5]\d$/.test(pad(match[2]!))) {
      return { error: `Line ${number}: write a day and a time, like Saturday 09:00.` };
    }
    slots.push({ weekday, time: pad(match[2]!) });
  }
  return { value: slots };
}

/** Reads venues and their fields. */
export function readVenues(text: string): Read<ScheduleSettings['venues']> {
  const venues: ScheduleSettings['venues'] = [];
  for (const { line, number } of lines(text)) {
    const match = /^(.+?)(?::\s*(\d+))?$/.exec(line);
    const fields = match?.[2] === undefined ? 1 : Number(match[2]);
    if (!match || fields < 1 || fields > 12) {
      return { error: `Line ${number}: write a venue and its fields, like Snowden Grove Park: 3.` };
    }
    venues.push({ name: match[1]!.trim(), fields });
  }
  return { value: venues };
}

/** Reads blackouts. */
export function readBlackouts(text: string): Read<Blackout[]> {
  const blackouts: Blackout[] = [];
  for (const { line, number } of lines(text)) {
    const match = /^(\d{4}-\d{2}-\d{2})(?:\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2}))?\s*(?:,\s*(.+))?$/.exec(
      line,
    );
    if (!match) {
      return {
        error: `Line ${number}: write a day (2031-09-20), optionally a window (12:00-15:00), then a venue or “team” and its name.`,
      };
    }
    const who = (match[4] ?? '').trim();
    const team = /^team\s+/i.test(who) ? who.replace(/^team\s+/i, '').trim() : '';
    blackouts.push({
      date: match[1]!,
      from: match[2] ? pad(match[2]) : '',
      to: match[3] ? pad(match[3]) : '',
      venue: team ? '' : who,
      team,
      note: '',
    });
  }
  return { value: blackouts };
}

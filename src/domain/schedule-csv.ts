/**
 * The season schedule CSV (spec 3 §7): the template's columns and the rules for one row. A row is
 * a game: kickoff (ISO with an offset, or a date and time in league time as a spreadsheet writes
 * it), the two teams, optional scores, status, venue, game type, officials and notes.
 */
import { LEAGUE_TIME_ZONE, leagueDay } from './league-games';
import { lazyDateFormat } from './intl';

/** Spec 3 §7: the template's columns, in order. */
export const TEMPLATE_COLUMNS = [
  'kickoff',
  'home_team',
  'away_team',
  'home_score',
  'away_score',
  'status',
  'venue',
  'game_type',
  'officials',
  'notes',
] as const;

export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

/** Columns a file must have. */
export const REQUIRED_COLUMNS: readonly TemplateColumn[] = ['kickoff', 'home_team', 'away_team'];

export const GAME_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The file name of the template download. */
export const TEMPLATE_FILE_NAME = 'season-schedule-template.csv';

/** YYYY-MM-DD of the Saturday `weeks` weeks after the next one (league calendar days). */
function saturdayAfter(today: Date, weeks: number): string {
  const [year, month, day] = leagueDay(today).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7 || 7) + weeks * 7);
  return date.toISOString().slice(0, 10);
}

/**
 * The template: the header and two example games on the next two Saturdays (league time); scores
 * and COMPLETED are filled in once a game is played.
 */
export function templateCsv(today = new Date()): string {
  return [
    TEMPLATE_COLUMNS.join(','),
    `${saturdayAfter(today, 0)} 09:00,Southaven Storm,Horn Lake Hawks,,,SCHEDULED,Snowden Grove Park · Field 1,REGULAR,,`,
    `${saturdayAfter(today, 1)} 10:30,Hernando Tigers,Southaven Storm,,,SCHEDULED,Snowden Grove Park · Field 2,REGULAR,,"Bring both jersey colors, please"`,
  ].join('\r\n');
}

/** A game read from one row, ready to store. */
export interface GameRow {
  kickoff: Date;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  status: GameStatus;
  venue: string | null;
  gameType: string | null;
  officials: string | null;
  notes: string | null;
}

const MAX_TEXT = 200;
const MAX_NOTES = 2000;

const offsetFormat = lazyDateFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far league time is from UTC at an instant, in milliseconds. */
function leagueOffset(instant: number): number {
  const parts = Object.fromEntries(
    offsetFormat()
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
    Number(parts['second']),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time in league time (Central, daylight saving included). */
export function leagueTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - leagueOffset(wall);
  // A second pass settles days when the offset changes between the guess and the answer.
  instant = wall - leagueOffset(instant);
  return new Date(instant);
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const LOCAL_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::\d{2})?$/;
const SPREADSHEET = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/;

/**
 * A kickoff from a cell: an ISO time with an offset, 'YYYY-MM-DD HH:MM' or 'M/D/YYYY H:MM [AM|PM]'
 * in league time; null when it is none of these or not a real date.
 */
export function parseKickoff(value: string): Date | null {
  const text = value.trim();
  if (ISO_WITH_OFFSET.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  type Parts = [number, number, number, number, number];
  let parts: Parts | null = null;
  const local = LOCAL_ISO.exec(text);
  if (local) parts = [local[1], local[2], local[3], local[4], local[5]].map(Number) as Parts;
  const sheet = SPREADSHEET.exec(text);
  if (sheet) {
    let hour = Number(sheet[4]);
    const half = sheet[6]?.toUpperCase();
    if (half && (hour < 1 || hour > 12)) return null;
    if (half === 'PM' && hour < 12) hour += 12;
    if (half === 'AM' && hour === 12) hour = 0;
    parts = [Number(sheet[3]), Number(sheet[1]), Number(sheet[2]), hour, Number(sheet[5])];
  }
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    year < 2000
  ) {
    return null;
  }
  return leagueTime(year, month, day, hour, minute);
}

const cell = (record: Record<string, string | undefined>, column: TemplateColumn) =>
  (record[column] ?? '').trim();

function score(value: string, column: string): number | null | string {
  if (!value) return null;
  if (!/^\d{1,3}$/.test(value)) return `${column} must be a whole number from 0 to 999.`;
  return Number(value);
}

/** Reads one row (keyed by column name): the game, or the first problem with it. */
export function readGameRow(
  record: Record<string, string | undefined>,
): { game: GameRow; error?: never } | { error: string; game?: never } {
  const kickoffText = cell(record, 'kickoff');
  if (!kickoffText) return { error: 'kickoff is required.' };
  const kickoff = parseKickoff(kickoffText);
  if (!kickoff) return { error: `kickoff "${kickoffText}" is not a date and time like 2026-09-12 09:00.` };
  const homeTeam = cell(record, 'home_team');
  const awayTeam = cell(record, 'away_team');
  if (!homeTeam || !awayTeam) return { error: 'home_team and away_team are required.' };
  if (homeTeam.toLowerCase() === awayTeam.toLowerCase()) {
    return { error: 'home_team and away_team must be different teams.' };
  }
  const homeScore = score(cell(record, 'home_score'), 'home_score');
  if (typeof homeScore === 'string') return { error: homeScore };
  const awayScore = score(cell(record, 'away_score'), 'away_score');
  if (typeof awayScore === 'string') return { error: awayScore };
  const statusText =
    cell(record, 'status')
      .toUpperCase()
      .replace(/[\s-]+/g, '_') || 'SCHEDULED';
  const status = GAME_STATUSES.find((known) => known === statusText);
  if (!status) return { error: `status must be one of ${GAME_STATUSES.join(', ')}.` };
  const texts = {
    venue: cell(record, 'venue'),
    game_type: cell(record, 'game_type'),
    officials: cell(record, 'officials'),
  };
  for (const [column, value] of Object.entries(texts)) {
    if (value.length > MAX_TEXT) return { error: `${column} is too long (${MAX_TEXT} characters at most).` };
  }
  const notes = cell(record, 'notes');
  if (notes.length > MAX_NOTES) return { error: `notes is too long (${MAX_NOTES} characters at most).` };
  for (const [column, value] of Object.entries({ home_team: homeTeam, away_team: awayTeam })) {
    if (value.length > MAX_TEXT) return { error: `${column} is too long (${MAX_TEXT} characters at most).` };
  }
  return {
    game: {
      kickoff,
      homeTeam,
      awayTeam,
      homeScore,
      awayScore,
      status,
      venue: texts.venue || null,
      gameType: texts.game_type ? texts.game_type.toUpperCase().replace(/\s+/g, '_') : null,
      officials: texts.officials || null,
      notes: notes || null,
    },
  };
}

export { leagueDay } from './league-games';

/** An instant as a league-time 'YYYY-MM-DDTHH:MM' (a datetime-local field's value); '' when invalid. */
export function toLeagueInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const parts = Object.fromEntries(
    offsetFormat()
      .formatToParts(new Date(time))
      .map((p) => [p.type, p.value]),
  );
  const two = (value: string | undefined) => (value ?? '').padStart(2, '0');
  return `${parts['year']}-${two(parts['month'])}-${two(parts['day'])}T${two(parts['hour'])}:${two(parts['minute'])}`;
}

/**
 * POST /events/season-games/bulk-upload/ (spec 3 §7): multipart `season` and `file`, a CSV with the
 * template's columns (src/domain/schedule-csv.ts), parsed with csv-parse. Each good row creates a
 * game in the season or updates the one it names (same teams, same kickoff; else the only game of
 * those teams that league day). A bad row is reported with its line number and never stops the
 * others. A file that is not CSV text, is too large, has no games or lacks the required columns is
 * a 400 naming the problem. Needs calendar-editor rights for the season's program
 * (server/auth/policy.ts); another program's season answers 404 (server/auth/coach-scope.ts).
 */
import { eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { CsvError, parse } from 'csv-parse/sync';
import { COACH_MESSAGES, type UploadResult } from '../../../src/domain/coach';
import { leagueDay, readGameRow, REQUIRED_COLUMNS, type GameRow } from '../../../src/domain/schedule-csv';
import { assertRecordInScope } from '../../auth/coach-scope';
import { games, seasons } from '../../db/schema/league';
import { ApiError, fieldError } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';

/** Largest schedule file accepted (a season is a few hundred lines). */
export const MAX_CSV_BYTES = 1024 * 1024;
/** Most games one file may hold. */
export const MAX_CSV_ROWS = 2000;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the schedule as multipart/form-data with season and file.',
  tooLarge: 'The file is too large. The limit is 1 MB.',
  notCsv: 'Upload the schedule as a CSV file (.csv) saved from the template.',
  noGames: 'The file has no games in it.',
  tooManyRows: `The file has more than ${MAX_CSV_ROWS} games. Split it into smaller files.`,
  unknownSeason: 'Select a valid season.',
} as const;

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''];

/** The file's text when it is CSV-like text (a .csv name or a CSV type, UTF-8, no NUL bytes). */
async function csvText(file: File): Promise<string | null> {
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  const named = file.name.toLowerCase().endsWith('.csv');
  if (!named && !(CSV_TYPES.includes(type) && type !== '')) return null;
  if (!named && type === 'text/plain') return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A game's teams as compared (any case, spaces trimmed). */
const teamsKey = (home: string, away: string) => `${home.trim().toLowerCase()}|${away.trim().toLowerCase()}`;

type StoredGame = typeof games.$inferSelect;

/** The stored game a row updates: same teams and kickoff, else the only one of those teams that day. */
function matchGame(stored: readonly StoredGame[], game: GameRow): StoredGame | undefined {
  const teams = teamsKey(game.homeTeam, game.awayTeam);
  const same = stored.filter((row) => teamsKey(row.homeTeam, row.awayTeam) === teams);
  const exact = same.find((row) => row.kickoff.getTime() === game.kickoff.getTime());
  if (exact) return exact;
  const day = leagueDay(game.kickoff);
  const sameDay = same.filter((row) => leagueDay(row.kickoff) === day);
  return sameDay.length === 1 ? sameDay[0] : undefined;
}

export const bulkUploadRoutes = routes('/events/season-games').post(
  '/bulk-upload',
  bodyLimit({
    maxSize: MAX_CSV_BYTES + 64 * 1024,
    onError: (c) => c.json({ file: [UPLOAD_MESSAGES.tooLarge] }, 400),
  }),
  async (c) => {
    const { db } = c.var.deps;
    const { user } = c.var;
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      throw new ApiError(400, { detail: UPLOAD_MESSAGES.notMultipart });
    }
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError(400, { detail: UPLOAD_MESSAGES.notMultipart });
    }
    const seasonValue = form['season'];
    const seasonId = typeof seasonValue === 'string' ? parseId(seasonValue.trim()) : null;
    if (typeof seasonValue !== 'string' || !seasonValue.trim()) {
      throw fieldError({ season: [COACH_MESSAGES.seasonNeeded] });
    }
    const [season] = seasonId ? await db.select().from(seasons).where(eq(seasons.id, seasonId)) : [];
    if (!season) throw fieldError({ season: [UPLOAD_MESSAGES.unknownSeason] });
    await assertRecordInScope(db, user, season.programId);
    const file = form['file'];
    if (!(file instanceof File) || file.size === 0) throw fieldError({ file: [COACH_MESSAGES.fileNeeded] });
    if (file.size > MAX_CSV_BYTES) throw fieldError({ file: [UPLOAD_MESSAGES.tooLarge] });
    const text = await csvText(file);
    if (text === null) throw fieldError({ file: [UPLOAD_MESSAGES.notCsv] });

    const errors: UploadResult['errors'] = [];
    let records: { record: Record<string, string>; info: { lines: number } }[];
    try {
      records = parse(text, {
        bom: true,
        columns: (header: string[]) => header.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_')),
        info: true,
        skip_empty_lines: true,
        skip_records_with_error: true,
        relax_column_count: true,
        on_skip: (error) => {
          if (error)
            errors.push({
              row: Number(error['lines']) || 0,
              error: `The line could not be read: ${error.message}`,
            });
          return undefined;
        },
      });
    } catch (error) {
      if (error instanceof CsvError)
        throw fieldError({ file: [`${UPLOAD_MESSAGES.notCsv} (${error.message})`] });
      throw error;
    }
    const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
    const columns = header.split(',').map((name) => name.trim().replace(/^"|"$/g, '').toLowerCase());
    const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
    if (missing.length > 0) {
      throw fieldError({
        file: [`The file is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`],
      });
    }
    if (records.length === 0 && errors.length === 0) throw fieldError({ file: [UPLOAD_MESSAGES.noGames] });
    if (records.length > MAX_CSV_ROWS) throw fieldError({ file: [UPLOAD_MESSAGES.tooManyRows] });

    const rows: { row: number; game: GameRow }[] = [];
    for (const { record, info } of records) {
      const read = readGameRow(record);
      if (read.error !== undefined) errors.push({ row: info.lines, error: read.error });
      else rows.push({ row: info.lines, game: read.game });
    }
    const result = await db.transaction(async (tx) => {
      const stored = await tx.select().from(games).where(eq(games.seasonId, season.id));
      let created = 0;
      let updated = 0;
      for (const { game } of rows) {
        const values = { ...game, seasonId: season.id };
        const match = matchGame(stored, game);
        if (match) {
          // The stored spelling of the teams stands (rows match them in any case).
          const [row] = await tx
            .update(games)
            .set({ ...values, homeTeam: match.homeTeam, awayTeam: match.awayTeam })
            .where(eq(games.id, match.id))
            .returning();
          stored.splice(stored.indexOf(match), 1, row!);
          updated += 1;
        } else {
          const [row] = await tx.insert(games).values(values).returning();
          stored.push(row!);
          created += 1;
        }
      }
      return { created, updated };
    });
    errors.sort((a, b) => a.row - b.row);
    return c.json({ ...result, errors } satisfies UploadResult);
  },
);

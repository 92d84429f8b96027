/**
 * POST /events/season-games/bulk-upload/ (spec 3 §7): multipart `season` and `file`, a CSV with the
 * template's columns (src/domain/schedule-csv.ts), parsed with csv-parse. Each good row creates a
 * game in the season or updates the one it names (same teams, same kickoff; else the only game of
 * those teams that league day). A bad row is reported with its line number and never stops the
 * others. A file that is not CSV text, is too large, has no games or lacks the required columns is
 * a 400 naming the problem. Needs calendar-editor rights for the season's program
 * (server/auth/policy.ts), or a team of the coach's in the season (issue 19), whose rows must then
 * name that team; another program's season answers 404 (server/auth/coach-scope.ts). Teams are
 * named as the season's teams spell them. Issue 38: a row naming a team that is none of a season's
 * teams is refused (its error names the season's teams) and nothing of it is stored, and a row
 * with a result (scores, under way or final) whose kickoff is still ahead is refused too.
 */
import { asc, eq } from 'drizzle-orm';
import { CsvError, parse } from 'csv-parse/sync';
import { COACH_MESSAGES, grantCovers, type UploadResult } from '../../../src/domain/coach';
import { hasStarted, SCORE_MESSAGES } from '../../../src/domain/games';
import { unknownTeamMessage } from '../../../src/domain/office/teams';
import { leagueDay, readGameRow, REQUIRED_COLUMNS, type GameRow } from '../../../src/domain/schedule-csv';
import { coachScope } from '../../auth/coach-scope';
import { recomputeStandings } from '../../games/standings';
import { games, seasons } from '../../db/schema/league';
import { teams } from '../../db/schema/teams';
import { fieldError, notFound } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { receiveUpload, type UploadRule } from '../../http/uploads';

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
  notYourTeam: (names: string) => `Only games of your team (${names}) can be uploaded.`,
  unknownTeam: (name: string, teams: readonly string[]) =>
    `${unknownTeamMessage(name)} Its teams are ${teams.join(', ')}. The row was not imported.`,
} as const;

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''];

/** A schedule: a .csv name or a CSV type, kept in memory to be parsed (at most 1 MB). */
const SCHEDULE: UploadRule = {
  field: 'file',
  maxBytes: MAX_CSV_BYTES,
  sniffBytes: 1,
  accept: (_head, { name, type }) => {
    const csvType = CSV_TYPES.includes(type) && type !== '' && type !== 'text/plain';
    return name.toLowerCase().endsWith('.csv') || csvType ? 'text/csv' : null;
  },
  store: 'memory',
  messages: {
    notMultipart: { status: 400, detail: UPLOAD_MESSAGES.notMultipart },
    unreadable: UPLOAD_MESSAGES.notMultipart,
    missing: COACH_MESSAGES.fileNeeded,
    refused: UPLOAD_MESSAGES.notCsv,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
  },
};

/** The file's text when it is UTF-8 text without NUL bytes. */
function csvText(bytes: Uint8Array): string | null {
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
  // The body streams through server/http/uploads.ts, which applies the 1 MB cap.
  '/bulk-upload',
  async (c) => {
    const { db } = c.var.deps;
    const upload = await receiveUpload(c, SCHEDULE);
    const seasonValue = upload.fields['season'];
    const seasonId = seasonValue ? parseId(seasonValue.trim()) : null;
    if (!seasonValue?.trim()) throw fieldError({ season: [COACH_MESSAGES.seasonNeeded] });
    const [season] = seasonId ? await db.select().from(seasons).where(eq(seasons.id, seasonId)) : [];
    if (!season) throw fieldError({ season: [UPLOAD_MESSAGES.unknownSeason] });
    const scope = await coachScope(db, c.var.user);
    // A coach without the program uploads their own teams' games only (issue 19).
    const ownTeams = grantCovers(scope, season.programId)
      ? null
      : scope.teams.filter((team) => team.season === season.id).map((team) => team.name);
    if (ownTeams?.length === 0) throw notFound();
    const seasonTeams = (
      await db
        .select({ name: teams.name })
        .from(teams)
        .where(eq(teams.seasonId, season.id))
        .orderBy(asc(teams.name))
    ).map((team) => team.name);
    const spelling = (name: string) =>
      seasonTeams.find((team) => team.toLowerCase() === name.trim().toLowerCase()) ?? name;
    if (upload.problem || !upload.file?.bytes) {
      throw fieldError({ file: [upload.problem ?? COACH_MESSAGES.fileNeeded] });
    }
    const text = csvText(upload.file.bytes);
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
    const warnings: NonNullable<UploadResult['warnings']> = [];
    const now = new Date();
    for (const { record, info } of records) {
      const read = readGameRow(record);
      if (read.error !== undefined) {
        errors.push({ row: info.lines, error: read.error });
        continue;
      }
      const game = {
        ...read.game,
        homeTeam: spelling(read.game.homeTeam),
        awayTeam: spelling(read.game.awayTeam),
      };
      if (ownTeams && !ownTeams.some((team) => [game.homeTeam, game.awayTeam].includes(team))) {
        errors.push({ row: info.lines, error: UPLOAD_MESSAGES.notYourTeam(ownTeams.join(', ')) });
        continue;
      }
      const unknown = [game.homeTeam, game.awayTeam].find((name) => !seasonTeams.includes(name));
      if (seasonTeams.length > 0 && unknown !== undefined) {
        errors.push({ row: info.lines, error: UPLOAD_MESSAGES.unknownTeam(unknown, seasonTeams) });
        continue;
      }
      const result =
        game.status === 'COMPLETED' ||
        game.status === 'IN_PROGRESS' ||
        game.homeScore !== null ||
        game.awayScore !== null;
      if (result && !hasStarted(game.kickoff, now)) {
        errors.push({ row: info.lines, error: SCORE_MESSAGES.notStarted(game.kickoff.toISOString()) });
        continue;
      }
      rows.push({ row: info.lines, game });
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
      // The standings follow uploaded results, as they follow the office's.
      if (created + updated > 0) await recomputeStandings(tx, season.id);
      return { created, updated };
    });
    errors.sort((a, b) => a.row - b.row);
    return c.json({ ...result, errors, warnings } satisfies UploadResult);
  },
);

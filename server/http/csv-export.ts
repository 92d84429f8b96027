/**
 * CSV exports (rosters, registrations, payments…) streamed with csv-stringify: a UTF-8 byte-order
 * mark first so spreadsheet apps read accents right, a header row, and every text cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return: "CSV
 * injection") prefixed with ' so it shows as the text it is. Numbers, booleans and dates are
 * written as values (a negative number is no formula); a date-time as the league's (Central) time,
 * 'YYYY-MM-DD HH:MM', as the office shows it (issue 41 item 11: an 8:36 PM registration on Nov 28
 * exported as Nov 29 in UTC).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { toLeagueInput } from '../../src/domain/schedule-csv';

/** One column of an export: its header and the value a row gives it. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | boolean | Date | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as it is safe to open in a spreadsheet: ' before anything that starts a formula. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The rows as a CSV byte stream (BOM, header row, neutralised text cells). */
export function csvStream<Row>(
  rows: Iterable<Row> | AsyncIterable<Row>,
  columns: readonly CsvColumn<Row>[],
): ReadableStream<Uint8Array> {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    cast: {
      string: neutraliseCell,
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => toLeagueInput(value.toISOString()).replace('T', ' '),
    },
  });
  async function* records() {
    for await (const row of rows) yield columns.map((column) => column.value(row));
  }
  // A failing source ends the stream with its error (the download breaks off, never a half file as whole).
  pipeline(Readable.from(records()), stringifier).catch(() => undefined);
  return Readable.toWeb(stringifier) as ReadableStream<Uint8Array>;
}

/** A CSV download of the rows: an attachment named `filename`, never stored by a browser or proxy. */
export function csvResponse<Row>(
  filename: string,
  rows: Iterable<Row> | AsyncIterable<Row>,
  columns: readonly CsvColumn<Row>[],
): Response {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(csvStream(rows, columns), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'no-store',
    },
  });
}

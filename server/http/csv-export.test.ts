import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvResponse, csvStream, neutraliseCell, type CsvColumn } from './csv-export';

interface Row {
  name: string;
  note: string | null;
  age: number;
  paid: boolean;
  at: Date;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Age', value: (row) => row.age },
  { header: 'Paid', value: (row) => row.paid },
  // A date-time is written in the league's (Central) time (issue 41 item 11): 14:00 UTC is 09:00 CDT.
  { header: 'Signed at', value: (row) => row.at },
];

const row = (name: string, note: string | null = null): Row => ({
  name,
  note,
  age: 14,
  paid: true,
  at: new Date('2026-09-12T14:00:00Z'),
});

const read = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

describe('CSV exports', () => {
  it('starts with a UTF-8 byte-order mark, so spreadsheet apps read accents right', async () => {
    const bytes = await read(csvStream([row('Zoë Núñez')], COLUMNS));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Decoded keeping the mark (a decoder drops it by default).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe('\uFEFFName,Note,Age,Paid,Signed at\nZoë Núñez,,14,true,2026-09-12 09:00\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ['+1-901-555-0100'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('neutralises a cell that a spreadsheet would read as a formula: %j', async (value) => {
    const text = new TextDecoder().decode(await read(csvStream([row('Sam', value)], COLUMNS)));
    const [, record] = parse(text, { bom: true }) as string[][];
    expect(record![1]).toBe(`'${value}`);
  });

  it('leaves ordinary text, numbers and empty cells as they are, and quotes what needs quoting', async () => {
    const text = new TextDecoder().decode(
      await read(csvStream([row('Rivers, Sam', 'said "hi"'), { ...row('Lee'), age: -3 }], COLUMNS)),
    );
    const records = parse(text, { bom: true }) as string[][];
    expect(records[1]).toEqual(['Rivers, Sam', 'said "hi"', '14', 'true', '2026-09-12 09:00']);
    // A number is a number, not a formula: it keeps its sign.
    expect(records[2]).toEqual(['Lee', '', '-3', 'true', '2026-09-12 09:00']);
  });

  it('streams rows from an async source', async () => {
    async function* rows() {
      for (let i = 0; i < 1000; i += 1) yield row(`Player ${i}`);
    }
    const records = parse(new TextDecoder().decode(await read(csvStream(rows(), COLUMNS))), { bom: true });
    expect(records).toHaveLength(1001);
  });

  it('answers a download: text/csv, an attachment with its file name, never stored', async () => {
    const res = csvResponse('roster 2026.csv', [row('Sam')], COLUMNS);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="roster 2026.csv"; filename*=UTF-8''roster%202026.csv`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.split('\n')[0]).toBe('\uFEFFName,Note,Age,Paid,Signed at');
  });

  it.each([
    ['=cmd', "'=cmd"],
    ['', ''],
    ['plain', 'plain'],
    [' =spaced', ' =spaced'],
  ])('neutraliseCell(%j) is %j', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });
});

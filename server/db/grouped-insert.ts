/**
 * Rows that many requests append at once (the record of who read what), written in one statement:
 * the rows handed in while a statement runs, or in the same turn of the event loop, go together
 * in the next. Each caller's promise settles when the statement with its rows has committed (or
 * failed), so a request that must leave a record answers only after the record is stored.
 * Not for writes that belong to a change's transaction: those go through that transaction.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { embeddedClientOf, type Db } from './client';
import { untraced } from './read-trace';

interface Group<Row> {
  rows: Row[];
  done: Promise<void>;
  settle(error?: unknown): void;
}

function newGroup<Row>(): Group<Row> {
  let settle!: (error?: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  return { rows: [], done, settle };
}

interface Writer<Row> {
  /** The rows waiting for the next statement. */
  next: Group<Row> | null;
  /** Whether a statement is due at the next turn of the event loop. */
  due: boolean;
  /** Statements under way. */
  running: number;
}

/**
 * Statements under way at once: one on the embedded database (one connection, and each statement
 * is written to disk after it), a few on PostgreSQL, whose pool runs them side by side.
 */
const parallelOn = (db: Db) => (embeddedClientOf(db) ? 1 : 4);

/** Appends rows to `table`, together with those appended by other requests meanwhile. */
export function groupedInsert<T extends PgTable>(
  table: T,
): (db: Db, rows: readonly T['$inferInsert'][]) => Promise<void> {
  type Row = T['$inferInsert'];
  const writers = new WeakMap<Db, Writer<Row>>();
  const columns = Object.entries(getTableColumns(table));

  /**
   * One statement for all rows. Rows that all give the same fields go as one JSON parameter read
   * by jsonb_to_recordset: a statement with a parameter per value costs the embedded database about
   * half as much again to parse and plan. Other groups take Drizzle's multi-row insert.
   */
  const insertRows = async (db: Db, rows: Row[]) => {
    const fields = Object.keys(rows[0]!);
    const given = columns.filter(([field]) => fields.includes(field));
    const sameFields = (row: Row) => {
      const keys = Object.keys(row);
      return keys.length === fields.length && keys.every((key) => fields.includes(key));
    };
    if (given.length !== fields.length || !rows.every(sameFields)) {
      await db.insert(table).values(rows);
      return;
    }
    const names = given.map(([, column]) => sql.identifier(column.name));
    const record = given.map(
      ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    );
    const values = rows.map((row) =>
      Object.fromEntries(
        given.map(([field, column]) => {
          const value = (row as Record<string, unknown>)[field];
          if (value === null || value === undefined) return [column.name, null];
          // JSON columns take the value itself: the driver's form of it is already a string.
          return [column.name, /^jsonb?$/.test(column.getSQLType()) ? value : column.mapToDriverValue(value)];
        }),
      ),
    );
    await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(names, sql`, `)} from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(${sql.join(record, sql`, `)})`,
    );
  };

  const write = (db: Db, writer: Writer<Row>) => {
    writer.due = false;
    const group = writer.next;
    if (!group) return;
    writer.next = null;
    writer.running += 1;
    insertRows(db, group.rows)
      .then(
        () => group.settle(),
        (error: unknown) => group.settle(error),
      )
      .finally(() => {
        writer.running -= 1;
        schedule(db, writer);
      });
  };

  // The rows handed in during this turn go together; while the statements allowed run, into the next.
  const schedule = (db: Db, writer: Writer<Row>) => {
    if (!writer.next || writer.due || writer.running >= parallelOn(db)) return;
    writer.due = true;
    // Untraced: the statement is not the reading of whichever request handed in the first rows.
    setImmediate(() => untraced(() => write(db, writer)));
  };

  return (db, rows) => {
    if (rows.length === 0) return Promise.resolve();
    let writer = writers.get(db);
    if (!writer) writers.set(db, (writer = { next: null, due: false, running: 0 }));
    const group = (writer.next ??= newGroup<Row>());
    group.rows.push(...rows);
    schedule(db, writer);
    return group.done;
  };
}

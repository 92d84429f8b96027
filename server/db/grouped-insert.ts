/**
 * Rows that many requests append at once (the record of who read what), written in one statement:
 * the rows handed in while a statement runs, or in the same turn of the event loop, go together
 * in the next. Each caller's promise settles when the statement with its rows has committed (or
 * failed), so a request that must leave a record answers only after the record is stored.
 * Not for writes that belong to a change's transaction: those go through that transaction.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
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

/** Appends rows to `table`, together with those appended by other requests meanwhile. */
export function groupedInsert<T extends PgTable>(
  table: T,
): (db: Db, rows: readonly T['$inferInsert'][]) => Promise<void> {
  type Row = T['$inferInsert'];
  const writers = new WeakMap<Db, { next: Group<Row> | null; running: boolean }>();

  const flush = async (db: Db, writer: { next: Group<Row> | null; running: boolean }) => {
    writer.running = true;
    while (writer.next) {
      const group = writer.next;
      writer.next = null;
      try {
        await db.insert(table).values(group.rows);
        group.settle();
      } catch (error) {
        group.settle(error);
      }
    }
    writer.running = false;
  };

  return (db, rows) => {
    if (rows.length === 0) return Promise.resolve();
    let writer = writers.get(db);
    if (!writer) writers.set(db, (writer = { next: null, running: false }));
    const group = (writer.next ??= newGroup<Row>());
    group.rows.push(...rows);
    // The rows handed in during this turn go with these; while a statement runs, into the next.
    if (!writer.running) {
      writer.running = true;
      const current = writer;
      // Untraced: the statement is not the reading of whichever request handed in the first rows.
      setImmediate(() => untraced(() => void flush(db, current)));
    }
    return group.done;
  };
}

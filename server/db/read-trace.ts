/**
 * What one piece of work read from the database: every statement Drizzle sends (through either
 * driver, in or out of a transaction, prepared or not) passes its logger, which notes here the
 * tables named after FROM and JOIN and whether the statement writes. Kept signed-in answers
 * (server/http/kept-answers.ts) learn this way which tables an answer was read from, so no route
 * has a list to keep up to date and none can forget a table.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** The reading of one piece of work, as far as it has gone. */
export interface ReadTrace {
  /** Every name that followed FROM or JOIN (tables, and also table functions and CTE names). */
  readonly names: Set<string>;
  /** Whether any statement wrote (or locked rows to write them). */
  wrote: boolean;
  /**
   * What the request this work belongs to has learnt once for all its parts (the table versions
   * read after it arrived: server/db/table-versions.ts); shared by the traces nested in it.
   */
  readonly request: Map<unknown, unknown>;
}

const traces = new AsyncLocalStorage<ReadTrace>();

const NAMED_AFTER_FROM = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;
// Also `select … for update`: a read that locks rows is the first half of a write.
const WRITES = /\b(?:insert|update|delete|truncate|merge)\b|\bnextval\s*\(|\bpg_notify\s*\(/i;

function note(trace: ReadTrace, text: string) {
  for (const match of text.matchAll(NAMED_AFTER_FROM)) trace.names.add(match[1]!.toLowerCase());
  if (!trace.wrote && WRITES.test(text)) trace.wrote = true;
}

/** The Drizzle logger that feeds the trace of whatever work sent the statement (none: nothing). */
export const traceLogger: Logger = {
  logQuery(query: string) {
    const trace = traces.getStore();
    if (trace) note(trace, query);
  },
};

const newTrace = (request: Map<unknown, unknown> = new Map()): ReadTrace => ({
  names: new Set(),
  wrote: false,
  request,
});

/**
 * Runs a request's `work` traced from its start (the policy's checks included): a part of it that
 * is traced on its own (traceReads) can then learn what the whole request has read (currentTrace).
 */
export function traceRequest<T>(work: () => Promise<T>): Promise<T> {
  return traces.run(newTrace(), work);
}

/** What the work under way has read so far (undefined outside traced work). */
export function currentTrace(): ReadTrace | undefined {
  return traces.getStore();
}

/** Notes, in the trace of the work under way, that it read `names` (a value remembered from an earlier read). */
export function noteRead(names: Iterable<string>): void {
  const trace = traces.getStore();
  if (trace) for (const name of names) trace.names.add(name);
}

/**
 * Runs `work` and returns, with its result, what it alone read (the statements sent while it ran).
 * The enclosing traced work, if any, has read that too, unless `apart` (a check that decides whether
 * the work goes on, not what it answers: server/auth/accounts.ts `liveSession`).
 */
export async function traceReads<T>(
  work: () => Promise<T>,
  { apart = false } = {},
): Promise<{ result: T; trace: ReadTrace }> {
  const enclosing = traces.getStore();
  const trace = newTrace(enclosing?.request);
  try {
    const result = await traces.run(trace, work);
    return { result, trace };
  } finally {
    if (enclosing && !apart) {
      for (const name of trace.names) enclosing.names.add(name);
      enclosing.wrote ||= trace.wrote;
    }
  }
}

/** Runs `work` outside any trace: what it sends is not the traced work's reading. */
export function untraced<T>(work: () => T): T {
  return traces.exit(work);
}

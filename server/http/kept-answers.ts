/**
 * Answers of GET routes served from memory while the data they were read from is unchanged.
 *
 * Public lists (keptAnswers): each answer is kept with the versions of the tables its route names
 * (table_versions, bumped by a trigger in every writing transaction); a request first learns those
 * versions (currentTableVersions: one small query on PostgreSQL shared by the requests that arrive
 * meanwhile, the database's notifications on the embedded one) and gets the kept answer only if
 * they are the same, so any write, from this process or another replica, is seen by the next
 * request. Identical requests that miss at the same versions share one read.
 *
 * A signed-in caller's answers (keptForCaller) are kept the same way, per caller: the key is the
 * caller's account and the URL, so no answer is ever given to anyone but the account it was read
 * for, after the route's policy admitted that account again. Which tables the answer was read from
 * is not listed by the route but traced (server/db/read-trace.ts: every statement the handler
 * sent), plus users, which the sign-in check read. An answer whose reading wrote anything or read
 * a table without a version (tokens, throttles) is not kept. Some answers depend on the clock
 * (ages, a place offer's last moment, refund windows) without any write: a signed-in answer is
 * therefore kept at most CALLER_ANSWER_MS, no staler than a page opened that long ago.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requestOrigin, type AppEnv, type UserRow } from '../context';
import type { Db } from '../db/client';
import { currentTrace, traceReads, untraced, type ReadTrace } from '../db/read-trace';
import { keptTables, versionLabel } from '../db/kept-reads';
import type { VersionedTable } from '../db/schema/versions';
import { currentTableVersions } from '../db/table-versions';
import { RecentMap } from '../recent-map';

/** The longest a signed-in answer is kept (see the module comment). */
export const CALLER_ANSWER_MS = 10_000;

interface KeptAnswer {
  /** The versions of the tables it was read from, as one comparable string. */
  versions: string;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** Signed-in answers: the tables it was read from, and when it was read. */
  tables?: readonly string[];
  readAt?: number;
  /** What it carries on record each time it is given (recordEachAnswer). */
  records?: readonly AnswerRecord[];
}

interface Bounds {
  answers: number;
  bytes: number;
}

/** Public answers: query strings are the caller's, so the store must not grow with them. */
const PUBLIC_BOUNDS: Bounds = { answers: 256, bytes: 16 * 1024 * 1024 };
/** Signed-in answers: a few per account of those signed in at once. */
const CALLER_BOUNDS: Bounds = { answers: 4096, bytes: 32 * 1024 * 1024 };
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Kept answers by key, least recently used first, within bounds; and the reads in flight. */
class AnswerStore {
  private readonly answers: RecentMap<string, KeptAnswer>;
  readonly inFlight = new Map<string, Promise<KeptAnswer | null>>();

  constructor(bounds: Bounds) {
    this.answers = new RecentMap(bounds.answers, (answer) => answer.body.byteLength, bounds.bytes);
  }

  /** The answer kept for `key` if `current` accepts it. */
  get(key: string, current: (answer: KeptAnswer) => boolean): KeptAnswer | undefined {
    return this.answers.get(key, current);
  }

  set(key: string, answer: KeptAnswer) {
    if (answer.body.byteLength > MAX_ANSWER_BYTES) this.answers.delete(key);
    else this.answers.set(key, answer);
  }
}

// One store of each kind per database, so apps over different databases (tests) never see each other's answers.
const publicStores = new WeakMap<Db, AnswerStore>();
const callerStores = new WeakMap<Db, AnswerStore>();

function storeOf(stores: WeakMap<Db, AnswerStore>, db: Db, bounds: Bounds): AnswerStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new AnswerStore(bounds)));
  return store;
}

const toResponse = (answer: KeptAnswer) =>
  new Response(answer.status === 204 || answer.status === 304 ? null : answer.body.slice(0), {
    status: answer.status,
    headers: answer.headers,
  });

/** The URL's part of a key. The origin is part of the answer: next/previous links are absolute. */
const urlKey = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return `${requestOrigin(c)}${url.pathname}${url.search}`;
};

/**
 * A write that an answer carries each time it is given, with the request that is given it: a read
 * on record (a coach shown players' medical notes, a recruiter shown athletes). See recordEachAnswer.
 */
export type AnswerRecord = (c: Context<AppEnv>) => Promise<void>;

// The records of answers being read, by request.
const recordsOf = new WeakMap<Context, AnswerRecord[]>();

/**
 * Writes `record` for this answer now and, when the answer is kept (keptForCaller) or shared with
 * an identical request in flight, again each time it is given, before it is given. Such a write does
 * not count as the reading writing: the answer stays keepable.
 */
export async function recordEachAnswer<E extends AppEnv>(c: Context<E>, record: AnswerRecord): Promise<void> {
  const request = c as unknown as Context<AppEnv>;
  recordsOf.get(request)?.push(record);
  await untraced(() => record(request));
}

/** Gives `answer` to `c`, after writing what it carries on record for this request. */
async function give(c: Context<AppEnv>, answer: KeptAnswer) {
  if (answer.records?.length) await Promise.all(answer.records.map((record) => record(c)));
  c.res = toResponse(answer);
}

/**
 * Answers `c` with the one read by `next`, shared with identical requests in flight (`flightKey`)
 * unless its reading wrote. `keep` says whether a read answer may be kept, and labels it.
 */
async function answer(
  c: Context<AppEnv>,
  next: () => Promise<void>,
  store: AnswerStore,
  key: string,
  flightKey: string,
  keep: (read: Omit<KeptAnswer, 'versions'>, trace: ReadTrace) => KeptAnswer | null,
) {
  const pending = store.inFlight.get(flightKey);
  if (pending) {
    const shared = await pending;
    // An answer whose reading wrote is each request's own.
    if (shared) return give(c, shared);
    return next();
  }
  let settle!: (answer: KeptAnswer | null) => void;
  let fail!: (error: unknown) => void;
  const sharing = new Promise<KeptAnswer | null>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  // Nobody may be waiting: a failure is then only this request's.
  sharing.catch(() => undefined);
  store.inFlight.set(flightKey, sharing);
  const records: AnswerRecord[] = [];
  recordsOf.set(c, records);
  try {
    // What the whole request read (its policy's checks too), when it is traced from its start.
    const enclosing = currentTrace();
    const { trace: own } = await traceReads(next);
    const trace = enclosing ?? own;
    const res = c.res;
    const read = {
      status: res.status,
      headers: [...res.headers.entries()],
      body: await res.arrayBuffer(),
      records,
    };
    const kept = read.status === 200 ? keep(read, trace) : null;
    settle(trace.wrote ? null : { versions: '', ...read, ...kept });
    if (kept) store.set(key, kept);
    c.res = undefined;
    c.res = toResponse({ versions: '', ...read });
  } catch (error) {
    fail(error);
    throw error;
  } finally {
    store.inFlight.delete(flightKey);
  }
}

/** Keeps the answers of a public GET route that reads only `tables` (see the module comment). */
export function keptAnswers(...tables: VersionedTable[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const { db } = c.var.deps;
    const store = storeOf(publicStores, db, PUBLIC_BOUNDS);
    const key = urlKey(c);
    // Versions before data: a write between the two only makes the kept answer newer than its label.
    const versions = versionLabel(tables, await currentTableVersions(db));
    const kept = store.get(key, (answer) => answer.versions === versions);
    if (kept) return give(c, kept);
    await answer(c, next, store, key, `${versions} ${key}`, (read) => ({ ...read, versions }));
  });
}

const callerMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const vars = c.var as { user?: UserRow; viewer?: UserRow };
  const caller = vars.user ?? vars.viewer;
  if (c.req.method !== 'GET' || !caller) return next();
  const { db } = c.var.deps;
  const store = storeOf(callerStores, db, CALLER_BOUNDS);
  const key = `${caller.id} ${urlKey(c)}`;
  // Versions before data, as above.
  const current = await currentTableVersions(db);
  const now = Date.now();
  const kept = store.get(
    key,
    (answer) =>
      now - answer.readAt! < CALLER_ANSWER_MS && answer.versions === versionLabel(answer.tables!, current),
  );
  if (kept) return give(c, kept);
  // On the embedded database the map follows writes as they commit: the label is this moment's.
  const versions = new Map(current);
  let total = 0;
  for (const version of versions.values()) total += version;
  await answer(c, next, store, key, `${total} ${key}`, (read, trace) => {
    const readTables = keptTables(trace);
    if (!readTables || read.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return null;
    // users: the caller's row, which the sign-in check may have read before any trace began.
    const tables = [...new Set(['users', ...readTables])].sort();
    return { ...read, tables, readAt: now, versions: versionLabel(tables, versions) };
  });
});

/**
 * Keeps a signed-in caller's answers of a GET route, for that caller alone (see the module
 * comment). Goes after the route's policy, which has admitted the caller (`c.var.user`, or
 * `c.var.viewer` on a public route that shows a signed-in caller more); without one it does nothing.
 */
export function keptForCaller<E extends AppEnv>(): MiddlewareHandler<E> {
  return callerMiddleware as unknown as MiddlewareHandler<E>;
}

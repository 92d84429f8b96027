/**
 * Public lists answered from memory while their data is unchanged. Each answer is kept with the
 * versions of the tables it was read from (table_versions, bumped by a trigger in every writing
 * transaction); a request first learns those versions (currentTableVersions: one small query on
 * PostgreSQL shared by the requests that arrive meanwhile, the database's notifications on the
 * embedded one) and gets the kept answer only if they are the same,
 * so any write, from this process or another replica, is seen by the next request. Identical requests that miss at the same versions share one read. Only public
 * routes (policy `anyone`, which never read the caller) use this; signed-in answers are never kept.
 */
import { createMiddleware } from 'hono/factory';
import { requestOrigin, type AppEnv } from '../context';
import type { Db } from '../db/client';
import type { VersionedTable } from '../db/schema/versions';
import { currentTableVersions } from '../db/table-versions';

interface KeptAnswer {
  versions: string;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Bounds of one database's store: query strings are the caller's, so the store must not grow with them. */
const MAX_ANSWERS = 256;
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ANSWER_BYTES = 1024 * 1024;

class AnswerStore {
  private readonly answers = new Map<string, KeptAnswer>();
  private bytes = 0;
  readonly inFlight = new Map<string, Promise<KeptAnswer>>();

  constructor(private readonly db: Db) {}

  /** The current versions of `tables`, as one comparable string. */
  async versionsOf(tables: readonly VersionedTable[]): Promise<string> {
    const versions = await currentTableVersions(this.db);
    return tables.map((name) => `${name}:${versions.get(name) ?? 0}`).join(',');
  }

  get(key: string, versions: string): KeptAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer?.versions !== versions) return undefined;
    // Most recently used last.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  set(key: string, answer: KeptAnswer) {
    this.delete(key);
    if (answer.body.byteLength > MAX_ANSWER_BYTES) return;
    this.answers.set(key, answer);
    this.bytes += answer.body.byteLength;
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= MAX_ANSWERS && this.bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
  }

  private delete(key: string) {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.bytes -= answer.body.byteLength;
    this.answers.delete(key);
  }
}

// One store per database, so apps over different databases (tests) never see each other's answers.
const stores = new WeakMap<Db, AnswerStore>();

function storeOf(db: Db): AnswerStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new AnswerStore(db)));
  return store;
}

const toResponse = (answer: KeptAnswer) =>
  new Response(answer.status === 204 || answer.status === 304 ? null : answer.body.slice(0), {
    status: answer.status,
    headers: answer.headers,
  });

/** Keeps the answers of a public GET route that reads only `tables` (see the module comment). */
export function keptAnswers(...tables: VersionedTable[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const { db } = c.var.deps;
    const store = storeOf(db);
    const url = new URL(c.req.url);
    // The origin is part of the answer: next/previous links are absolute.
    const key = `${requestOrigin(c)}${url.pathname}${url.search}`;
    // Versions before data: a write between the two only makes the kept answer newer than its label.
    const versions = await store.versionsOf(tables);
    const kept = store.get(key, versions);
    if (kept) {
      c.res = toResponse(kept);
      return;
    }
    const flightKey = `${versions} ${key}`;
    const pending = store.inFlight.get(flightKey);
    if (pending) {
      c.res = toResponse(await pending);
      return;
    }
    let settle!: (answer: KeptAnswer) => void;
    let fail!: (error: unknown) => void;
    const answer = new Promise<KeptAnswer>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    // Nobody may be waiting: a failure is then only this request's.
    answer.catch(() => undefined);
    store.inFlight.set(flightKey, answer);
    try {
      await next();
      const res = c.res;
      const read = {
        versions,
        status: res.status,
        headers: [...res.headers.entries()],
        body: await res.arrayBuffer(),
      };
      settle(read);
      if (read.status === 200) store.set(key, read);
      c.res = undefined;
      c.res = toResponse(read);
    } catch (error) {
      fail(error);
      throw error;
    } finally {
      store.inFlight.delete(flightKey);
    }
  });
}

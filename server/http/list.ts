/**
 * The one list helper: a configured list endpoint reads `search`, its filters, `ordering`, `page`
 * and `page_size` from the query string and answers the DRF page (`{count, next, previous,
 * results}`, server/http/pagination.ts). Office resources, the staff review queue and the public
 * lists are each a `ListConfig`, not a copy of this code: a public list has a fixed `order` (no
 * `ordering` parameter) and reads only the filters it names.
 */
import type { Context } from 'hono';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../src/domain/types';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { fieldError } from './errors';
import { pageRequest, pageResponse, type PageLimits } from './pagination';
import { booleanQuery, choiceQuery, escapeLike, parseId, textQuery } from './query';

/** Reads one query parameter into a condition (undefined: no condition). A bad value throws a 400. */
export type ListFilter = <E extends AppEnv>(c: Context<E>, name: string) => SQL | undefined;

/** One page's query, as a list's own row reader gets it. */
export interface RowQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** What one list endpoint answers. */
export interface ListConfig<Row, Json> {
  table: PgTable;
  /**
   * Columns (or SQL text expressions, e.g. a related row's name by subquery) `search` looks in: a
   * case-insensitive substring of any of them.
   */
  search?: readonly (AnyPgColumn | SQL)[];
  /** Filters by query parameter name. */
  filters?: Record<string, ListFilter>;
  /** Sortable columns by `ordering` name (`name` ascending, `-name` descending). */
  sort?: Record<string, AnyPgColumn | SQL>;
  /** The ordering when none is asked for, e.g. '-published_at'. */
  defaultOrdering?: string;
  /** A unique column that ends every ordering, so pages never overlap. */
  tiebreak?: AnyPgColumn;
  /** A fixed order instead of `sort` (a public list): no `ordering` parameter is read. */
  order?: readonly SQL[];
  /**
   * A table the list's rows are read with, inner-joined (e.g. the account of a profile), so the
   * scope, filters and search may name its columns; the count reads the same join.
   */
  join?: { table: PgTable; on: SQL };
  /** Conditions every answer has (e.g. only news articles), or those of the caller's own rows. */
  scope?: SQL | undefined | (<E extends AppEnv>(c: Context<E>) => SQL | undefined | Promise<SQL | undefined>);
  limits?: PageLimits;
  /** Reads a page of rows; the default reads the table's own rows. */
  rows?: (db: Db, query: RowQuery) => Promise<Row[]>;
  /** The rows as the answer shows them (may read related rows once for the whole page). */
  json: (db: Db, rows: Row[]) => Json[] | Promise<Json[]>;
}

/** A filter matching a column against a boolean (true/false/1/0). */
export function booleanFilter(column: AnyPgColumn): ListFilter {
  return (c, name) => {
    const value = booleanQuery(c, name);
    return value === undefined ? undefined : eq(column, value);
  };
}

/** A filter matching a column against one of fixed values (case-insensitive; stored as `store` maps them). */
export function choiceFilter<T extends string>(
  column: AnyPgColumn,
  choices: readonly T[],
  store: (value: T) => string = (value) => value,
): ListFilter {
  const upper = choices.map((choice) => choice.toUpperCase());
  return (c, name) => {
    const value = choiceQuery(c, name, upper);
    if (value === undefined) return undefined;
    return eq(column, store(choices[upper.indexOf(value)]!));
  };
}

/** A filter matching a column exactly against the given text. */
export function textFilter(column: AnyPgColumn): ListFilter {
  return (c, name) => {
    const value = textQuery(c, name);
    return value === undefined ? undefined : eq(column, value);
  };
}

/** A filter matching a column against a positive whole-number id; anything else is a 400. */
export function idFilter(column: AnyPgColumn): ListFilter {
  return (c, name) => {
    const raw = textQuery(c, name);
    if (raw === undefined) return undefined;
    const id = parseId(raw);
    if (id === null) throw fieldError({ [name]: ['A valid integer is required.'] });
    return eq(column, id);
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) from the query, as the UTC midnight that starts it; a bad one is a 400. */
function dayQuery<E extends AppEnv>(c: Context<E>, name: string): Date | undefined {
  const raw = textQuery(c, name);
  if (raw === undefined) return undefined;
  const match = DAY.exec(raw);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== raw) {
    throw fieldError({ [name]: ['Enter a valid date: YYYY-MM-DD.'] });
  }
  return date;
}

/** A filter keeping rows on or after a day (`from`) or on or before it (`to`), by a timestamp column. */
export function dayFilter(column: AnyPgColumn, bound: 'from' | 'to'): ListFilter {
  return (c, name) => {
    const day = dayQuery(c, name);
    if (!day) return undefined;
    return bound === 'from' ? gte(column, day) : lt(column, new Date(day.getTime() + 86_400_000));
  };
}

/** The ORDER BY of an `ordering` value; an unknown one is a 400 naming the choices. */
function orderBy<Row, Json, E extends AppEnv>(c: Context<E>, config: ListConfig<Row, Json>): SQL[] {
  if (config.order) return [...config.order];
  const ordering = textQuery(c, 'ordering') ?? config.defaultOrdering ?? '';
  const descending = ordering.startsWith('-');
  const key = descending ? ordering.slice(1) : ordering;
  const sort = config.sort ?? {};
  const column = Object.hasOwn(sort, key) ? sort[key] : undefined;
  if (!column || !config.tiebreak) {
    const names = Object.keys(sort).flatMap((name) => [name, `-${name}`]);
    throw fieldError({ ordering: [`Ordering must be one of ${names.join(', ')}.`] });
  }
  const direction = descending ? desc : asc;
  return [direction(column), direction(config.tiebreak)];
}

/**
 * The WHERE of a configured list for this request: its scope, its filters and its search (a bad
 * value throws a 400). Lists answer pages with it; exports and totals of the same view reuse it.
 */
export function listWhere<E extends AppEnv>(
  c: Context<E>,
  config: Pick<ListConfig<unknown, unknown>, 'filters' | 'search' | 'scope'>,
): SQL | undefined {
  // A scope read per request (the caller's own rows) is resolved by listPage before it comes here.
  if (typeof config.scope === 'function')
    throw new Error('listWhere needs the scope resolved (listPage does)');
  const conditions: SQL[] = config.scope ? [config.scope] : [];
  for (const [name, filter] of Object.entries(config.filters ?? {})) {
    const condition = filter(c, name);
    if (condition) conditions.push(condition);
  }
  const search = textQuery(c, 'search');
  if (search && config.search?.length) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(...config.search.map((column) => ilike(column, pattern)))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Answers one page of a configured list. */
export async function listPage<Row, Json, E extends AppEnv>(
  c: Context<E>,
  config: ListConfig<Row, Json>,
): Promise<Page<Json>> {
  const { db } = c.var.deps;
  const request = pageRequest(c, config.limits);
  const scope = typeof config.scope === 'function' ? await config.scope(c) : config.scope;
  const where = listWhere(c, { ...config, scope });
  const order = orderBy(c, config);
  const query = { where, orderBy: order, limit: request.pageSize, offset: request.offset };
  const counted = async () => {
    let query = db.select({ n: count() }).from(config.table).$dynamic();
    if (config.join) query = query.innerJoin(config.join.table, config.join.on);
    return (await query.where(where))[0]?.n ?? 0;
  };
  if (config.rows) {
    const total = await counted();
    return pageResponse(c, request, total, await config.json(db, await config.rows(db, query)));
  }
  // The page and the count in one read; an empty page after the first is counted on its own.
  let read = db
    .select({ row: config.table, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(config.table)
    .$dynamic();
  if (config.join) read = read.innerJoin(config.join.table, config.join.on);
  const page = (await read
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)) as { row: Row; total: number }[];
  const total = page[0]?.total ?? (query.offset === 0 ? 0 : await counted());
  const rows = page.map((entry) => entry.row);
  return pageResponse(c, request, total, await config.json(db, rows));
}

/** A handler answering the configured list as JSON. */
export function listHandler<Row, Json>(config: ListConfig<Row, Json>) {
  return async <E extends AppEnv>(c: Context<E>) => c.json(await listPage(c, config));
}

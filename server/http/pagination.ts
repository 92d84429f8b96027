/** DRF page-number pagination: `page` and `page_size` in, `{count, next, previous, results}` out. */
import type { Context } from 'hono';
import type { Page } from '../../src/domain/types';
import { requestOrigin, type AppEnv } from '../context';
import { detailError } from './errors';

/** Paging limits of one list endpoint. */
export interface PageLimits {
  defaultSize?: number;
  maxSize?: number;
}

/** The requested page: 1-based number, size and row offset. */
export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** Reads `page` and `page_size`; a page that is not a positive whole number is 404 'Invalid page.' */
export function pageRequest<E extends AppEnv>(c: Context<E>, limits: PageLimits = {}): PageRequest {
  const { defaultSize = 10, maxSize = 100 } = limits;
  const rawPage = c.req.query('page');
  const page = rawPage === undefined || rawPage === '' || rawPage === 'last' ? 1 : Number(rawPage);
  if (!Number.isSafeInteger(page) || page < 1) throw detailError(404, 'Invalid page.');
  const rawSize = Number(c.req.query('page_size'));
  // As in DRF, a bad or missing page_size falls back to the default; a large one is capped.
  const pageSize = Number.isSafeInteger(rawSize) && rawSize > 0 ? Math.min(rawSize, maxSize) : defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Builds the page answer with absolute next/previous links; a page past the end is 404. */
export function pageResponse<T, E extends AppEnv>(
  c: Context<E>,
  request: PageRequest,
  count: number,
  results: T[],
): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / request.pageSize));
  if (request.page > lastPage) throw detailError(404, 'Invalid page.');
  const url = new URL(c.req.url);
  const link = (page: number) => {
    const target = new URL(url.pathname + url.search, requestOrigin(c));
    if (page === 1) target.searchParams.delete('page');
    else target.searchParams.set('page', String(page));
    return target.toString();
  };
  return {
    count,
    next: request.page < lastPage ? link(request.page + 1) : null,
    previous: request.page > 1 ? link(request.page - 1) : null,
    results,
  };
}

/** Pages an in-memory list (for small, already-filtered collections). */
export function paginateArray<T, E extends AppEnv>(
  c: Context<E>,
  items: T[],
  limits: PageLimits = {},
): Page<T> {
  const request = pageRequest(c, limits);
  return pageResponse(
    c,
    request,
    items.length,
    items.slice(request.offset, request.offset + request.pageSize),
  );
}

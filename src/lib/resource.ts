/**
 * The client resource module: a resource's list as an @nanostores/query fetcher store keyed by how
 * it is viewed (search, filters, ordering, page), and every change to any resource (create,
 * change, delete, a review decision) through one mutator store with one rule for what a failure
 * says and what is loaded again afterwards. Islands call `resourceList` and `change`; none patches
 * a cache by hand.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { errorBody, formErrorMessage } from '../domain/error-message';
import type { Page } from '../domain/types';
import { api } from './api-client';
import { createFetcherStore, createMutatorStore } from './query';

/** How a list is viewed: its search text, filter values (by query name), ordering and page. */
export interface ListView {
  search: string;
  filters: Record<string, string>;
  ordering: string;
  page: number;
}

/** The query string of a view ('?page_size=20&search=x&status=PENDING'). */
export function listQuery(view: ListView, pageSize: number): string {
  const query = new URLSearchParams({ page_size: String(pageSize) });
  if (view.page > 1) query.set('page', String(view.page));
  if (view.search.trim()) query.set('search', view.search.trim());
  if (view.ordering) query.set('ordering', view.ordering);
  for (const [name, value] of Object.entries(view.filters)) if (value) query.set(name, value);
  return `?${query.toString()}`;
}

/** A resource's list: how it is viewed, the page it shows, and a way to change the view. */
export interface ResourceList<T> {
  $view: WritableAtom<ListView>;
  $page: ReturnType<typeof createFetcherStore<Page<T>>>;
  /** Changes the view; any change but the page starts again at page 1. */
  setView: (change: Partial<ListView>) => void;
}

const lists = new Map<string, ResourceList<unknown>>();

/**
 * The list of the resource at `path` ('/office/programs/'), one per `name` (a page may show the
 * same path twice, e.g. a season's games beside every game); `initial` is its first view.
 */
export function resourceList<T>(
  path: string,
  pageSize: number,
  initial: Partial<ListView> = {},
  name = path,
): ResourceList<T> {
  const known = lists.get(name);
  if (known) return known as ResourceList<T>;
  const $view = atom<ListView>({ search: '', filters: {}, ordering: '', page: 1, ...initial });
  const $query = computed($view, (view) => listQuery(view, pageSize));
  const list: ResourceList<T> = {
    $view,
    $page: createFetcherStore<Page<T>>([path, $query]),
    setView: (change) => {
      const current = $view.get();
      const keepsPage = Object.keys(change).every((key) => key === 'page');
      $view.set({ ...current, ...change, page: change.page ?? (keepsPage ? current.page : 1) });
    },
  };
  lists.set(name, list as ResourceList<unknown>);
  return list;
}

/** Every record of a resource (up to `limit`), e.g. the programs a season form offers. */
export function allRecords<T>(path: string, query = '', limit = 200): ReadableAtom<T[]> {
  const $all = createFetcherStore<Page<T>>([`${path}?page_size=${limit}${query ? `&${query}` : ''}`]);
  return computed($all, (value) => value.data?.results ?? []);
}

/**
 * A cache key and what a change makes of the value it holds: `update` gets the current value (and,
 * once saved, the server's answer). Built with `cachePatch`, which keeps the value's type at the call.
 */
export interface CachePatch {
  key: string;
  update: (current: unknown, answer: unknown) => unknown;
}

/** A typed `CachePatch`: `update` receives the key's current value (undefined when not loaded) and the answer. */
export function cachePatch<C, A = unknown>(
  key: string,
  update: (current: C | undefined, answer: A) => C | undefined,
): CachePatch {
  return { key, update: update as unknown as CachePatch['update'] };
}

/** A change to send: the method, the record's path, and the fields that change (or a file, as a form). */
export interface Change {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown> | FormData;
  /** Other cached reads the change touches, loaded again afterwards (key prefixes), besides its own resource's. */
  affects?: readonly string[];
  /** Shown at once, before the request is sent (an edit, a removal); put back as it was when the change fails. */
  optimistic?: CachePatch;
  /** What the saved answer makes of a cached read at once (the saved record in its list), before reloads. */
  saved?: CachePatch;
}

/** Why a change failed: the message to show, and the field it is about when the server named one. */
export interface ChangeFailure {
  message: string;
  field?: string;
  status?: number;
  /** The error itself, for the few actions whose words the spec gives its own rule (spec 3 §8 profile save). */
  cause?: unknown;
}

export type ChangeResult<T> = { ok: true; data: T } | { ok: false; failure: ChangeFailure };

/** The resource a record's path belongs to: '/office/programs/12/' → '/office/programs/'. */
export function resourceOf(path: string): string {
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  return `/${parts.slice(0, 2).join('/')}/`;
}

/**
 * The one failure rule: the server's words for a field (DRF field errors) with that field, else
 * its detail, else `fallback`.
 */
export function changeFailure(error: unknown, fallback: string): ChangeFailure {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  const body = errorBody(error);
  const withStatus = status === undefined ? {} : { status };
  if (body && typeof body === 'object' && !Array.isArray(body) && !('detail' in body)) {
    for (const [field, messages] of Object.entries(body as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string' && first.trim()) {
        return field === 'non_field_errors'
          ? { message: first, ...withStatus }
          : { message: first, field, ...withStatus };
      }
    }
  }
  return { message: formErrorMessage(error, fallback), ...withStatus };
}

interface ChangeRequest extends Change {
  fallback: string;
}

/**
 * Every change goes through this one mutator: its optimistic patch shown first, then the answer on
 * success (applied to the cache it settles) or the failure (by the rule above, the optimistic patch
 * rolled back); after a success or a 4xx the resource's lists, and those it affects, load again.
 */
export const $change = createMutatorStore<ChangeRequest, ChangeResult<unknown>>(
  async ({ data, revalidate, getCacheUpdater }) => {
    /** Lays a patch over its key (not when it makes nothing of it); answers how to put it back. */
    const lay = (patch: CachePatch | undefined, answer?: unknown) => {
      if (!patch) return undefined;
      const [update, current] = getCacheUpdater(patch.key, false);
      const next = patch.update(current, answer);
      if (next === undefined) return undefined;
      update(next);
      return () => update(current);
    };
    const rollback = lay(data.optimistic);
    // A refusal the server explains (4xx) may mean the list is stale; a 5xx or no answer would only
    // fail again, turning what is shown into an error: then nothing is loaded again.
    let reload = true;
    try {
      const answer = await api<unknown>(data.path, {
        method: data.method,
        ...(data.body ? { body: data.body } : {}),
      });
      lay(data.saved, answer);
      return { ok: true, data: answer };
    } catch (error) {
      rollback?.();
      const failure = changeFailure(error, data.fallback);
      reload = failure.status !== undefined && failure.status < 500;
      return { ok: false, failure: { ...failure, cause: error } };
    } finally {
      if (reload) {
        for (const prefix of [resourceOf(data.path), ...(data.affects ?? [])]) {
          revalidate((key) => key.startsWith(prefix));
        }
      }
    }
  },
  { throttleCalls: false },
);

/** Sends a change; resolves with the saved record or the failure to show (`fallback` when the server says nothing). */
export async function change<T>(request: Change, fallback: string): Promise<ChangeResult<T>> {
  const result = await $change.mutate({ ...request, fallback });
  return (result ?? { ok: false, failure: { message: fallback } }) as ChangeResult<T>;
}

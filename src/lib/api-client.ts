/**
 * The one API client (spec 1 §4, §7): Bearer token when stored, never cookies, and on a 401 with a
 * refresh token a single shared refresh, then one retry. A failed refresh clears the tokens and the
 * original error is passed on.
 */
import { ofetch, type FetchOptions, type FetchResponse } from 'ofetch';
import { apiBase } from './env';

export interface Tokens {
  access: string;
  refresh?: string | undefined;
}

/** Where the client reads and writes tokens; the session store provides it. */
export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens | null): void;
}

let tokenStore: TokenStore = { get: () => null, set: () => {} };
let baseURL: () => string = apiBase;
let pendingRefresh: Promise<void> | null = null;

let watcher: ((headers: Headers) => void) | null = null;

/** Hands every answer's headers to `watch` (the offline portal reads when an answer was kept, issue 39). */
export function watchAnswers(watch: (headers: Headers) => void): void {
  watcher = watch;
}

/** Connects the client to the store that keeps the tokens. */
export function connectTokenStore(store: TokenStore): void {
  tokenStore = store;
}

/** Overrides how the base address is found (build-time snapshots and tests). */
export function setApiBaseResolver(resolve: () => string): void {
  baseURL = resolve;
}

/** Reads tokens from a login, register or refresh answer, accepting both naming styles. */
export function readTokens(body: unknown): { access?: string; refresh?: string } {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const value = record[key];
      if (typeof value === 'string' && value) return value;
    }
    return undefined;
  };
  const access = pick('access', 'access_token');
  const refresh = pick('refresh', 'refresh_token');
  return { ...(access ? { access } : {}), ...(refresh ? { refresh } : {}) };
}

const raw = ofetch.create({ credentials: 'omit' });

function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}

/** Renews the access token once for every request that is waiting on it. */
function refreshAccess(): Promise<void> {
  pendingRefresh ??= (async () => {
    const refresh = tokenStore.get()?.refresh;
    try {
      if (!refresh) throw new Error('No refresh token stored');
      const body = await raw('/auth/refresh/', { baseURL: baseURL(), method: 'POST', body: { refresh } });
      const next = readTokens(body);
      if (!next.access) throw new Error('Refresh answer carried no access token');
      // A logout while the refresh was under way wins: never sign the user back in.
      if (tokenStore.get()?.refresh !== refresh) throw new Error('Signed out during refresh');
      tokenStore.set({ access: next.access, refresh: next.refresh ?? refresh });
    } catch (error) {
      if (tokenStore.get()?.refresh === refresh) tokenStore.set(null);
      throw error;
    }
  })().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

export type ApiOptions = Omit<FetchOptions<'json'>, 'baseURL'>;

function send<T>(path: string, options: ApiOptions, access: string | undefined): Promise<FetchResponse<T>> {
  const headers = new Headers(options.headers);
  if (access) headers.set('Authorization', `Bearer ${access}`);
  return raw.raw<T>(path, { ...options, headers, baseURL: baseURL() });
}

/** An API answer with its HTTP status (for calls whose 200 and 202 mean different things). */
export interface ApiResponse<T> {
  status: number;
  data: T;
}

/** Calls the league API and returns the status with the parsed body; refreshes once on a 401. */
export async function apiResponse<T = unknown>(
  path: string,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const used = tokenStore.get()?.access;
  const answer = (response: FetchResponse<T>) => {
    watcher?.(response.headers);
    return { status: response.status, data: response._data as T };
  };
  try {
    return answer(await send<T>(path, options, used));
  } catch (error) {
    if (statusOf(error) !== 401 || path.startsWith('/auth/refresh')) throw error;
    const current = tokenStore.get();
    // Another call renewed the token while this one was in flight: retry with it, no new refresh.
    if (current?.access && current.access !== used && !pendingRefresh) {
      return answer(await send<T>(path, options, current.access));
    }
    if (!current?.refresh) throw error;
    try {
      await refreshAccess();
    } catch {
      throw error;
    }
    return answer(await send<T>(path, options, tokenStore.get()?.access));
  }
}

/** Calls the league API at `path` (e.g. "/auth/me/") and returns the parsed body. */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** The HTTP status of a failed call, when it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  return statusOf(error);
}

/**
 * A small fetch fake for unit tests: routes requests to handlers that return real Response objects
 * and records every request actually sent.
 */
import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
  keepalive: boolean | undefined;
}

export type Handler = (request: SentRequest) => Response | Promise<Response>;

/** A JSON response with the given status. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs the global fetch. `routes` maps "METHOD /path/" (path relative to `base`) to a handler or
 * to a list of handlers used one per call (the last one repeats). Unknown routes answer 404.
 */
export function fakeFetch(routes: Record<string, Handler | Handler[]>, base = 'https://league.test/api') {
  const sent: SentRequest[] = [];
  const counters = new Map<string, number>();
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.startsWith(base) ? url.slice(base.length) : url;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      url,
      path,
      method,
      headers: new Headers(init.headers),
      body: text ? JSON.parse(text) : init.body,
      credentials: init.credentials,
      keepalive: init.keepalive,
    };
    sent.push(request);
    const key = `${method} ${path.split('?')[0]}`;
    const route = routes[key];
    if (!route) return json({ detail: 'Not found.' }, 404);
    const handlers = Array.isArray(route) ? route : [route];
    const count = counters.get(key) ?? 0;
    counters.set(key, count + 1);
    return handlers[Math.min(count, handlers.length - 1)]!(request);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent,
    /** Requests sent to one route, e.g. calls('POST /auth/refresh/'). */
    calls: (key: string) => sent.filter((r) => `${r.method} ${r.path.split('?')[0]}` === key),
  };
}

/**
 * The routes the app registers, read from Hono's own route list (`app.routes`), so the policy walk,
 * the fuzz tests and the benchmark cover every route that exists, including ones added later.
 */
import type { Hono } from 'hono';
import { ROUTE_POLICIES, type RouteKey, type RoutePolicy } from '../auth/policy';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { loadConfig } from '../env';

/** One registered route. */
export interface RegisteredRoute {
  method: string;
  /** The full path with Hono's `:param` syntax, e.g. /api/auth/children/:id. */
  path: string;
  /**
   * `api`: under /api, with its policy key ("GET /auth/children/:id") and policy (undefined when
   * the table has none, which the policy test reports). `sandbox`: the local card provider at
   * /sandbox/clover and the local SMS provider at /sandbox/sms (issue 39), separate services with
   * their own keys. `other`: anything else (a test fails).
   */
  area: 'api' | 'sandbox' | 'other';
  key: string;
  policy: RoutePolicy | undefined;
}

const POLICIES = ROUTE_POLICIES as Record<string, RoutePolicy | undefined>;

/** The routes of `app` with a method (middleware registered for every method is left out). */
export function registeredRoutes(app: Hono<never> | { routes: { method: string; path: string }[] }) {
  const seen = new Map<string, RegisteredRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    const id = `${method} ${path}`;
    if (seen.has(id)) continue;
    const area = path.startsWith('/api/')
      ? 'api'
      : path.startsWith('/sandbox/clover/') || path.startsWith('/sandbox/sms/')
        ? 'sandbox'
        : 'other';
    const key = area === 'api' ? `${method} ${path.slice('/api'.length)}` : id;
    seen.set(id, { method, path, area, key, policy: area === 'api' ? POLICIES[key] : undefined });
  }
  return [...seen.values()];
}

/**
 * The routes of an app built with the test configuration (the sandbox is the payment provider),
 * without a database: registering routes touches none, so this can run while tests are collected.
 */
export function appRoutes(): RegisteredRoute[] {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'route-listing-secret-that-is-long-enough',
    DATA_DIR: '.data-route-listing',
  });
  return registeredRoutes(createApp({ config } as AppDeps));
}

/** The /api routes with their policy keys. */
export function apiRoutes(): (RegisteredRoute & { key: RouteKey; policy: RoutePolicy })[] {
  return appRoutes().filter(
    (route): route is RegisteredRoute & { key: RouteKey; policy: RoutePolicy } =>
      route.area === 'api' && route.policy !== undefined,
  );
}

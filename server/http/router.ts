/**
 * Routers whose every route has an entry in server/auth/policy.ts. `routes('/auth/children')`
 * gives a router mounted at that base; `.get('/:id', handler)` registers GET /auth/children/:id
 * behind its policy. A route without an entry does not compile (and throws when registered), and
 * only routes whose policy needs a sign-in get a handler context with `c.var.user`.
 */
import { Hono } from 'hono';
import type { H } from 'hono/types';
import { authorize } from '../auth/middleware';
import { ROUTE_POLICIES, type RouteKey } from '../auth/policy';
import type { AppEnv, SignedInEnv, ViewerEnv } from '../context';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The policy key of `path` on a router mounted at `Base`. */
type KeyOf<
  M extends Method,
  Base extends string,
  P extends string,
> = `${M} ${P extends '/' ? Base : `${Base}${P}`}`;

/** The environment a route's handlers see: signed-in routes carry the user, viewer routes maybe one. */
type EnvOf<K extends RouteKey> = (typeof ROUTE_POLICIES)[K] extends { viewer: true }
  ? ViewerEnv
  : (typeof ROUTE_POLICIES)[K]['access'] extends 'anyone'
    ? AppEnv
    : SignedInEnv;

/** Handlers for a route, or `never` when the route has no policy entry. */
type Handlers<M extends Method, Base extends string, P extends string> =
  KeyOf<M, Base, P> extends RouteKey ? H<EnvOf<KeyOf<M, Base, P>>, P>[] : [never];

/** A router whose routes are all registered behind their policy. */
export class PolicedRouter<Base extends string> {
  /** The Hono app to mount at `base` under /api. */
  readonly app = new Hono<AppEnv>({ strict: false });

  constructor(readonly base: Base) {}

  private on(method: Method, path: string, handlers: unknown[]): this {
    const key = `${method} ${path === '/' ? this.base : this.base + path}`;
    const policy = (ROUTE_POLICIES as Record<string, (typeof ROUTE_POLICIES)[RouteKey]>)[key];
    if (!policy) throw new Error(`No access policy for ${key} in server/auth/policy.ts`);
    // The handler types were checked against the policy above; Hono's own overloads cannot see that.
    this.app.on(method, path, authorize(policy) as H, ...(handlers as H[]));
    return this;
  }

  get<const P extends string>(path: P, ...handlers: Handlers<'GET', Base, NoInfer<P>>): this {
    return this.on('GET', path, handlers);
  }
  post<const P extends string>(path: P, ...handlers: Handlers<'POST', Base, NoInfer<P>>): this {
    return this.on('POST', path, handlers);
  }
  patch<const P extends string>(path: P, ...handlers: Handlers<'PATCH', Base, NoInfer<P>>): this {
    return this.on('PATCH', path, handlers);
  }
  put<const P extends string>(path: P, ...handlers: Handlers<'PUT', Base, NoInfer<P>>): this {
    return this.on('PUT', path, handlers);
  }
  delete<const P extends string>(path: P, ...handlers: Handlers<'DELETE', Base, NoInfer<P>>): this {
    return this.on('DELETE', path, handlers);
  }
}

/** A new policed router for the routes under `base` (e.g. '/auth/children'). */
export function routes<Base extends string>(base: Base): PolicedRouter<Base> {
  return new PolicedRouter(base);
}

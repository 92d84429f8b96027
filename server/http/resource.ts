/**
 * The five routes of a staff-edited resource in one call: its list (list kit) and create, read,
 * change and delete (write kit: validated, audited, refused while something refers to the record),
 * each behind its entry in server/auth/policy.ts. A base whose five entries are missing, or open to
 * callers who are not signed in, does not compile.
 */
import type { Context } from 'hono';
import type { ROUTE_POLICIES, RouteKey } from '../auth/policy';
import type { SignedInEnv } from '../context';
import { listHandler, type ListConfig } from './list';
import { routes, type PolicedRouter } from './router';
import { createRecord, deleteRecord, readRecord, updateRecord, type WriteConfig } from './write';

/** The policy keys of a resource mounted at `Base`. */
type ResourceKey<Base extends string> =
  `GET ${Base}` | `POST ${Base}` | `GET ${Base}/:id` | `PATCH ${Base}/:id` | `DELETE ${Base}/:id`;

/** `Base` when all five routes have a policy for signed-in callers, else `never`. */
type ResourceBase<Base extends string> =
  ResourceKey<Base> extends RouteKey
    ? (typeof ROUTE_POLICIES)[ResourceKey<Base>]['access'] extends 'anyone'
      ? never
      : Base
    : never;

/** The router's methods once the base's keys are known to be policed (checked by ResourceBase). */
interface CheckedRouter {
  get(path: string, handler: (c: Context<SignedInEnv>) => Promise<Response>): CheckedRouter;
  post(path: string, handler: (c: Context<SignedInEnv>) => Promise<Response>): CheckedRouter;
  patch(path: string, handler: (c: Context<SignedInEnv>) => Promise<Response>): CheckedRouter;
  delete(path: string, handler: (c: Context<SignedInEnv>) => Promise<Response>): CheckedRouter;
}

/**
 * A router at `base` with GET / (the list), POST / (create), GET /:id, PATCH /:id and DELETE /:id;
 * `archiveHint` says what staff do instead when a delete is refused. More routes chain on.
 */
export function resourceRoutes<
  const Base extends string,
  Row,
  ListJson,
  Id extends string | number,
  Input,
  Json extends object,
>(
  base: ResourceBase<Base>,
  list: ListConfig<Row, ListJson>,
  writes: WriteConfig<Id, Input, Json>,
  options: { archiveHint?: string } = {},
): PolicedRouter<Base> {
  const router = routes(base);
  // ResourceBase checked every key above; the router's per-route types cannot follow a generic base.
  (router as unknown as CheckedRouter)
    .get('/', listHandler(list))
    .post('/', (c) => createRecord(c, writes))
    .get('/:id', (c) => readRecord(c, writes))
    .patch('/:id', (c) => updateRecord(c, writes))
    .delete('/:id', (c) => deleteRecord(c, { ...writes, ...options }));
  return router as PolicedRouter<Base>;
}

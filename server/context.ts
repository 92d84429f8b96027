/** What every request handler can reach: the app's dependencies and, after auth, the user. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Db } from './db/client';
import type { users } from './db/schema/auth';
import type { Config } from './env';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway';
import type { PasswordHasher } from './auth/password';
import type { TokenService } from './auth/tokens';

/** Services a request may use; built once in createApp. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** Charges cards: Clover, or the local sandbox (PAYMENT_PROVIDER). */
  gateway: PaymentGateway;
}

/** A stored account row. */
export type UserRow = typeof users.$inferSelect;

/** Hono environment of every route: the app's services. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
  };
}

/**
 * Environment of a route whose policy needs a signed-in caller: the authorization middleware has
 * put the user on `c.var.user`. Only such routes see it, so a handler cannot read a user that a
 * public route never loaded.
 */
export interface SignedInEnv {
  Variables: {
    deps: AppDeps;
    user: UserRow;
  };
}

/** The caller's IP address: the first X-Forwarded-For hop when TRUST_PROXY is on, else the socket. */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests, app.request) have no socket.
    return 'unknown';
  }
}

/** The public base URL of this request (scheme and host), honouring proxy headers when trusted. */
export function requestOrigin<E extends AppEnv>(c: Context<E>): string {
  const url = new URL(c.req.url);
  if (c.var.deps.config.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
    if (host) url.host = host;
  }
  return url.origin;
}

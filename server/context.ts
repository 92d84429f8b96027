/** What every request handler can reach: the app's dependencies and, after auth, the user. */
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Db } from './db/client';
import type { users } from './db/schema/auth';
import type { Config } from './env';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway';
import type { PasswordHasher } from './auth/password';
import type { TokenService } from './auth/tokens';
import type { PushSender } from './notify/channels/push';
import type { SmsSender } from './notify/channels/sms';

/** Services a request may use; built once in createApp. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** Charges cards: Clover, or the local sandbox (PAYMENT_PROVIDER). */
  gateway: PaymentGateway;
  /** The notification path's channels besides e-mail (server/notify/): texts (null when off) and Web Push. */
  sms: SmsSender | null;
  push: PushSender;
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
    /** The session (refresh family) the caller's access token belongs to. */
    sessionId: string;
  };
}

/**
 * Environment of a public route that shows a signed-in caller more (policy `viewer`): anyone may
 * call it; with a valid Bearer token the middleware puts the caller on `c.var.viewer`.
 */
export interface ViewerEnv {
  Variables: {
    deps: AppDeps;
    viewer?: UserRow;
  };
}

/**
 * The value a trusted proxy wrote into a comma-separated forwarding header, or null when proxies
 * are not trusted or the header is absent. Each of the TRUST_PROXY_HOPS proxies appends what it
 * saw, so the entry that many from the right is the outermost one a proxy of ours wrote; whatever
 * stands to its left came from the caller. With fewer entries the request skipped a proxy, and
 * the leftmost entry is the best there is.
 */
function forwarded<E extends AppEnv>(c: Context<E>, header: string): string | null {
  const { trustProxy, trustProxyHops } = c.var.deps.config;
  if (!trustProxy) return null;
  // Repeated headers arrive joined with commas, in order.
  const entries = (c.req.header(header) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries[Math.max(0, entries.length - trustProxyHops)]! : null;
}

/** An IP address from a forwarding entry (some proxies add a port, IPv6 in brackets), or null. */
function addressOf(entry: string): string | null {
  const bare = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1] ?? /^([\d.]+):\d+$/.exec(entry)?.[1] ?? entry;
  return isIP(bare) ? bare : null;
}

/**
 * The caller's IP address: with TRUST_PROXY, the X-Forwarded-For entry TRUST_PROXY_HOPS from the
 * right (see `forwarded`); otherwise, or when that entry is not an address, the socket's peer.
 */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  const entry = forwarded(c, 'x-forwarded-for');
  const address = entry === null ? null : addressOf(entry);
  if (address) return address;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests, app.request) have no socket.
    return 'unknown';
  }
}

/** The public base URL of this request (scheme and host), honouring the trusted proxies' headers. */
export function requestOrigin<E extends AppEnv>(c: Context<E>): string {
  const url = new URL(c.req.url);
  const proto = forwarded(c, 'x-forwarded-proto');
  const host = forwarded(c, 'x-forwarded-host');
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host) url.host = host;
  return url.origin;
}

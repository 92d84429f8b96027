/**
 * Starts the league API (and the built site from STATIC_DIR) on one origin.
 * Run directly (`npm run api`), or call startServer / prepareDatabase from scripts/start.ts.
 */
import type http from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createHttpTerminator } from 'http-terminator';
import { createApp } from './app';
import { createPasswordHasher } from './auth/password';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createDeps, databaseTarget } from './deps';
import { ConfigError, loadConfig, type Config } from './env';
import { seedDatabase, type SeedReport } from './seed/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users';
import { hookSiteBuilder } from './site/build-hook';
import { SiteFollower, type FirstBuild, type SiteBuilder } from './site/follower';
import { startPlanLoop } from './registrations/plan-charges';
import { startWaitlistLoop } from './registrations/waitlist-sweep';
import { startDeliveryLoop } from './notify/deliver';
import { lastGoodSite, localSiteBuilder, type SwitchableSite } from './site/local-build';
import { staticSite } from './static-site';

/** Options for prepareDatabase. */
export interface PrepareOptions {
  config?: Config;
}

/** Migrates the database, then seeds the demo data into empty tables when the configuration asks. */
async function migrateAndSeed(handle: DatabaseHandle, config: Config): Promise<SeedReport | null> {
  await handle.migrate();
  // A production database starts empty: no demo logins with a published password (SEED_DEMO).
  return config.seedDemo ? seedDatabase(handle.db, createPasswordHasher(), new Date(), config.dataDir) : null;
}

/** Migrates the configured database and seeds it when asked, then closes it; null when not seeded. */
export async function prepareDatabase(options: PrepareOptions = {}): Promise<SeedReport | null> {
  const config = options.config ?? loadConfig();
  const handle = await openDatabase(databaseTarget(config));
  try {
    return await migrateAndSeed(handle, config);
  } finally {
    await handle.close();
  }
}

/** Options for startServer; every field falls back to the configuration. */
export interface StartOptions {
  /** Port to listen on (0 picks a free one); default PORT. */
  port?: number;
  /** Host name to bind; default all interfaces. */
  hostname?: string;
  /**
   * Built site to serve beside the API; default STATIC_DIR; null serves the API only. With
   * SITE_BUILD_MODE=local the server serves its own builds instead (server/site/).
   */
  staticDir?: string | null;
  config?: Config;
}

/** How the running server keeps the public site up to date (SITE_BUILD_MODE). */
export interface RunningSite {
  mode: Config['siteBuilds']['mode'];
  /** Local mode: the build made at start (null in the other modes). */
  firstBuild: Promise<FirstBuild | null>;
  /** Local mode: the folder served now (null while no build is complete; the static folder otherwise). */
  served(): string | null;
  /** Settles once every text file of the site served now is compressed at its best (server/static-site.ts). */
  compressed(): Promise<void>;
}

/** How long an idle keep-alive connection stays open (see startServer). */
export const KEEP_ALIVE_MS = 65_000;

/** How long requests in flight may take to finish when the server stops. */
export const CLOSE_GRACE_MS = 5_000;

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  /** Whether the demo accounts and data are seeded in this server's database (SEED_DEMO). */
  demoData: boolean;
  site: RunningSite;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds it as the configuration asks, and serves the API and site. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig();
  const handle: DatabaseHandle = await openDatabase(databaseTarget(config));
  try {
    await migrateAndSeed(handle, config);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const { mode } = config.siteBuilds;
  const staticDir =
    options.staticDir === null ? undefined : path.resolve(options.staticDir ?? config.staticDir);
  // Local mode serves the last good build it made (none yet: "The site is being built…").
  const local: SwitchableSite | null = mode === 'local' ? await lastGoodSite(handle.db) : null;
  const deps = createDeps(config, handle.db);
  const root = local ?? staticDir;
  const siteHandler = root ? staticSite({ root }) : null;
  const app = createApp(deps, { site: siteHandler ?? undefined });
  // The notification path's deliveries and reminders are sent in the background (server/notify/).
  const deliveries = startDeliveryLoop(deps);
  // Holds that ran out are released and waitlist offers passed on, in every process (server/registrations/waitlist-sweep.ts).
  const waitlists = startWaitlistLoop(deps);
  // Payment plans' installments are charged on their day, each once across replicas (issue 37).
  const plans = startPlanLoop(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve(
      {
        fetch: app.fetch,
        port: options.port ?? config.port,
        ...(options.hostname ? { hostname: options.hostname } : {}),
      },
      () => resolve(instance),
    );
    instance.once('error', reject);
  });
  // An idle keep-alive connection is kept for 65 s, longer than a load balancer keeps its own (60 s is
  // usual): a server closing it first (Node's default is 5 s) can close it just as the balancer or a
  // client sends the next request on it, which that request gets as a reset connection.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  // When the server stops, requests in flight get CLOSE_GRACE_MS to finish; idle keep-alive
  // connections, and sockets a browser opened ahead and never used, close at once (left alone they
  // kept `npm start` from stopping for the 65 s keep-alive and header timeouts after a browser visit).
  const terminator = createHttpTerminator({
    server: server as http.Server,
    gracefulTerminationTimeout: CLOSE_GRACE_MS,
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const builder: SiteBuilder | null = local
    ? localSiteBuilder({
        dataDir: config.dataDir,
        apiUrl: `${url}/api`,
        site: local,
        command: config.siteBuilds.command,
        // The start build shows its output as `npm run build` would; rebuilds only their outcome.
        echo: (reason) => reason === 'start',
      })
    : mode === 'hook'
      ? hookSiteBuilder({ url: config.siteBuilds.hookUrl! })
      : null;
  const follower =
    builder &&
    new SiteFollower({
      db: handle.db,
      builder,
      debounceMs: config.siteBuilds.debounceMs,
      timeoutMs: config.siteBuilds.timeoutMs,
      retryMs: config.siteBuilds.retryMs,
    });
  const firstBuild = follower ? follower.start({ build: mode === 'local' }) : Promise.resolve(null);
  // Whoever awaits it sees a failure; the server keeps running meanwhile.
  firstBuild.catch(() => undefined);
  return {
    url,
    port,
    demoData: config.seedDemo,
    site: {
      mode,
      firstBuild,
      served: () => (local ? local.current : (staticDir ?? null)),
      compressed: () => siteHandler?.compressAll() ?? Promise.resolve(),
    },
    close: async () => {
      await follower?.close();
      await deliveries.close();
      await waitlists.close();
      await plans.close();
      await terminator.terminate();
      await handle.close();
    },
  };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer({ config });
  const site =
    config.siteBuilds.mode === 'local'
      ? 'site built into DATA_DIR/site/builds'
      : existsSync(config.staticDir)
        ? `site from ${path.relative(process.cwd(), config.staticDir) || '.'}`
        : 'no built site';
  const follows = {
    local: 'it rebuilds itself when its data changes',
    hook: 'its build hook is asked to rebuild the site when its data changes',
    off: 'the site is not rebuilt when its data changes (SITE_BUILD_MODE=off)',
  }[config.siteBuilds.mode];
  console.log(`League API ready at ${running.url}/api/ (${site}; ${follows})`);
  console.log(`Open ${running.url}`);
  if (config.nodeEnv === 'production' && config.payments.provider === 'sandbox') {
    console.warn(
      'Taking test payments (PAYMENT_PROVIDER=sandbox, ALLOW_SANDBOX_PAYMENTS=true): no money moves, and the card dialog and receipts say so.',
    );
  }
  if (running.demoData) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

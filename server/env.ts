/**
 * Server configuration: the only module that reads process.env (the variables' schema:
 * server/env-schema.ts).
 * Values are validated once at start; a bad value stops the server with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import webpush from 'web-push';
import { emptyToUndefined, envSchema, KNOWN_KEYS, type Env } from './env-schema';

/** Texts: Twilio's REST API, the local sandbox that behaves like it, or none. */
export type SmsConfig =
  | { provider: 'off' }
  | {
      provider: 'twilio' | 'sandbox';
      /** Base of the REST API (the sandbox's is the site's own /sandbox/sms). */
      apiBase: string;
      accountSid: string;
      authToken: string;
      /** The sending number, or a messaging service SID. */
      from: string;
      /** Sandbox only: when a message reads delivered, and the share of requests it refuses (503). */
      sandboxDeliverMs: number;
      sandboxFailurePercent: number;
    };

/** Web Push: the VAPID keys (empty: push is off) and which push services subscriptions may point at. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Origins a subscription's endpoint may have (the browsers' push services); nothing else is posted to. */
  endpointOrigins: string[];
}

/** The local SMS sandbox's own credentials: not secrets, they only open the sandbox on this server. */
export const SANDBOX_SMS = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'sandbox-sms-auth-token',
  from: '+15005550006',
} as const;

/** The push services of the browsers families use (Chrome/Edge/Android, Firefox, Safari, Windows). */
export const DEFAULT_PUSH_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://wns2-par02p.notify.windows.com',
] as const;

/** The local sandbox's own keys: not secrets, they only open the sandbox on this server. */
export const SANDBOX_KEYS = {
  privateToken: 'sandbox-private-token',
  publicKey: 'sandbox-public-key',
  merchantId: 'SANDBOXMERCHANT',
} as const;

/** Thrown when an environment variable holds a value the server cannot use. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const HOUR_MS = 60 * 60 * 1000;

/** Defaults a command sets for itself where the variable is unset (`npm start`: SITE_BUILD_MODE=local). */
export type ConfigDefaults = Partial<Record<(typeof KNOWN_KEYS)[number], string>>;

/**
 * Reads and validates the configuration from `source` (process.env by default), with `defaults`
 * standing in for unset variables.
 * In development, a missing JWT_SECRET is generated once and kept in `<DATA_DIR>/jwt-secret`.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  defaults: ConfigDefaults = {},
): Config {
  const raw: Record<string, unknown> = {};
  for (const key of KNOWN_KEYS) raw[key] = emptyToUndefined(source[key]) ?? defaults[key];
  const result = v.safeParse(envSchema, raw, { abortPipeEarly: true });
  if (!result.success) {
    const messages = result.issues.map((issue) => {
      const key = issue.path?.[0]?.key;
      const name = typeof key === 'string' ? key : 'configuration';
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${messages.join('; ')}`);
  }
  const env = result.output;
  // Hops without trusting the proxy would be silently ignored: say so instead.
  if (raw['TRUST_PROXY_HOPS'] !== undefined && !env.TRUST_PROXY) {
    throw new ConfigError('Invalid configuration: TRUST_PROXY_HOPS needs TRUST_PROXY=true');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
    }
    jwtSecret = developmentSecret(dataDir);
  }
  return configFrom(env, dataDir, jwtSecret);
}

/** The configuration the server runs with, from the validated environment (its type is `Config`). */
function configFrom(env: Env, dataDir: string, jwtSecret: string) {
  // Unset SITE_URL: this server's own address.
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxDir: path.resolve(env.OUTBOX_DIR),
    /** Who hears about each referee lead (the officiating coordinator). */
    refereeCoordinatorEmail: env.REFEREE_COORDINATOR_EMAIL,
    /** Where requests for staff review (recruiter access) are e-mailed. */
    operationsEmail: env.OPERATIONS_EMAIL,
    siteUrl,
    staticDir: path.resolve(env.STATIC_DIR),
    trustProxy: env.TRUST_PROXY,
    /** Proxies in front of the API that append to X-Forwarded-For (the address is that many from the right). */
    trustProxyHops: env.TRUST_PROXY_HOPS,
    corsOrigins: env.CORS_ORIGINS ?? [],
    /** Throttles of sign-in, registration, password resets and uploads (README: Configuration). */
    limits: {
      /** Failed sign-ins of one account from one address within the login window. */
      loginPerAccountAddress: env.LOGIN_LIMIT_PER_ACCOUNT_ADDRESS,
      /** Failed sign-ins from one address (any accounts) within the login window. */
      loginPerAddress: env.LOGIN_LIMIT_PER_ADDRESS,
      loginWindowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
      /** Sign-in attempts on an account (from anywhere) before each further one waits. */
      loginDelayAfterFailures: env.LOGIN_DELAY_AFTER_FAILURES,
      /** The first wait; it doubles with each further attempt, up to loginDelayMaxMs. */
      loginDelayBaseMs: env.LOGIN_DELAY_BASE_MS,
      loginDelayMaxMs: env.LOGIN_DELAY_MAX_MS,
      /** Registrations per e-mail address, and per client address, within an hour. */
      registerPerEmail: env.REGISTER_LIMIT_PER_EMAIL,
      registerPerAddress: env.REGISTER_LIMIT_PER_ADDRESS,
      /** Password-reset requests, and reset confirmations, per client address within an hour. */
      passwordResetPerAddress: env.PASSWORD_RESET_LIMIT_PER_ADDRESS,
      /** Highlight uploads (accepted or refused) per client address within an hour. */
      galleryUploadsPerHour: env.GALLERY_UPLOADS_PER_HOUR,
      /** Waiver reminders mailed to one household per day (by the league office). */
      waiverRemindersPerDay: env.WAIVER_REMINDERS_PER_DAY,
    },
    /** The in-process queue of password hashes: how many run at once, how many may wait. */
    hashing: { concurrency: env.HASH_CONCURRENCY, queueSize: env.HASH_QUEUE_SIZE },
    /** Which card provider charges payments, and its keys (README: Payments). */
    payments: paymentConfig(env, siteUrl),
    /** E-mail ownership and guardian consent (issue 17 items 2, 3): link lifetimes and mail limits. */
    consent: {
      /** How long an e-mail confirmation link works. */
      verifyLinkTtlMs: env.VERIFY_LINK_TTL_HOURS * HOUR_MS,
      /** How many new confirmation links an account may ask for per hour. */
      verifyResendPerHour: env.VERIFICATION_RESEND_LIMIT,
      /** How long a guardian's approval link works. */
      guardianLinkTtlMs: env.GUARDIAN_LINK_TTL_DAYS * 24 * HOUR_MS,
      /** How many approval requests an athlete may have mailed per day, whatever the address. */
      approvalRequestsPerDay: env.APPROVAL_REQUEST_LIMIT,
    },
    /** How places of limited programs are held and offered (server/registrations/places.ts, waitlist-*.ts). */
    capacity: {
      /** How long a checkout holds its place before an abandoned one releases it. */
      checkoutHoldMs: env.CHECKOUT_HOLD_MINUTES * 60_000,
      /** How long a waitlist offer keeps its place for the family. */
      offerHoldMs: env.WAITLIST_OFFER_HOURS * 3_600_000,
      /** How often each API process releases ended holds and passes expired offers on. */
      sweepIntervalMs: env.WAITLIST_SWEEP_INTERVAL_MS,
      /**
       * Tests only (TEST_CLOCK_FILE, refused in production): a file holding how many milliseconds this
       * process's sweep runs ahead of real time, read at every round (server/jobs/test-clock.ts).
       */
      testClockFile: testClockFile(env),
    },
    /** How payment plans' installments are charged (server/registrations/plan-charges.ts, issue 37). */
    plans: {
      /** How often each API process looks for installments that are due. */
      intervalMs: env.PLAN_CHARGE_INTERVAL_MS,
      /** How long after a declined installment it is tried again. */
      retryDelayMs: env.PLAN_RETRY_HOURS * 3_600_000,
      /** How many times an installment is tried before it waits for another card or the office. */
      maxAttempts: env.PLAN_MAX_ATTEMPTS,
    },
    /** The notification path (server/notify/): its job loop, retries and channels (README: Game day). */
    messages: {
      /** How often each API process looks for deliveries that are due. */
      intervalMs: env.MESSAGE_DELIVERY_INTERVAL_MS,
      /** How many times a delivery is tried before it stays failed. */
      maxAttempts: env.MESSAGE_DELIVERY_MAX_ATTEMPTS,
      /** The wait after a failed try; it doubles with each further failure. */
      retryDelayMs: env.MESSAGE_RETRY_DELAY_MS,
      sms: smsConfig(env, siteUrl),
      push: pushConfig(env, dataDir),
    },
    /** Seed the demo accounts and demo data into empty tables: SEED_DEMO, else on unless in production. */
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    /** How the public site follows changes to its data (README: How the site follows the office). */
    siteBuilds: siteBuildConfig(env),
  };
}

/** The validated server configuration: what `configFrom` makes of the schema's output. */
export type Config = ReturnType<typeof configFrom>;
export type SiteBuildConfig = Config['siteBuilds'];
export type Limits = Config['limits'];
export type CapacityConfig = Config['capacity'];
export type MessageConfig = Config['messages'];
export type ConsentConfig = Config['consent'];
export type PaymentConfig = Config['payments'];

/**
 * The test clock's file (end-to-end tests move time with it), never in production: a server that
 * could be told the time would let anyone with that file expire families' offers and holds.
 */
function testClockFile(env: Env): string | undefined {
  if (env.TEST_CLOCK_FILE === undefined) return undefined;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: TEST_CLOCK_FILE moves the clock for tests and is refused when NODE_ENV=production',
    );
  }
  return path.resolve(env.TEST_CLOCK_FILE);
}

/** Local rebuilds only when asked (npm start asks); else the build hook when one is configured. */
function siteBuildConfig(env: Env) {
  const mode = env.SITE_BUILD_MODE ?? (env.SITE_BUILD_HOOK_URL ? ('hook' as const) : ('off' as const));
  if (mode === 'hook' && !env.SITE_BUILD_HOOK_URL) {
    throw new ConfigError('Invalid configuration: SITE_BUILD_MODE=hook needs SITE_BUILD_HOOK_URL');
  }
  return {
    /**
     * `local`: this server rebuilds the site into DATA_DIR/site/builds and serves it (npm start);
     * `hook`: it POSTs `hookUrl` so the CDN builds; `off`: neither (the site is rebuilt by hand).
     */
    mode,
    hookUrl: env.SITE_BUILD_HOOK_URL,
    /** Quiet time after the last change before a build starts, so a burst of edits makes one build. */
    debounceMs: env.SITE_BUILD_DEBOUNCE_MS,
    /** Longest a build may run (local) or the hook may be retried before it counts as failed. */
    timeoutMs: env.SITE_BUILD_TIMEOUT_MS,
    /** The wait before a failed build is tried again, doubled after each failure in a row (issue 41 item 9). */
    retryMs: env.SITE_BUILD_RETRY_MS,
    /**
     * `local`: a shell command that builds the site into $SITE_OUT_DIR in place of the snapshot and
     * `astro build` steps (a custom pipeline; the end-to-end test makes a build fail with it).
     */
    command: env.SITE_BUILD_COMMAND,
  };
}

/**
 * The environment of a child process the server starts (the site's local build): this process's
 * own, with `extra` on top.
 */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * Clover when PAYMENT_PROVIDER=clover (its private token, public key and merchant id are then
 * required); otherwise the local sandbox, which marks payments paid with no money moved: production
 * refuses it unless PAYMENT_PROVIDER=sandbox and ALLOW_SANDBOX_PAYMENTS=true are both set on purpose.
 */
function paymentConfig(env: Env, siteUrl: string) {
  const timing = {
    /** How long a charge may take before its outcome counts as unknown (settled by verification). */
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
    /** Sandbox only: how long the slow test card takes to answer, and when its charge settles. */
    sandboxSlowMs: env.SANDBOX_CLOVER_SLOW_MS,
    sandboxSettleMs: env.SANDBOX_CLOVER_SETTLE_MS,
  };
  if (env.PAYMENT_PROVIDER === 'clover') {
    const missing = (['CLOVER_PRIVATE_TOKEN', 'CLOVER_PUBLIC_KEY', 'CLOVER_MERCHANT_ID'] as const).filter(
      (key) => !env[key],
    );
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: PAYMENT_PROVIDER=clover needs ${missing.join(', ')}`);
    }
    return {
      /** The sandbox moves no money: the card dialog and every receipt say so (issue 17 item 6). */
      provider: 'clover' as const,
      /** Base of the provider's REST API (charges); the sandbox's is the site's own /sandbox/clover. */
      apiBase: (env.CLOVER_API_BASE ?? 'https://scl-sandbox.dev.clover.com').replace(/\/+$/, ''),
      privateToken: env.CLOVER_PRIVATE_TOKEN!,
      /** Public (PAKMS) key the card fields use; sent to the browser in each checkout answer. */
      publicKey: env.CLOVER_PUBLIC_KEY!,
      merchantId: env.CLOVER_MERCHANT_ID!,
      ...timing,
    };
  }
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER !== 'sandbox') {
    throw new ConfigError(
      'Invalid configuration: set PAYMENT_PROVIDER=clover (with its keys) in production, or PAYMENT_PROVIDER=sandbox to take test payments only',
    );
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS) {
    throw new ConfigError(
      'Invalid configuration: NODE_ENV=production with PAYMENT_PROVIDER=sandbox marks payments paid with no money moved; set PAYMENT_PROVIDER=clover (with its keys), or ALLOW_SANDBOX_PAYMENTS=true to take test payments on purpose',
    );
  }
  return {
    provider: 'sandbox' as const,
    apiBase: `${siteUrl}/sandbox/clover`,
    ...SANDBOX_KEYS,
    ...timing,
  };
}

/**
 * Texts through Twilio when SMS_PROVIDER=twilio (its account SID, auth token and sender are then
 * required); the local sandbox by default outside production; none in production unless configured
 * (the sandbox sends nothing to anyone, so production refuses it).
 */
function smsConfig(env: Env, siteUrl: string): SmsConfig {
  const provider = env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? 'off' : 'sandbox');
  const sandbox = {
    sandboxDeliverMs: env.SANDBOX_SMS_DELIVER_MS,
    sandboxFailurePercent: env.SANDBOX_SMS_FAILURE_PERCENT,
  };
  if (provider === 'off') return { provider };
  if (provider === 'twilio') {
    const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter(
      (key) => !env[key],
    );
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
    }
    return {
      provider,
      apiBase: (env.TWILIO_API_BASE ?? 'https://api.twilio.com').replace(/\/+$/, ''),
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM!,
      ...sandbox,
    };
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER=sandbox sends no texts to anyone and is refused when NODE_ENV=production; set SMS_PROVIDER=twilio (with its keys) or off',
    );
  }
  return {
    provider,
    apiBase: `${siteUrl}/sandbox/sms`,
    ...SANDBOX_SMS,
    ...sandbox,
  };
}

/**
 * Web Push keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither; in production without them
 * Web Push is off); while developing a pair is generated once and kept in `<DATA_DIR>/vapid.json`.
 */
function pushConfig(env: Env, dataDir: string): PushConfig {
  const origins = env.PUSH_ENDPOINT_ORIGINS ?? [...DEFAULT_PUSH_ORIGINS];
  const subject = env.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM}`;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject,
      endpointOrigins: origins,
    };
  }
  // Production without keys: no Web Push (e-mail and texts still go); the portal says push is not available.
  if (env.NODE_ENV === 'production')
    return { publicKey: '', privateKey: '', subject, endpointOrigins: origins };
  // Tests get a pair of their own that is never written down (their data folders may be anywhere).
  const keys = env.NODE_ENV === 'test' ? webpush.generateVAPIDKeys() : developmentVapidKeys(dataDir);
  return { ...keys, subject, endpointOrigins: origins };
}

/** A VAPID key pair kept beside the development database, so browsers' subscriptions survive restarts. */
function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
      if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
        return { publicKey: stored.publicKey, privateKey: stored.privateKey };
      }
    } catch {
      // A broken file is replaced below.
    }
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** A random signing secret kept beside the development database so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

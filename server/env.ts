/**
 * Server configuration: the only module that reads process.env.
 * Values are validated once at start; a bad value stops the server with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

const urlString = (name: string, protocols: readonly string[]) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    ),
  );

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number of `unit` (at least 1), as a string setting: a count, hours, days, milliseconds. */
const wholeNumber = (name: string, fallback: string, unit = '') =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${name} must be a whole number${unit ? ` of ${unit}` : ''}`),
      v.transform(Number),
      v.minValue(1, `${name} must be at least 1`),
    ),
    fallback,
  );

const milliseconds = (name: string, fallback: string) => wholeNumber(name, fallback, 'milliseconds');

const envSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    'development',
  ),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number between 1 and 65535'),
      v.transform(Number),
      v.minValue(1, 'PORT must be a whole number between 1 and 65535'),
      v.maxValue(65535, 'PORT must be a whole number between 1 and 65535'),
    ),
    '4321',
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data'),
  DATABASE_URL: v.optional(urlString('DATABASE_URL', ['postgres:', 'postgresql:'])),
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters long')),
  ),
  SMTP_URL: v.optional(urlString('SMTP_URL', ['smtp:', 'smtps:'])),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.includes('@', 'MAIL_FROM must contain an e-mail address')),
    'League <no-reply@league.local>',
  ),
  OUTBOX_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.outbox'),
  REFEREE_COORDINATOR_EMAIL: v.optional(
    v.pipe(v.string(), v.email('REFEREE_COORDINATOR_EMAIL must be an e-mail address')),
    'crew@midsouthyouthsports.org',
  ),
  OPERATIONS_EMAIL: v.optional(
    v.pipe(v.string(), v.email('OPERATIONS_EMAIL must be an e-mail address')),
    'operations@league.local',
  ),
  SITE_URL: v.optional(urlString('SITE_URL', ['http:', 'https:']), 'http://localhost:4321'),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'dist'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'TRUST_PROXY must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'false',
  ),
  PAYMENT_PROVIDER: v.optional(
    v.picklist(['sandbox', 'clover'], 'PAYMENT_PROVIDER must be sandbox or clover'),
  ),
  CLOVER_API_BASE: v.optional(urlString('CLOVER_API_BASE', ['https:', 'http:'])),
  CLOVER_PRIVATE_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(8, 'CLOVER_PRIVATE_TOKEN looks too short')),
  ),
  CLOVER_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'CLOVER_PUBLIC_KEY looks too short'))),
  CLOVER_MERCHANT_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9]+$/, 'CLOVER_MERCHANT_ID must be letters and digits')),
  ),
  PAYMENT_TIMEOUT_MS: milliseconds('PAYMENT_TIMEOUT_MS', '10000'),
  SANDBOX_CLOVER_SLOW_MS: milliseconds('SANDBOX_CLOVER_SLOW_MS', '15000'),
  SANDBOX_CLOVER_SETTLE_MS: milliseconds('SANDBOX_CLOVER_SETTLE_MS', '20000'),
  VERIFY_LINK_TTL_HOURS: wholeNumber('VERIFY_LINK_TTL_HOURS', '48'),
  VERIFICATION_RESEND_LIMIT: wholeNumber('VERIFICATION_RESEND_LIMIT', '3'),
  GUARDIAN_LINK_TTL_DAYS: wholeNumber('GUARDIAN_LINK_TTL_DAYS', '7'),
  APPROVAL_REQUEST_LIMIT: wholeNumber('APPROVAL_REQUEST_LIMIT', '3'),
  SEED_DEMO: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'SEED_DEMO must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
  ),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
      v.check(
        (origins) => origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin)),
        'CORS_ORIGINS must be a comma-separated list of origins like https://example.org',
      ),
    ),
  ),
});

/** The validated server configuration. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** Who hears about each referee lead (the officiating coordinator). */
  refereeCoordinatorEmail: string;
  /** Where requests for staff review (recruiter access) are e-mailed. */
  operationsEmail: string;
  siteUrl: string;
  staticDir: string;
  trustProxy: boolean;
  corsOrigins: string[];
  payments: PaymentConfig;
  consent: ConsentConfig;
  /** Seed the demo accounts and demo data into empty tables: SEED_DEMO, else on unless in production. */
  seedDemo: boolean;
}

/** E-mail ownership and guardian consent (issue 17 items 2, 3): link lifetimes and mail limits. */
export interface ConsentConfig {
  /** How long an e-mail confirmation link works. */
  verifyLinkTtlMs: number;
  /** How many new confirmation links an account may ask for per hour. */
  verifyResendPerHour: number;
  /** How long a guardian's approval link works. */
  guardianLinkTtlMs: number;
  /** How many approval requests an athlete may have mailed per day, whatever the address. */
  approvalRequestsPerDay: number;
}

/** Which card provider charges payments, and its keys (README: Payments). */
export interface PaymentConfig {
  provider: 'sandbox' | 'clover';
  /** Base of the provider's REST API (charges); the sandbox's is the site's own /sandbox/clover. */
  apiBase: string;
  privateToken: string;
  /** Public (PAKMS) key the card fields use; sent to the browser in each checkout answer. */
  publicKey: string;
  merchantId: string;
  /** How long a charge may take before its outcome counts as unknown (settled by verification). */
  timeoutMs: number;
  /** Sandbox only: how long the slow test card takes to answer, and when its charge settles. */
  sandboxSlowMs: number;
  sandboxSettleMs: number;
}

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

const KNOWN_KEYS = Object.keys(envSchema.entries) as (keyof typeof envSchema.entries)[];

/**
 * Reads and validates the configuration from `source` (process.env by default).
 * In development, a missing JWT_SECRET is generated once and kept in `<DATA_DIR>/jwt-secret`.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of KNOWN_KEYS) raw[key] = emptyToUndefined(source[key]);
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
  const dataDir = path.resolve(env.DATA_DIR);
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
    }
    jwtSecret = developmentSecret(dataDir);
  }
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxDir: path.resolve(env.OUTBOX_DIR),
    refereeCoordinatorEmail: env.REFEREE_COORDINATOR_EMAIL,
    operationsEmail: env.OPERATIONS_EMAIL,
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    staticDir: path.resolve(env.STATIC_DIR),
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS ?? [],
    payments: paymentConfig(env),
    consent: {
      verifyLinkTtlMs: env.VERIFY_LINK_TTL_HOURS * HOUR_MS,
      verifyResendPerHour: env.VERIFICATION_RESEND_LIMIT,
      guardianLinkTtlMs: env.GUARDIAN_LINK_TTL_DAYS * 24 * HOUR_MS,
      approvalRequestsPerDay: env.APPROVAL_REQUEST_LIMIT,
    },
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
  };
}

/**
 * Clover when PAYMENT_PROVIDER=clover (its private token, public key and merchant id are then
 * required); otherwise the local sandbox, which production only accepts when asked for by name.
 */
function paymentConfig(env: v.InferOutput<typeof envSchema>): PaymentConfig {
  const timing = {
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
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
      provider: 'clover',
      apiBase: (env.CLOVER_API_BASE ?? 'https://scl-sandbox.dev.clover.com').replace(/\/+$/, ''),
      privateToken: env.CLOVER_PRIVATE_TOKEN!,
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
  return {
    provider: 'sandbox',
    apiBase: `${env.SITE_URL.replace(/\/+$/, '')}/sandbox/clover`,
    ...SANDBOX_KEYS,
    ...timing,
  };
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

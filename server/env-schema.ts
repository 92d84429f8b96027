/**
 * The server's environment variables: each one's type, default and the message a bad value gets.
 * server/env.ts reads process.env through this schema and builds the configuration from its output.
 */
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

/** A blank variable counts as unset. */
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A whole number setting (a limit, a size, a count, hours, days, milliseconds) of at least `min`
 * (1 unless given), with its default.
 */
const wholeNumber = (name: string, fallback: string, { min = 1, unit = '' } = {}) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${name} must be a whole number${unit ? ` of ${unit}` : ''}`),
      v.transform(Number),
      v.minValue(min, `${name} must be at least ${min}`),
    ),
    fallback,
  );

const milliseconds = (name: string, fallback: string) =>
  wholeNumber(name, fallback, { unit: 'milliseconds' });

/** A comma-separated list of origins (scheme and host, no path), e.g. `like` `https://example.org`. */
const originList = (name: string, like: string) =>
  v.optional(
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
        `${name} must be a comma-separated list of origins like ${like}`,
      ),
    ),
  );

/** Every variable the server reads, with its default and the message a bad value gets. */
export const envSchema = v.object({
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
  // Unset: this server's own address (http://localhost:<PORT>), below.
  SITE_URL: v.optional(urlString('SITE_URL', ['http:', 'https:'])),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'dist'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'TRUST_PROXY must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'false',
  ),
  TRUST_PROXY_HOPS: wholeNumber('TRUST_PROXY_HOPS', '1'),
  LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: wholeNumber('LOGIN_LIMIT_PER_ACCOUNT_ADDRESS', '5'),
  LOGIN_LIMIT_PER_ADDRESS: wholeNumber('LOGIN_LIMIT_PER_ADDRESS', '20'),
  LOGIN_WINDOW_MINUTES: wholeNumber('LOGIN_WINDOW_MINUTES', '15'),
  LOGIN_DELAY_AFTER_FAILURES: wholeNumber('LOGIN_DELAY_AFTER_FAILURES', '3', { min: 0 }),
  LOGIN_DELAY_BASE_MS: wholeNumber('LOGIN_DELAY_BASE_MS', '500', { min: 0 }),
  LOGIN_DELAY_MAX_MS: wholeNumber('LOGIN_DELAY_MAX_MS', '8000', { min: 0 }),
  REGISTER_LIMIT_PER_EMAIL: wholeNumber('REGISTER_LIMIT_PER_EMAIL', '5'),
  REGISTER_LIMIT_PER_ADDRESS: wholeNumber('REGISTER_LIMIT_PER_ADDRESS', '20'),
  PASSWORD_RESET_LIMIT_PER_ADDRESS: wholeNumber('PASSWORD_RESET_LIMIT_PER_ADDRESS', '10'),
  GALLERY_UPLOADS_PER_HOUR: wholeNumber('GALLERY_UPLOADS_PER_HOUR', '20'),
  WAIVER_REMINDERS_PER_DAY: wholeNumber('WAIVER_REMINDERS_PER_DAY', '1'),
  MESSAGE_DELIVERY_INTERVAL_MS: milliseconds('MESSAGE_DELIVERY_INTERVAL_MS', '1000'),
  MESSAGE_DELIVERY_MAX_ATTEMPTS: wholeNumber('MESSAGE_DELIVERY_MAX_ATTEMPTS', '5'),
  MESSAGE_RETRY_DELAY_MS: milliseconds('MESSAGE_RETRY_DELAY_MS', '60000'),
  SMS_PROVIDER: v.optional(
    v.picklist(['sandbox', 'twilio', 'off'], 'SMS_PROVIDER must be sandbox, twilio or off'),
  ),
  TWILIO_API_BASE: v.optional(urlString('TWILIO_API_BASE', ['https:', 'http:'])),
  TWILIO_ACCOUNT_SID: v.optional(
    v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC and 32 hex digits')),
  ),
  TWILIO_AUTH_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'TWILIO_AUTH_TOKEN looks too short'))),
  TWILIO_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
        'TWILIO_FROM must be a number in E.164 (+15551234567) or a messaging service SID (MG…)',
      ),
    ),
  ),
  SANDBOX_SMS_DELIVER_MS: wholeNumber('SANDBOX_SMS_DELIVER_MS', '1000', { min: 0, unit: 'milliseconds' }),
  SANDBOX_SMS_FAILURE_PERCENT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'SANDBOX_SMS_FAILURE_PERCENT must be a whole number from 0 to 100'),
      v.transform(Number),
      v.maxValue(100, 'SANDBOX_SMS_FAILURE_PERCENT must be a whole number from 0 to 100'),
    ),
    '0',
  ),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 key'),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 key'),
    ),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')),
  ),
  PUSH_ENDPOINT_ORIGINS: originList('PUSH_ENDPOINT_ORIGINS', 'https://fcm.googleapis.com'),
  CHECKOUT_HOLD_MINUTES: wholeNumber('CHECKOUT_HOLD_MINUTES', '30'),
  WAITLIST_OFFER_HOURS: wholeNumber('WAITLIST_OFFER_HOURS', '48'),
  WAITLIST_SWEEP_INTERVAL_MS: milliseconds('WAITLIST_SWEEP_INTERVAL_MS', '60000'),
  PLAN_CHARGE_INTERVAL_MS: milliseconds('PLAN_CHARGE_INTERVAL_MS', '60000'),
  PLAN_RETRY_HOURS: wholeNumber('PLAN_RETRY_HOURS', '72'),
  PLAN_MAX_ATTEMPTS: wholeNumber('PLAN_MAX_ATTEMPTS', '3'),
  TEST_CLOCK_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  HASH_CONCURRENCY: wholeNumber('HASH_CONCURRENCY', '2'),
  // About 2 s of waiting at most: 64 Argon2id hashes of ~60 ms on two lanes (README: Registration day).
  HASH_QUEUE_SIZE: wholeNumber('HASH_QUEUE_SIZE', '64', { min: 0 }),
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
  ALLOW_SANDBOX_PAYMENTS: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'ALLOW_SANDBOX_PAYMENTS must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'false',
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
  SITE_BUILD_MODE: v.optional(
    v.picklist(['local', 'hook', 'off'], 'SITE_BUILD_MODE must be local, hook or off'),
  ),
  SITE_BUILD_HOOK_URL: v.optional(urlString('SITE_BUILD_HOOK_URL', ['https:', 'http:'])),
  SITE_BUILD_DEBOUNCE_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'SITE_BUILD_DEBOUNCE_MS must be a whole number of milliseconds'),
      v.transform(Number),
    ),
    '2000',
  ),
  SITE_BUILD_TIMEOUT_MS: milliseconds('SITE_BUILD_TIMEOUT_MS', '600000'),
  SITE_BUILD_RETRY_MS: milliseconds('SITE_BUILD_RETRY_MS', '15000'),
  // Blank is unset, as for every variable.
  SITE_BUILD_COMMAND: v.optional(v.pipe(v.string(), v.trim())),
  CORS_ORIGINS: originList('CORS_ORIGINS', 'https://example.org'),
});

/** The validated environment, as the schema reads it. */
export type Env = v.InferOutput<typeof envSchema>;

/** The variables the schema knows. */
export const KNOWN_KEYS = Object.keys(envSchema.entries) as (keyof typeof envSchema.entries)[];

import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const secret = 'x'.repeat(40);

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({ JWT_SECRET: secret });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4321,
      databaseUrl: undefined,
      smtpUrl: undefined,
      operationsEmail: 'operations@league.local',
      siteUrl: 'http://localhost:4321',
      trustProxy: false,
      trustProxyHops: 1,
      corsOrigins: [],
      limits: {
        loginPerAccountAddress: 5,
        loginPerAddress: 20,
        loginWindowMs: 15 * 60_000,
        loginDelayAfterFailures: 3,
        loginDelayBaseMs: 500,
        loginDelayMaxMs: 8000,
        registerPerEmail: 5,
        registerPerAddress: 20,
        passwordResetPerAddress: 10,
        galleryUploadsPerHour: 20,
        waiverRemindersPerDay: 1,
      },
      hashing: { concurrency: 2, queueSize: 64 },
      messages: { intervalMs: 1000, maxAttempts: 5, retryDelayMs: 60_000 },
    });
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.outboxDir).toBe(path.resolve('.outbox'));
    expect(config.staticDir).toBe(path.resolve('dist'));
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      PORT: '8080',
      DATABASE_URL: 'postgres://league:pw@db:5432/league',
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      MAIL_FROM: 'League <hello@example.org>',
      OPERATIONS_EMAIL: 'ops@example.org',
      SITE_URL: 'https://league.example.org/',
      TRUST_PROXY: 'true',
      TRUST_PROXY_HOPS: '2',
      CORS_ORIGINS: 'https://a.example.org, https://b.example.org',
      LOGIN_LIMIT_PER_ADDRESS: '200',
      LOGIN_DELAY_AFTER_FAILURES: '0',
      REGISTER_LIMIT_PER_ADDRESS: '300',
      HASH_CONCURRENCY: '4',
      HASH_QUEUE_SIZE: '0',
      WAIVER_REMINDERS_PER_DAY: '2',
      MESSAGE_DELIVERY_INTERVAL_MS: '250',
      MESSAGE_DELIVERY_MAX_ATTEMPTS: '3',
      MESSAGE_RETRY_DELAY_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://league:pw@db:5432/league',
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      mailFrom: 'League <hello@example.org>',
      operationsEmail: 'ops@example.org',
      siteUrl: 'https://league.example.org',
      trustProxy: true,
      trustProxyHops: 2,
      corsOrigins: ['https://a.example.org', 'https://b.example.org'],
      hashing: { concurrency: 4, queueSize: 0 },
      messages: { intervalMs: 250, maxAttempts: 3, retryDelayMs: 5000 },
    });
    expect(config.limits).toMatchObject({
      waiverRemindersPerDay: 2,
      loginPerAddress: 200,
      loginDelayAfterFailures: 0,
      registerPerAddress: 300,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ JWT_SECRET: secret, PORT: '', DATABASE_URL: ' ' }).port).toBe(4321);
  });

  it('takes the site address from the port when SITE_URL is unset, so the card fields are framed by this site', () => {
    const config = loadConfig({ JWT_SECRET: secret, PORT: '4433' });
    expect(config.siteUrl).toBe('http://localhost:4433');
    expect(config.payments.apiBase).toBe('http://localhost:4433/sandbox/clover');
  });

  describe.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ SMTP_URL: 'mail.example.org' }, 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    [{ SITE_URL: 'league.test' }, 'SITE_URL must be a URL starting with http:// or https://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must contain an e-mail address'],
    [{ OPERATIONS_EMAIL: 'ops desk' }, 'OPERATIONS_EMAIL must be an e-mail address'],
    [{ SEED_DEMO: 'yes please' }, 'SEED_DEMO must be true or false'],
    [{ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: 'two' }, 'TRUST_PROXY_HOPS must be a whole number'],
    [{ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' }, 'TRUST_PROXY_HOPS must be at least 1'],
    [{ TRUST_PROXY_HOPS: '2' }, 'TRUST_PROXY_HOPS needs TRUST_PROXY=true'],
    [{ LOGIN_LIMIT_PER_ADDRESS: '-3' }, 'LOGIN_LIMIT_PER_ADDRESS must be a whole number'],
    [{ HASH_CONCURRENCY: '0' }, 'HASH_CONCURRENCY must be at least 1'],
    [
      { CORS_ORIGINS: 'example.org' },
      'CORS_ORIGINS must be a comma-separated list of origins like https://example.org',
    ],
  ])('with %j', (values, message) => {
    it(`fails naming the variable: "${message}"`, () => {
      expect(() => loadConfig({ JWT_SECRET: secret, ...values })).toThrow(message);
    });
  });

  describe.each([
    ['development', undefined, true],
    ['test', undefined, true],
    ['production', undefined, false],
    ['production', 'true', true],
    ['development', 'false', false],
    ['test', '0', false],
  ])('with NODE_ENV=%s and SEED_DEMO=%s', (nodeEnv, seedDemo, expected) => {
    it(expected ? 'seeds the demo accounts and data' : 'seeds no demo accounts or data', () => {
      const config = loadConfig({
        JWT_SECRET: secret,
        NODE_ENV: nodeEnv,
        SEED_DEMO: seedDemo,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      });
      expect(config.seedDemo).toBe(expected);
    });
  });

  it('charges through the local sandbox by default, with its own keys', () => {
    expect(loadConfig({ JWT_SECRET: secret }).payments).toMatchObject({
      provider: 'sandbox',
      apiBase: 'http://localhost:4321/sandbox/clover',
      publicKey: 'sandbox-public-key',
      timeoutMs: 10_000,
    });
  });

  it('charges through Clover when configured, and names what Clover still needs', () => {
    const clover = { JWT_SECRET: secret, PAYMENT_PROVIDER: 'clover' };
    expect(() => loadConfig(clover)).toThrow(
      'PAYMENT_PROVIDER=clover needs CLOVER_PRIVATE_TOKEN, CLOVER_PUBLIC_KEY, CLOVER_MERCHANT_ID',
    );
    const config = loadConfig({
      ...clover,
      CLOVER_PRIVATE_TOKEN: 'private-token-123',
      CLOVER_PUBLIC_KEY: 'public-key-12345',
      CLOVER_MERCHANT_ID: 'MERCHANT1',
      CLOVER_API_BASE: 'https://scl.clover.com/',
    });
    expect(config.payments).toMatchObject({
      provider: 'clover',
      apiBase: 'https://scl.clover.com',
      merchantId: 'MERCHANT1',
    });
  });

  it('refuses to take payments in production until a provider is chosen by name', () => {
    expect(() => loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production' })).toThrow(
      'set PAYMENT_PROVIDER=clover (with its keys) in production',
    );
  });

  it('takes a test clock file outside production only, and refuses to start with one in production', () => {
    expect(loadConfig({ JWT_SECRET: secret }).capacity.testClockFile).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'test', TEST_CLOCK_FILE: 'clock' }).capacity).toEqual({
      checkoutHoldMs: 30 * 60_000,
      offerHoldMs: 48 * 3_600_000,
      sweepIntervalMs: 60_000,
      testClockFile: path.resolve('clock'),
    });
    expect(loadConfig({ JWT_SECRET: secret, TEST_CLOCK_FILE: '/tmp/clock' }).capacity.testClockFile).toBe(
      '/tmp/clock',
    );
    const production = {
      JWT_SECRET: secret,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    };
    expect(loadConfig(production).capacity.testClockFile).toBeUndefined();
    expect(() => loadConfig({ ...production, TEST_CLOCK_FILE: '/tmp/clock' })).toThrow(
      new ConfigError(
        'Invalid configuration: TEST_CLOCK_FILE moves the clock for tests and is refused when NODE_ENV=production',
      ),
    );
  });

  it('refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS=true is set on purpose (issue 17)', () => {
    const sandbox = { JWT_SECRET: secret, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };
    const refusal =
      'Invalid configuration: NODE_ENV=production with PAYMENT_PROVIDER=sandbox marks payments paid with no money moved; set PAYMENT_PROVIDER=clover (with its keys), or ALLOW_SANDBOX_PAYMENTS=true to take test payments on purpose';
    expect(() => loadConfig(sandbox)).toThrow(new ConfigError(refusal));
    expect(() => loadConfig({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: 'false' })).toThrow(refusal);
    expect(() => loadConfig({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(
      'ALLOW_SANDBOX_PAYMENTS must be true or false',
    );
    expect(loadConfig({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: 'true' }).payments.provider).toBe('sandbox');
    // Outside production the sandbox needs no permission.
    expect(loadConfig({ JWT_SECRET: secret, PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
  });

  it('follows data changes by the build hook when one is configured, else not at all', () => {
    expect(loadConfig({ JWT_SECRET: secret }).siteBuilds).toEqual({
      mode: 'off',
      hookUrl: undefined,
      debounceMs: 2000,
      timeoutMs: 600_000,
      retryMs: 15_000,
    });
    const hook = 'https://api.netlify.com/build_hooks/abc123';
    expect(loadConfig({ JWT_SECRET: secret, SITE_BUILD_HOOK_URL: hook }).siteBuilds).toMatchObject({
      mode: 'hook',
      hookUrl: hook,
    });
    expect(
      loadConfig({ JWT_SECRET: secret, SITE_BUILD_DEBOUNCE_MS: '500', SITE_BUILD_TIMEOUT_MS: '90000' })
        .siteBuilds,
    ).toMatchObject({ debounceMs: 500, timeoutMs: 90_000 });
    expect(loadConfig({ JWT_SECRET: secret, SITE_BUILD_RETRY_MS: '2000' }).siteBuilds.retryMs).toBe(2000);
    expect(loadConfig({ JWT_SECRET: secret, SITE_BUILD_COMMAND: '  ' }).siteBuilds.command).toBeUndefined();
    expect(
      loadConfig({ JWT_SECRET: secret, SITE_BUILD_COMMAND: ' npm run build:custom ' }).siteBuilds.command,
    ).toBe('npm run build:custom');
  });

  it('builds locally where the command asks for it (npm start), unless SITE_BUILD_MODE says otherwise', () => {
    const local = { SITE_BUILD_MODE: 'local' };
    expect(loadConfig({ JWT_SECRET: secret }, local).siteBuilds.mode).toBe('local');
    expect(loadConfig({ JWT_SECRET: secret, SITE_BUILD_MODE: 'off' }, local).siteBuilds.mode).toBe('off');
    expect(() => loadConfig({ JWT_SECRET: secret, SITE_BUILD_MODE: 'hook' })).toThrow(
      'SITE_BUILD_MODE=hook needs SITE_BUILD_HOOK_URL',
    );
  });

  it.each([
    [{ SITE_BUILD_MODE: 'cdn' }, 'SITE_BUILD_MODE must be local, hook or off'],
    [
      { SITE_BUILD_HOOK_URL: 'netlify' },
      'SITE_BUILD_HOOK_URL must be a URL starting with https:// or http://',
    ],
    [{ SITE_BUILD_DEBOUNCE_MS: '2s' }, 'SITE_BUILD_DEBOUNCE_MS must be a whole number of milliseconds'],
    [{ SITE_BUILD_TIMEOUT_MS: '0' }, 'SITE_BUILD_TIMEOUT_MS must be at least 1'],
  ])('refuses %j', (values, message) => {
    expect(() => loadConfig({ JWT_SECRET: secret, ...values })).toThrow(message);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET is required when NODE_ENV=production',
    );
  });

  it('generates a development secret once and keeps it in the data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'league-env-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });
});

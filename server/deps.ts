/** Wiring the app's services from configuration and an open database. */
import { createPasswordHasher, type PasswordCost } from './auth/password';
import { createTokenService } from './auth/tokens';
import type { AppDeps } from './context';
import type { Db, DatabaseTarget } from './db/client';
import type { Config } from './env';
import { createMailer } from './mail/mailer';
import { createPushSender } from './notify/channels/push';
import { createSmsSender } from './notify/channels/sms';
import { createCloverGateway } from './payments/clover';
import type { PaymentGateway } from './payments/gateway';
import { createSandboxGateway } from './payments/sandbox';
import { sandboxSettings } from './sandbox/clover/provider';

/** Builds the services; `passwordCost` is for tests only (production always uses the OWASP cost). */
export function createDeps(config: Config, db: Db, internal: { passwordCost?: PasswordCost } = {}): AppDeps {
  return {
    db,
    config,
    mailer: createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }),
    passwords: createPasswordHasher(internal.passwordCost, config.hashing),
    tokens: createTokenService(db, config.jwtSecret),
    gateway: createGateway(config, db),
    sms: createSmsSender(config.messages.sms, db, `${config.siteUrl}/api/notify/sms/status/`),
    push: createPushSender(config.messages.push),
  };
}

/** The configured payment gateway: Clover's REST API, or the local sandbox in-process. */
export function createGateway(config: Config, db: Db): PaymentGateway {
  const { payments } = config;
  return payments.provider === 'clover'
    ? createCloverGateway({
        apiBase: payments.apiBase,
        privateToken: payments.privateToken,
        timeoutMs: payments.timeoutMs,
      })
    : createSandboxGateway(db, sandboxSettings(payments), payments.timeoutMs);
}

/** Where the configured database lives: DATABASE_URL, else PGlite in `<DATA_DIR>/pglite`. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` };
}

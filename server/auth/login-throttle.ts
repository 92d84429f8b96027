/**
 * Sign-in throttling, counted in the database through server/http/rate-limit.ts before the password
 * is checked, so concurrent attempts each see a distinct count and no more than the limit are ever
 * checked (on every replica). Three counts per attempt, in the login window (settings in
 * server/env.ts `limits`):
 * - per account and address (`login-account-address`): that address has failed that many times on
 *   that account: refused (429), whatever the password. An address that has not failed is never
 *   refused for the account, so strangers cannot lock its owner out;
 * - per address (`login-address`): failures across accounts from one address: refused;
 * - per account (`login-account`): attempts on the account from anywhere: past a few, each further
 *   one waits, doubling up to a maximum (slowed down, never refused).
 * A sign-in that succeeds gives its address counts back (they count failures) and clears the
 * account's; one that was never checked (the server was busy) gives its address counts back.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client';
import type { Limits } from '../env';
import {
  countAttempt,
  forgetAttempts,
  refundAttempt,
  tooManyRequests,
  type RateRule,
} from '../http/rate-limit';

export const THROTTLED_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';

/** The three rules of a sign-in under these limits. */
function loginRules(limits: Limits) {
  const windowMs = limits.loginWindowMs;
  return {
    address: { bucket: 'login-address', max: limits.loginPerAddress, windowMs },
    accountAddress: { bucket: 'login-account-address', max: limits.loginPerAccountAddress, windowMs },
    account: { bucket: 'login-account', max: limits.loginDelayAfterFailures, windowMs },
  } satisfies Record<string, RateRule>;
}

/** How long the `attempts`-th attempt on an account within the window waits before its check. */
export function loginDelayMs(attempts: number, limits: Limits): number {
  const over = attempts - limits.loginDelayAfterFailures;
  if (over <= 0) return 0;
  return Math.min(limits.loginDelayMaxMs, limits.loginDelayBaseMs * 2 ** Math.min(over - 1, 30));
}

/** A sign-in attempt that was counted and may now have its password checked. */
export interface LoginAttempt {
  /** The password was right: give the address counts back and clear the account's. */
  succeeded(): Promise<void>;
  /** The password was never checked (the server was busy): give the address counts back. */
  unchecked(): Promise<void>;
}

/**
 * Counts a sign-in attempt of `email` from `ip` before its password is checked: throws 429 (with
 * Retry-After) when the address is over a limit, otherwise waits as long as the account's
 * attempts ask and returns the attempt.
 */
export async function beginLoginAttempt(
  db: Db,
  limits: Limits,
  email: string,
  ip: string,
  now = new Date(),
): Promise<LoginAttempt> {
  const rules = loginRules(limits);
  const pair = `${email}|${ip}`;
  for (const [rule, key] of [
    [rules.address, ip],
    [rules.accountAddress, pair],
  ] as const) {
    const counted = await countAttempt(db, rule, key, now);
    if (!counted.allowed) throw tooManyRequests(THROTTLED_MESSAGE, counted.retryAfterSeconds);
  }
  const onAccount = await countAttempt(db, rules.account, email, now);
  const delay = loginDelayMs(onAccount.count, limits);
  if (delay > 0) await sleep(delay);

  const giveBack = async () => {
    await refundAttempt(db, rules.address, ip, now);
    await refundAttempt(db, rules.accountAddress, pair, now);
  };
  return {
    async succeeded() {
      await giveBack();
      await forgetAttempts(db, rules.account, email);
    },
    unchecked: giveBack,
  };
}

/**
 * Clears an account's sign-in counts after its password was reset from `ip`: its attempts from
 * anywhere, and its failures from that address (where its owner just proved who they are).
 */
export async function forgetLoginAttempts(db: Db, limits: Limits, email: string, ip: string): Promise<void> {
  const rules = loginRules(limits);
  await forgetAttempts(db, rules.account, email);
  await forgetAttempts(db, rules.accountAddress, `${email}|${ip}`);
}

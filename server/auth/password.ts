/**
 * Password hashing with node:crypto scrypt.
 * Stored form: `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` so old hashes keep verifying when the
 * cost changes. Production cost follows OWASP (N=2^17, r=8, p=1); tests pass a lower cost explicitly.
 *
 * Each hash costs ≈128 MiB and a core for a while, so the API runs them through one in-process
 * queue (HASH_CONCURRENCY at once, HASH_QUEUE_SIZE waiting): when it is full the caller gets 503
 * with Retry-After instead of a slower server for everyone. Sign-in checks go ahead of the other
 * hashes (registrations, resets) and wait in a line of their own, so a flood of sign-ups cannot
 * keep anyone from signing in.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import PQueue from 'p-queue';
import { ApiError } from '../http/errors';

/** scrypt cost parameters. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The OWASP-recommended scrypt cost. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** How many hashes run at once, and how many of each kind may wait (server/env.ts `hashing`). */
export interface HashQueueOptions {
  concurrency: number;
  queueSize: number;
}

export const HASHER_BUSY = 'The server is busy right now. Please try again in a few seconds.';
/** Seconds a caller refused by a full queue is asked to wait. */
export const HASHER_RETRY_AFTER_SECONDS = 2;

const KEY_LENGTH = 32;
/** Queue priorities: sign-in checks before other hashes. */
const SIGN_IN = 1;
const OTHER = 0;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default 32 MiB cap is too small for N=2^17.
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes and verifies passwords at one cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks a password at sign-in (ahead of other hashes in the queue). */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verify, for unknown accounts (no user enumeration by timing). */
  verifyDummy(password: string): Promise<false>;
}

/**
 * Creates a hasher; pass a lower cost only in tests. Without queue options every hash runs at once
 * (seeding, scripts); the API passes its settings.
 */
export function createPasswordHasher(
  cost: ScryptCost = OWASP_SCRYPT_COST,
  queueOptions?: HashQueueOptions,
): PasswordHasher {
  const queue = queueOptions ? new PQueue({ concurrency: queueOptions.concurrency }) : null;
  /** Runs one derivation through the queue, or refuses with 503 when its line is full. */
  const queued = (priority: number, task: () => Promise<Buffer>): Promise<Buffer> => {
    if (!queue || !queueOptions) return task();
    const free = queue.pending < queueOptions.concurrency && queue.size === 0;
    if (!free && queue.sizeBy({ priority }) >= queueOptions.queueSize) {
      return Promise.reject(
        new ApiError(503, { detail: HASHER_BUSY }, { 'Retry-After': String(HASHER_RETRY_AFTER_SECONDS) }),
      );
    }
    return queue.add(task, { priority });
  };

  let dummy: Promise<string> | undefined;
  const stored = (salt: Buffer, key: Buffer) =>
    ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  const verifyAt = async (password: string, hashed: string) => {
    const [scheme, n, r, p, salt, expected] = hashed.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
    const expectedKey = Buffer.from(expected, 'base64url');
    const key = await queued(SIGN_IN, () =>
      derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }),
    );
    return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
  };
  return {
    async hash(password) {
      const salt = randomBytes(16);
      return stored(salt, await queued(OTHER, () => derive(password, salt, cost)));
    },
    verify: verifyAt,
    async verifyDummy(password) {
      // The stand-in for an account that does not exist: made once, outside the queue.
      dummy ??= (async () => {
        const salt = randomBytes(16);
        return stored(salt, await derive(randomBytes(12).toString('base64url'), salt, cost));
      })();
      await verifyAt(password, await dummy);
      return false;
    },
  };
}

/**
 * Password hashing: Argon2id through @node-rs/argon2 (a prebuilt native binding), at an OWASP
 * password-storage setting chosen by measurement (README: Registration day).
 * Stored forms: the PHC string `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>` for every
 * hash made now; accounts from before keep `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>`, which
 * still verifies, and `needsRehash` says so, so the sign-in that proves the password stores it anew.
 *
 * Hashes run through one in-process queue (HASH_CONCURRENCY at once, HASH_QUEUE_SIZE waiting): when
 * it is full the caller gets 503 with Retry-After instead of a slower server for everyone. Sign-in
 * checks go ahead of the other hashes (registrations, resets, rehashes) and wait in a line of their
 * own, so a flood of sign-ups cannot keep anyone from signing in.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import PQueue from 'p-queue';
import { ApiError } from '../http/errors';

/** Argon2id cost parameters: memory in KiB, passes over it, lanes. */
export interface PasswordCost {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

/**
 * OWASP's Argon2id setting of 19 MiB and two passes (one lane). Of the settings the OWASP password
 * storage guide counts as equivalent, it costs about the same as 12 MiB × 3 and half of 46 MiB × 1
 * here, and keeps more memory per guess than 9 MiB × 4 or 7 MiB × 5 (`npm run bench:rush` prints the
 * measurement).
 */
export const OWASP_ARGON2_COST: PasswordCost = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 };

/** scrypt cost parameters of hashes stored before Argon2id. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

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
/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

const normalized = (password: string) => password.normalize('NFKC');

function deriveScrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default 32 MiB cap is too small for N=2^17.
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(normalized(password), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The scrypt form of hashes stored before Argon2id (tests make accounts from before with it). */
export async function scryptHash(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveScrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a stored scrypt hash matches the password (false for a malformed one). */
async function scryptMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await deriveScrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/** Hashes and verifies passwords at one cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks a password at sign-in (ahead of other hashes in the queue). */
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a stored hash is of another kind or cost than new ones: store it anew once verified. */
  needsRehash(stored: string): boolean;
  /** Spends the same time as a real verify, for unknown accounts (no user enumeration by timing). */
  verifyDummy(password: string): Promise<false>;
}

/**
 * Creates a hasher; pass a lower cost only in tests. Without queue options every hash runs at once
 * (seeding, scripts); the API passes its settings.
 */
export function createPasswordHasher(
  cost: PasswordCost = OWASP_ARGON2_COST,
  queueOptions?: HashQueueOptions,
): PasswordHasher {
  const queue = queueOptions ? new PQueue({ concurrency: queueOptions.concurrency }) : null;
  /** Runs one hash through the queue, or refuses with 503 when its line is full. */
  const queued = <T>(priority: number, task: () => Promise<T>): Promise<T> => {
    if (!queue || !queueOptions) return task();
    const free = queue.pending < queueOptions.concurrency && queue.size === 0;
    if (!free && queue.sizeBy({ priority }) >= queueOptions.queueSize) {
      return Promise.reject(
        new ApiError(503, { detail: HASHER_BUSY }, { 'Retry-After': String(HASHER_RETRY_AFTER_SECONDS) }),
      );
    }
    return queue.add(task, { priority });
  };
  const options = {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKiB,
    timeCost: cost.passes,
    parallelism: cost.parallelism,
  };
  const current = `$argon2id$v=19$m=${cost.memoryKiB},t=${cost.passes},p=${cost.parallelism}$`;
  const hashNow = (password: string) => argon2Hash(normalized(password), options);
  const matches = async (password: string, stored: string): Promise<boolean> => {
    if (stored.startsWith('scrypt$')) return scryptMatches(password, stored);
    if (!stored.startsWith('$argon2')) return false;
    try {
      return await argon2Verify(stored, normalized(password));
    } catch {
      // A stored value that does not decode matches nothing.
      return false;
    }
  };
  const verify = (password: string, stored: string) => queued(SIGN_IN, () => matches(password, stored));

  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => queued(OTHER, () => hashNow(password)),
    verify,
    needsRehash: (stored) => !stored.startsWith(current),
    async verifyDummy(password) {
      // The stand-in for an account that does not exist: made once, outside the queue.
      dummy ??= hashNow(randomBytes(12).toString('base64url'));
      await verify(password, await dummy);
      return false;
    },
  };
}

/**
 * Password hashing with node:crypto scrypt.
 * Stored form: `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` so old hashes keep verifying when the
 * cost changes. Production cost follows OWASP (N=2^17, r=8, p=1); tests pass a lower cost explicitly.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The OWASP-recommended scrypt cost. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;

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
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verify, for unknown accounts (no user enumeration by timing). */
  verifyDummy(password: string): Promise<false>;
}

/** Creates a hasher; pass a lower cost only in tests. */
export function createPasswordHasher(cost: ScryptCost = OWASP_SCRYPT_COST): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, cost);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  };
  const verify = async (password: string, stored: string) => {
    const [scheme, n, r, p, salt, expected] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
    const expectedKey = Buffer.from(expected, 'base64url');
    const key = await derive(password, Buffer.from(salt, 'base64url'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
  };
  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummy ??= hash(randomBytes(12).toString('base64url'));
      await verify(password, await dummy);
      return false;
    },
  };
}

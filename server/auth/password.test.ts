import { describe, expect, it } from 'vitest';
import { createPasswordHasher, HASHER_BUSY, OWASP_ARGON2_COST, scryptHash } from './password';

const COST = { memoryKiB: 1024, passes: 1, parallelism: 1 };

describe('password hashing', () => {
  it('stores Argon2id at OWASP’s 19 MiB, two passes, one lane in production', async () => {
    const stored = await createPasswordHasher().hash('a-Strong-pass-1');
    expect(OWASP_ARGON2_COST).toEqual({ memoryKiB: 19456, passes: 2, parallelism: 1 });
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the password it hashed and nothing else', async () => {
    const hasher = createPasswordHasher(COST);
    const stored = await hasher.hash('a-Strong-pass-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hasher.verify('a-Strong-pass-1', stored)).toBe(true);
    expect(await hasher.verify('a-Strong-pass-2', stored)).toBe(false);
    expect(await hasher.verifyDummy('a-Strong-pass-1')).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('still verifies a scrypt hash stored before Argon2id, and asks for it to be stored anew', async () => {
    const hasher = createPasswordHasher(COST);
    const old = await scryptHash('a-Strong-pass-1', { N: 2 ** 10, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify('a-Strong-pass-1', old)).toBe(true);
    expect(await hasher.verify('a-Strong-pass-2', old)).toBe(false);
    expect(hasher.needsRehash(old)).toBe(true);
  });

  it('asks for a hash of another cost to be stored anew', async () => {
    const other = await createPasswordHasher({ ...COST, passes: 2 }).hash('a-Strong-pass-1');
    const hasher = createPasswordHasher(COST);
    expect(await hasher.verify('a-Strong-pass-1', other)).toBe(true);
    expect(hasher.needsRehash(other)).toBe(true);
  });

  it.each([[''], ['$argon2id$v=19$garbage'], ['scrypt$1$2'], ['plain-text']])(
    'matches nothing against a malformed stored value %j',
    async (stored) => {
      expect(await createPasswordHasher(COST).verify('a-Strong-pass-1', stored)).toBe(false);
    },
  );
});

describe('the hash queue', () => {
  it('runs at most the concurrency at once, lets the queue size wait and refuses the rest with 503', async () => {
    const hasher = createPasswordHasher(COST, { concurrency: 1, queueSize: 2 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => hasher.hash('a-Strong-pass-1')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const { reason } of refused) {
      expect(reason).toMatchObject({
        status: 503,
        body: { detail: HASHER_BUSY },
        headers: { 'Retry-After': '2' },
      });
    }
  });

  it('checks a sign-in before the hashes waiting ahead of it, in a line of its own', async () => {
    const hasher = createPasswordHasher(COST, { concurrency: 1, queueSize: 2 });
    const stored = await hasher.hash('a-Strong-pass-1');
    const finished: string[] = [];
    const track = <T>(name: string, work: Promise<T>) => work.then(() => finished.push(name));
    // One hash runs, two wait and the line of other hashes is full…
    const work = [1, 2, 3].map((n) => track(`hash ${n}`, hasher.hash('another-Pass-9')));
    await expect(hasher.hash('one-more-Pass-1')).rejects.toMatchObject({ status: 503 });
    // …yet a sign-in is taken, and checked as soon as the running hash is done.
    work.push(track('sign-in', hasher.verify('a-Strong-pass-1', stored)));
    await Promise.all(work);
    expect(finished).toEqual(['hash 1', 'sign-in', 'hash 2', 'hash 3']);
  });

  it('lets the work through once the queue has room again', async () => {
    const hasher = createPasswordHasher(COST, { concurrency: 1, queueSize: 0 });
    const first = hasher.hash('a-Strong-pass-1');
    await expect(hasher.hash('a-Strong-pass-1')).rejects.toMatchObject({ status: 503 });
    await first;
    await expect(hasher.hash('a-Strong-pass-1')).resolves.toMatch(/^\$argon2id\$/);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { createTestContext, type TestContext } from '../test/harness';
import { currentAccount } from './accounts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('remembered accounts', () => {
  it('answers the row as it is now, read again right after any write to users', async () => {
    const id = await idOf('parent@demo.test');
    const first = await currentAccount(t.handle.db, id);
    expect(first?.email).toBe('parent@demo.test');
    // Remembered, yet an object of its own for each request.
    const second = await currentAccount(t.handle.db, id);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);

    // Another account's write is a write to users too: the row is read again.
    await t.handle.db
      .update(users)
      .set({ phoneNumber: '555-0100' })
      .where(eq(users.email, 'coach@demo.test'));
    expect(await currentAccount(t.handle.db, id)).toEqual(first);

    await t.handle.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, id));
    expect((await currentAccount(t.handle.db, id))?.firstName).toBe('Renamed');
    expect(await currentAccount(t.handle.db, 999_999)).toBeUndefined();
  });

  it('refuses a signed-in caller at once after the account is deactivated, and shows a role changed meanwhile', async () => {
    const token = await t.signIn('recruiter2@demo.test');
    expect((await t.call('GET', '/api/auth/me/', { token })).body).toMatchObject({ role: 'recruiter' });

    await t.handle.db.update(users).set({ role: 'coach' }).where(eq(users.email, 'recruiter2@demo.test'));
    expect((await t.call('GET', '/api/auth/me/', { token })).body).toMatchObject({ role: 'coach' });

    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.email, 'recruiter2@demo.test'));
    const refused = await t.call('GET', '/api/auth/me/', { token });
    expect(refused).toMatchObject({
      status: 401,
      body: { detail: 'Given token not valid for any token type' },
    });
  });

  it('refuses an access token at once once its token version is raised (a sign-out everywhere)', async () => {
    const token = await t.signIn('minor@demo.test');
    expect((await t.call('GET', '/api/auth/me/', { token })).status).toBe(200);
    const id = await idOf('minor@demo.test');
    await t.deps.tokens.revokeAll(id);
    expect((await t.call('GET', '/api/auth/me/', { token })).status).toBe(401);
  });
});

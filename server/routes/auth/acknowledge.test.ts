import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

const ACKNOWLEDGE = '/api/auth/parent-code-of-conduct/acknowledge/';

const storedAt = async (id: number) =>
  (await t.handle.db.select().from(users).where(eq(users.id, id)))[0]?.parentCodeOfConductAcknowledgedAt;

describe('POST /api/auth/parent-code-of-conduct/acknowledge/', () => {
  it('starts unacknowledged on /auth/me/, with no shipping address yet', async () => {
    const { token } = await t.signUp('parent_guardian');
    const me = await t.call('GET', '/api/auth/me/', { token });
    expect(me.body).toMatchObject({
      shipping_address: null,
      parent_code_of_conduct_acknowledged: false,
      parent_code_of_conduct_acknowledged_at: null,
    });
  });

  it('records the time and answers the refreshed user, which /auth/me/ then shows', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const started = Date.now();
    const res = await t.call('POST', ACKNOWLEDGE, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      parent_code_of_conduct_acknowledged: true,
      parent_code_of_conduct_acknowledged_at: expect.any(String),
    });
    const at = await storedAt(user.id);
    expect(at!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(res.body.parent_code_of_conduct_acknowledged_at).toBe(at!.toISOString());
    const me = await t.call('GET', '/api/auth/me/', { token });
    expect(me.body).toMatchObject({
      parent_code_of_conduct_acknowledged: true,
      parent_code_of_conduct_acknowledged_at: at!.toISOString(),
    });
  });

  it('is idempotent: acknowledging again keeps the first time', async () => {
    const { token, user } = await t.signUp('parent_guardian');
    const first = await t.call('POST', ACKNOWLEDGE, { token, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await t.call('POST', ACKNOWLEDGE, { token });
    expect(second.status).toBe(200);
    expect(second.body.parent_code_of_conduct_acknowledged_at).toBe(
      first.body.parent_code_of_conduct_acknowledged_at,
    );
    expect((await storedAt(user.id))!.toISOString()).toBe(first.body.parent_code_of_conduct_acknowledged_at);
  });

  it('acknowledges only for the caller', async () => {
    const caller = await t.signUp('parent_guardian');
    const other = await t.signUp('parent_guardian');
    await t.call('POST', ACKNOWLEDGE, { token: caller.token });
    expect(await storedAt(other.user.id)).toBeNull();
  });

  it('is for parents only (403 with the portal text) and needs a session (401)', async () => {
    const { token, user } = await t.signUp('referee');
    const res = await t.call('POST', ACKNOWLEDGE, { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Access denied: Parent/Guardian role required for this portal.' });
    expect(await storedAt(user.id)).toBeNull();
    const anonymous = await t.call('POST', ACKNOWLEDGE);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

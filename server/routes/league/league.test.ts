/**
 * GET /league/prices/ (issue 37): the league's price list as the public pages are built from it —
 * anyone may read it, and an answer kept by the API follows an office edit at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t?.close());

describe('GET /api/league/prices/', () => {
  it("answers anyone the league's price list, and the office's edit from then on", async () => {
    const before = await t.call('GET', '/api/league/prices/');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ fee_cents: 25_000, uniform_cents: 8_500, referee_training_cents: 25_000 });

    const staff = await t.signIn('staff@demo.test');
    const edited = await t.call('PATCH', '/api/office/league-prices/1/', {
      token: staff,
      body: { fee: '$275.50', uniform: '90', referee_training: '240.00' },
    });
    expect(edited.status).toBe(200);
    expect((await t.call('GET', '/api/league/prices/')).body).toEqual({
      fee_cents: 27_550,
      uniform_cents: 9_000,
      referee_training_cents: 24_000,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/store/products/', () => {
  it('lists the products on sale in shop order with price, price_cents and inventory', async () => {
    const res = await t.call('GET', '/api/store/products/?active=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 6, next: null, previous: null });
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'League Game Jersey',
      price: '45.00',
      price_cents: 4500,
      currency: 'USD',
      description: expect.any(String),
      image: '/store/game-jersey.svg',
      inventory: 24,
    });
  });

  it('has a sold-out product and one with two left, never a retired one', async () => {
    const { results } = (await t.call('GET', '/api/store/products/?active=true')).body as {
      results: { name: string; inventory: number }[];
    };
    expect(results.find((p) => p.name === 'Championship Snapback Cap')?.inventory).toBe(0);
    expect(results.find((p) => p.name === 'Sideline Hoodie')?.inventory).toBe(2);
    expect(results.map((p) => p.name)).not.toContain('Retired Fan Tee');
  });

  it('does not list retired products even when asked for inactive ones', async () => {
    const res = await t.call('GET', '/api/store/products/?active=false');
    expect(res.body.results.map((p: { name: string }) => p.name)).not.toContain('Retired Fan Tee');
  });

  it('pages like every list (page_size)', async () => {
    const res = await t.call('GET', '/api/store/products/?page_size=4');
    expect(res.body.results).toHaveLength(4);
    expect(res.body.next).toContain('page=2');
  });
});

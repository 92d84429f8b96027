import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeProductSizes, storeProducts } from '../../db/schema/store';
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
      sizes: [
        { size: 'S', inventory: 5 },
        { size: 'M', inventory: 8 },
        { size: 'L', inventory: 6 },
        { size: 'XL', inventory: 5 },
        { size: '2XL', inventory: 0 },
      ],
    });
    const bottle = res.body.results.find((p: { name: string }) => p.name === 'Insulated Water Bottle');
    expect(bottle).toMatchObject({ inventory: 60, sizes: [] });
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

describe('POST /api/store/cart/', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const rows = await t.handle.db.select().from(storeProducts);
    ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });
  const check = (lines: unknown) => t.call('POST', '/api/store/cart/', { body: { lines } });

  it('prices lines from the store’s own prices, per size, merging a line asked for twice', async () => {
    const res = await check([
      { product: ids['League Game Jersey'], size: 'M', quantity: 2, price_cents: 1 },
      { product: ids['League Game Jersey'], size: 'M', quantity: 1 },
      { product: ids['Insulated Water Bottle'], quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lines: [
        {
          product: ids['League Game Jersey'],
          name: 'League Game Jersey',
          size: 'M',
          quantity: 3,
          price_cents: 4500,
          inventory: 8,
          line_cents: 13500,
        },
        {
          product: ids['Insulated Water Bottle'],
          name: 'Insulated Water Bottle',
          size: null,
          quantity: 1,
          price_cents: 2000,
          inventory: 60,
          line_cents: 2000,
        },
      ],
      subtotal_cents: 15500,
      currency: 'USD',
    });
  });

  it.each([
    [
      'a size the product does not come in',
      'League Game Jersey',
      '3XL',
      1,
      'League Game Jersey does not come in size 3XL.',
    ],
    ['a sold-out size', 'League Game Jersey', '2XL', 1, 'League Game Jersey in size 2XL is sold out.'],
    ['no size for a product sold by size', 'Sideline Hoodie', null, 1, 'Choose a size first.'],
    [
      'more than the size has on hand',
      'Sideline Hoodie',
      'M',
      2,
      'Already at available inventory for this item.',
    ],
    [
      'a size for a product sold as one item',
      'Flag Belt Practice Set',
      'M',
      1,
      'Flag Belt Practice Set does not come in size M.',
    ],
    ['a sold-out product', 'Championship Snapback Cap', null, 1, 'This item is currently sold out.'],
  ])('refuses %s with a readable message', async (_case, name, size, quantity, detail) => {
    const res = await check([{ product: ids[name], size, quantity }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });

  it('refuses a retired or unknown product, and says so for a size that sold out meanwhile', async () => {
    for (const product of [ids['Retired Fan Tee'], 987654]) {
      const res = await check([{ product, quantity: 1 }]);
      expect(res).toMatchObject({
        status: 400,
        body: { detail: 'This item is no longer sold. Refresh the page to see what is.' },
      });
    }
    const hoodie = ids['Sideline Hoodie']!;
    await t.handle.db
      .update(storeProductSizes)
      .set({ inventory: 0 })
      .where(eq(storeProductSizes.productId, hoodie));
    try {
      const res = await check([{ product: hoodie, size: 'L', quantity: 1 }]);
      expect(res.body).toEqual({ detail: 'Sideline Hoodie in size L is sold out.' });
    } finally {
      await t.handle.db
        .update(storeProductSizes)
        .set({ inventory: 1 })
        .where(eq(storeProductSizes.productId, hoodie));
      await t.handle.db
        .update(storeProductSizes)
        .set({ inventory: 0 })
        .where(
          and(eq(storeProductSizes.productId, hoodie), inArray(storeProductSizes.size, ['S', 'XL', '2XL'])),
        );
    }
  });

  it('answers bad lists with field errors and stores nothing', async () => {
    const before = (await t.handle.db.select({ n: count() }).from(storeProductSizes))[0]!.n;
    expect((await check([])).body).toEqual({ lines: ['This list may not be empty.'] });
    expect((await check('M')).status).toBe(400);
    const res = await check([{ product: ids['League Game Jersey'], size: 'M', quantity: 0 }]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Ensure this value is greater than or equal to 1.');
    expect((await t.handle.db.select({ n: count() }).from(storeProductSizes))[0]!.n).toBe(before);
  });
});

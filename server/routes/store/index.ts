/**
 * GET /store/products/: the merchandise on sale (active products only, in shop order), paged, with
 * price as a decimal string and price_cents (spec 3 §3, §7), and the sizes a product is sold in.
 * POST /store/cart/: the store's check of cart lines (issue 22): each product on sale, in a size
 * it comes in (a product sold by size needs one), with enough on hand; answered priced from the
 * server's own prices, or refused with a readable message.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { cartLineProblem, priceCents, SIZE_MESSAGES, stockOf } from '../../../src/domain/store';
import type { Product } from '../../../src/domain/types';
import type { Db } from '../../db/client';
import { storeProductSizes, storeProducts } from '../../db/schema/store';
import { detailError } from '../../http/errors';
import { listHandler, type ListConfig } from '../../http/list';
import { routes } from '../../http/router';
import { integerId, readBody } from '../../http/validation';

type ProductRow = typeof storeProducts.$inferSelect;
type SizeRow = typeof storeProductSizes.$inferSelect;

/** A product as the API shows it: a product sold by size has its sizes, and their total on hand. */
export function productJson(row: ProductRow, sizeRows: readonly SizeRow[] = []): Product {
  const sizes = sizeRows
    .filter((size) => size.productId === row.id)
    .map((size) => ({ size: size.size, inventory: size.inventory }));
  const product: Product = {
    id: row.id,
    name: row.name,
    price: (row.priceCents / 100).toFixed(2),
    price_cents: row.priceCents,
    currency: row.currency,
    description: row.description,
    image: row.image,
    inventory: row.inventory,
    sizes,
  };
  return sizes.length > 0 ? { ...product, inventory: stockOf(product) } : product;
}

/** The size rows of these products. */
async function sizesOf(db: Db, ids: readonly number[]): Promise<SizeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(storeProductSizes)
    .where(inArray(storeProductSizes.productId, [...ids]));
}

const TOO_MANY = 'Ensure this field has no more than 50 elements.';

const cartSchema = v.object({
  lines: v.pipe(
    v.array(
      v.object({
        product: integerId(),
        size: v.optional(
          v.nullable(
            v.pipe(
              v.string('Not a valid string.'),
              v.maxLength(10, 'Ensure this field has no more than 10 characters.'),
            ),
          ),
          null,
        ),
        quantity: v.pipe(
          v.number('A valid integer is required.'),
          v.integer('A valid integer is required.'),
          v.minValue(1, 'Ensure this value is greater than or equal to 1.'),
          v.maxValue(99, 'Ensure this value is less than or equal to 99.'),
        ),
      }),
      'Expected a list of items.',
    ),
    v.minLength(1, 'This list may not be empty.'),
    v.maxLength(50, TOO_MANY),
  ),
});

/** Products on sale: the shop never lists retired products, whatever `active` asks for. */
const productList: ListConfig<ProductRow, Product> = {
  table: storeProducts,
  scope: eq(storeProducts.active, true),
  order: [asc(storeProducts.position), asc(storeProducts.id)],
  limits: { defaultSize: 50, maxSize: 100 },
  json: async (db, rows) => {
    const sizes = await sizesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => productJson(row, sizes));
  },
};

export const storeRoutes = routes('/store/products').get('/', listHandler(productList));

export const cartRoutes = routes('/store/cart').post('/', async (c) => {
  const { db } = c.var.deps;
  const { lines } = await readBody(c, cartSchema);
  const ids = [...new Set(lines.map((line) => line.product))];
  const [rows, sizes] = await Promise.all([
    db
      .select()
      .from(storeProducts)
      .where(and(inArray(storeProducts.id, ids), eq(storeProducts.active, true))),
    sizesOf(db, ids),
  ]);
  // One product in one size asked for twice counts once, with both quantities.
  const wanted = new Map<string, { product: number; size: string | null; quantity: number }>();
  for (const line of lines) {
    const size = line.size?.trim() || null;
    const key = `${line.product}:${size ?? ''}`;
    const held = wanted.get(key);
    wanted.set(key, { product: line.product, size, quantity: (held?.quantity ?? 0) + line.quantity });
  }
  const priced = [...wanted.values()].map((line) => {
    const row = rows.find((item) => item.id === line.product);
    if (!row) throw detailError(400, SIZE_MESSAGES.notSold);
    const product = productJson(row, sizes);
    const problem = cartLineProblem(product, line.size, line.quantity);
    if (problem) throw detailError(400, problem.message);
    return {
      product: product.id,
      name: product.name,
      size: line.size,
      quantity: line.quantity,
      price_cents: priceCents(product),
      inventory: stockOf(product, line.size),
      line_cents: priceCents(product) * line.quantity,
    };
  });
  return c.json({
    lines: priced,
    subtotal_cents: priced.reduce((sum, line) => sum + line.line_cents, 0),
    currency: 'USD',
  });
});

/**
 * GET /store/products/: the merchandise on sale (active products only, in shop order), paged, with
 * price as a decimal string and price_cents (spec 3 §3, §7).
 */
import { asc, count, eq } from 'drizzle-orm';
import { storeProducts } from '../../db/schema/store';
import { pageRequest, pageResponse } from '../../http/pagination';
import { routes } from '../../http/router';

type ProductRow = typeof storeProducts.$inferSelect;

/** A product as the API shows it. */
export function productJson(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    price: (row.priceCents / 100).toFixed(2),
    price_cents: row.priceCents,
    currency: row.currency,
    description: row.description,
    image: row.image,
    inventory: row.inventory,
  };
}

export const storeRoutes = routes('/store/products').get('/', async (c) => {
  const { db } = c.var.deps;
  const request = pageRequest(c, { defaultSize: 50, maxSize: 100 });
  // The shop never lists retired products, whatever `active` asks for.
  const onSale = eq(storeProducts.active, true);
  const [total] = await db.select({ n: count() }).from(storeProducts).where(onSale);
  const rows = await db
    .select()
    .from(storeProducts)
    .where(onSale)
    .orderBy(asc(storeProducts.position), asc(storeProducts.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return c.json(pageResponse(c, request, total?.n ?? 0, rows.map(productJson)));
});

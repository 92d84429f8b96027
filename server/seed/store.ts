/**
 * Seeds the merchandise store: six products on sale (one sold out, one with only two left) and a
 * retired one that the shop does not list. The jersey and the hoodie are sold by size (the shared
 * size list), each size with its own stock: the jersey's 2XL and the hoodie's S, XL and 2XL are
 * sold out. Pictures are in public/store/ (scripts/make-store-images.ts).
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeProductSizes, storeProducts } from '../db/schema/store';

/** Units on hand per size of the products sold by size, by product name. */
export const SEED_SIZES: Record<string, Record<string, number>> = {
  'League Game Jersey': { S: 5, M: 8, L: 6, XL: 5, '2XL': 0 },
  'Sideline Hoodie': { S: 0, M: 1, L: 1, XL: 0, '2XL': 0 },
};

export const SEED_PRODUCTS = [
  {
    name: 'League Game Jersey',
    description: 'Breathable mesh jersey in league navy and gold, youth and adult sizes.',
    priceCents: 4500,
    image: '/store/game-jersey.svg',
    inventory: 24,
  },
  {
    name: 'Sideline Hoodie',
    description: 'Heavyweight fleece hoodie with the league mark, for cold game mornings.',
    priceCents: 5500,
    image: '/store/sideline-hoodie.svg',
    inventory: 2,
  },
  {
    name: 'Championship Snapback Cap',
    description: 'Structured snapback with the championship patch. Restocking soon.',
    priceCents: 2500,
    image: '/store/snapback-cap.svg',
    inventory: 0,
  },
  {
    name: 'Flag Belt Practice Set',
    description: 'Two belts and six flags for backyard practice, sized for ages 11 and up.',
    priceCents: 1800,
    image: '/store/flag-belt-set.svg',
    inventory: 40,
  },
  {
    name: 'Insulated Water Bottle',
    description: 'Keeps water cold through a double-header. 24 oz, leak-proof lid.',
    priceCents: 2000,
    image: '/store/water-bottle.svg',
    inventory: 60,
  },
  {
    name: 'Drawstring Gear Bag',
    description: 'Light bag for cleats, gloves and a water bottle.',
    priceCents: 1500,
    image: '/store/gear-bag.svg',
    inventory: 35,
  },
  {
    name: 'Retired Fan Tee',
    description: 'Last season’s fan tee, no longer sold.',
    priceCents: 1200,
    image: '/store/game-jersey.svg',
    inventory: 10,
    active: false,
  },
];

/** Seeds the products when the store is empty; returns how many were added. */
export async function seedStore(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(storeProducts);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = await db
    .insert(storeProducts)
    .values(SEED_PRODUCTS.map((product, position) => ({ ...product, position })))
    .returning();
  const sizes = rows.flatMap((row) =>
    Object.entries(SEED_SIZES[row.name] ?? {}).map(([size, inventory]) => ({
      productId: row.id,
      size,
      inventory,
    })),
  );
  if (sizes.length > 0) await db.insert(storeProductSizes).values(sizes);
  return SEED_PRODUCTS.length;
}

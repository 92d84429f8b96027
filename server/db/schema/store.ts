/**
 * Merchandise (spec 3 §3 "Product"). price_cents is the price; inventory the units on hand (0 is
 * sold out); image a site path under /store/ or a URL. Only active products are listed.
 *
 * store_product_sizes: the sizes a product comes in (the shared size list, src/domain/registration.ts
 * SIZES), each with its own units on hand. A product with size rows is sold by size: its inventory
 * is the sum of theirs, and a cart line names a size. A product without any is sold as one item.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const storeProducts = pgTable(
  'store_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    image: text('image'),
    inventory: integer('inventory').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('store_products_price_check', sql`${table.priceCents} >= 0`),
    check('store_products_inventory_check', sql`${table.inventory} >= 0`),
  ],
);

export const storeProductSizes = pgTable(
  'store_product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    inventory: integer('inventory').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size] }),
    check('store_product_sizes_inventory_check', sql`${table.inventory} >= 0`),
  ],
);

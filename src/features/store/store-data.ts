/** The store's calls: the live product list (spec 3 §7) and the store's check of a cart line. */
import type { CartLine } from '../../domain/store';
import type { Page, Product } from '../../domain/types';
import { api } from '../../lib/api-client';

/** GET /store/products/?active=true: the products on sale now, with their sizes. */
export function getProducts(): Promise<Page<Product>> {
  return api<Page<Product>>('/store/products/', { query: { active: 'true' } });
}

/**
 * POST /store/cart/: the store checks a line (the product on sale, the size it comes in, enough on
 * hand) and prices it; a refusal is a 400 with a readable detail.
 */
export function checkCartLine(line: Pick<CartLine, 'id' | 'size' | 'quantity'>): Promise<unknown> {
  return api('/store/cart/', {
    method: 'POST',
    body: { lines: [{ product: line.id, size: line.size, quantity: line.quantity }] },
  });
}

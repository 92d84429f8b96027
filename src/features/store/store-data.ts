/** The store's live product list: GET /store/products/?active=true (spec 3 §7). */
import type { Page, Product } from '../../domain/types';
import { api } from '../../lib/api-client';

/** The products on sale now. */
export function getProducts(): Promise<Page<Product>> {
  return api<Page<Product>>('/store/products/', { query: { active: 'true' } });
}

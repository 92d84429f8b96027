/**
 * The merchandise cart, shared by the store's islands and kept across reloads and pages.
 *
 * Persisted contract: localStorage key `midsouth-league.cart.v1` holds a JSON array of cart lines
 * `{ id, name, price_cents, image, inventory, quantity }` (src/domain/store.ts CartLine), one per
 * product, quantity between 1 and inventory. Anything unreadable is dropped on load. The key is
 * removed when the cart is emptied. Other tabs follow changes through the storage event.
 */
import { persistentAtom } from '@nanostores/persistent';
import {
  addToCart,
  changeQuantity,
  readCartLines,
  removeFromCart,
  syncCart,
  type CartChange,
  type CartLine,
} from '../../domain/store';
import type { Product } from '../../domain/types';
import { showToast } from '../../stores/toasts';

export const CART_KEY = 'midsouth-league.cart.v1';

function decode(text: string): CartLine[] {
  try {
    return readCartLines(JSON.parse(text));
  } catch {
    return [];
  }
}

export const $cart = persistentAtom<CartLine[]>(CART_KEY, [], {
  encode: (lines) => (lines.length ? JSON.stringify(lines) : undefined),
  decode,
});

function apply(change: CartChange): void {
  $cart.set(change.lines);
  if (change.message) showToast(change.message, { tone: change.tone });
}

/** Adds one unit of a product (sold out and at-inventory are refused with their messages). */
export function addProduct(product: Product): void {
  apply(addToCart($cart.get(), product));
}

/** Sets a line's quantity (kept between 1 and the inventory). */
export function setQuantity(id: number, quantity: number): void {
  apply(changeQuantity($cart.get(), id, quantity));
}

/** Removes a product from the cart. */
export function removeProduct(id: number): void {
  $cart.set(removeFromCart($cart.get(), id));
}

/** Brings the cart in line with the products on sale now (prices, inventory). */
export function syncWithProducts(products: readonly Product[]): void {
  const next = syncCart($cart.get(), products);
  if (JSON.stringify(next) !== JSON.stringify($cart.get())) $cart.set(next);
}

/**
 * The merchandise cart, shared by the store's islands and kept across reloads and pages.
 *
 * Persisted contract: localStorage key `midsouth-league.cart.v1` holds a JSON array of cart lines
 * `{ id, name, size, price_cents, image, inventory, quantity }` (src/domain/store.ts CartLine), one
 * per product and size (size null for a product sold as one item; lines stored before sizes have
 * none and read as null), quantity between 1 and the inventory of that size. Anything unreadable is
 * dropped on load. The key is removed when the cart is emptied. Other tabs follow changes through
 * the storage event.
 */
import { persistentAtom } from '@nanostores/persistent';
import {
  addToCart,
  changeQuantity,
  lineKey,
  readCartLines,
  removeFromCart,
  syncCart,
  type CartChange,
  type CartLine,
} from '../../domain/store';
import type { Product } from '../../domain/types';
import { findErrorText, errorBody } from '../../domain/error-message';
import { errorStatus } from '../../lib/api-client';
import { showToast } from '../../stores/toasts';
import { checkCartLine, getProducts } from './store-data';

export const CART_KEY = 'midsouth-league.cart.v1';

/** The cart's messages are one kind of toast: a new one replaces the last instead of stacking. */
const CART_TOAST = 'cart';

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
  if (change.message) showToast(change.message, { tone: change.tone, key: CART_TOAST });
}

/**
 * Adds one unit of a product, in a size when it is sold by size (refused with its message without
 * a size, for a size it does not come in, sold out, or at inventory). The store then confirms the
 * line: when it refuses (stock sold since the page loaded), its message shows and the cart follows
 * the products on sale now.
 */
export function addProduct(product: Product, size: string | null = null): void {
  const change = addToCart($cart.get(), product, size);
  apply(change);
  if (change.tone !== 'success') return;
  const line = change.lines.find((item) => lineKey(item) === lineKey({ id: product.id, size: size || null }));
  if (line) void confirmLine(line);
}

async function confirmLine(line: CartLine): Promise<void> {
  try {
    await checkCartLine(line);
  } catch (error) {
    // Offline or the API down: the cart keeps the line; checkout will check it again.
    if (errorStatus(error) !== 400) return;
    showToast(findErrorText(errorBody(error)) ?? 'This item cannot be added right now.', {
      tone: 'error',
      key: CART_TOAST,
    });
    try {
      syncWithProducts((await getProducts()).results);
    } catch {
      // The list will be read again on the next visit.
    }
  }
}

/** Sets a line's quantity (kept between 1 and the inventory of its size); the line by its key. */
export function setQuantity(key: string, quantity: number): void {
  apply(changeQuantity($cart.get(), key, quantity));
}

/** Removes a line (by its key) from the cart. */
export function removeLine(key: string): void {
  $cart.set(removeFromCart($cart.get(), key));
}

/** Brings the cart in line with the products on sale now (prices, inventory per size). */
export function syncWithProducts(products: readonly Product[]): void {
  const next = syncCart($cart.get(), products);
  if (JSON.stringify(next) !== JSON.stringify($cart.get())) $cart.set(next);
}

/**
 * The merchandise store (spec 3 §2, §4, §5, §8, §9): product prices, the cart rules (a sold-out
 * item cannot be added; quantity at least 1 and capped at inventory) and every store message.
 * Pure: the cart store applies these to its persisted lines.
 */
import type { Product } from './types';

export const STORE_MESSAGES = {
  loadFailed: 'We could not load merchandise right now. Please retry shortly.',
  soldOut: 'This item is currently sold out.',
  atInventory: 'Already at available inventory for this item.',
  added: 'Added to cart. Checkout opens in Phase B.',
} as const;

/** A product's price in cents: price_cents (spec 3 §9), else the decimal price string. */
export function priceCents(product: Pick<Product, 'price_cents' | 'price'>): number {
  if (Number.isInteger(product.price_cents)) return product.price_cents;
  const price = Number(product.price);
  return Number.isFinite(price) ? Math.round(price * 100) : 0;
}

/** Units on hand (never negative; a missing inventory counts as none). */
export function stockOf(product: Pick<Product, 'inventory'>): number {
  return Number.isInteger(product.inventory) && product.inventory > 0 ? product.inventory : 0;
}

/** One product in the cart, with what the preview shows of it. */
export interface CartLine {
  id: number;
  name: string;
  price_cents: number;
  image: string | null;
  /** Units on hand when last seen: the most the line may hold. */
  inventory: number;
  quantity: number;
}

/** What a cart action did: the new lines and the message to show (null when none). */
export interface CartChange {
  lines: CartLine[];
  message: string | null;
  tone: 'success' | 'error' | 'info';
}

const lineOf = (product: Product, quantity: number): CartLine => ({
  id: product.id,
  name: product.name,
  price_cents: priceCents(product),
  image: product.image ?? null,
  inventory: stockOf(product),
  quantity,
});

/** Adds one unit: refused when sold out or when the cart already holds every unit on hand. */
export function addToCart(lines: readonly CartLine[], product: Product): CartChange {
  const stock = stockOf(product);
  if (stock === 0) return { lines: [...lines], message: STORE_MESSAGES.soldOut, tone: 'error' };
  const current = lines.find((line) => line.id === product.id);
  if (current && current.quantity >= stock) {
    return { lines: [...lines], message: STORE_MESSAGES.atInventory, tone: 'info' };
  }
  const next = current
    ? lines.map((line) => (line.id === product.id ? lineOf(product, line.quantity + 1) : line))
    : [...lines, lineOf(product, 1)];
  return { lines: next, message: STORE_MESSAGES.added, tone: 'success' };
}

/** A quantity for a line: a whole number between 1 and the line's inventory. */
export function clampQuantity(line: Pick<CartLine, 'inventory' | 'quantity'>, quantity: number): number {
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : line.quantity;
  return Math.min(Math.max(wanted, 1), Math.max(line.inventory, 1));
}

/** Sets a line's quantity, kept between 1 and its inventory (asking for more says so). */
export function changeQuantity(lines: readonly CartLine[], id: number, quantity: number): CartChange {
  const line = lines.find((item) => item.id === id);
  if (!line) return { lines: [...lines], message: null, tone: 'info' };
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : line.quantity;
  const capped = clampQuantity(line, quantity);
  return {
    lines: lines.map((item) => (item.id === id ? { ...item, quantity: capped } : item)),
    message: wanted > line.inventory ? STORE_MESSAGES.atInventory : null,
    tone: 'info',
  };
}

/** Takes a product out of the cart. */
export function removeFromCart(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/**
 * The cart against the products on sale now: names, prices and inventory are refreshed, quantities
 * capped at inventory, and products no longer sold (or sold out) leave the cart.
 */
export function syncCart(lines: readonly CartLine[], products: readonly Product[]): CartLine[] {
  return lines.flatMap((line) => {
    const product = products.find((item) => item.id === line.id);
    const stock = product ? stockOf(product) : 0;
    if (!product || stock === 0) return [];
    return [lineOf(product, Math.min(line.quantity, stock))];
  });
}

/** Units and subtotal (cents) of the cart. */
export function cartTotals(lines: readonly CartLine[]): { units: number; subtotalCents: number } {
  return lines.reduce(
    (sum, line) => ({
      units: sum.units + line.quantity,
      subtotalCents: sum.subtotalCents + line.quantity * line.price_cents,
    }),
    { units: 0, subtotalCents: 0 },
  );
}

/** Reads persisted cart lines, dropping anything that is not a well-formed line. */
export function readCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is CartLine =>
      line !== null &&
      typeof line === 'object' &&
      Number.isInteger(line.id) &&
      typeof line.name === 'string' &&
      Number.isInteger(line.price_cents) &&
      Number.isInteger(line.inventory) &&
      Number.isInteger(line.quantity) &&
      line.quantity >= 1 &&
      (line.image === null || typeof line.image === 'string'),
  );
}

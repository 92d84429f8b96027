/**
 * The merchandise store (spec 3 §2, §4, §5, §8, §9): product prices, sizes, the cart rules (a
 * sold-out item cannot be added; quantity at least 1 and capped at inventory; a product sold by
 * size needs a size, and the cart line and its inventory are per size) and every store message.
 * Pure: the cart store applies these to its persisted lines, and the server checks a cart with them.
 */
import { SIZES } from './sizes';
import type { Product } from './types';

export const STORE_MESSAGES = {
  loadFailed: 'We could not load merchandise right now. Please retry shortly.',
  soldOut: 'This item is currently sold out.',
  atInventory: 'Already at available inventory for this item.',
  added: 'Added to cart. Checkout opens in Phase B.',
} as const;

/** The store's words for sizes (issue 22). */
export const SIZE_MESSAGES = {
  choose: 'Choose a size first.',
  unknown: (name: string, size: string) => `${name} does not come in size ${size}.`,
  soldOut: (name: string, size: string) => `${name} in size ${size} is sold out.`,
  notSold: 'This item is no longer sold. Refresh the page to see what is.',
} as const;

/** A product's price in cents: price_cents (spec 3 §9), else the decimal price string. */
export function priceCents(product: Pick<Product, 'price_cents' | 'price'>): number {
  if (Number.isInteger(product.price_cents)) return product.price_cents;
  const price = Number(product.price);
  return Number.isFinite(price) ? Math.round(price * 100) : 0;
}

const units = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : 0);

/** The sizes a product is sold in, in the shared list's order (none: it is sold as one item). */
export function productSizes(product: Pick<Product, 'sizes'>): { size: string; inventory: number }[] {
  const sizes = Array.isArray(product.sizes) ? product.sizes : [];
  return SIZES.flatMap((size) => {
    const entry = sizes.find((item) => item?.size === size);
    return entry ? [{ size, inventory: units(entry.inventory) }] : [];
  });
}

/**
 * Units on hand (never negative; a missing inventory counts as none): of one size when a size is
 * named (a size the product does not come in has none), else of the whole product.
 */
export function stockOf(product: Pick<Product, 'inventory' | 'sizes'>, size?: string | null): number {
  const sizes = productSizes(product);
  if (sizes.length === 0) return size ? 0 : units(product.inventory);
  if (size) return sizes.find((item) => item.size === size)?.inventory ?? 0;
  return sizes.reduce((sum, item) => sum + item.inventory, 0);
}

/** One product (in one size, when it is sold by size) in the cart, with what the preview shows. */
export interface CartLine {
  id: number;
  name: string;
  /** The size chosen, or null for a product sold as one item. */
  size: string | null;
  price_cents: number;
  image: string | null;
  /** Units on hand (of this size) when last seen: the most the line may hold. */
  inventory: number;
  quantity: number;
}

/** What tells two cart lines apart: the product and the size. */
export function lineKey(line: Pick<CartLine, 'id' | 'size'>): string {
  return `${line.id}:${line.size ?? ''}`;
}

/** What a cart action did: the new lines and the message to show (null when none). */
export interface CartChange {
  lines: CartLine[];
  message: string | null;
  tone: 'success' | 'error' | 'info';
}

/** Why a cart may not hold `quantity` of a product in `size`, with the tone to say it in; null when it may. */
export function cartLineProblem(
  product: Pick<Product, 'name' | 'inventory' | 'sizes'>,
  size: string | null | undefined,
  quantity: number,
): { message: string; tone: 'error' | 'info' } | null {
  const sized = productSizes(product).length > 0;
  // Every size sold out is the item sold out (spec 3 §8), whichever size was asked for.
  if (stockOf(product) === 0 && (!size || !sized)) {
    return {
      message: size && !sized ? SIZE_MESSAGES.unknown(product.name, size) : STORE_MESSAGES.soldOut,
      tone: 'error',
    };
  }
  if (sized && !size) return { message: SIZE_MESSAGES.choose, tone: 'error' };
  if (size && !productSizes(product).some((item) => item.size === size)) {
    return { message: SIZE_MESSAGES.unknown(product.name, size), tone: 'error' };
  }
  const stock = stockOf(product, size);
  if (stock === 0) {
    return {
      message: size ? SIZE_MESSAGES.soldOut(product.name, size) : STORE_MESSAGES.soldOut,
      tone: 'error',
    };
  }
  return quantity > stock ? { message: STORE_MESSAGES.atInventory, tone: 'info' } : null;
}

const lineOf = (product: Product, size: string | null, quantity: number): CartLine => ({
  id: product.id,
  name: product.name,
  size,
  price_cents: priceCents(product),
  image: product.image ?? null,
  inventory: stockOf(product, size),
  quantity,
});

/**
 * Adds one unit (of a size, for a product sold by size): refused without a size, for a size it
 * does not come in, when sold out, or when the cart already holds every unit on hand.
 */
export function addToCart(
  lines: readonly CartLine[],
  product: Product,
  size: string | null = null,
): CartChange {
  const chosen = size || null;
  const key = lineKey({ id: product.id, size: chosen });
  const current = lines.find((line) => lineKey(line) === key);
  const problem = cartLineProblem(product, chosen, (current?.quantity ?? 0) + 1);
  if (problem) return { lines: [...lines], ...problem };
  const next = current
    ? lines.map((line) => (lineKey(line) === key ? lineOf(product, chosen, line.quantity + 1) : line))
    : [...lines, lineOf(product, chosen, 1)];
  return { lines: next, message: STORE_MESSAGES.added, tone: 'success' };
}

/** A quantity for a line: a whole number between 1 and the line's inventory. */
export function clampQuantity(line: Pick<CartLine, 'inventory' | 'quantity'>, quantity: number): number {
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : line.quantity;
  return Math.min(Math.max(wanted, 1), Math.max(line.inventory, 1));
}

/** Sets a line's quantity (by its key), kept between 1 and its inventory (asking for more says so). */
export function changeQuantity(lines: readonly CartLine[], key: string, quantity: number): CartChange {
  const line = lines.find((item) => lineKey(item) === key);
  if (!line) return { lines: [...lines], message: null, tone: 'info' };
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : line.quantity;
  const capped = clampQuantity(line, quantity);
  return {
    lines: lines.map((item) => (lineKey(item) === key ? { ...item, quantity: capped } : item)),
    message: wanted > line.inventory ? STORE_MESSAGES.atInventory : null,
    tone: 'info',
  };
}

/** Takes a line (by its key) out of the cart. */
export function removeFromCart(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/**
 * The cart against the products on sale now: names, prices and inventory are refreshed, quantities
 * capped at inventory, and lines no longer sold (the product, or its size, sold out or gone; a line
 * without a size for a product now sold by size) leave the cart.
 */
export function syncCart(lines: readonly CartLine[], products: readonly Product[]): CartLine[] {
  return lines.flatMap((line) => {
    const product = products.find((item) => item.id === line.id);
    if (!product || cartLineProblem(product, line.size, 1)) return [];
    return [lineOf(product, line.size, Math.min(line.quantity, stockOf(product, line.size)))];
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

/**
 * Reads persisted cart lines, dropping anything that is not a well-formed line. Lines stored before
 * sizes existed have no size: they read as a product sold as one item.
 */
export function readCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((line) => {
    if (line === null || typeof line !== 'object') return [];
    const size = line.size ?? null;
    const wellFormed =
      Number.isInteger(line.id) &&
      typeof line.name === 'string' &&
      (size === null || (SIZES as readonly unknown[]).includes(size)) &&
      Number.isInteger(line.price_cents) &&
      Number.isInteger(line.inventory) &&
      Number.isInteger(line.quantity) &&
      line.quantity >= 1 &&
      (line.image === null || typeof line.image === 'string');
    return wellFormed ? [{ ...(line as CartLine), size }] : [];
  });
}

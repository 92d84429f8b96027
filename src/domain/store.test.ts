import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartTotals,
  changeQuantity,
  priceCents,
  readCartLines,
  removeFromCart,
  STORE_MESSAGES,
  syncCart,
  type CartLine,
} from './store';
import type { Product } from './types';

const product = (changes: Partial<Product> = {}): Product => ({
  id: 2,
  name: 'Sideline Hoodie',
  price: '55.00',
  price_cents: 5500,
  currency: 'USD',
  description: 'Fleece hoodie.',
  image: '/store/sideline-hoodie.svg',
  inventory: 2,
  ...changes,
});

const line = (changes: Partial<CartLine> = {}): CartLine => ({
  id: 2,
  name: 'Sideline Hoodie',
  price_cents: 5500,
  image: '/store/sideline-hoodie.svg',
  inventory: 2,
  quantity: 1,
  ...changes,
});

describe('the store messages of spec 3 §8', () => {
  it('words each one as the spec does', () => {
    expect(STORE_MESSAGES).toEqual({
      loadFailed: 'We could not load merchandise right now. Please retry shortly.',
      soldOut: 'This item is currently sold out.',
      atInventory: 'Already at available inventory for this item.',
      added: 'Added to cart. Checkout opens in Phase B.',
    });
  });
});

describe('priceCents (spec 3 §9: prices from price_cents / 100)', () => {
  it('reads price_cents, else the decimal price', () => {
    expect(priceCents(product())).toBe(5500);
    expect(priceCents({ price: '19.99', price_cents: Number.NaN })).toBe(1999);
  });
});

describe('addToCart', () => {
  it('adds a product with one unit and says checkout opens in Phase B', () => {
    expect(addToCart([], product())).toEqual({
      lines: [line()],
      message: 'Added to cart. Checkout opens in Phase B.',
      tone: 'success',
    });
  });

  it('adds another unit of a product already in the cart', () => {
    expect(addToCart([line()], product()).lines).toEqual([line({ quantity: 2 })]);
  });

  it('refuses a sold-out product: "This item is currently sold out."', () => {
    const change = addToCart([], product({ inventory: 0 }));
    expect(change).toEqual({ lines: [], message: 'This item is currently sold out.', tone: 'error' });
  });

  it('refuses more than the inventory: "Already at available inventory for this item."', () => {
    const change = addToCart([line({ quantity: 2 })], product());
    expect(change.lines).toEqual([line({ quantity: 2 })]);
    expect(change.message).toBe('Already at available inventory for this item.');
  });
});

describe('changeQuantity', () => {
  it('sets the quantity within 1 and the inventory', () => {
    const lines = [line({ inventory: 5 })];
    expect(changeQuantity(lines, 2, 4)).toEqual({
      lines: [line({ inventory: 5, quantity: 4 })],
      message: null,
      tone: 'info',
    });
  });

  it('keeps at least 1', () => {
    expect(changeQuantity([line({ quantity: 2 })], 2, 0).lines[0]?.quantity).toBe(1);
    expect(changeQuantity([line({ quantity: 2 })], 2, -3).lines[0]?.quantity).toBe(1);
  });

  it('caps at the inventory and says so', () => {
    const change = changeQuantity([line()], 2, 3);
    expect(change.lines[0]?.quantity).toBe(2);
    expect(change.message).toBe('Already at available inventory for this item.');
  });

  it('ignores a product not in the cart and a value that is not a number', () => {
    expect(changeQuantity([line()], 9, 3).lines).toEqual([line()]);
    expect(changeQuantity([line()], 2, Number.NaN).lines).toEqual([line()]);
  });
});

describe('removeFromCart, cartTotals', () => {
  it('removes a line', () => {
    expect(removeFromCart([line(), line({ id: 3 })], 2)).toEqual([line({ id: 3 })]);
  });

  it('adds up units and the subtotal in cents', () => {
    expect(cartTotals([line({ quantity: 2 }), line({ id: 3, price_cents: 1500, quantity: 3 })])).toEqual({
      units: 5,
      subtotalCents: 15500,
    });
  });
});

describe('syncCart', () => {
  it('refreshes names, prices and inventory and caps quantities at the new inventory', () => {
    const synced = syncCart(
      [line({ quantity: 2, inventory: 5 })],
      [product({ inventory: 1, price_cents: 5000 })],
    );
    expect(synced).toEqual([line({ quantity: 1, inventory: 1, price_cents: 5000 })]);
  });

  it('drops products that sold out or are no longer sold', () => {
    expect(syncCart([line(), line({ id: 3 })], [product({ inventory: 0 })])).toEqual([]);
  });
});

describe('readCartLines (the persisted cart)', () => {
  it('keeps well-formed lines and drops anything else', () => {
    expect(readCartLines([line(), { id: 'x' }, null, line({ quantity: 0 })])).toEqual([line()]);
    expect(readCartLines('junk')).toEqual([]);
  });
});

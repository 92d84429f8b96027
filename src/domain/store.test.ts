import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartLineProblem,
  cartTotals,
  changeQuantity,
  lineKey,
  priceCents,
  productSizes,
  stockOf,
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
  size: null,
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
    expect(changeQuantity(lines, '2:', 4)).toEqual({
      lines: [line({ inventory: 5, quantity: 4 })],
      message: null,
      tone: 'info',
    });
  });

  it('keeps at least 1', () => {
    expect(changeQuantity([line({ quantity: 2 })], '2:', 0).lines[0]?.quantity).toBe(1);
    expect(changeQuantity([line({ quantity: 2 })], '2:', -3).lines[0]?.quantity).toBe(1);
  });

  it('caps at the inventory and says so', () => {
    const change = changeQuantity([line()], '2:', 3);
    expect(change.lines[0]?.quantity).toBe(2);
    expect(change.message).toBe('Already at available inventory for this item.');
  });

  it('ignores a product not in the cart and a value that is not a number', () => {
    expect(changeQuantity([line()], '9:', 3).lines).toEqual([line()]);
    expect(changeQuantity([line()], '2:', Number.NaN).lines).toEqual([line()]);
  });
});

describe('removeFromCart, cartTotals', () => {
  it('removes a line', () => {
    expect(removeFromCart([line(), line({ id: 3 })], '2:')).toEqual([line({ id: 3 })]);
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

  it('reads a line stored before sizes as one without a size, and drops a size not on the list', () => {
    const { size: _size, ...old } = line();
    expect(
      readCartLines([old, line({ size: 'M' }), line({ size: '3XL' }), line({ size: 7 as never })]),
    ).toEqual([line(), line({ size: 'M' })]);
  });
});

describe('sizes (issue 22: the cart line and the inventory are per size)', () => {
  const jersey = (changes: Partial<Product> = {}) =>
    product({
      id: 1,
      name: 'League Game Jersey',
      price_cents: 4500,
      inventory: 24,
      sizes: [
        { size: '2XL', inventory: 0 },
        { size: 'S', inventory: 4 },
        { size: 'M', inventory: 1 },
      ],
      ...changes,
    });
  const jerseyLine = (changes: Partial<CartLine> = {}) =>
    line({ id: 1, name: 'League Game Jersey', price_cents: 4500, inventory: 1, size: 'M', ...changes });

  it('lists a product’s sizes in the shared order, and counts stock per size or in all', () => {
    expect(productSizes(jersey()).map((item) => item.size)).toEqual(['S', 'M', '2XL']);
    expect(stockOf(jersey())).toBe(5);
    expect(stockOf(jersey(), 'S')).toBe(4);
    expect(stockOf(jersey(), 'XL')).toBe(0);
    expect(stockOf(product(), 'M')).toBe(0);
    expect(productSizes(product())).toEqual([]);
  });

  it('adds a size as its own line, with that size’s inventory', () => {
    const first = addToCart([], jersey(), 'M');
    expect(first).toEqual({
      lines: [jerseyLine()],
      message: 'Added to cart. Checkout opens in Phase B.',
      tone: 'success',
    });
    const second = addToCart(first.lines, jersey(), 'S');
    expect(second.lines).toEqual([jerseyLine(), jerseyLine({ size: 'S', inventory: 4 })]);
    expect(lineKey(second.lines[1]!)).toBe('1:S');
  });

  it.each([
    [null, 'Choose a size first.', 'error'],
    ['XL', 'League Game Jersey does not come in size XL.', 'error'],
    ['2XL', 'League Game Jersey in size 2XL is sold out.', 'error'],
  ] as const)('refuses size %j: %s', (size, message, tone) => {
    expect(addToCart([], jersey(), size)).toEqual({ lines: [], message, tone });
  });

  it('caps a size at its own inventory', () => {
    const change = addToCart([jerseyLine()], jersey(), 'M');
    expect(change.message).toBe('Already at available inventory for this item.');
    expect(change.lines).toEqual([jerseyLine()]);
  });

  it('calls a product sold by size with every size sold out sold out, with or without a size', () => {
    const gone = jersey({ sizes: [{ size: 'S', inventory: 0 }] });
    expect(addToCart([], gone).message).toBe('This item is currently sold out.');
    expect(addToCart([], gone, 'S').message).toBe('League Game Jersey in size S is sold out.');
  });

  it('refuses a size for a product sold as one item', () => {
    expect(addToCart([], product(), 'M').message).toBe('Sideline Hoodie does not come in size M.');
  });

  it('follows the live sizes: a size sold out or gone, or a line without a size, leaves the cart', () => {
    const lines = [
      jerseyLine({ quantity: 1 }),
      jerseyLine({ size: 'S', quantity: 3, inventory: 4 }),
      line({ id: 1, size: null }),
    ];
    const now = jersey({
      sizes: [
        { size: 'S', inventory: 2 },
        { size: 'M', inventory: 0 },
      ],
    });
    expect(syncCart(lines, [now])).toEqual([jerseyLine({ size: 'S', quantity: 2, inventory: 2 })]);
  });

  it('checks a line for the server with the same rules', () => {
    expect(cartLineProblem(jersey(), 'S', 4)).toBeNull();
    expect(cartLineProblem(jersey(), 'S', 5)).toEqual({
      message: 'Already at available inventory for this item.',
      tone: 'info',
    });
    expect(cartLineProblem(product({ inventory: 0 }), null, 1)?.message).toBe(
      'This item is currently sold out.',
    );
  });
});

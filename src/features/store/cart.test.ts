import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../domain/types';
import type * as CartModule from './cart';
import { $toasts, dismissToast } from '../../stores/toasts';

// A memory localStorage, installed before the cart store reads it.
const storage: Record<string, string> = {};
const listeners: PersistentListener[] = [];
setPersistentEngine(storage, {
  addEventListener: (_key, listener) => listeners.push(listener),
  removeEventListener: () => {},
  perKey: false,
});

// Imported after the engine is installed (the store reads storage when its module loads).
let cart: typeof CartModule;
beforeAll(async () => {
  storage['midsouth-league.cart.v1'] = JSON.stringify([
    { id: 1, name: 'League Game Jersey', price_cents: 4500, image: null, inventory: 24, quantity: 2 },
    { id: 'bad' },
  ]);
  cart = await import('./cart');
});

afterEach(() => {
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.useRealTimers();
});

const hoodie: Product = {
  id: 2,
  name: 'Sideline Hoodie',
  price: '55.00',
  price_cents: 5500,
  currency: 'USD',
  description: '',
  image: '/store/sideline-hoodie.svg',
  inventory: 2,
};

const messages = () => $toasts.get().map((toast) => toast.message);

describe('the persistent cart', () => {
  it('starts from what was stored before the reload, dropping unreadable lines', () => {
    expect(cart.$cart.get()).toEqual([
      {
        id: 1,
        name: 'League Game Jersey',
        size: null,
        price_cents: 4500,
        image: null,
        inventory: 24,
        quantity: 2,
      },
    ]);
  });

  it('stores each change under midsouth-league.cart.v1 and says what happened, one toast at a time', () => {
    cart.addProduct(hoodie);
    cart.addProduct(hoodie);
    expect(messages()).toEqual(['Added to cart. Checkout opens in Phase B.']);
    cart.addProduct(hoodie);
    expect(messages()).toEqual(['Already at available inventory for this item.']);
    const stored = JSON.parse(storage['midsouth-league.cart.v1']!) as { id: number; quantity: number }[];
    expect(stored.map((line) => [line.id, line.quantity])).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('refuses a sold-out product with "This item is currently sold out."', () => {
    cart.addProduct({ ...hoodie, id: 3, name: 'Championship Snapback Cap', inventory: 0 });
    expect(messages()).toEqual(['This item is currently sold out.']);
    expect(cart.$cart.get().map((line) => line.id)).toEqual([1, 2]);
  });

  it('caps a typed quantity at the inventory', () => {
    cart.setQuantity('2:', 9);
    expect(cart.$cart.get().find((line) => line.id === 2)?.quantity).toBe(2);
    expect(messages()).toEqual(['Already at available inventory for this item.']);
  });

  it('follows the live list: prices, stock, and products no longer sold', () => {
    cart.syncWithProducts([{ ...hoodie, inventory: 1, price_cents: 5000 }]);
    expect(cart.$cart.get()).toEqual([
      {
        id: 2,
        name: 'Sideline Hoodie',
        size: null,
        price_cents: 5000,
        image: '/store/sideline-hoodie.svg',
        inventory: 1,
        quantity: 1,
      },
    ]);
  });

  it('forgets the key once the cart is empty', () => {
    cart.removeLine('2:');
    expect(cart.$cart.get()).toEqual([]);
    expect('midsouth-league.cart.v1' in storage).toBe(false);
  });
});

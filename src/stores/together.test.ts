import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { together } from './together';

describe('together', () => {
  it('holds each store’s value under its name and makes a new object only when one changes', () => {
    const $count = atom(1);
    const $name = atom('Tanya');
    const $both = together({ count: $count, name: $name });
    const seen: unknown[] = [];
    const stop = $both.subscribe((value) => seen.push(value));
    expect($both.get()).toEqual({ count: 1, name: 'Tanya' });
    const first = $both.get();
    $name.set('Tanya');
    expect($both.get()).toBe(first);
    $count.set(2);
    expect($both.get()).toEqual({ count: 2, name: 'Tanya' });
    expect($both.get()).not.toBe(first);
    expect(seen).toHaveLength(2);
    stop();
  });
});

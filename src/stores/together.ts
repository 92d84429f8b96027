import { computed, type ReadableAtom, type StoreValue } from 'nanostores';

/** The values of several stores, by the names they are given. */
export type Together<T extends Record<string, ReadableAtom<unknown>>> = { [K in keyof T]: StoreValue<T[K]> };

/**
 * Several stores as one, whose value is a new object only when one of them changes: a portal reads
 * all its data through it and hands that one value on (e.g. deferred, to `memo` sections).
 */
export function together<T extends Record<string, ReadableAtom<unknown>>>(
  stores: T,
): ReadableAtom<Together<T>> {
  const names = Object.keys(stores) as (keyof T)[];
  return computed(
    names.map((name) => stores[name]!),
    (...values: unknown[]) =>
      Object.fromEntries(names.map((name, index) => [name, values[index]])) as Together<T>,
  );
}

/**
 * The shared size list (spec 2 §3 "Sizes", spec 3 §9 "Shared lists"): uniform sizes in the
 * registration forms and the sizes merchandise comes in. Its own module so the store's islands take
 * it without the registration rules.
 */
export const SIZES = ['S', 'M', 'L', 'XL', '2XL'] as const;

export type Size = (typeof SIZES)[number];

/** Whether a value is one of the shared sizes (exact spelling). */
export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

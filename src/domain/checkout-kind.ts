/** The registration kinds the shared checkout knows (spec 2 §7, spec 3 §7). Re-exported by ./registration.ts. */
export const CHECKOUT_KINDS = ['parent_registration', 'athlete_registration', 'referee_training'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

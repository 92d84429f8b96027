/**
 * What the portals and the API say to a signed-in caller of the wrong role (spec 2 §6, spec 3 §6).
 * Kept apart from roles.ts, which the site shell's script loads on every page.
 */

/** Spec 2 §6: the parent portal's refusal of another role. */
export const PARENT_ROLE_REQUIRED_TEXT = 'Access denied: Parent/Guardian role required for this portal.';
/** Spec 3 §6: the athlete portal's refusal of another role. */
export const ATHLETE_ROLE_REQUIRED_TEXT = 'Athlete account required to access this portal.';
/** Spec 3 §6: online payment on the referee page needs a referee (or staff) account. */
export const REFEREE_ROLE_REQUIRED_TEXT = 'You need a referee account to complete payment online.';

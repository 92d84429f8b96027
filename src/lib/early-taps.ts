/**
 * Taps on the site shell's controls made before its script has started (issue 41 item 13): the
 * inline script EARLY_TAPS_SCRIPT (src/lib/inline-scripts.ts) marks a tapped control marked
 * `data-early-tap` with this attribute, and the shell (src/scripts/site-shell.ts) acts on it.
 */
export const KEPT_TAP_ATTRIBUTE = 'data-tap-kept';

/**
 * The few scripts that must run inline, as they are: pages render them with `set:html`, and the
 * Content-Security-Policy (scripts/csp.ts) allows exactly these texts by their hashes.
 */

/** Hides images marked data-silent-fail that fail to load (program logos, spec 1 §8). */
export const SILENT_FAIL_IMAGES_SCRIPT = `// Error events do not bubble, so listen in the capture phase; registered before any image loads.
document.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement && target.hasAttribute('data-silent-fail')) target.hidden = true;
  },
  true,
);`;

/** Sends an unknown path to the home page (the 404 page on a CDN). */
export const GO_HOME_SCRIPT = `window.location.replace('/');`;

/** Every inline script of the site. */
export const INLINE_SCRIPTS = [SILENT_FAIL_IMAGES_SCRIPT, GO_HOME_SCRIPT];

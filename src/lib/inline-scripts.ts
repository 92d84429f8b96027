/**
 * The few scripts that must run inline, as they are: pages render them with `set:html`, and the
 * Content-Security-Policy (scripts/csp.ts) allows exactly these texts by their hashes. Each is
 * written readably here and carried minified (esbuild, at build time; only build-time code imports
 * this file): every page is smaller by about 200 bytes compressed, which kept /estore's document
 * inside the first round trip of a phone connection (Lighthouse's 14,600-byte initial window; at
 * 14,612 bytes its LCP went from about 760 to 1,055 ms).
 */
import { transformSync } from 'esbuild';

import { TOKENS_KEY } from '../stores/session-key';
import { KEPT_TAP_ATTRIBUTE } from './early-taps';

/** The text a page carries: the source minified. */
const minified = (source: string) => transformSync(source, { loader: 'js', minify: true }).code.trim();

/** Hides images marked data-silent-fail that fail to load (program logos, spec 1 §8). */
export const SILENT_FAIL_IMAGES_SCRIPT =
  minified(`// Error events do not bubble, so listen in the capture phase; registered before any image loads.
document.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement && target.hasAttribute('data-silent-fail')) target.hidden = true;
  },
  true,
);`);

/** Sends an unknown path to the home page (the 404 page on a CDN). */
export const GO_HOME_SCRIPT = minified(`window.location.replace('/');`);

/** The attribute value a page's deferred module scripts carry in place of "module" (scripts/after-paint.ts). */
export const AFTER_PAINT_TYPE = 'module/after-paint';

/**
 * Put at the end of every built page by scripts/after-paint.ts: once the page's first contentful
 * paint is on screen and the frame after its whole document is parsed has been painted too (or after
 * 3 s, for a browser that never reports one, or a page kept hidden), it turns the page's deferred
 * scripts into module scripts, in their order, and marks the document painted (data-painted on
 * <html>, then a "site:painted" event) for islands waiting on it (src/directives/painted.ts).
 * Nothing but the page itself is fetched before it is seen. The first paint can come before the
 * parser reaches the page's largest text (on a busy phone, /faq painted its first text at 94 ms and
 * the hero at 167 ms): starting the scripts at the first paint then put them before the largest
 * paint, where Lighthouse counted them as requests it waited for (LCP 1,089 ms instead of 739 ms).
 */
export const AFTER_PAINT_SCRIPT = minified(`(() => {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    for (const deferred of document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.async = false;
      script.src = deferred.getAttribute('src');
      deferred.replaceWith(script);
    }
    document.documentElement.dataset.painted = '';
    document.dispatchEvent(new Event('site:painted'));
  };
  // After the next frame is painted: a task queued from requestAnimationFrame runs once it is.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));
  const afterParsedPaint = () => {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', afterNextPaint, { once: true });
    } else {
      afterNextPaint();
    }
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterParsedPaint();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    afterParsedPaint();
  }
  setTimeout(start, 3000);
})();`);

/**
 * After a gate (src/features/gate/Gated.astro): when a session is stored, preloads the modules of the islands a gate
 * holds back until the session has loaded (their `data-modules`, written by
 * scripts/island-preload.ts), so a signed-in visitor's portal is fetched while /auth/me/ is on its
 * way. It only fetches; nothing runs or is drawn before the gate admits. A visitor without a session
 * fetches nothing.
 */
export const HELD_ISLANDS_SCRIPT = minified(`(() => {
  try {
    if (!window.localStorage.getItem(${JSON.stringify(TOKENS_KEY)})) return;
  } catch {
    return;
  }
  for (const template of document.querySelectorAll('astro-island > template[data-astro-template]')) {
    for (const island of template.content.querySelectorAll('astro-island[data-modules]')) {
      for (const href of island.dataset.modules.split(' ')) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
    }
  }
})();`);

/**
 * First in every page's body (issue 41 item 13): the shell's script starts after the first paint
 * (AFTER_PAINT_SCRIPT), so a tap on the menu button, the ticker's pause or Logout made before it
 * would be lost and the visitor taps again. Until the shell marks the document ready
 * (data-shell-ready on <html>, src/scripts/site-shell.ts), a click on a control marked
 * data-early-tap is kept as an attribute on it (once per control: a second tap in the wait is the
 * same wish, and two would undo each other); the shell then acts on each kept tap.
 */
export const EARLY_TAPS_SCRIPT = minified(`(() => {
  const root = document.documentElement;
  const keep = (event) => {
    if (root.hasAttribute('data-shell-ready')) {
      document.removeEventListener('click', keep, true);
      return;
    }
    const control = event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
    if (control) control.setAttribute('${KEPT_TAP_ATTRIBUTE}', '');
  };
  document.addEventListener('click', keep, true);
})();`);

/** Every inline script of the site. */
export const INLINE_SCRIPTS = [
  SILENT_FAIL_IMAGES_SCRIPT,
  GO_HOME_SCRIPT,
  AFTER_PAINT_SCRIPT,
  HELD_ISLANDS_SCRIPT,
  EARLY_TAPS_SCRIPT,
];

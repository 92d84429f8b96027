/**
 * DOMPurify, configured once for content text (spec 1 §5). In the browser it uses the page's own
 * window; at build time (Astro frontmatter, Vitest) it runs on a jsdom window. jsdom is loaded
 * through Node's `require` at call time, so no bundler ever pulls it into a browser chunk.
 */
import type { JSDOM as JsdomClass } from 'jsdom';
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

const CONFIG: Config = {
  // Content styles and forms come from the site, never from the content service.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  // data-* attributes drive the site's own scripts (live content, carousels); content never sets them.
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
};

/** Media elements that would load a file as soon as the page renders. */
const MEDIA = new Set(['IMG', 'VIDEO', 'AUDIO', 'SOURCE', 'TRACK']);

/** True for an address on another host (`https://…`, `//…`): pages load nothing from outside at load. */
function isRemote(address: string): boolean {
  return /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(address);
}

function addHooks(purifier: Purifier): Purifier {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const element = node as Element;
    if (MEDIA.has(element.nodeName)) {
      const sources = [
        element.getAttribute('src'),
        element.getAttribute('srcset'),
        element.getAttribute('poster'),
      ];
      if (sources.some((source) => source !== null && isRemote(source))) {
        // A remote image becomes its alt text; other remote media are dropped.
        const alt = element.nodeName === 'IMG' ? (element.getAttribute('alt') ?? '') : '';
        element.replaceWith(element.ownerDocument.createTextNode(alt));
        return;
      }
      if (element.nodeName === 'IMG') {
        element.setAttribute('loading', 'lazy');
        element.setAttribute('decoding', 'async');
      }
    }
    if (element.nodeName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

function serverWindow(): WindowLike {
  const { createRequire } = process.getBuiltinModule('node:module');
  // Resolved beside the built module, else from the project folder (a build with another outDir).
  for (const base of [import.meta.url, `${process.cwd()}/`]) {
    try {
      const { JSDOM } = createRequire(base)('jsdom') as { JSDOM: typeof JsdomClass };
      return new JSDOM('').window as unknown as WindowLike;
    } catch {
      // try the next place
    }
  }
  throw new Error('Rendering content at build time needs the jsdom package (npm install).');
}

let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  purifier ??= addHooks(
    typeof window !== 'undefined' && DOMPurify.isSupported ? DOMPurify : DOMPurify(serverWindow()),
  );
  return purifier;
}

/** Cleans an HTML string with DOMPurify: scripts, event handlers, unsafe URLs and remote media removed. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

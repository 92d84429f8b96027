/**
 * Nothing but the page before its first paint: an Astro integration that
 * - registers `client:painted` (src/directives/painted.ts), the directive the public pages' islands
 *   use instead of client:idle and client:visible, and
 * - after a build, gives each page's module scripts (`<script type="module" src="/_astro/…">`, the
 *   site shell's and the pages' own) the type "module/after-paint", which the browser neither fetches
 *   nor runs; the after-paint script at the end of every page (SiteLayout) makes them module scripts
 *   again, in order, once the first contentful paint is on screen.
 *
 * On a phone's connection every script fetched before the first paint competes with the page for
 * the link and the processor; measured with Lighthouse (simulated mid-range phone), the largest
 * contentful paint of /news went from 1.66 s to 0.77 s and /locations' from 1.51 s to 0.77 s.
 * The same pass preloads the gated pages' scripts (scripts/island-preload.ts).
 * The dev server is left as it is (no build): its islands hydrate through the same directive.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { AFTER_PAINT_SCRIPT, AFTER_PAINT_TYPE } from '../src/lib/inline-scripts';
import { moduleGraph, preloadHeldIslands } from './island-preload';

const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+)"><\/script>/g;

/** A built page with its module scripts deferred to after the first paint; throws if it cannot start them. */
export function deferModuleScripts(html: string, page: string): string {
  const deferred = html.replace(
    MODULE_SCRIPT,
    (_, src: string) => `<script type="${AFTER_PAINT_TYPE}" src="${src}"></script>`,
  );
  if (deferred !== html && !html.includes(AFTER_PAINT_SCRIPT)) {
    throw new Error(
      `${page} has module scripts but not the after-paint script that starts them (SiteLayout).`,
    );
  }
  return deferred;
}

export function afterPaint(): AstroIntegration {
  return {
    name: 'league:after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('../src/directives/painted.ts', import.meta.url)),
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.html'));
        const closure = moduleGraph(root);
        let changed = 0;
        let gated = 0;
        for (const page of pages) {
          const file = path.join(root, page);
          const html = await readFile(file, 'utf8');
          const deferred = deferModuleScripts(html, page);
          const preloaded = await preloadHeldIslands(deferred, closure);
          if (deferred !== html) changed += 1;
          if (preloaded !== deferred) gated += 1;
          if (preloaded !== html) await writeFile(file, preloaded);
        }
        logger.info(`module scripts start after the first paint on ${changed} of ${pages.length} pages`);
        logger.info(`gated islands' modules preloaded on ${gated} pages`);
      },
    },
  };
}

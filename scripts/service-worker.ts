/**
 * The portal's service worker, built after the site (issue 39): an Astro integration that bundles
 * src/sw/sw.ts with esbuild into `sw.js` at the build's root and lets Workbox (workbox-build's
 * injectManifest) write into it the manifest of files to precache — the portal pages and every
 * script they load, statically or on demand (followed through the build's module graph), and the
 * app icons — each with its revision, so a new build replaces what changed and nothing else.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { lexerReady, moduleImports } from './island-preload';

const FIELD_PORTALS = ['parent.html', 'athlete.html', 'coach.html'];
const ASTRO_URL = /\/_astro\/[^"'\s)]+?\.(?:js|css)/g;

/** Every /_astro/ file a page names, and everything those import, statically or on demand. */
export async function portalFiles(root: string, pages: readonly string[]): Promise<string[]> {
  await lexerReady;
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const page of pages) {
    for (const url of (await readFile(path.join(root, page), 'utf8')).match(ASTRO_URL) ?? []) {
      if (!seen.has(url)) {
        seen.add(url);
        queue.push(url);
      }
    }
  }
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (!url.endsWith('.js')) continue;
    let code: string;
    try {
      code = await readFile(path.join(root, url), 'utf8');
    } catch {
      continue;
    }
    const { imports, lazy } = moduleImports(code);
    for (const specifier of [...imports, ...lazy]) {
      if (!specifier.startsWith('./') && !specifier.startsWith('/')) continue;
      const next = new URL(specifier, `http://site${url}`).pathname;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen].map((url) => url.slice(1)).sort();
}

export function serviceWorker(): AstroIntegration {
  return {
    name: 'league:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // The portals families and coaches take to the field; the office and recruiters work online.
        const pages = (await readdir(path.join(root, 'portal')))
          .filter((name) => FIELD_PORTALS.includes(name))
          .map((name) => `portal/${name}`);
        const files = await portalFiles(root, pages);
        const bundled = path.join(root, 'sw.src.js');
        await build({
          entryPoints: [fileURLToPath(new URL('../src/sw/sw.ts', import.meta.url))],
          bundle: true,
          format: 'iife',
          minify: true,
          target: 'es2020',
          outfile: bundled,
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'warning',
        });
        const { count, size, warnings } = await injectManifest({
          swSrc: bundled,
          swDest: path.join(root, 'sw.js'),
          globDirectory: root,
          globPatterns: [...pages, ...files, 'manifest.webmanifest', 'icons/*.png'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        });
        await rm(bundled);
        for (const warning of warnings) logger.warn(warning);
        logger.info(
          `service worker: ${count} files precached (${Math.round(size / 1024)} KB) for ${pages.length} portal pages`,
        );
      },
    },
  };
}

import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT } from '../src/lib/inline-scripts';
import { deferModuleScripts } from './after-paint';

const page = (body: string, withLoader = true) =>
  `<!doctype html><html><head></head><body>${body}${withLoader ? `<script>${AFTER_PAINT_SCRIPT}</script>` : ''}</body></html>`;

describe('module scripts after the first paint', () => {
  it('gives every built module script the after-paint type, in its place and order', () => {
    const html = page(
      '<script type="module" src="/_astro/SiteLayout.a1.js"></script><main>Hi</main><script type="module" src="/_astro/page.b2.js"></script>',
    );
    expect(deferModuleScripts(html, 'index.html')).toBe(
      page(
        '<script type="module/after-paint" src="/_astro/SiteLayout.a1.js"></script><main>Hi</main><script type="module/after-paint" src="/_astro/page.b2.js"></script>',
      ),
    );
  });

  it('leaves inline scripts, other hosts’ scripts and a page without module scripts as they are', () => {
    const html = page(
      '<script>document.documentElement.className = "js";</script><script type="module">import("/x.js")</script><script type="module" src="https://cdn.example/sdk.js"></script>',
      false,
    );
    expect(deferModuleScripts(html, 'about.html')).toBe(html);
  });

  it('refuses a page whose scripts nothing would start', () => {
    const html = page('<script type="module" src="/_astro/page.b2.js"></script>', false);
    expect(() => deferModuleScripts(html, 'portal/parent.html')).toThrow(
      'portal/parent.html has module scripts but not the after-paint script that starts them (SiteLayout).',
    );
  });
});

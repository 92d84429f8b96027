import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph, preloadHeldIslands, staticImports } from './island-preload';

/** A build folder with these files under _astro/. */
function build(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'island-preload-'));
  mkdirSync(path.join(root, '_astro'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(root, '_astro', name), code);
  return root;
}

// As Rolldown writes them: static imports, a side-effect import, an on-demand import().
const FILES = {
  'Gate.js': 'import{t as e}from"./react.js";import{s}from"./session.js";export default e;',
  'client.js': 'import"./react.js";export default 1;',
  'react.js': 'export const t=1;',
  'session.js': 'import{k}from"./key.js";export const s=k;',
  'key.js': 'export const k="k";',
  'Portal.js':
    'import{t}from"./react.js";import{s}from"./session.js";import"./portal-data.js";const d=()=>import("./Dialog.js");export default d;',
  'portal-data.js': 'import{k}from"./key.js";export const p=k;',
  'Dialog.js': 'import"./big-form.js";export default 2;',
  'big-form.js': 'export default 3;',
};

const island = (component: string, extra = '') =>
  `<astro-island uid="x" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.js" props="{}" ssr client="only"${extra}>`;

const gatedPage = (held: string) =>
  `<html><head><title>Parent portal</title></head><body>${island('Gate.js', ' await-children')}<template data-astro-template>${held}</astro-island></template></astro-island></body></html>`;

describe('island preloading', () => {
  it('reads the static imports of a built file, not its import() calls', async () => {
    expect(await staticImports(FILES['Portal.js'])).toEqual([
      './react.js',
      './session.js',
      './portal-data.js',
    ]);
  });

  it('follows static imports to the bottom, each module once', async () => {
    const closure = moduleGraph(build(FILES));
    expect(await closure('/_astro/Portal.js')).toEqual([
      '/_astro/Portal.js',
      '/_astro/react.js',
      '/_astro/session.js',
      '/_astro/portal-data.js',
      '/_astro/key.js',
    ]);
  });

  it('preloads the gate’s modules in the head and writes the held island’s own on it', async () => {
    const closure = moduleGraph(build(FILES));
    const html = await preloadHeldIslands(gatedPage(island('Portal.js')), closure);

    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1])).toEqual(
      ['/_astro/Gate.js', '/_astro/react.js', '/_astro/session.js', '/_astro/key.js', '/_astro/client.js'],
    );
    // Only what the gate does not bring; the dialog stays on demand.
    expect(html).toContain(island('Portal.js', ' data-modules="/_astro/Portal.js /_astro/portal-data.js"'));
    expect(html).not.toContain('Dialog.js');
  });

  it('leaves a page without a held island as it is', async () => {
    const closure = moduleGraph(build(FILES));
    const page = `<html><head></head><body>${island('Portal.js')}</astro-island></body></html>`;
    expect(await preloadHeldIslands(page, closure)).toBe(page);
  });
});

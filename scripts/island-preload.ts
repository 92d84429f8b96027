/**
 * The gated pages' scripts, fetched side by side instead of one import level after another.
 *
 * A gated page (a portal, /profile, /receipt) is a client:only gate that holds the page's own island
 * in a `<template data-astro-template>` until the session has loaded (spec 1 §2.1). Left to itself
 * the browser learns of each module only once the module importing it has arrived: on the simulated
 * phone (150 ms a round trip) that was four levels for the gate, then /auth/me/, then four or five
 * more for the portal, about 1.3 s of waiting on round trips alone before the portal could draw.
 * After a build this step
 * - lists in the page's head (`<link rel="modulepreload">`) every module the gate's island imports,
 *   however deep, so they all start with the document; and
 * - writes on each held island the modules it will import that the gate does not (`data-modules`),
 *   which the held-islands script (src/lib/inline-scripts.ts) preloads at once when a session is
 *   stored, so a signed-in visitor's portal arrives while /auth/me/ is on its way. A signed-out
 *   visitor, whom the gate sends to /login, fetches none of it.
 * Modules loaded on demand (dynamic imports: dialogs, office views) stay on demand.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

/** Resolves once the module lexer can parse (moduleImports needs it). */
export const lexerReady = init;

/**
 * The modules a built file imports, as written ("./react.B54jxNxs.js"): statically (imports and
 * re-exports) and on demand (`import("…")` with a literal specifier). Call once `lexerReady` has
 * resolved. Also used by scripts/js-size.ts.
 */
export function moduleImports(code: string): { imports: string[]; lazy: string[] } {
  const [entries] = parse(code);
  // d === -1: static; d > -1: import(); d === -2: import.meta.
  const named = (dynamic: boolean) =>
    entries
      .filter((entry) => entry.n !== undefined && (dynamic ? entry.d > -1 : entry.d === -1))
      .map((entry) => entry.n!);
  return { imports: named(false), lazy: named(true) };
}

/** The modules a built file imports statically, as written. */
export async function staticImports(code: string): Promise<string[]> {
  await lexerReady;
  return moduleImports(code).imports;
}

/**
 * The static import closure of a site URL ("/_astro/RoleGate.x.js"), itself first, read from the
 * build in `root`. Memoised per file; only this site's own files are followed.
 */
export function moduleGraph(root: string): (url: string) => Promise<string[]> {
  const direct = new Map<string, Promise<string[]>>();
  const importsOf = (url: string) => {
    let pending = direct.get(url);
    if (!pending) {
      pending = readFile(path.join(root, url), 'utf8').then(async (code) =>
        (await staticImports(code))
          .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('/'))
          .map((specifier) => new URL(specifier, `http://site${url}`).pathname),
      );
      direct.set(url, pending);
    }
    return pending;
  };
  return async (entry) => {
    const seen = new Set<string>([entry]);
    const queue = [entry];
    while (queue.length > 0) {
      for (const next of await importsOf(queue.shift()!)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return [...seen];
  };
}

const TEMPLATE = /<template data-astro-template>[\s\S]*?<\/template>/g;
const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const islandScripts = (tag: string) =>
  [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].filter((url): url is string => !!url);

/**
 * A built page with its gate's modules preloaded in the head and each held island's own modules on
 * its `data-modules`; a page without a held island is returned as it is.
 */
export async function preloadHeldIslands(
  html: string,
  closure: (url: string) => Promise<string[]>,
): Promise<string> {
  const templates = [...html.matchAll(TEMPLATE)].map((match) => match[0]);
  const held = templates.flatMap((template) => [...template.matchAll(ISLAND_TAG)].map((match) => match[0]));
  if (held.length === 0) return html;

  // The gate: client:only islands outside the templates (an island's own template is inside it).
  const outside = templates.reduce((rest, template) => rest.replace(template, ''), html);
  const gates = [...outside.matchAll(ISLAND_TAG)]
    .map((match) => match[0])
    .filter((tag) => /\sclient="only"/.test(tag));
  const gateModules = new Set<string>();
  for (const tag of gates)
    for (const url of islandScripts(tag)) for (const module of await closure(url)) gateModules.add(module);

  let page = html;
  for (const tag of new Set(held)) {
    const own = new Set<string>();
    for (const url of islandScripts(tag))
      for (const module of await closure(url)) if (!gateModules.has(module)) own.add(module);
    if (own.size > 0)
      page = page.replaceAll(tag, tag.replace(/>$/, ` data-modules="${[...own].join(' ')}">`));
  }
  const links = [...gateModules].map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return page.replace('</head>', `${links}</head>`);
}

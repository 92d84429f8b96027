/**
 * Script-size report: for every built page, the JavaScript it loads (module scripts, island
 * components and renderers, and everything they import), gzipped. Fails when a page without an
 * island ships React or more than 10 KB gz. Writes reports/js-size.md.
 */
import { readFileSync, readdirSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { join, relative, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const LIMIT_WITHOUT_ISLAND = 10 * 1024;

interface PageReport {
  route: string;
  islands: number;
  files: number;
  gzBytes: number;
  react: boolean;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function routeOf(file: string): string {
  const rel = relative(DIST, file)
    .replace(/\\/g, '/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

const jsCache = new Map<string, { gz: number; imports: string[]; react: boolean }>();

/** Reads a built module: its gzipped size, the modules it imports statically or dynamically, React or not. */
function readModule(url: string) {
  const cached = jsCache.get(url);
  if (cached) return cached;
  const source = readFileSync(join(DIST, url), 'utf8');
  const imports = [
    ...source.matchAll(
      /(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']|import\(\s*["']([^"']+\.js)["']\s*\)/g,
    ),
  ]
    .map((match) => match[1] ?? match[2])
    .filter((spec): spec is string => Boolean(spec))
    .map((spec) => (spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec)));
  const react =
    /react\.(?:transitional\.)?element|__SECRET_INTERNALS|react-dom\.production|ReactDOM|"react\.fragment"/.test(
      source,
    );
  const entry = { gz: gzipSync(source, { level: 9 }).length, imports, react };
  jsCache.set(url, entry);
  return entry;
}

/** Every script URL a page can load: script tags, modulepreloads and island component/renderer URLs. */
function pageEntries(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g))
    urls.add(match[1]!);
  // Inline module scripts may import bundles too.
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const spec of match[1]!.matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) urls.add(spec[1]!);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

function reportPage(file: string): PageReport {
  const html = readFileSync(file, 'utf8');
  const seen = new Set<string>();
  const queue = pageEntries(html);
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...readModule(url).imports);
  }
  const modules = [...seen].map(readModule);
  const inlineGz = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/(?:ld\+)?json"/.test(match[0]))
    .reduce((sum, match) => sum + (match[1]!.trim() ? gzipSync(match[1]!).length : 0), 0);
  return {
    route: routeOf(file),
    islands: (html.match(/<astro-island/g) ?? []).length,
    files: seen.size,
    gzBytes: modules.reduce((sum, module) => sum + module.gz, 0) + inlineGz,
    react: modules.some((module) => module.react),
  };
}

const reports = htmlFiles(DIST)
  .map(reportPage)
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = reports.filter(
  (page) => page.islands === 0 && (page.react || page.gzBytes > LIMIT_WITHOUT_ISLAND),
);
const lines = [
  '| route | islands | JS files | JS gz | React |',
  '|---|---:|---:|---:|---|',
  ...reports.map(
    (p) => `| ${p.route} | ${p.islands} | ${p.files} | ${kb(p.gzBytes)} | ${p.react ? 'yes' : 'no'} |`,
  ),
];
mkdirSync('reports', { recursive: true });
writeFileSync('reports/js-size.md', `# JavaScript per route (gzipped)\n\n${lines.join('\n')}\n`);
console.log(lines.join('\n'));
if (failures.length) {
  console.error(
    `\nScript budget failed (pages without islands must ship no React and at most ${kb(LIMIT_WITHOUT_ISLAND)} gz):`,
  );
  for (const page of failures)
    console.error(`  ${page.route}: ${kb(page.gzBytes)}${page.react ? ', ships React' : ''}`);
  process.exit(1);
}
console.log(`\nScript budget passed for ${reports.length} pages.`);

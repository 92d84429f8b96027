/**
 * Serves the built site (dist/) on the API's origin. Astro builds with `build.format: 'file'`, so
 * /about is dist/about.html. Unknown paths redirect to / (spec 1 §2.1), except /news/{id} and
 * /programs/{id}, which get the client-rendered detail shell (dist/news/_.html, dist/programs/_.html).
 *
 * The folder may change while serving (`npm start` switches to each finished rebuild at once,
 * server/site/): a request reads it once, so it gets the old site or the new one, never a mix;
 * hashed assets a page of the previous build asks for are still found there; with no build yet,
 * every page answers 503 "The site is being built…" with Retry-After.
 */
import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { compressBuffer, isCompressible, pickEncoding } from './http/compress';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

/**
 * No site may frame these pages (clickjacking). A meta policy cannot say so, so the server does;
 * README (Deploying) gives the same headers for a CDN. The card sandbox's field frames are served
 * apart (server/sandbox/clover/routes.ts) and let this site frame them.
 */
export const FRAMING_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const;

const DETAIL_SHELL = /^\/(news|programs)\/[^/]+\/?$/;
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const MAX_COMPRESSIBLE_FILE = 8 * 1024 * 1024;

/** A built site whose folder can change: the one served now (null: none built yet) and the one before. */
export interface SiteFolders {
  readonly current: string | null;
  readonly previous: string | null;
}

/** Options for the static site handler. */
export interface StaticSiteOptions {
  /** The built site's folder, or folders that a finished rebuild switches. */
  root: string | SiteFolders;
}

/** Seconds a visitor is asked to wait while the first build runs. */
const BUILDING_RETRY_SECONDS = 5;

const BUILDING_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${BUILDING_RETRY_SECONDS}">
<title>The site is being built…</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;padding:1rem;color:#1a1a2e;background:#fff}</style>
</head>
<body>
<main>
<h1>The site is being built…</h1>
<p>This page reloads by itself in a few seconds.</p>
</main>
</body>
</html>
`;

/**
 * The built site's handler. `compressAll()` compresses every text file of the folder served now at
 * brotli's best, one file at a time, and settles when done: the server starts it at once and again
 * for each new build, so a page is never compressed while its visitor waits (the test server waits
 * for it before it says it is serving, so Lighthouse measures what a visitor after start-up gets).
 */
export interface StaticSite {
  (c: Context): Promise<Response>;
  compressAll(): Promise<void>;
}

/** A file's compressed bytes; `best` once at the encoder's highest setting. */
interface Compressed {
  body: Uint8Array<ArrayBuffer>;
  best: boolean;
}

/** A GET/HEAD handler that answers with a file from the built site, a detail shell, or a redirect to /. */
export function staticSite({ root }: StaticSiteOptions): StaticSite {
  const folders: SiteFolders = typeof root === 'string' ? { current: root, previous: null } : root;
  const compressed = new Map<string, Compressed>();
  const compressing = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  let cachedBytes = 0;
  // The folder whose files the cache holds: the one served at start, warmed at once below.
  let cachedRoot: string | null = folders.current === null ? null : path.resolve(folders.current);
  let warming: { root: string; done: Promise<void> } | null = null;

  const findFile = async (base: string, relative: string): Promise<{ file: string; stats: Stats } | null> => {
    const file = path.resolve(base, `.${relative}`);
    if (file !== base && !file.startsWith(base + path.sep)) return null;
    try {
      const stats = await stat(file);
      return stats.isFile() ? { file, stats } : null;
    } catch {
      return null;
    }
  };

  const candidates = (pathname: string): string[] => {
    if (pathname === '/') return ['/index.html'];
    if (pathname.endsWith('/')) return [`${pathname}index.html`, `${pathname.slice(0, -1)}.html`];
    return [pathname, `${pathname}.html`, `${pathname}/index.html`];
  };

  const keyOf = (file: string, stats: Stats, encoding: 'br' | 'gzip') =>
    `${file}:${stats.mtimeMs}:${stats.size}:${encoding}`;

  const keep = (key: string, entry: Compressed) => {
    const before = compressed.get(key);
    if (before) cachedBytes -= before.body.length;
    if (cachedBytes + entry.body.length > MAX_CACHED_BYTES) {
      compressed.clear();
      cachedBytes = 0;
    }
    compressed.set(key, entry);
    cachedBytes += entry.body.length;
  };

  /**
   * One compression at its best per file and encoding at a time, shared by whoever asks meanwhile.
   * A request that finds none ready gets a quick one (brotli 4: about a millisecond a page) and the
   * best follows in the background; the warm-up asks for the best directly.
   */
  const best = (file: string, stats: Stats, encoding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> => {
    const key = keyOf(file, stats, encoding);
    const hit = compressed.get(key);
    if (hit?.best) return Promise.resolve(hit.body);
    const pending = compressing.get(key);
    if (pending) return pending;
    const body = readFile(file)
      .then((bytes) => compressBuffer(bytes, encoding, 'max'))
      .then((out) => {
        keep(key, { body: out, best: true });
        return out;
      })
      .finally(() => compressing.delete(key));
    compressing.set(key, body);
    return body;
  };

  const encoded = async (file: string, stats: Stats, encoding: 'br' | 'gzip') => {
    const key = keyOf(file, stats, encoding);
    const hit = compressed.get(key);
    if (hit) return hit.body;
    const pending = compressing.get(key);
    if (pending) return pending;
    const body = await compressBuffer(await readFile(file), encoding, 'fast');
    if (!compressed.has(key)) keep(key, { body, best: false });
    // Served quickly now; the best compression replaces it for the next visitor.
    void best(file, stats, encoding).catch(() => undefined);
    return body;
  };

  const compressAll = (): Promise<void> => {
    const current = folders.current;
    if (current === null) return Promise.resolve();
    const base = path.resolve(current);
    if (warming?.root === base) return warming.done;
    const done = (async () => {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      const files = entries
        .filter((entry) => entry.isFile() && isCompressible(MIME[path.extname(entry.name).toLowerCase()]))
        .map((entry) => path.join(entry.parentPath, entry.name));
      // Two at a time: zlib runs on libuv's threads, so requests are still answered meanwhile.
      const next = async (): Promise<void> => {
        for (let file = files.shift(); file !== undefined; file = files.shift()) {
          // A newer build switched in meanwhile: its own warm-up takes over.
          if (folders.current === null || path.resolve(folders.current) !== base) return;
          const stats = await stat(file).catch(() => null);
          if (!stats || stats.size < 1024 || stats.size > MAX_COMPRESSIBLE_FILE) continue;
          await best(file, stats, 'br').catch(() => undefined);
        }
      };
      await Promise.all([next(), next()]);
    })();
    warming = { root: base, done };
    return done;
  };

  const serve = async (c: Context, file: string, stats: Stats, pathname: string): Promise<Response> => {
    const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers = new Headers({
      'Content-Type': type,
      'Cache-Control': cacheControl(pathname, type),
      ETag: entityTag(file, stats),
      'Last-Modified': stats.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      Vary: 'Accept-Encoding',
      ...FRAMING_HEADERS,
    });
    const etag = headers.get('ETag') ?? '';
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    const head = c.req.method === 'HEAD';
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (encoding && isCompressible(type) && stats.size >= 1024 && stats.size <= MAX_COMPRESSIBLE_FILE) {
      const body = await encoded(file, stats, encoding);
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.length));
      return new Response(head ? null : body, { status: 200, headers });
    }
    headers.set('Accept-Ranges', 'bytes');
    const range = parseRange(c.req.header('range'), stats.size);
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${stats.size}`);
      return new Response(null, { status: 416, headers });
    }
    const [start, end] = range ?? [0, stats.size - 1];
    headers.set('Content-Length', String(Math.max(0, end - start + 1)));
    if (range) headers.set('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    const status = range ? 206 : 200;
    if (head || stats.size === 0) return new Response(null, { status, headers });
    const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
    return new Response(stream, { status, headers });
  };

  const handle = async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.redirect('/', 302);
    }
    if (pathname.includes('\0')) return c.redirect('/', 302);
    // One folder for the whole request, read once: a switch in between cannot mix two builds.
    const current = folders.current;
    if (current === null) {
      return new Response(c.req.method === 'HEAD' ? null : BUILDING_PAGE, {
        status: 503,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': String(BUILDING_RETRY_SECONDS),
        },
      });
    }
    const base = path.resolve(current);
    if (base !== cachedRoot) {
      // A new build: what was compressed from the old one is of no more use.
      compressed.clear();
      cachedBytes = 0;
      cachedRoot = base;
      void compressAll();
    }
    for (const candidate of candidates(pathname)) {
      const found = await findFile(base, candidate);
      if (found) return serve(c, found.file, found.stats, pathname);
    }
    const shell = DETAIL_SHELL.exec(pathname);
    if (shell) {
      const found = await findFile(base, `/${shell[1]}/_.html`);
      if (found) return serve(c, found.file, found.stats, pathname);
    }
    // A page of the previous build, loaded before the switch, may still ask for its own scripts.
    const previous = folders.previous;
    if (previous !== null && pathname.startsWith('/_astro/')) {
      const found = await findFile(path.resolve(previous), pathname);
      if (found) return serve(c, found.file, found.stats, pathname);
    }
    if (pathname === '/') {
      return c.text('The site has not been built yet. Run `npm run build`; the API is under /api/.', 404);
    }
    return c.redirect('/', 302);
  };
  void compressAll();
  return Object.assign(handle, { compressAll });
}

/**
 * The file's tag: its path (so the same page of another build never matches, however alike in
 * size and time), size and modification time.
 */
function entityTag(file: string, stats: Stats): string {
  const where = createHash('sha1').update(file).digest('base64url').slice(0, 10);
  return `W/"${where}-${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** Cache policy: hashed build assets forever, HTML always revalidated, other files for an hour. */
function cacheControl(pathname: string, type: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Parses a single `bytes=` range; null when absent or not understood (serve the whole file). */
function parseRange(header: string | undefined, size: number): [number, number] | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}

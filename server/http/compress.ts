/** Brotli/gzip compression for text responses (hono/compress lacks brotli), using node:zlib. */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** Whether a content type benefits from compression. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/** The best encoding the client accepts: 'br', 'gzip' or null. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** Compresses a buffer; `level` 'max' is for cached static files, 'fast' for per-request bodies. */
export async function compressBuffer(
  body: Uint8Array,
  encoding: 'br' | 'gzip',
  level: 'max' | 'fast',
): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? 11 : 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipAsync(body, { level: level === 'max' ? 9 : 6 });
  // A plain ArrayBuffer-backed view is what Response accepts as a body.
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
}

/**
 * The last few compressed answers by content hash: the same list answered again (the usual case
 * for public lists) is not compressed again. Bounded in count and size; nothing else is kept.
 */
const recent = new Map<string, Uint8Array<ArrayBuffer>>();
const RECENT_MAX = 32;
const RECENT_MAX_BYTES = 2 * 1024 * 1024;

async function compressOnce(body: Uint8Array, hash: string, encoding: 'br' | 'gzip') {
  const key = `${encoding}:${hash}`;
  const known = recent.get(key);
  if (known) {
    // Most recently used last.
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const out = await compressBuffer(body, encoding, 'fast');
  if (body.length <= RECENT_MAX_BYTES) {
    recent.set(key, out);
    if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  }
  return out;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((item) => {
    const candidate = item.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === bare;
  });
}

/**
 * Compresses text responses that are not yet encoded and are large enough to gain from it. A GET
 * answer that may be kept (not no-store) gets an entity tag from its content, whether or not the
 * client takes a compressed body, so a client that has it (If-None-Match) gets 304 without the body.
 */
export const compressResponses = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.status === 206 || res.headers.has('content-encoding'))
    return;
  if (/no-transform/i.test(res.headers.get('cache-control') ?? '')) return;
  if (!isCompressible(res.headers.get('content-type'))) return;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  res.headers.append('Vary', 'Accept-Encoding');
  const cacheable =
    c.req.method === 'GET' && res.status === 200 && !/no-store/i.test(res.headers.get('cache-control') ?? '');
  // Nothing to compress and nothing to tag.
  if (!encoding && !cacheable) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const hash = createHash('sha1').update(body).digest('base64url');
  const headers = new Headers(res.headers);
  if (cacheable && !headers.has('etag')) {
    const tag = `W/"${hash}"`;
    headers.set('ETag', tag);
    if (matchesTag(c.req.header('if-none-match'), tag)) {
      headers.delete('Content-Length');
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers });
      return;
    }
  }
  let payload = body;
  if (encoding && body.length >= MIN_BYTES) {
    payload = await compressOnce(body, hash, encoding);
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(payload.length));
  // Clear first: assigning over an existing response would copy its old Content-Length back.
  c.res = undefined;
  c.res = new Response(payload, { status: res.status, statusText: res.statusText, headers });
});

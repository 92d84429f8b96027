/** Brotli/gzip compression for text responses (hono/compress lacks brotli), using node:zlib. */
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

/** Compresses text responses that are not yet encoded and are large enough to gain from it. */
export const compressResponses = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.status === 206 || res.headers.has('content-encoding'))
    return;
  if (/no-transform/i.test(res.headers.get('cache-control') ?? '')) return;
  if (!isCompressible(res.headers.get('content-type'))) return;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  res.headers.append('Vary', 'Accept-Encoding');
  if (!encoding) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let payload = body;
  if (body.length >= MIN_BYTES) {
    payload = await compressBuffer(body, encoding, 'fast');
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(payload.length));
  // Clear first: assigning over an existing response would copy its old Content-Length back.
  c.res = undefined;
  c.res = new Response(payload, { status: res.status, statusText: res.statusText, headers });
});
